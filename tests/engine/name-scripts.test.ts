/**
 * Names only in scripts the bundled fonts draw (issue 38 item 6): a new name with a letter of a
 * script no bundled face has would show as an empty box on the hall's display and in the PDF, so
 * it is refused in a sentence naming the letter, its code and its script; every script with a
 * face is accepted, with digits, punctuation and emoji.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { given, refused } from './given';
import type { Command } from '../../shared/engine';
import { letterWithoutFont } from '../../shared/text/scripts';

function create(name: string): Command {
  return {
    type: 'CreateMatch',
    matchType: 'singles',
    sides: [
      { name, players: [name] },
      { name: 'Bruno', players: ['Bruno'] },
    ],
    stage: 'early',
    info: {},
  };
}

const ACCEPTED = [
  'Asha Raman',
  'Nguyễn Văn An',
  'Łukasz Żółć',
  'Иван Петров',
  'Γιώργος',
  '王伟',
  'さくら',
  'カタカナ',
  'अमित शर्मा',
  'মোহাম্মদ রহিম',
  'முருகன்',
  'කසුන් පෙරේරා',
  'محمد علي',
  'عمران خان',
  'Asha 👩‍👩‍👧 #7',
  "O'Neil-Smith (Jr.)",
];

describe('the scripts a name may use', () => {
  it.each(ACCEPTED)('accepts %s', (name) => {
    expect(letterWithoutFont(name)).toBeNull();
    given()
      .when(create(name))
      .then(expect.objectContaining({ type: 'MatchCreated' }));
  });

  it.each([
    ['สมชาย', '"ส" (U+0E2A, Thai script)'],
    ['김민준', '"김" (U+AE40, Hangul (Korean) script)'],
    ['דוד', '"ד" (U+05D3, Hebrew script)'],
    ['Asha ქართ', '"ქ" (U+10E5, Georgian script)'],
    ['తెలుగు', '"త" (U+0C24, Telugu script)'],
    ['ᚠᚢ', '"ᚠ" (U+16A0, a script)'],
  ])('refuses %s, naming %s', (name, named) => {
    const message = given().when(create(name)).then(refused('invalid_format')).message;
    expect(message).toBe(
      `The name of side 1 contains ${named}, which the scoreboard has no font for: the hall's display and the printed sheet would show an empty box. Write it in Latin, Greek, Cyrillic, Chinese, Japanese kana, Devanagari, Bengali, Tamil, Sinhala or Arabic letters.`,
    );
  });

  it('names the first letter without a font, wherever it is in the name', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ACCEPTED), fc.constantFrom(...ACCEPTED), (before, after) => {
        expect(letterWithoutFont(`${before}ก${after}`)).toBe('"ก" (U+0E01, Thai script)');
      }),
    );
  });
});
