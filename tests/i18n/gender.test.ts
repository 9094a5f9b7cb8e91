import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../shared/i18n/catalogs';
import { consoleTranslator } from '../../shared/i18n/console';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import { MESSAGE_GROUPS } from '../../shared/i18n/messages/groups';

/**
 * Players' genders are not recorded, so no message may need one: the Polish, Russian and Italian
 * past tenses and "first" agree with the player's gender, and the catalogs used to hedge them
 * ("wygrał(a)", "выиграл(а)"). They are rephrased instead (a noun phrase, a passive that agrees with
 * the toss, a present tense); where a real choice is known (three players or two sides) the
 * message is an ICU select. docs/i18n.md, "Gender and three players".
 */

/** A word with a parenthesised or slashed ending: "wygrał(a)", "выиграл(а)", "wybrany/a". */
const HEDGE = /\p{L}\((?:\p{L}{1,3}|-\p{L}{1,3})\)|\p{L}\/(?:a|а|ая|ła|ла|o|e|ी|ीं)(?!\p{L})/u;

/** Forms that agree with a person's gender, in the messages that name a person. */
const GENDERED: Readonly<Partial<Record<Language, RegExp>>> = {
  pl: /(?<!\p{L})(?:wygrał|przegrał|wybrał|miał|stawił|opuścił|wybrany|wybrana|pierwszy|pierwsza)(?!\p{L})/iu,
  ru: /(?<!\p{L})(?:выиграл|проиграл|выбрал|забил|покрыл|сдался|сдалась|покинул|покинула|первым|первой(?!\s+(?:раздач|парти))|выбран|выбрана)(?!\p{L})/iu,
  // Italian: "ha scelto" (avere) does not agree, "è presentato/a", "per primo/a" and "Ritirato/a" do.
  it: /(?<!\p{L})(?:per prim[oa]|(?<!ha )scelt[oa]|è (?:presentat|ritirat|uscit)[oa]|^ritirat[oa]$)(?!\p{L})/iu,
};

/** The messages a player's or side's name goes into, or that are written after one ("Bruno: Resigned"). */
const namesAPerson = (key: string, message: string): boolean =>
  /\{(?:name|winner|loser)\b/.test(message) || key.startsWith('forfeitKind');

const everyMessage = (language: Language): { key: string; message: string }[] =>
  MESSAGE_GROUPS.flatMap((group) =>
    Object.entries(CATALOGS[group][language]).map(([key, message]) => ({ key: `${group}.${key}`, message })),
  );

describe('no message needs a player’s gender', () => {
  it('the hedge pattern finds a hedge and nothing else', () => {
    for (const hedged of ['wygrał(a)', 'выиграл(а)', 'wybrany/a', 'выбрал/а', 'pierwszy(-a)'])
      expect(HEDGE.test(hedged), hedged).toBe(true);
    for (const plain of ['3 C/m left', 'Schermo intero sì/no', 'Фол (64a)', 'Enter (a, b)', 'wł./wył.'])
      expect(HEDGE.test(plain), plain).toBe(false);
  });

  for (const language of LANGUAGES) {
    it(`${language}: no catalog keeps a parenthesised or slashed gender ending`, () => {
      const hedged = everyMessage(language).filter(({ message }) => HEDGE.test(message));
      expect(hedged.map(({ key, message }) => `${key}: ${message}`)).toEqual([]);
    });
  }

  for (const [language, gendered] of Object.entries(GENDERED) as [Language, RegExp][]) {
    it(`${language}: no message about a player uses a form that agrees with the player's gender`, () => {
      const found = everyMessage(language).filter(
        ({ key, message }) =>
          namesAPerson(key.split('.').slice(1).join('.'), message) && gendered.test(message),
      );
      expect(found.map(({ key, message }) => `${key}: ${message}`)).toEqual([]);
    });
  }

  it('the gendered forms are found where they were (the check can fail)', () => {
    expect(GENDERED.pl?.test('{name} wygrał losowanie')).toBe(true);
    expect(GENDERED.ru?.test('{name} разбивает первым')).toBe(true);
    expect(GENDERED.it?.test('{loser} non si è presentato')).toBe(true);
    expect(GENDERED.ru?.test('Первая раздача: разбивает {name}')).toBe(false);
  });
});

/** "White" in each language: the two-side branch says who plays white; three players have no colours. */
const WHITE: Readonly<Record<Language, RegExp>> = {
  en: /white/iu,
  pl: /biał/iu,
  ru: /бел/iu,
  zh: /白/u,
  it: /bianc/iu,
  hi: /सफ़ेद/u,
};

describe('the three-player selects', () => {
  for (const key of ['tossResult', 'nextBreaks'] as const) {
    for (const language of LANGUAGES) {
      it(`${key} in ${language}: two sides name white, three players do not, both name the breaker`, () => {
        const t = consoleTranslator(language);
        const two = t(key, { sides: 'other', name: 'Asha' });
        const three = t(key, { sides: 'three', name: 'Asha' });
        expect(two).toContain('Asha');
        expect(three).toContain('Asha');
        expect(two).toMatch(WHITE[language]);
        expect(three).not.toMatch(WHITE[language]);
      });
    }
  }

  it('reads in English as before the select', () => {
    const t = consoleTranslator('en');
    expect(t('tossResult', { sides: 'other', name: 'Asha' })).toBe('Asha breaks first and plays white.');
    expect(t('tossResult', { sides: 'three', name: 'Asha' })).toBe('Asha breaks first.');
    expect(t('nextBreaks', { sides: 'other', name: 'Asha' })).toBe('Next: Asha breaks and plays white');
    expect(t('nextBreaks', { sides: 'three', name: 'Asha' })).toBe('Next: Asha breaks');
  });
});
