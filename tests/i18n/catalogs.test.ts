import { readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { argumentsOf, paramTypesSource } from '../../scripts/i18n/param-types';
import { GENERATED_PATH, readEnglish } from '../../scripts/i18n-types';
import { CATALOGS, mergedCatalog } from '../../shared/i18n/catalogs';
import { consoleTranslator } from '../../shared/i18n/console';
import { translator } from '../../shared/i18n/core';
import { displayTranslator } from '../../shared/i18n/display';
import { venueTranslator } from '../../shared/i18n/venue';
import { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_TAGS, isLanguage } from '../../shared/i18n/languages';
import { MESSAGE_GROUPS, SCREEN_GROUPS } from '../../shared/i18n/messages/groups';
import type { StationTranslate } from '../../shared/i18n/console';
import type { ScoreboardParams } from '../../shared/i18n/messages/params.generated';

/** What the timekeeper's and umpire's phones load: the station screen's groups. */
const stationTranslator = (language: (typeof LANGUAGES)[number]): StationTranslate =>
  translator(mergedCatalog(SCREEN_GROUPS.station, language), language);

/** "key: group, group" for each English key that more than one group's catalog holds. */
function keysInTwoGroups(
  catalogs: Readonly<Record<string, { readonly en: Readonly<Record<string, string>> }>>,
): string[] {
  const owners = new Map<string, string[]>();
  for (const [group, catalog] of Object.entries(catalogs))
    for (const key of Object.keys(catalog.en)) owners.set(key, [...(owners.get(key) ?? []), group]);
  return [...owners]
    .filter(([, groups]) => groups.length > 1)
    .map(([key, groups]) => `${key}: ${groups.join(', ')}`)
    .sort();
}

/** The plural (and selectordinal) elements of a message, however deeply nested. */
function pluralsOf(elements: readonly MessageFormatElement[]): { value: string; options: string[] }[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const nested = Object.values(element.options).flatMap((option) => pluralsOf(option.value));
      return element.type === TYPE.plural
        ? [{ value: element.value, options: Object.keys(element.options) }, ...nested]
        : nested;
    }
    return [];
  });
}

