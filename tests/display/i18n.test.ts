import { describe, expect, it } from 'vitest';
import { fill, placeholdersOf, translator } from '../../shared/i18n/core';
import { DISPLAY_CATALOGS, displayTranslator } from '../../shared/i18n/display';
import { en } from '../../shared/i18n/display/en';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../../shared/i18n/languages';

const referenceKeys = Object.keys(en).sort();

describe('display catalogs', () => {
  it('exist for exactly the six languages, each with its native name', () => {
    expect(Object.keys(DISPLAY_CATALOGS).sort()).toEqual([...LANGUAGES].sort());
    expect(LANGUAGE_NAMES).toMatchObject({ pl: 'Polski', ru: 'Русский', zh: '简体中文', hi: 'हिन्दी' });
  });

  for (const language of LANGUAGES) {
    const catalog = DISPLAY_CATALOGS[language];

    it(`${language}: has every key of the English catalog and no other`, () => {
      expect(Object.keys(catalog).sort()).toEqual(referenceKeys);
    });

    it(`${language}: uses the same placeholders as English in every string`, () => {
      for (const key of referenceKeys) {
        const template = catalog[key as keyof typeof en];
        expect(template.trim(), `${language}.${key} is empty`).not.toBe('');
        expect([...placeholdersOf(template)].sort(), `${language}.${key}`).toEqual(
          [...placeholdersOf(en[key as keyof typeof en])].sort(),
        );
      }
    });

    if (language !== 'en') {
      it(`${language}: is translated, not a copy of English`, () => {
        const translated = referenceKeys.filter(
          (key) => catalog[key as keyof typeof en] !== en[key as keyof typeof en],
        );
        expect(translated.length).toBeGreaterThan(referenceKeys.length * 0.8);
      });
    }
  }
});

describe('translate', () => {
  it('fills placeholders in the chosen language', () => {
    expect(displayTranslator('en')('boardOf', { board: 5, limit: 8 })).toBe('Board 5 / 8');
    expect(displayTranslator('pl')('gameOf', { game: 2, bestOf: 3 })).toBe('Gra 2 z 3');
    expect(displayTranslator('zh')('gameWon', { name: 'Asha', game: 1 })).toBe('Asha 赢得第 1 局');
    expect(displayTranslator('hi')('table', { table: '4' })).toBe('टेबल 4');
  });

  it('leaves an unknown placeholder visible rather than inventing a value', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('is typed: a missing key or a missing parameter does not compile', () => {
    const t = translator<typeof en>(en);
    // @ts-expect-error — not a key of the catalog
    t('noSuchKey');
    // @ts-expect-error — boardOf needs { board, limit }
    t('boardOf');
    expect(t('queen')).toBe('Queen');
  });

  it('recognises the supported language codes only', () => {
    expect(LANGUAGES.every(isLanguage)).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
