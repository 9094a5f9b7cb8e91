import type { MessageGroup } from '../messages/groups';
import consoleNotes from './console.json';
import displayNotes from './display.json';
import paperworkNotes from './paperwork.json';
import rulesNotes from './rules.json';
import scoreboardNotes from './scoreboard.json';
import statisticsNotes from './statistics.json';
import stationNotes from './station.json';
import venueNotes from './venue.json';

/**
 * A note for translators on one message: what it is and where it appears, and what each argument
 * holds. Notes live beside the catalogs, never in them, so a catalog stays a flat key → message
 * object and no page loads them (only tests and tools import this module).
 */
export interface TranslatorNote {
  readonly note: string;
  readonly args?: Readonly<Record<string, string>>;
}

export const TRANSLATOR_NOTES: Readonly<Record<MessageGroup, Readonly<Record<string, TranslatorNote>>>> = {
  console: consoleNotes,
  station: stationNotes,
  paperwork: paperworkNotes,
  rules: rulesNotes,
  display: displayNotes,
  statistics: statisticsNotes,
  scoreboard: scoreboardNotes,
  venue: venueNotes,
};
