import { translator, type Messages, type Translate } from '../core';
import { mergedCatalog } from '../catalogs';
import { LANGUAGES, type Language } from '../languages';
import { SCREEN_GROUPS } from '../messages/groups';
import type { ScoreboardParams, VenueParams } from '../messages/params.generated';

/** Everything the venue's pages say: their own group and the scoreboard's (shared with every screen). */
export type VenueTable = VenueParams & ScoreboardParams;
export type VenueKey = keyof VenueTable & string;
export type VenueTranslate = Translate<VenueTable>;

/** All six languages at once, for tests and Node; the venue pages load one (shared/i18n/load/). */
export const VENUE_CATALOGS: Readonly<Record<Language, Messages>> = Object.fromEntries(
  LANGUAGES.map((language) => [language, mergedCatalog(SCREEN_GROUPS.venue, language)]),
) as Record<Language, Messages>;

export function venueTranslator(language: Language): VenueTranslate {
  return translator(VENUE_CATALOGS[language], language);
}
