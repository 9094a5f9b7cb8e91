import type { MatchEvent } from '../../shared/engine';
import type { StationTranslate } from '../../shared/i18n/console';

type OfficialEvent = Extract<
  MatchEvent,
  { type: 'TimeOutStarted' | 'IntervalStarted' | 'OfficialTimerStopped' | 'OfficialNoteRecorded' }
>;

const NOTE_KEY = { warning: 'tkKindWarning', foul: 'tkKindFoul' } as const;

/** The timekeeper's events in the audit trail's words. */
export function describeOfficialEvent(
  event: OfficialEvent,
  name: (side: number) => string,
  t: StationTranslate,
): string {
  switch (event.type) {
    case 'TimeOutStarted':
      return t('evTimeOut', {
        name: name(event.side),
        seconds: event.seconds,
        game: event.game,
        board: event.board,
      });
    case 'IntervalStarted':
      return t('evInterval', { game: event.game, seconds: event.seconds });
    case 'OfficialTimerStopped':
      return t('evCountdownStopped');
    case 'OfficialNoteRecorded':
      return t('evNote', {
        kind: t(NOTE_KEY[event.kind]),
        name: name(event.side),
        game: event.game,
        board: event.board,
      });
  }
}
