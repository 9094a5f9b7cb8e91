import type { DISPLAY_MODES } from '../../shared/contract/display';
import type { ScoreboardView } from '../../shared/contract/scoreboard-view';
import type { DisplayTranslate } from '../../shared/i18n/display';
import { endReason, gameResultText, matchResultText, matchStatus } from './match-text';
import { stoppedByForfeit } from './result-text';

type DisplayMode = (typeof DISPLAY_MODES)[number];

/** What the hall's screen shows for a push. */
export type DisplayScreen = 'blackout' | 'message' | 'result' | 'scoreboard';

/**
 * The one decision of what the hall sees, for the display page and the console's drawn preview
 * of it (the desktop app, where the preview cannot frame /display): the result screen needs a
 * match to show, else the scoreboard stands.
 */
export function displayScreen(mode: DisplayMode, view: ScoreboardView): DisplayScreen {
  if (mode === 'result') return view.sides.length > 0 ? 'result' : 'scoreboard';
  return mode;
}

/**
 * The result screen's headline: the match's result once it is decided ("Asha wins 2–1"), where it
 * stands before then (shown on demand).
 */
export function resultHeadline(view: ScoreboardView, t: DisplayTranslate): string {
  return (
    matchResultText(view, t) ?? (view.phase === 'matchOver' ? t('matchOver') : matchStatus(view, t).stage)
  );
}

export interface ResultGame {
  readonly number: number;
  /** Null for a game a forfeit stopped: won by no one at the table. */
  readonly winner: number | null;
  readonly text: string;
  /** Why it ended, when not on points. */
  readonly reason: string | null;
}

/** Each game's result under the headline, in order. */
export function resultGames(view: ScoreboardView, t: DisplayTranslate): readonly ResultGame[] {
  return view.games.flatMap((game) => {
    const text = gameResultText(view, game, t);
    if (text === null) return [];
    return [
      {
        number: game.number,
        winner: stoppedByForfeit(game) ? null : game.winner,
        text,
        reason: endReason(game, game.number === view.game ? view.board : null, t),
      },
    ];
  });
}
