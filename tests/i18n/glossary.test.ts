import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../shared/i18n/catalogs';
import glossary from '../../shared/i18n/glossary.json';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import { MESSAGE_GROUPS } from '../../shared/i18n/messages/groups';

/**
 * One term per concept per language (shared/i18n/glossary.json). A concept is named by every
 * message whose English words use its English term (but for the listed exceptions, where the
 * English word means something else) and by the messages listed under `keys`; each of them names
 * it with the glossary's term in every language and every group. No language keeps a second word
 * it once used for a concept (an English "board" in Italian, "жребий" beside "жеребьёвка").
 */
interface Concept {
  readonly terms: Readonly<Record<Language, string>>;
  readonly except?: Readonly<Record<string, string>>;
  readonly keys?: readonly string[];
}
const CONCEPTS = glossary.concepts as Readonly<Record<string, Concept>>;
const AVOID = glossary.avoid as Readonly<Record<Language, readonly string[]>>;

/** A message's words: its literal text and the text of every select and plural branch, no argument names. */
function wordsOf(message: string): string {
  const visit = (elements: readonly MessageFormatElement[]): string =>
    elements
      .map((element) => {
        if (element.type === TYPE.literal) return element.value;
        if (element.type === TYPE.pound) return '#';
        if (element.type === TYPE.select || element.type === TYPE.plural)
          return Object.values(element.options)
            .map((option) => visit(option.value))
            .join(' | ');
        return '{}';
      })
      .join('');
  return visit(parse(message, { ignoreTag: true }));
}

/** A term as it starts a word (Chinese has no spaces between words: there it is found anywhere). */
function termPattern(term: string, language: Language): RegExp {
  return language === 'zh' ? new RegExp(term, 'iu') : new RegExp(`(?<![\\p{L}\\p{M}])(?:${term})`, 'iu');
}
/** The English term as a whole word. */
const englishWord = (term: string): RegExp => new RegExp(`(?<![\\p{L}\\d])(?:${term})(?![\\p{L}])`, 'iu');

const ALL_KEYS = new Set(MESSAGE_GROUPS.flatMap((group) => Object.keys(CATALOGS[group].en)));

/**
 * The messages (group and key) that name a concept; `listed` when the glossary lists the key because
 * the English word is ambiguous there (the toss's "the side"), so English itself is not checked.
 */
function namedBy(concept: Concept): { group: string; key: string; listed: boolean }[] {
  const english = englishWord(concept.terms.en);
  const listed = new Set(concept.keys ?? []);
  return MESSAGE_GROUPS.flatMap((group) =>
    Object.entries(CATALOGS[group].en)
      .filter(([key, message]) =>
        listed.has(key) ? true : !(key in (concept.except ?? {})) && english.test(wordsOf(message)),
      )
      .map(([key]) => ({ group, key, listed: listed.has(key) })),
  );
}

describe('the glossary', () => {
  for (const [name, concept] of Object.entries(CONCEPTS)) {
    const named = namedBy(concept);

    it(`${name}: its exceptions and listed keys are messages, each exception an English use of "${concept.terms.en}"`, () => {
      expect(named.length).toBeGreaterThan(0);
      for (const key of [...Object.keys(concept.except ?? {}), ...(concept.keys ?? [])])
        expect(ALL_KEYS.has(key), key).toBe(true);
      for (const key of Object.keys(concept.except ?? {})) {
        const uses = MESSAGE_GROUPS.filter((group) => {
          const message = CATALOGS[group].en[key];
          return message !== undefined && englishWord(concept.terms.en).test(wordsOf(message));
        });
        expect(uses, `${name}: exception ${key} does not use the English term`).not.toEqual([]);
      }
    });

    for (const language of LANGUAGES) {
      it(`${name} is "${concept.terms[language]}" in every ${language} message that names it`, () => {
        const term = termPattern(concept.terms[language], language);
        const other = named
          .filter(({ listed }) => !(listed && language === 'en'))
          .map(({ group, key }) => ({
            key: `${group}.${key}`,
            message: CATALOGS[group as 'console'][language][key],
          }))
          .filter(({ message }) => message === undefined || !term.test(wordsOf(message)))
          .map(({ key, message }) => `${key} → ${message}`);
        expect(other).toEqual([]);
      });
    }
  }

  for (const language of LANGUAGES) {
    it(`${language}: no catalog uses a word the glossary avoids`, () => {
      const found = MESSAGE_GROUPS.flatMap((group) =>
        Object.entries(CATALOGS[group][language]).flatMap(([key, message]) =>
          AVOID[language]
            .filter((avoided) => termPattern(avoided, language).test(wordsOf(message)))
            .map((avoided) => `${group}.${key} (${avoided}): ${message}`),
        ),
      );
      expect(found).toEqual([]);
    });
  }

  it('the checks tell a term from another', () => {
    const board = CONCEPTS['board'] as Concept;
    expect(termPattern(board.terms.pl, 'pl').test('po rozdaniu 3')).toBe(true);
    expect(termPattern(board.terms.ru, 'ru').test('Доска 3 партии 1')).toBe(false);
    expect(termPattern('board', 'it').test('Mano 3 (board rimosso)')).toBe(true);
    expect(termPattern('game', 'it').test('partita 3')).toBe(false);
    expect(englishWord('boards?').test('LED boards')).toBe(true);
    expect(englishWord('games?').test('gameplay')).toBe(false);
    expect(wordsOf('Partita {game}: {count, plural, other {# game}}')).toBe('Partita {}: # game');
    expect(wordsOf('{choice, select, break {rozbicie} other {strona}}')).toBe('rozbicie | strona');
    expect(termPattern('жреби', 'ru').test('выиграл жребий')).toBe(true);
    expect(termPattern('抽签', 'zh').test('谁赢了抽签')).toBe(true);
  });

  it('derives the messages from the English words: a new message that says “toss” is checked at once', () => {
    const toss = namedBy(CONCEPTS['toss'] as Concept).map(({ key }) => key);
    expect(toss).toEqual(expect.arrayContaining(['tossTitle', 'kbPromptToss', 'sheetToss', 'evToss']));
    expect(namedBy(CONCEPTS['board'] as Concept).map(({ key }) => key)).not.toContain('addBoard');
  });
});
