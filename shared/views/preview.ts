import { liveBoardView } from './live-board-view';
import type { Command } from '../engine/commands';
import { decide } from '../engine/decide';
import type { MatchState } from '../engine/types';
import type { BoardChange, GameOutcomeChange, Preview } from '../contract/results';
import type { ScoreSheet } from '../contract/console-view';
import { toScoreSheet } from './score-sheet';

export type { Preview } from '../contract/results';

/** What a command would do, without doing it: the same decide/evolve, on a copy. */
export function previewCommand(state: MatchState, command: Command): Preview {
  const decision = decide(state, command);
  if (!decision.ok) return { ok: false, violation: decision.violation };
  const next = decision.state;
  const before = toScoreSheet(state);
  const after = toScoreSheet(next);
  return {
    ok: true,
    after,
    boards: boardChanges(before, after),
    games: gameChanges(before, after),
    matchWinner: { before: state.winner, after: next.winner },
    live: liveBoardView(next),
  };
}

function boardChanges(before: ScoreSheet | null, after: ScoreSheet | null): BoardChange[] {
  const changes: BoardChange[] = [];
  const games = Math.max(before?.games.length ?? 0, after?.games.length ?? 0);
  for (let g = 0; g < games; g++) {
    const a = before?.games[g]?.rows ?? [];
    const b = after?.games[g]?.rows ?? [];
    for (let r = 0; r < Math.max(a.length, b.length); r++) {
      const x = a[r];
      const y = b[r];
      const pick = (row: typeof x) =>
        row ? { points: row.points, totals: row.totals, queenCounted: row.queenCounted } : null;
      if (JSON.stringify(pick(x)) !== JSON.stringify(pick(y))) {
        changes.push({ game: g + 1, board: r + 1, before: pick(x), after: pick(y) });
      }
    }
  }
  return changes;
}

function gameChanges(before: ScoreSheet | null, after: ScoreSheet | null): GameOutcomeChange[] {
  const changes: GameOutcomeChange[] = [];
  const games = Math.max(before?.games.length ?? 0, after?.games.length ?? 0);
  for (let g = 0; g < games; g++) {
    const pick = (s: ScoreSheet | null) => {
      const game = s?.games[g];
      return game ? { winner: game.winner, scores: game.scores } : null;
    };
    if (JSON.stringify(pick(before)) !== JSON.stringify(pick(after))) {
      changes.push({ game: g + 1, before: pick(before), after: pick(after) });
    }
  }
  return changes;
}
