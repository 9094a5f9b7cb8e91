/**
 * One glossary per language (issue 13 item 10): the console, the display and the overlay (which
 * shares the display's catalog) say the same thing with the same words, every catalog is
 * complete, no non-English catalog keeps an English sentence, and no screen uses emoji (the
 * venue machines have no emoji font: they would show empty boxes).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { argumentsOf } from '../../scripts/i18n/param-types';
import { CATALOGS } from '../../shared/i18n/catalogs';
import { CONSOLE_CATALOGS } from '../../shared/i18n/console';
import { DISPLAY_CATALOGS } from '../../shared/i18n/display';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';

type Strings = Readonly<Record<string, string>>;
/** Every group's catalogs (shared/i18n/messages): no English sentence left in any of them. */
const FAMILIES: Readonly<Record<string, Readonly<Record<Language, Strings>>>> = CATALOGS;

/** Words every language writes the English way: true loanwords, codes and names. */
const SAME_AS_ENGLISH = new Set([
  'OK',
  'PIN',
  'LED',
  'USB',
  'CSV',
  'JSON',
  'PDF',
  'ICF',
  'OBS',
  'vMix',
  'Wi-Fi',
  'MQTT',
  // Polish and Italian use these words as they are
  'Logo',
  'Port',
]);

/** A string with no word of two letters or more (a number, a template of placeholders only). */
function hasWords(text: string): boolean {
  return /\p{L}{2,}/u.test(text.replace(/\{[A-Za-z0-9_]+\}/g, ''));
}

/**
 * The same concept, the console's key and the display's key: one term per language. Each is now one
 * message of the scoreboard group, which both screens load (checked below), so they cannot drift.
 */
const SHARED_TERMS: readonly (readonly [string, string])[] = [
  ['gameOf', 'gameOf'],
  ['game', 'game'],
  ['boardOf', 'boardOf'],
  ['board', 'board'],
  ['extraBoard', 'extraBoard'],
  ['firstTo', 'firstTo'],
  ['games', 'games'],
  ['breaksWhite', 'breaksWhite'],
  ['queenCounts', 'queenCounts'],
  ['queen', 'queen'],
  ['gamePoint', 'gamePoint'],
  ['matchPoint', 'matchPoint'],
  ['strokeClock', 'strokeClock'],
  ['gameClock', 'gameClock'],
  ['timeUp', 'timeUp'],
  ['paused', 'paused'],
];

describe('one glossary per language', () => {
  for (const [family, catalogs] of Object.entries(FAMILIES)) {
    const english = catalogs.en;
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const catalog = catalogs[language];
      it(`${family} ${language}: every key, the same placeholders, nothing left in English`, () => {
        expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
        const untranslated: string[] = [];
        for (const [key, text] of Object.entries(english)) {
          const own = catalog[key] ?? '';
          expect(own.trim(), `${family}.${language}.${key} is empty`).not.toBe('');
          expect([...argumentsOf(own).keys()].sort(), `${family}.${language}.${key}`).toEqual(
            [...argumentsOf(text).keys()].sort(),
          );
          if (own === text && hasWords(text) && !SAME_AS_ENGLISH.has(text))
            untranslated.push(`${key}: ${text}`);
        }
        expect(untranslated, `${family} ${language} still in English`).toEqual([]);
      });
    }
  }

  for (const language of LANGUAGES) {
    it(`${language}: the console and the display use the same term for each concept`, () => {
      const console = CONSOLE_CATALOGS[language] as Strings;
      const display = DISPLAY_CATALOGS[language] as Strings;
      for (const [c, d] of SHARED_TERMS) {
        expect(typeof console[c], `console ${c}`).toBe('string');
        expect(typeof display[d], `display ${d}`).toBe('string');
      }
      for (const [c, d] of SHARED_TERMS)
        expect(
          [c, d].filter((key) => !(key in CATALOGS.scoreboard[language])),
          'not in scoreboard',
        ).toEqual([]);
      const differing = SHARED_TERMS.filter(([c, d]) => console[c] !== display[d]).map(
        ([c, d]) => `${c}: console "${console[c]}" / display "${display[d]}"`,
      );
      expect(differing).toEqual([]);
    });
  }

  it('the test catches an English sentence left in a catalogue', () => {
    expect(hasWords('Queen counts')).toBe(true);
    expect(hasWords('{name} +{points}')).toBe(false);
    expect(hasWords('{a} – {b}')).toBe(false);
  });
});

const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}]/u;
const UI_ROOTS = ['renderer', 'shared/i18n', 'shared/led'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(ts|svelte|html|css|json)$/.test(name) ? [path] : [];
  });
}

describe('no emoji on any screen', () => {
  it('the screens, their texts and the LED texts hold no emoji (no emoji font is bundled)', () => {
    const found: string[] = [];
    for (const file of UI_ROOTS.flatMap(filesUnder)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          // code comments may use any character: only what reaches a screen matters
          const code = line.replace(/^\s*(\/\/|\*|\/\*).*$/, '');
          const hit = EMOJI.exec(code);
          if (hit) found.push(`${file}:${index + 1}: ${hit[0]} U+${hit[0].codePointAt(0)!.toString(16)}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('the check finds an emoji', () => {
    expect(EMOJI.test('Pause ⏸')).toBe(true);
    expect(EMOJI.test('Board 5 / 8 · ⇄')).toBe(false);
  });
});
