import { translator, type Messages, type Translate } from '../core';
import { mergedCatalog } from '../catalogs';
import { LANGUAGES, type Language } from '../languages';
import { SCREEN_GROUPS } from '../messages/groups';
import type {
  ConsoleParams,
  PaperworkParams,
  RulesParams,
  ScoreboardParams,
  StationParams,
  StatisticsParams,
} from '../messages/params.generated';

/**
 * Everything the operator's console says: its own group, the stations', the paperwork's, the rules',
 * the statistics' (which the score sheet shares with the display) and the scoreboard's (shared with
 * every screen).
 */
export type ConsoleTable = ConsoleParams &
  StationParams &
  PaperworkParams &
  RulesParams &
  StatisticsParams &
  ScoreboardParams;
export type ConsoleKey = keyof ConsoleTable & string;
/** A key whose message takes no argument: one a screen may choose at run time (a tab, a field's label). */
export type PlainConsoleKey = {
  [K in ConsoleKey]: ConsoleTable[K] extends undefined ? K : never;
}[ConsoleKey];
export type ConsoleTranslate = Translate<ConsoleTable>;
/** What the timekeeper's and umpire's phones say (a console's translator is one too). */
export type StationTable = StationParams & ScoreboardParams;
export type StationTranslate = Translate<StationTable>;
export type StationKey = keyof StationTable & string;

/** All six languages at once, for tests and Node; the console page loads one (shared/i18n/load/). */
export const CONSOLE_CATALOGS: Readonly<Record<Language, Messages>> = Object.fromEntries(
  LANGUAGES.map((language) => [language, mergedCatalog(SCREEN_GROUPS.console, language)]),
) as Record<Language, Messages>;

export function consoleTranslator(language: Language): ConsoleTranslate {
  return translator(CONSOLE_CATALOGS[language], language);
}
