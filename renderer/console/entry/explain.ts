import type { SidesBoardEntry } from '../../../shared/engine';
import type { ConsoleTranslate } from '../../../shared/i18n/console';
import type { ConsoleView, NextBoardOutcome } from '../../../shared/contract/console-view';

type Rules = NonNullable<ConsoleView['rules']>;
type Worked = Extract<NextBoardOutcome, { ok: true }>;

/** Why a board is worth what it is worth, in the terms the laws use. */
export interface PointsExplanation {
  readonly points: number;
  /** "6 + queen 3 + 1 extra" */
  readonly sum: string;
  /** Reasons a part did not count or the total was bounded. */
  readonly notes: readonly string[];
  /** "6 + queen 3 = 9" or "6 (queen does not count: Asha had 22 before this board)" */
  readonly text: string;
}

/** Puts the host's worked-out points (`result`) into words; it computes nothing of the laws. */
export function explainBoard(
  rules: Rules,
  entry: SidesBoardEntry,
  result: Pick<Worked, 'points' | 'queenCounted' | 'uncapped'>,
  winnerName: string,
  winnerScoreBefore: number,
  t: ConsoleTranslate,
): PointsExplanation {
  const parts = [t('explainPieces', { pieces: entry.pieces })];
  if (result.queenCounted) parts.push(t('explainQueen', { points: rules.queenPoints }));
  if (entry.extra > 0) parts.push(t('partExtra', { extra: entry.extra }));
  const notes: string[] = [];
  if (entry.queen === 'winner' && !result.queenCounted && rules.queenPoints > 0) {
    notes.push(t('whyQueenNotCounted', { name: winnerName, score: winnerScoreBefore }));
  }
  if (entry.queen === 'loser' && rules.queenPoints > 0) notes.push(t('whyQueenLoser'));
  const base = entry.pieces + (result.queenCounted ? rules.queenPoints : 0);
  if (base < 1) notes.push(t('whyFloor'));
  if (result.uncapped > result.points && rules.boardCap !== null)
    notes.push(t('whyCap', { cap: rules.boardCap }));
  const sum = parts.join(' + ');
  const shown = parts.length > 1 || result.points !== entry.pieces ? `${sum} = ${result.points}` : sum;
  const text = notes.length > 0 ? `${shown} (${t.list(notes)})` : shown;
  return { points: result.points, sum, notes, text };
}
