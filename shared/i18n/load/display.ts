import { translator } from '../core';
import type { DisplayTranslate } from '../display';
import type { Language } from '../languages';
import { loadDisplayMessages } from '../messages/display/load';

/** The hall display and the overlay (and the console's preview of them). */
export async function loadDisplayTranslator(language: Language): Promise<DisplayTranslate> {
  return translator(await loadDisplayMessages(language), language);
}
