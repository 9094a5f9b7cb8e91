import { translator, type Messages, type Translate } from '../core';
import { CATALOGS } from '../catalogs';
import type { Language } from '../languages';
import type { DisplayParams } from '../messages/params.generated';

export type DisplayKey = keyof DisplayParams & string;
export type DisplayTranslate = Translate<DisplayParams>;

/** All six languages at once, for tests and Node; the display page loads one (shared/i18n/load/). */
export const DISPLAY_CATALOGS: Readonly<Record<Language, Messages>> = CATALOGS.display;

export function displayTranslator(language: Language): DisplayTranslate {
  return translator(DISPLAY_CATALOGS[language], language);
}
