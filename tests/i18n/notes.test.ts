import { describe, expect, it } from 'vitest';
import { argumentsOf } from '../../scripts/i18n/param-types';
import { CATALOGS } from '../../shared/i18n/catalogs';
import { MESSAGE_GROUPS } from '../../shared/i18n/messages/groups';
import { TRANSLATOR_NOTES, type TranslatorNote } from '../../shared/i18n/notes';

/**
 * Every message has a note for translators (shared/i18n/notes/<group>.json): what it is, where
 * it appears, and a word on each of its arguments; no note is left for a message that is gone.
 */
describe('the translator notes', () => {
  for (const group of MESSAGE_GROUPS) {
    const english = CATALOGS[group].en;
    const notes: Readonly<Record<string, TranslatorNote>> = TRANSLATOR_NOTES[group];

    it(`${group}: every English key has a note and every note's key is a message`, () => {
      expect(Object.keys(english).filter((key) => !(key in notes))).toEqual([]);
      expect(Object.keys(notes).filter((key) => !(key in english))).toEqual([]);
    });

    it(`${group}: every note says what the message is and where it appears`, () => {
      for (const [key, { note }] of Object.entries(notes)) {
        expect(note.length, `${group}.${key}`).toBeGreaterThan(30);
        expect(note, `${group}.${key}`).toMatch(/Appears in \S/);
      }
    });

    it(`${group}: every note names each argument of its message, and only those`, () => {
      for (const [key, message] of Object.entries(english)) {
        const named = Object.keys(notes[key]?.args ?? {}).sort();
        expect(named, `${group}.${key}`).toEqual([...argumentsOf(message).keys()].sort());
        for (const [arg, says] of Object.entries(notes[key]?.args ?? {}))
          expect(says.trim().length, `${group}.${key} {${arg}}`).toBeGreaterThan(3);
      }
    });
  }

  it('the check sees a missing argument', () => {
    expect(
      [...argumentsOf('{count, plural, one {# board of {game}} other {# boards}}').keys()].sort(),
    ).toEqual(['count', 'game']);
  });
});
