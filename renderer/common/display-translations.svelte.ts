import type { DisplayTranslate } from '../../shared/i18n/display';
import type { Language } from '../../shared/i18n/languages';
import { loadDisplayTranslator } from '../../shared/i18n/load/display';
import { Translations } from './translations.svelte';

/** The display's and overlay's words (also the console's preview of the display), one language at a time. */
export const displayTranslations = new Translations<DisplayTranslate>(loadDisplayTranslator);

export function displayTranslator(language: Language): DisplayTranslate {
  return displayTranslations.of(language);
}
