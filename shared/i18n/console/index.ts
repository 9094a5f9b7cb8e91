import { translator, type Catalog, type Translate } from '../core';
import type { Language } from '../languages';
import { en, type ConsoleKey } from './en';
import { hi } from './hi';
import { it } from './it';
import { pl } from './pl';
import { ru } from './ru';
import { zh } from './zh';

export type { ConsoleKey } from './en';
export type ConsoleCatalog = Catalog<ConsoleKey>;
export type ConsoleTranslate = Translate<typeof en>;

export const CONSOLE_CATALOGS: Readonly<Record<Language, ConsoleCatalog>> = { en, pl, ru, zh, it, hi };

export function consoleTranslator(language: Language): ConsoleTranslate {
  return translator<typeof en>(CONSOLE_CATALOGS[language]);
}
