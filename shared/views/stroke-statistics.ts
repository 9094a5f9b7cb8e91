import { applyEntry, boardAtBreak } from '../engine/tracker/laws';
import { isFoul, type BoardInPlay, type StrokeEntry } from '../engine/tracker/types';
import type { MatchState } from '../engine/types';
import type { SideStatistics, StatisticsView } from '../contract/scoreboard-view';

export interface BoardStatistics {
  readonly strokes: number;
  readonly turns: number;
  readonly sides: readonly SideStatistics[];
}

const NONE: SideStatistics = {
  strokes: 0,
  pocketing: 0,
  fouls: 0,
  dues: 0,
  queenPocketed: 0,
  queenCovered: 0,
  queenLost: 0,
  whiteSlams: 0,
  blackSlams: 0,
};

type Counts = { -readonly [K in keyof SideStatistics]: number };

/** Replays a tracked board's entries from its break and counts what each side did. */
export function boardStatistics(breaker: number, entries: readonly StrokeEntry[]): BoardStatistics {
  const sides: Counts[] = [{ ...NONE }, { ...NONE }];
  let board = boardAtBreak(breaker, breaker, null);
  for (const entry of entries) {
    const next = applyEntry(board, entry);
    count(sides[entry.by] as Counts, board, next, entry);
    board = next;
  }
  const slam = slamOf(board);
  if (slam) sides[slam.side]![slam.kind] += 1;
  return { strokes: board.strokes, turns: board.turns, sides };
}

function count(side: Counts, before: BoardInPlay, after: BoardInPlay, entry: StrokeEntry): void {
  if (isFoul(entry)) {
    side.fouls += 1;
    side.dues += 1;
    if (before.queen.at === 'pending' && after.queen.at === 'board') side.queenLost += 1;
    return;
  }
  side.strokes += 1;
  if (entry.own > 0 || entry.queen) side.pocketing += 1;
  if (entry.improper) side.fouls += 1;
  side.dues += (entry.striker ? 1 : 0) + (entry.improper ? 1 : 0);
  if (entry.queen) side.queenPocketed += 1;
  const coveredNow = after.queen.at === 'covered' && before.queen.at !== 'covered';
  if (coveredNow) side.queenCovered += 1;
  const hadHer = entry.queen || (before.queen.at === 'pending' && before.queen.by === entry.by);
  if (hadHer && after.queen.at === 'board') side.queenLost += 1;
}

/** 26a: the breaker (white) finishes in the first turn; black in its first turn (the second). */
function slamOf(board: BoardInPlay): { side: number; kind: 'whiteSlams' | 'blackSlams' } | null {
  const end = board.end;
  if (end?.kind !== 'finish' || end.entry.finish !== 'normal' || end.entry.queen !== 'winner') return null;
  const winner = end.entry.winner;
  const last = board.entries.at(-1);
  if (!last || isFoul(last) || last.by !== winner) return null;
  if (winner === board.breaker && board.turns === 1) return { side: winner, kind: 'whiteSlams' };
  if (winner !== board.breaker && board.turns === 2) return { side: winner, kind: 'blackSlams' };
  return null;
}

/** Per side, over every tracked board of the match (recorded ones); null when none was tracked. */
export function matchStatistics(state: MatchState): readonly SideStatistics[] | null {
  if (state.tracked.length === 0) return null;
  const totals: Counts[] = [{ ...NONE }, { ...NONE }];
  for (const tracked of state.tracked) {
    const scored = state.games[tracked.game - 1]?.boards[tracked.board - 1];
    if (!scored) continue;
    const stats = boardStatistics(scored.breaker, tracked.entries);
    stats.sides.forEach((side, i) => {
      const total = totals[i] as Counts;
      for (const key of Object.keys(NONE) as (keyof SideStatistics)[]) total[key] += side[key];
    });
  }
  return totals;
}

/** The match's statistics so far (its recorded tracked boards); null when no board was tracked. */
export function statisticsView(state: MatchState): StatisticsView | null {
  const sides = matchStatistics(state);
  if (!sides) return null;
  const boards = state.tracked.flatMap((tracked) => {
    const scored = state.games[tracked.game - 1]?.boards[tracked.board - 1];
    if (!scored) return [];
    const { strokes, turns } = boardStatistics(scored.breaker, tracked.entries);
    return [{ game: tracked.game, board: tracked.board, strokes, turns }];
  });
  const order = (a: { game: number; board: number }, b: { game: number; board: number }): number =>
    a.game - b.game || a.board - b.board;
  return { sides, boards: [...boards].sort(order) };
}

/**
 * `{ statistics }` when the match has tracked boards, else nothing (views add it only then).
 * Kept per `state.tracked` (a new array whenever a tracked board is added, corrected or undone):
 * a push does not replay every tracked board of the match again.
 */
export function withStatistics(state: MatchState): { readonly statistics?: StatisticsView } {
  if (state.tracked.length === 0) return {};
  let statistics = cache.get(state.tracked);
  if (statistics === undefined) {
    statistics = statisticsView(state);
    cache.set(state.tracked, statistics);
  }
  return statistics ? { statistics } : {};
}

const cache = new WeakMap<MatchState['tracked'], StatisticsView | null>();
