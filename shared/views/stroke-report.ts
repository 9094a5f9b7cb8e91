import { liveBoard, trackedRecordAt } from '../engine/tracker/match';
import type { GameState, MatchState, ScoredBoard } from '../engine/types';
import { boardStatistics, type BoardStatistics } from './stroke-statistics';

/** `next.live` of the `score` output: the stroke board in play. */
export interface LiveReport {
  readonly turn: number;
  readonly pieces: readonly number[];
  readonly queen: 'board' | 'pending' | 'covered';
  readonly queenBy: number | null;
  readonly owed: readonly number[];
  readonly strokes: number;
}

export function liveReport(state: MatchState): LiveReport | null {
  const live = liveBoard(state);
  if (!live) return null;
  const { play } = live;
  return {
    turn: play.turn,
    pieces: play.onBoard,
    queen: play.queen.at,
    queenBy: play.queen.at === 'board' ? null : play.queen.by,
    owed: play.owed,
    strokes: play.strokes,
  };
}

/** A stroke board's `derived`: the entry its strokes (or the award) produced. */
export function derivedReport(
  state: MatchState,
  game: GameState,
  board: ScoredBoard,
): { readonly derived?: Readonly<Record<string, unknown>>; readonly statistics?: BoardStatistics } {
  const entry = board.entry;
  const tracked = trackedRecordAt(state, { game: game.number, board: board.number });
  if (entry.kind !== 'sides' || !tracked) return {};
  const { winner, pieces, queen, finish, extra } = entry;
  return {
    derived: { winner, pieces, queen, finish, extra },
    statistics: boardStatistics(board.breaker, tracked.entries),
  };
}
