import { translator } from '../core';
import type { Language } from '../languages';
import { loadVenueMessages } from '../messages/venue/load';
import type { VenueTranslate } from '../venue';

/** The venue's overview and results pages. */
export async function loadVenueTranslator(language: Language): Promise<VenueTranslate> {
  return translator(await loadVenueMessages(language), language);
}
