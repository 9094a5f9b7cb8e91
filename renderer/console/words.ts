import type { MatchEvent, MatchSetup } from '../../shared/engine';
import type { PlainConsoleKey, StationTranslate } from '../../shared/i18n/console';
import { describeOfficialEvent } from './official-words';
import { forfeitWord } from './entry/forfeit-word';
import { isolate } from '../../shared/text/isolate';
import { describeTrackerEvent } from '../common/tracker-words';
import { entryText, queenWord } from '../common/board-words';

export { entryText, queenWord };

/** How a side is called on the console: its display name, else its players. */
export function sideLabel(
  side: { readonly name: string; readonly players: readonly string[] } | undefined,
  index: number,
): string {
  if (!side) return `#${index + 1}`;
  return side.name || side.players.filter(Boolean).join(' / ') || `#${index + 1}`;
}

export function scoresText(scores: readonly number[]): string {
  return scores.join('–');
}

/**
 * "Asha 9 – 0 Bruno" for two sides; "Asha 9 · Ben 4 · Chen 2" for three. Each name is isolated,
 * so a right-to-left name keeps its scores where they belong.
 */
export function namedScores(names: readonly string[], scores: readonly number[]): string {
  const [first, second] = names.map((name) => isolate(name ?? ''));
  if (names.length === 2) return `${first} ${scores[0] ?? 0} – ${scores[1] ?? 0} ${second}`;
  return names.map((name, i) => `${isolate(name)} ${scores[i] ?? 0}`).join(' · ');
}

export function sideNamesOf(setup: MatchSetup | null): readonly string[] {
  return setup ? setup.sides.map((side, i) => sideLabel(side, i)) : [];
}

/** An event of the audit trail in words (board points are left out: they depend on the whole match). */
export function describeEvent(
  event: MatchEvent,
  names: readonly string[],
  t: StationTranslate,
  players: readonly (readonly string[])[] = [],
): string {
  const name = (i: number): string => names[i] ?? `#${i + 1}`;
  switch (event.type) {
    case 'MatchCreated':
      return t('evCreated', { sides: event.setup.sides.map((s, i) => sideLabel(s, i)).join(' – ') });
    case 'TossRecorded':
      return t('evToss', {
        name: name(event.toss.winner),
        choice: event.toss.choice === 'break' ? 'break' : 'other',
      });
    case 'BoardRecorded':
      return t('evBoard', {
        game: event.game,
        board: event.board,
        text: entryText(event.entry, names, null, t),
      });
    case 'BoardCorrected':
      return t('evCorrected', {
        game: event.game,
        board: event.board,
        before: entryText(event.previous, names, null, t),
        after: entryText(event.entry, names, null, t),
      });
    case 'BoardVoided':
      return t('evVoided', {
        game: event.game,
        board: event.board,
        text: entryText(event.entry, names, null, t),
      });
    case 'BoardRedone':
      return t('evRedone', {
        game: event.game,
        board: event.board,
        text: entryText(event.entry, names, null, t),
      });
    case 'OpeningPlayerChosen':
      return t('evOpening', {
        game: event.game,
        name: players[event.side]?.[event.player] ?? `#${event.player + 1}`,
      });
    case 'ExtraBoardTossRecorded':
      return t('evExtraToss', { game: event.game, name: name(event.winner) });
    case 'SideChangeRecorded':
      return t('evSideChange', { game: event.game, board: event.afterBoard });
    case 'MatchForfeited':
      return t('evForfeitWords', { name: name(event.forfeit.by), kind: forfeitWord(event.forfeit.kind, t) });
    case 'ForfeitWithdrawn':
      return t('evForfeitWithdrawn', {
        name: name(event.forfeit.by),
        kind: forfeitWord(event.forfeit.kind, t),
      });
    case 'DetailsUpdated':
      return t('evDetails');
    case 'UmpireRemarksSet':
      return event.text === '' ? t('evRemarksCleared') : t('evRemarks', { text: event.text });
    case 'GameClockStarted':
      return t('evClock', { what: t('startGameClock') });
    case 'GameClockPaused':
      return t('evClock', { what: t('pauseGameClock') });
    case 'GameTimeUp':
      return t('evClock', { what: event.early ? t('evTimeUpEarly') : t('timeUp') });
    case 'StrokeClockStarted':
      return t('evClock', { what: t('startStroke') });
    case 'StrokeClockReset':
      return t('evClock', { what: t('resetStroke') });
    case 'StrokeRecorded':
    case 'StrokeUndone':
    case 'StrokeRedone':
    case 'DuesClockStarted':
    case 'BoardAwarded':
    case 'StrokesCorrected':
      return describeTrackerEvent(event, name, names, t);
    default:
      return describeOfficialEvent(event, name, t);
  }
}

/** A label chosen at run time (a tab, a setting): only keys without placeholders (the type says so). */
export function label(t: StationTranslate, key: PlainConsoleKey): string {
  return (t as unknown as (key: PlainConsoleKey) => string)(key);
}
