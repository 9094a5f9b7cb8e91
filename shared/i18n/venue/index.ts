import { translator, type Messages, type Translate } from '../core';
import { CATALOGS } from '../catalogs';
import type { Language } from '../languages';
import type { VenueParams } from '../messages/params.generated';

export type VenueKey = keyof VenueParams & string;
export type VenueTranslate = Translate<VenueParams>;

/** All six languages at once, for tests and Node; the venue pages load one (shared/i18n/load/). */
export const VENUE_CATALOGS: Readonly<Record<Language, Messages>> = CATALOGS.venue;

export function venueTranslator(language: Language): VenueTranslate {
  return translator(VENUE_CATALOGS[language], language);
}
