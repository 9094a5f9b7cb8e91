import { translator } from '../core';
import type { Language } from '../languages';
import { loadScoreboardMessages } from '../messages/scoreboard/load';
import { loadVenueMessages } from '../messages/venue/load';
import type { VenueTranslate } from '../venue';
import { mergedMessages } from './merge';

/** The venue's overview and results pages: their words and the scoreboard's. */
export async function loadVenueTranslator(language: Language): Promise<VenueTranslate> {
  return translator(await mergedMessages([loadVenueMessages, loadScoreboardMessages], language), language);
}
