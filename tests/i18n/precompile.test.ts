import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { argumentsOf } from '../../scripts/i18n/param-types';
import { catalogLanguage, compileCatalog, precompiledMessages } from '../../scripts/i18n/precompile';
import { CATALOGS } from '../../shared/i18n/catalogs';
import { translator } from '../../shared/i18n/core';
import { LANGUAGES } from '../../shared/i18n/languages';
import { MESSAGE_GROUPS } from '../../shared/i18n/messages/groups';
import { PARSER_MARK } from '../support/parser-mark';

/**
 * The built pages read the catalogs as syntax trees parsed at build time (scripts/i18n/precompile.ts)
 * instead of parsing the text in the browser: every message must read exactly as the text does.
 */

/** Arguments for a message: each select in turn on each of its options, numbers that pick plural forms. */
function argumentSets(english: string): Record<string, unknown>[] {
  const args = [...argumentsOf(english)];
  const base = (count: number, option: (options: string[]) => string): Record<string, unknown> =>
    Object.fromEntries(
      args.map(([name, type]) => {
        if (type === 'number') return [name, count];
        if (type === 'date') return [name, Date.UTC(2026, 4, 3, 14, 5)];
        if (type.startsWith('select:')) return [name, option(type.slice('select:'.length).split('|'))];
        return [name, `‹${name}›`];
      }),
    );
  const selects = args.filter(([, type]) => type.startsWith('select:'));
  const widest = Math.max(1, ...selects.map(([, type]) => type.split('|').length));
  return [0, 1, 2, 5, 22, 1.5].flatMap((count) =>
    Array.from({ length: widest }, (_, index) =>
      base(count, (options) => options[index % options.length] ?? 'other'),
    ),
  );
}

describe('the precompiled catalogs', () => {
  for (const group of MESSAGE_GROUPS)
    for (const language of LANGUAGES) {
      it(`${group} ${language}: every message reads the same from its tree as from its text`, () => {
        const text = CATALOGS[group][language];
        const trees = compileCatalog(text, language);
        expect(Object.values(trees).every((tree) => Array.isArray(tree))).toBe(true);
        const fromText = translator<Record<string, Record<string, unknown>>>(text, language);
        const fromTree = translator<Record<string, Record<string, unknown>>>(trees, language);
        for (const key of Object.keys(text))
          for (const args of argumentSets(CATALOGS[group].en[key] as string))
            expect(fromTree(key, args), `${group}.${language}.${key}`).toBe(fromText(key, args));
      });
    }

  it('the plugin parses exactly the catalog files, and hands JSON on to Vite', () => {
    expect(catalogLanguage('/repo/shared/i18n/messages/console/pl.json')).toBe('pl');
    expect(catalogLanguage('C:\\repo\\shared\\i18n\\messages\\venue\\zh.json?import')).toBe('zh');
    expect(catalogLanguage('/repo/shared/i18n/glossary.json')).toBeNull();
    expect(catalogLanguage('/repo/shared/i18n/messages/console/de.json')).toBeNull();
    const plugin = precompiledMessages();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const file = '/repo/shared/i18n/messages/display/ru.json';
    const out = transform(JSON.stringify(CATALOGS.display.ru), file);
    expect(JSON.parse(out?.code ?? 'null')).toEqual(compileCatalog(CATALOGS.display.ru, 'ru'));
    expect(transform('{"a": 1}', '/repo/shared/i18n/notes/display.json')).toBeNull();
  });

  it('the parser-less entry the pages use has no parser, and the parser has the words the page check looks for', () => {
    const require = createRequire(import.meta.url);
    const entry = require.resolve('@formatjs/icu-messageformat-parser').replace(/index\.js$/, '');
    const noParser = readFileSync(`${entry}no-parser.js`, 'utf8');
    expect(noParser).not.toMatch(PARSER_MARK);
    expect(readFileSync(`${entry}index.js`, 'utf8')).toMatch(PARSER_MARK);
  });
});
