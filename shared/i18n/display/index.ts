import { translator, type Catalog, type Translate } from '../core';
import type { Language } from '../languages';
import { en, type DisplayKey } from './en';
import { hi } from './hi';
import { it } from './it';
import { pl } from './pl';
import { ru } from './ru';
import { zh } from './zh';

export type { DisplayKey } from './en';
export type DisplayCatalog = Catalog<DisplayKey>;
export type DisplayTranslate = Translate<typeof en>;

export const DISPLAY_CATALOGS: Readonly<Record<Language, DisplayCatalog>> = {
  en,
  pl,
  ru,
  zh,
  it,
  hi,
};

export function displayTranslator(language: Language): DisplayTranslate {
  return translator<typeof en>(DISPLAY_CATALOGS[language]);
}
