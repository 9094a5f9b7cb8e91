import { translator, type Messages, type Translate } from '../core';
import { mergedCatalog } from '../catalogs';
import { LANGUAGES, type Language } from '../languages';
import { SCREEN_GROUPS } from '../messages/groups';
import type { DisplayParams, ScoreboardParams, StatisticsParams } from '../messages/params.generated';

/**
 * Everything the hall display and the overlay say: their own group, the statistics' (shared with the
 * score sheet) and the scoreboard's (shared with every screen).
 */
export type DisplayTable = DisplayParams & StatisticsParams & ScoreboardParams;
export type DisplayKey = keyof DisplayTable & string;
export type DisplayTranslate = Translate<DisplayTable>;

/** All six languages at once, for tests and Node; the display page loads one (shared/i18n/load/). */
export const DISPLAY_CATALOGS: Readonly<Record<Language, Messages>> = Object.fromEntries(
  LANGUAGES.map((language) => [language, mergedCatalog(SCREEN_GROUPS.display, language)]),
) as Record<Language, Messages>;

export function displayTranslator(language: Language): DisplayTranslate {
  return translator(DISPLAY_CATALOGS[language], language);
}
