import type { DisplayTranslate } from '../../shared/i18n/display';
import type { ScoreboardView } from '../../shared/contract/scoreboard-view';
import { isolate } from '../../shared/text/isolate';
import { shortLabel } from './match-text';

/**
 * A tracked board in play in one line (the overlay): "Asha ●5 – 7● Ben · On turn: Ben · Queen
 * pocketed: to cover · Dues owed: 1 (Asha)". Null when no board is tracked.
 */
export function liveText(view: ScoreboardView, t: DisplayTranslate): string | null {
  const live = view.live;
  if (!live || view.phase !== 'playing' || view.sides.length !== 2) return null;
  const name = (i: number): string => {
    const side = view.sides[i];
    return side ? isolate(shortLabel(side)) : `#${i + 1}`;
  };
  const parts = [
    `${name(0)} ${live.onBoard[0] ?? 0} – ${live.onBoard[1] ?? 0} ${name(1)}`,
    `${t('live.onTurn')}: ${name(live.turn)}`,
    queenWords(live, t, name),
    ...live.owed.flatMap((owed, i) => (owed > 0 ? [`${t('live.owed', { count: owed })} (${name(i)})`] : [])),
  ];
  return parts.filter((p) => p !== '').join(' · ');
}

function queenWords(
  live: NonNullable<ScoreboardView['live']>,
  t: DisplayTranslate,
  name: (i: number) => string,
): string {
  if (live.awaitingAward) return t('live.awaitingAward');
  if (live.queen === 'board') return t('live.queenBoard');
  const words = live.queen === 'pending' ? t('live.queenPending') : t('live.queenCovered');
  return live.queenBy === null ? words : `${words} (${name(live.queenBy)})`;
}
