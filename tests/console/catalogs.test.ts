import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../../shared/i18n/core';
import { LANGUAGES } from '../../shared/i18n/languages';
import { CONSOLE_CATALOGS, consoleTranslator } from '../../shared/i18n/console';
import { en } from '../../shared/i18n/console/en';

const referenceKeys = Object.keys(en).sort();

describe('console catalogs', () => {
  for (const language of LANGUAGES) {
    const catalog = CONSOLE_CATALOGS[language] as Readonly<Record<string, unknown>>;

    it(`${language} has every key of the English catalog and no other`, () => {
      const keys = Object.keys(catalog).sort();
      const missing = referenceKeys.filter((key) => !keys.includes(key));
      const extra = keys.filter((key) => !referenceKeys.includes(key));
      expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
    });

    it(`${language} fills every key with text that keeps the English placeholders`, () => {
      for (const key of referenceKeys) {
        const text = catalog[key];
        expect(typeof text === 'string' && text.trim().length > 0, `${language}.${key} is empty`).toBe(true);
        const expected = [...placeholdersOf(en[key as keyof typeof en])].sort();
        expect([...placeholdersOf(text as string)].sort(), `${language}.${key}`).toEqual(expected);
      }
    });
  }

  it('translates: the non-English catalogs are not copies of English', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const same = referenceKeys.filter(
        (key) => (CONSOLE_CATALOGS[language] as Record<string, string>)[key] === en[key as keyof typeof en],
      );
      // Names, numbers and a few technical words (Id, Logo, Port, CSV…) may be spelled the same.
      expect(same.length, `${language}: ${same.join(', ')}`).toBeLessThan(referenceKeys.length * 0.12);
    }
  });

  it('fills placeholders', () => {
    expect(consoleTranslator('en')('whyQueenNotCounted', { name: 'Asha', score: 22 })).toBe(
      'queen does not count: Asha had 22 before this board',
    );
    expect(consoleTranslator('pl')('boardOf', { board: 5, limit: 8 })).toBe('Rozdanie 5 / 8');
  });
});
