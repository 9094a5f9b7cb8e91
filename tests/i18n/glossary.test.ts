import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../shared/i18n/catalogs';
import glossary from '../../shared/i18n/glossary.json';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import { MESSAGE_GROUPS } from '../../shared/i18n/messages/groups';

/**
 * One term per concept per language (shared/i18n/glossary.json): every message that names a
 * concept names it with the glossary's term, in every group; and no language keeps a word it
 * avoids (an English "board" in Italian, where the set-up screen said "mano").
 */
interface Concept {
  readonly terms: Readonly<Record<Language, string>>;
  readonly keys: readonly string[];
}
const CONCEPTS = glossary.concepts as Readonly<Record<string, Concept>>;
const AVOID = glossary.avoid as Readonly<Record<Language, readonly string[]>>;

/** The message of `key` in every group that has it, in one language. */
function messagesOf(key: string, language: Language): string[] {
  return MESSAGE_GROUPS.flatMap((group) => {
    const message = CATALOGS[group][language][key];
    return message === undefined ? [] : [`${group}: ${message}`];
  });
}

const word = (text: string): RegExp => new RegExp(`(?<!\\p{L})${text}(?!\\p{L})`, 'iu');
/** A message's words only: "{game}" and "{count, plural," are argument names, not words. */
const wordsOf = (message: string): string => message.replace(/\{\s*[\w.]+\s*(,\s*\w+\s*,?)?/g, '{');

describe('the glossary', () => {
  for (const [concept, { terms, keys }] of Object.entries(CONCEPTS)) {
    for (const language of LANGUAGES) {
      it(`${concept} is "${terms[language]}" in every ${language} message that names it`, () => {
        const term = new RegExp(terms[language], 'iu');
        const found = keys.flatMap((key) => messagesOf(key, language).map((message) => ({ key, message })));
        expect(found.length, `${concept}: none of its keys is in a catalog`).toBeGreaterThanOrEqual(
          keys.length,
        );
        const other = found
          .filter(({ message }) => !term.test(message))
          .map((f) => `${f.key} → ${f.message}`);
        expect(other).toEqual([]);
      });
    }
  }

  for (const language of LANGUAGES) {
    it(`${language}: no catalog uses a word the glossary avoids`, () => {
      const found = MESSAGE_GROUPS.flatMap((group) =>
        Object.entries(CATALOGS[group][language]).flatMap(([key, message]) =>
          AVOID[language]
            .filter((avoided) => word(avoided).test(wordsOf(message)))
            .map(() => `${group}.${key}: ${message}`),
        ),
      );
      expect(found).toEqual([]);
    });
  }

  it('the checks tell a term from another', () => {
    expect(new RegExp(CONCEPTS['board']!.terms.pl, 'iu').test('po rozdaniu 3')).toBe(true);
    expect(new RegExp(CONCEPTS['board']!.terms.ru, 'iu').test('Доска 3 партии 1')).toBe(false);
    expect(word('board').test('Mano 3 (board rimosso)')).toBe(true);
    expect(word('game').test('partita 3')).toBe(false);
    expect(word('game').test(wordsOf('Partita {game}: {count, plural, other {# game}}'))).toBe(true);
    expect(word('game').test(wordsOf('Partita {game}: {before}'))).toBe(false);
  });
});
