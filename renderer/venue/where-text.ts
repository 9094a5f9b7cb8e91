import type { VenueTranslate } from '../../shared/i18n/venue';
import type { ScoreboardView } from '../../shared/contract/scoreboard-view';

/**
 * "Game 2 · Board 5", "Game 2 · Extra board" (never "Board 9" of 8), or just "Game 1" when no
 * board number is true: none was played yet at the end, or the match was forfeited.
 */
export function whereText(view: ScoreboardView, t: VenueTranslate): string {
  const game = t('game', { game: view.game });
  if (view.board <= 0 || view.matchResult?.forfeit) return game;
  const beyondLimit = view.boardLimit !== null && view.board > view.boardLimit;
  const board = view.extraBoard || beyondLimit ? t('extraBoard') : t('board', { board: view.board });
  return `${game} · ${board}`;
}

/** The queen's mark is for a board in play: not once a game or the match is over. */
export function queenShown(view: ScoreboardView): boolean {
  return view.phase === 'playing' || view.phase === 'extraBoardToss' || view.phase === 'toss';
}
