import type { Ruleset } from '../rules/ruleset';
import type { PocketedBoardEntry, SidesBoardEntry } from './types';

/** Whether the queen's points still count for a side whose score before the board is `score`. */
export function queenCounts(rules: Ruleset, score: number): boolean {
  return rules.queenCutoff === null || score < rules.queenCutoff;
}

export interface SidesBoardPoints {
  readonly points: number;
  readonly queenCounted: boolean;
  /** Points before the cap: shown to the operator when the cap cut something off. */
  readonly uncapped: number;
}

/**
 * The queen goes to the board winner when the winner covered it, or, on a penalty finish, when
 * it was still on the board (not covered by anyone). A queen the loser covered never counts.
 */
export function queenCredited(entry: SidesBoardEntry): boolean {
  return entry.queen === 'winner' || (entry.finish === 'penalty' && entry.queen === 'none');
}

/**
 * ICF laws 53–55 in one formula (normal finishes have extra = 0 and pieces ≥ 1):
 *   base = pieces + (queen credited and counting ? queen : 0)
 *   points = min(cap, max(1, base) + extra)
 * The cut-off looks at the winner's score before this board, never after.
 */
export function sidesBoardPoints(
  rules: Ruleset,
  entry: SidesBoardEntry,
  winnerScoreBefore: number,
): SidesBoardPoints {
  const queenCounted = queenCredited(entry) && queenCounts(rules, winnerScoreBefore);
  const base = entry.pieces + (queenCounted ? rules.queenPoints : 0);
  const uncapped = Math.max(1, base) + entry.extra;
  const points = rules.boardCap === null ? uncapped : Math.min(rules.boardCap, uncapped);
  return { points, queenCounted, uncapped };
}

/** Three-player points game: every player scores what he pocketed. */
export function pocketedBoardPoints(
  rules: Ruleset,
  entry: PocketedBoardEntry,
  scoresBefore: readonly number[],
): { readonly points: readonly number[]; readonly queenCounted: boolean } {
  let queenCounted = false;
  const points = entry.pocketed.map((p, player) => {
    const queen = p.queen && queenCounts(rules, scoresBefore[player] ?? 0);
    if (queen) queenCounted = true;
    const total = p.black * rules.blackPoints + p.white * rules.whitePoints + (queen ? rules.queenPoints : 0);
    return rules.boardCap === null ? total : Math.min(rules.boardCap, total);
  });
  return { points, queenCounted };
}