describe('the catalogs (shared/i18n/messages/<group>/<language>.json)', () => {
  it('exist for exactly the six languages, each with its native name', () => {
    for (const group of MESSAGE_GROUPS)
      expect(Object.keys(CATALOGS[group]).sort()).toEqual([...LANGUAGES].sort());
    expect(LANGUAGE_NAMES).toMatchObject({ pl: 'Polski', ru: 'Русский', zh: '简体中文', hi: 'हिन्दी' });
    expect(LANGUAGES.every(isLanguage)).toBe(true);
    expect(isLanguage('de')).toBe(false);
  });

  it('name every key once across the groups a screen loads (a screen merges its groups)', () => {
    const keys = MESSAGE_GROUPS.flatMap((group) => Object.keys(CATALOGS[group].en));
    for (const [screen, groups] of Object.entries(SCREEN_GROUPS)) {
      const screenKeys = groups.flatMap((group) => Object.keys(CATALOGS[group].en));
      const twice = screenKeys.filter((key, index) => screenKeys.indexOf(key) !== index);
      expect(twice, screen).toEqual([]);
    }
    expect(keys.length).toBeGreaterThan(700);
  });

  it('name every key in one group only: a message is written once, whichever screens show it', () => {
    expect(keysInTwoGroups(CATALOGS)).toEqual([]);
  });

  it('the one-group check finds a key written in two groups', () => {
    const one = { en: { shared: 'A', own: 'B' } };
    const two = { en: { shared: 'A', other: 'C' } };
    expect(keysInTwoGroups({ one, two })).toEqual(['shared: one, two']);
    expect(keysInTwoGroups({ one })).toEqual([]);
  });

  it('the scoreboard words reach every kind of screen, and each screen shows them from that one catalog', () => {
    for (const [screen, groups] of Object.entries(SCREEN_GROUPS))
      expect(groups as readonly string[], screen).toContain('scoreboard');
    const phase = (language: (typeof LANGUAGES)[number]): string =>
      CATALOGS.scoreboard[language]['matchOver']!;
    for (const language of LANGUAGES) {
      expect(displayTranslator(language)('matchOver')).toBe(phase(language));
      expect(venueTranslator(language)('matchOver')).toBe(phase(language));
      expect(consoleTranslator(language)('timeUp')).toBe(CATALOGS.scoreboard[language]['timeUp']);
      expect(stationTranslator(language)('paused')).toBe(CATALOGS.scoreboard[language]['paused']);
    }
  });

  it('write the statistics once: every stats.* key lives in the statistics group and in no other', () => {
    const owners = (key: string): string[] => MESSAGE_GROUPS.filter((group) => key in CATALOGS[group].en);
    const statsKeys = new Set(
      MESSAGE_GROUPS.flatMap((group) => Object.keys(CATALOGS[group].en)).filter((key) =>
        key.startsWith('stats.'),
      ),
    );
    // The title, the nine rows of the table (renderer/common/statistics-rows.ts) and the board line.
    expect(statsKeys.size).toBe(11);
    const elsewhere = [...statsKeys]
      .map((key) => ({ key, groups: owners(key) }))
      .filter(({ groups }) => groups.join() !== 'statistics')
      .map(({ key, groups }) => `${key}: ${groups.join(', ')}`);
    expect(elsewhere).toEqual([]);
  });

  it('the statistics reach both screens that show them: the display (strip) and the console (score sheet)', () => {
    const loading = Object.entries(SCREEN_GROUPS)
      .filter(([, groups]) => (groups as readonly string[]).includes('statistics'))
      .map(([screen]) => screen);
    expect(loading.sort()).toEqual(['console', 'display']);
    for (const language of LANGUAGES) {
      expect(displayTranslator(language)('stats.strokes')).toBe(
        CATALOGS.statistics[language]['stats.strokes'],
      );
      expect(
        consoleTranslator(language)('stats.board', { game: 2, board: 5, strokes: 23, turns: 9 }),
      ).toContain('23');
    }
  });

  for (const group of MESSAGE_GROUPS) {
    const english = CATALOGS[group].en;
    for (const language of LANGUAGES) {
      const catalog = CATALOGS[group][language];
      it(`${group} ${language}: every English key and no other, each valid ICU with English's arguments`, () => {
        expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
        for (const [key, message] of Object.entries(catalog)) {
          expect(message.trim(), `${group}.${language}.${key} is empty`).not.toBe('');
          expect(() => parse(message, { ignoreTag: true }), `${group}.${language}.${key}`).not.toThrow();
          expect(Object.fromEntries(argumentsOf(message)), `${group}.${language}.${key}`).toEqual(
            Object.fromEntries(argumentsOf(english[key] as string)),
          );
        }
      });

      it(`${group} ${language}: every plural has each category CLDR defines for ${language}`, () => {
        const categories = new Intl.PluralRules(LANGUAGE_TAGS[language]).resolvedOptions().pluralCategories;
        for (const [key, message] of Object.entries(catalog)) {
          for (const plural of pluralsOf(parse(message, { ignoreTag: true }))) {
            const missing = categories.filter((category) => !plural.options.includes(category));
            expect(missing, `${group}.${language}.${key} {${plural.value}, plural}`).toEqual([]);
          }
        }
      });
    }
  }

  it('the CLDR categories are the ones the languages are known to have', () => {
    const categories = (language: string): string[] =>
      [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
    expect(categories('pl')).toEqual(['few', 'many', 'one', 'other']);
    expect(categories('ru')).toEqual(['few', 'many', 'one', 'other']);
    expect(categories('hi')).toEqual(['one', 'other']);
    expect(categories('zh-Hans')).toEqual(['other']);
  });

  it('the generated argument types are up to date (`npm run i18n:types`)', async () => {
    const written = readFileSync(GENERATED_PATH, 'utf8');
    expect(written).toBe(await paramTypesSource(readEnglish(), GENERATED_PATH));
  });
});

describe('the translator', () => {
  it('fills arguments in the chosen language', () => {
    expect(consoleTranslator('en')('whyQueenNotCounted', { name: 'Asha', score: 22 })).toBe(
      'queen does not count: Asha had 22 before this board',
    );
    expect(consoleTranslator('pl')('boardOf', { board: 5, limit: 8 })).toBe('Rozdanie 5 / 8');
    expect(displayTranslator('en')('boardOf', { board: 5, limit: 8 })).toBe('Board 5 / 8');
    expect(displayTranslator('pl')('gameOf', { game: 2, bestOf: 3 })).toBe('Gra 2 z 3');
    expect(displayTranslator('zh')('gameWon', { name: 'Asha', game: 1 })).toBe('Asha 赢得第 1 局');
    expect(displayTranslator('hi')('table', { table: '4' })).toBe('टेबल 4');
  });

  it('picks the plural form by CLDR rules', () => {
    const t = translator<{ readonly n: { readonly count: number } }>(
      { n: '{count, plural, one {# rozdanie} few {# rozdania} many {# rozdań} other {# rozdania}}' },
      'pl',
    );
    expect([1, 2, 5, 22, 25, 1.5].map((count) => t('n', { count }))).toEqual([
      '1 rozdanie',
      '2 rozdania',
      '5 rozdań',
      '22 rozdania',
      '25 rozdań',
      '1,5 rozdania',
    ]);
  });

  it('joins lists and writes dates in its own language', () => {
    expect(consoleTranslator('en').list(['a', 'b', 'c'])).toBe('a, b, and c');
    expect(consoleTranslator('pl').list(['a', 'b', 'c'])).toBe('a, b i c');
    expect(consoleTranslator('ru').list(['a', 'b'])).toBe('a и b');
    const when = Date.UTC(2026, 4, 3, 14, 5);
    const options = { dateStyle: 'long', timeZone: 'UTC' } as const;
    expect(consoleTranslator('en').dateTime(when, options)).toBe('May 3, 2026');
    expect(consoleTranslator('it').dateTime(when, options)).toBe('3 maggio 2026');
  });

  it('is typed: an unknown key, a missing or a wrong argument does not compile', () => {
    const t = displayTranslator('en');
    // @ts-expect-error: not a key of the display's catalog
    expect(() => t('noSuchKey')).toThrow(/noSuchKey/);
    // @ts-expect-error: boardOf needs { board, limit }
    expect(() => t('boardOf')).toThrow();
    // @ts-expect-error: boardOf has no argument "game"
    t('boardOf', { board: 1, limit: 8, game: 2 });
    expect(t('queen')).toBe('Queen');
    const typed: ScoreboardParams['boardOf'] = { board: 1, limit: 8 };
    expect(t('boardOf', typed)).toBe('Board 1 / 8');
  });
});
