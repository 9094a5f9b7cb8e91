import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { MESSAGE_OPTIONS } from '../../shared/i18n/core';
import { LANGUAGE_TAGS, isLanguage, type Language } from '../../shared/i18n/languages';

/**
 * The pages' catalogs parsed at build time: each ICU message becomes the syntax tree
 * intl-messageformat would parse it to at run time, so the pages ship without the parser (the
 * renderer build points `@formatjs/icu-messageformat-parser` at its `no-parser` entry, which keeps
 * the tree's types and drops `parse`). The catalogs stay plain JSON that a translator edits;
 * tests and tools (Node, no build) read them as text and parse at run time, as before.
 */

/** A catalog file: shared/i18n/messages/<group>/<language>.json. */
const CATALOG_FILE = /[\\/]shared[\\/]i18n[\\/]messages[\\/][a-z]+[\\/]([a-z]+)\.json$/;

/**
 * One catalog's syntax trees, parsed with the options intl-messageformat parses a text with
 * (shared/i18n/core.ts's MESSAGE_OPTIONS, and the locale it resolves from the language's tag).
 */
export function compileCatalog(
  messages: Readonly<Record<string, string>>,
  language: Language,
): Record<string, MessageFormatElement[]> {
  const locale = new Intl.Locale(LANGUAGE_TAGS[language]);
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, parse(message, { ...MESSAGE_OPTIONS, locale })]),
  );
}

/** The language of a catalog file, or null for any other module. */
export function catalogLanguage(id: string): Language | null {
  const language = CATALOG_FILE.exec(id.split('?')[0] ?? '')?.[1];
  return language !== undefined && isLanguage(language) ? language : null;
}

/**
 * Runs before Vite's JSON plugin and hands it JSON again (the trees are plain data), so the
 * catalog is still a chunk of its own with a default export, only already parsed.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'carrom:precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      const language = catalogLanguage(id);
      if (language === null) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      return { code: JSON.stringify(compileCatalog(messages, language)), map: null };
    },
  };
}
