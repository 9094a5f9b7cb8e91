import type { TrackerEvent } from '../../shared/engine/tracker/match-types';
import type { StrokeEntry } from '../../shared/engine/tracker/types';
import type { StationTranslate } from '../../shared/i18n/console';
import { entryText } from './board-words';

/** A stroke or a foul entry in words: "2 own C/m, the queen and the striker" (the language's own list). */
export function strokeText(entry: StrokeEntry, t: StationTranslate): string {
  if ('foul' in entry)
    return entry.foul === 'technical' ? t('tracker.foul.technical') : t('tracker.foul.foul');
  const parts = [
    ...(entry.own > 0 ? [t('tracker.own', { count: entry.own })] : []),
    ...(entry.opp > 0 ? [t('tracker.opp', { count: entry.opp })] : []),
    ...(entry.queen ? [t('tracker.queen')] : []),
    ...(entry.striker ? [t('tracker.striker')] : []),
  ];
  const pocketed = parts.length > 0 ? t.list(parts) : t('tracker.nothing');
  return entry.improper ? t('tracker.improper', { text: pocketed }) : pocketed;
}

/** A tracker event of the audit trail in words. */
export function describeTrackerEvent(
  event: TrackerEvent,
  name: (side: number) => string,
  names: readonly string[],
  t: StationTranslate,
): string {
  const at = { game: event.game, board: event.board };
  switch (event.type) {
    case 'StrokeRecorded':
      return 'foul' in event.entry
        ? t('tracker.ev.foul', { ...at, kind: strokeText(event.entry, t), name: name(event.entry.by) })
        : t('tracker.ev.stroke', { ...at, name: name(event.entry.by), text: strokeText(event.entry, t) });
    case 'StrokeUndone':
      return t('tracker.ev.undone', { ...at, text: strokeText(event.entry, t) });
    case 'StrokeRedone':
      return t('tracker.ev.redone', { ...at, text: strokeText(event.entry, t) });
    case 'DuesClockStarted':
      return t('evClock', { what: duesClockText(event.toPlace, name, t) });
    case 'BoardAwarded':
      return t('tracker.ev.awarded', { ...at, text: entryText(event.entry, names, null, t) });
    case 'StrokesCorrected':
      return t('tracker.ev.corrected', {
        ...at,
        before: entryText(event.previous, names, null, t),
        after: entryText(event.entry, names, null, t),
      });
  }
}

/**
 * The dues clock (law 88) in words: who places the C/m sent back, the opponent of each side that
 * has some to place (78a); one sentence each in the rare entry that sends back C/m of both sides.
 */
export function duesClockText(
  toPlace: readonly number[],
  name: (side: number) => string,
  t: StationTranslate,
): string {
  return toPlace
    .flatMap((count, side) => (count > 0 ? [t('umpire.duesClock', { name: name(1 - side) })] : []))
    .join(' · ');
}

/** Who is on turn on the live board: the side, and in doubles its player ("Asha & Chen (Chen)"). */
export function turnName(
  sideName: string,
  players: readonly string[] | undefined,
  player: number | null,
  t: StationTranslate,
): string {
  const who = player === null ? undefined : players?.[player];
  return who ? t('track.player', { side: sideName, player: who }) : sideName;
}

/** The board in play in words, part by part: C/m left per side, the queen, dues owed, whose turn. */
export function liveBoardParts(
  board: {
    readonly onBoard: readonly number[];
    readonly queen: 'board' | 'pending' | 'covered';
    readonly queenBy: number | null;
    readonly owed: readonly number[];
  },
  name: (side: number) => string,
  turn: string,
  t: StationTranslate,
): string[] {
  const queen =
    board.queen === 'board'
      ? t('live.queenBoard')
      : board.queen === 'pending'
        ? t('umpire.queenPending', { name: name(board.queenBy ?? 0) })
        : t('umpire.queenCovered', { name: name(board.queenBy ?? 0) });
  const owed = board.owed.flatMap((n, i) => (n > 0 ? [t('umpire.owed', { name: name(i), count: n })] : []));
  return [
    ...board.onBoard.map((count, side) => t('umpire.left', { name: name(side), count })),
    queen,
    ...owed,
    t('umpire.turn', { name: turn }),
  ];
}
