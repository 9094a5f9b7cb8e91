import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../shared/i18n/catalogs';
import { LANGUAGES } from '../../shared/i18n/languages';
import { MESSAGE_GROUPS, type MessageGroup } from '../../shared/i18n/messages/groups';
import { BUILT_SCREENS } from '../support/built-screens';
import { PARSER_MARK } from '../support/parser-mark';

/**
 * The built pages (`npm run build` first): each page fetches only its own groups' catalogs, and
 * only in the language it shows, and none ships the ICU parser (the build parsed the catalogs). A
 * catalog is recognised in a chunk by its longest runs of plain text.
 */
const ASSETS = join(BUILT_SCREENS, 'assets');
const PAGES: Readonly<Record<string, readonly MessageGroup[]>> = {
  console: ['console', 'station', 'paperwork', 'rules', 'display', 'statistics', 'scoreboard'],
  timekeeper: ['station', 'scoreboard'],
  umpire: ['station', 'scoreboard'],
  display: ['display', 'statistics', 'scoreboard'],
  overlay: ['display', 'statistics', 'scoreboard'],
  venue: ['venue', 'scoreboard'],
};

const read = (file: string): string => readFileSync(join(ASSETS, file), 'utf8');

/** The chunks a chunk imports: statically (loaded with it) and dynamically (fetched on demand). */
function importsOf(file: string): {
  readonly static: readonly string[];
  readonly dynamic: readonly string[];
} {
  const text = read(file);
  const names = (pattern: RegExp): string[] => [...text.matchAll(pattern)].map((match) => match[1] as string);
  return {
    // The build is minified: a path may be quoted with a back-tick (import(`./ru-….js`)).
    static: names(/(?:from|import)\s*["`]\.\/([^"`]+\.js)["`]/g),
    dynamic: names(/import\(["`]\.\/([^"`]+\.js)["`]\)/g),
  };
}

function closure(start: readonly string[], follow: (file: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...follow(file));
  }
  return seen;
}

/** The scripts a page's HTML loads before anything runs. */
function entryScripts(page: string): string[] {
  const html = readFileSync(join(BUILT_SCREENS, page, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\.\.\/assets\/([^"]+\.js)"/g)].map((match) => match[1] as string);
}

const ALL_MESSAGES = MESSAGE_GROUPS.flatMap((group) =>
  LANGUAGES.flatMap((language) =>
    Object.values(CATALOGS[group][language]).map((text) => ({ group, language, text })),
  ),
);

/**
 * The runs of plain text in a message (its literal parts, in select and plural branches too): the
 * built pages hold each catalog as the syntax trees the build parsed it to (scripts/i18n/precompile.ts),
 * where a message's text is cut at its arguments.
 */
function literalsOf(message: string): string[] {
  const visit = (elements: readonly MessageFormatElement[]): string[] =>
    elements.flatMap((element) => {
      if (element.type === TYPE.literal) return [element.value];
      if (element.type === TYPE.select || element.type === TYPE.plural)
        return Object.values(element.options).flatMap((option) => visit(option.value));
      return [];
    });
  return visit(parse(message, { ignoreTag: true }));
}

const bytes = (text: string): number => new TextEncoder().encode(text).length;

/**
 * A catalog's own runs of plain text (that no other catalog holds, not even inside a longer
 * message), longest first: two, or as many more as it takes to pass 20 bytes (the scoreboard's
 * words are short: "Breaks · white" is 15). Two, because a comment in the code may quote one
 * message (renderer/common/line-breaks.ts quotes "Разбивает · белые").
 */
function signatureOf(group: MessageGroup, language: string): readonly string[] {
  const others = ALL_MESSAGES.filter((m) => m.group !== group || m.language !== language);
  const own = Object.values(CATALOGS[group][language as (typeof LANGUAGES)[number]])
    .flatMap(literalsOf)
    .filter((text) => !/["\\]/.test(text) && !others.some((other) => other.text.includes(text)))
    .map((text) => JSON.stringify(text).slice(1, -1))
    .sort((a, b) => bytes(b) - bytes(a));
  const texts: string[] = [];
  for (const text of new Set(own)) {
    if (texts.length >= 2 && texts.reduce((sum, t) => sum + bytes(t), 0) > 20) break;
    texts.push(text);
  }
  return texts;
}

const SIGNATURES = MESSAGE_GROUPS.flatMap((group) =>
  LANGUAGES.map((language) => ({ group, language, texts: signatureOf(group, language) })),
);

/** The catalogs a chunk holds: those whose every signature text it holds. */
function catalogsIn(file: string): { readonly group: MessageGroup; readonly language: string }[] {
  const text = read(file);
  return SIGNATURES.filter((signature) => signature.texts.every((own) => text.includes(own)));
}

describe('each page loads only its own messages (npm run build first)', () => {
  it('the pages are built', () => {
    expect(existsSync(join(BUILT_SCREENS, 'timekeeper', 'index.html')), 'run `npm run build` first').toBe(
      true,
    );
  });

  it('the signatures are told apart (each catalog has messages of its own)', () => {
    expect(new Set(SIGNATURES.map((s) => s.texts.join('\n'))).size).toBe(SIGNATURES.length);
    for (const signature of SIGNATURES) expect(signature.texts.length).toBeGreaterThanOrEqual(2);
    // Long enough to be found nowhere by chance (in bytes: twelve Chinese characters are as telling).
    for (const signature of SIGNATURES)
      expect(
        signature.texts.reduce((sum, text) => sum + bytes(text), 0),
        `${signature.group} ${signature.language}: ${signature.texts.join(' | ')}`,
      ).toBeGreaterThan(20);
  });

  it('every catalog is a chunk of its own: one group in one language', () => {
    const scripts = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
    const found = scripts.flatMap((file) => catalogsIn(file).map((catalog) => ({ file, ...catalog })));
    expect(found.length).toBe(SIGNATURES.length);
    for (const file of new Set(found.map((f) => f.file))) {
      expect(
        found.filter((f) => f.file === file),
        file,
      ).toHaveLength(1);
    }
  });

  for (const [page, groups] of Object.entries(PAGES)) {
    it(`${page}: no catalog is in what the page loads first`, () => {
      const initial = closure(entryScripts(page), (file) => importsOf(file).static);
      expect(initial.size).toBeGreaterThan(0);
      for (const file of initial) expect(catalogsIn(file), file).toEqual([]);
    });

    it(`${page}: ships no ICU parser (the build parsed its catalogs)`, () => {
      const reachable = closure(entryScripts(page), (file) => {
        const { static: loaded, dynamic } = importsOf(file);
        return [...loaded, ...dynamic];
      });
      expect([...reachable].filter((file) => PARSER_MARK.test(read(file)))).toEqual([]);
    });

    it(`${page}: only its own groups (${groups.join(', ')}) can be fetched, each language on its own`, () => {
      const reachable = closure(entryScripts(page), (file) => {
        const { static: loaded, dynamic } = importsOf(file);
        return [...loaded, ...dynamic];
      });
      const catalogs = [...reachable].flatMap(catalogsIn);
      expect(new Set(catalogs.map((c) => c.group))).toEqual(new Set(groups));
      expect(catalogs).toHaveLength(groups.length * LANGUAGES.length);
    });
  }
});
