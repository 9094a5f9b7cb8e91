/**
 * Names at the boundary (issue 23, item 10): NFC, counted in grapheme clusters, invisible
 * characters that change how text reads refused with a sentence naming them (ZWJ/ZWNJ kept), and
 * two sides that read the same (case, spaces, confusable letters) refused. The engine's contract
 * holds it; matches stored before still replay.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decide, EMPTY_STATE, type Command, type MatchEvent, type MatchSetup } from '../../shared/engine';
import { graphemeCount, nameSkeleton, refusedCharacter } from '../../shared/text/names';
import { parseCommand } from '../../shared/contract/parse';
import { given, refused } from './given';

function create(sideNames: readonly string[], players: readonly string[] = sideNames): Command {
  return {
    type: 'CreateMatch',
    matchType: 'singles',
    sides: sideNames.map((name, i) => ({ name, players: [players[i] ?? name] })),
    stage: 'early',
    info: {},
  };
}

/** Given no match, when `command` sets one up, then it is refused: why, in words. */
function refusal(command: Command): string {
  return given().when(command).then(refused('invalid_format')).message;
}

/** Given no match, when `command` sets one up, then the match is created: its set-up as stored. */
function accepted(command: Command): MatchSetup {
  const state = given()
    .when(command)
    .then(expect.objectContaining({ type: 'MatchCreated' }));
  if (!state.setup) throw new Error('no set-up after MatchCreated');
  return state.setup;
}

describe('names at the boundary', () => {
  const invisible: readonly [string, string][] = [
    ['\u0000', 'U+0000 NULL'],
    ['\u0007', 'U+0007 BELL'],
    ['\t', 'U+0009 CHARACTER TABULATION (a tab)'],
    ['\u2028', 'U+2028 LINE SEPARATOR'],
    ['\u2029', 'U+2029 PARAGRAPH SEPARATOR'],
    ['\u202E', 'U+202E RIGHT-TO-LEFT OVERRIDE'],
    ['\u202A', 'U+202A LEFT-TO-RIGHT EMBEDDING'],
    ['\u2066', 'U+2066 LEFT-TO-RIGHT ISOLATE'],
    ['\u2069', 'U+2069 POP DIRECTIONAL ISOLATE'],
    ['\u200B', 'U+200B ZERO WIDTH SPACE'],
    ['\uFEFF', 'U+FEFF ZERO WIDTH NO-BREAK SPACE'],
  ];
  for (const [char, named] of invisible) {
    it(`refuses ${named} in a name, with a sentence naming it`, () => {
      expect(refusal(create([`As${char}ha`, 'Bruno']))).toBe(
        `The name of side 1 contains ${named}, an invisible character that changes how the text around it reads or is stored: type the name without it.`,
      );
      expect(refusal(create(['Asha', 'Bruno'], ['Asha', `Bru${char}no`]))).toMatch(
        new RegExp(`^A player's name in side 2 contains ${named.replace(/[()+]/g, '\\$&')}`),
      );
    });
  }

  it('keeps ZWJ and ZWNJ where a script needs them: Devanagari, Persian, emoji sequences', () => {
    for (const name of ['क्‍ष', 'می‌خواهم', 'Asha 👩‍👩‍👧']) {
      expect(accepted(create([name, 'Bruno'])).sides[0]?.name).toBe(name);
    }
  });

  it('stores names in NFC: "é" typed as e + U+0301 is stored as U+00E9', () => {
    const setup = accepted(create(['Ren\u0065\u0301', 'Bruno']));
    expect(setup.sides[0]?.name).toBe('Ren\u00e9');
    expect(setup.sides[0]?.players[0]).toBe('Ren\u00e9');
  });

  it('counts what a reader sees: an emoji is one character of the 60', () => {
    expect(graphemeCount('👍')).toBe(1);
    expect(graphemeCount('👩‍👩‍👧')).toBe(1);
    expect(graphemeCount('क्ष')).toBe(1);
    const sixty = `${'a'.repeat(58)}👍👩‍👩‍👧`;
    accepted(create([sixty, 'Bruno']));
    expect(parseCommand(create([sixty, 'Bruno'])).ok).toBe(true);
    expect(refusal(create([`${sixty}b`, 'Bruno']))).toBe('The name of side 1 is longer than 60 characters.');
  });

  it('refuses two sides that read the same: a zero-width space, a Cyrillic А, other case or spaces', () => {
    expect(refusal(create(['Asha', 'Asha\u200B']))).toMatch(/U\+200B ZERO WIDTH SPACE/);
    expect(refusal(create(['Asha', '\u0410sha']))).toBe(
      'Sides 1 and 2 have names that read the same ("Asha" and "\u0410sha"): each side needs a name of its own.',
    );
    expect(refusal(create(['ASHA  raman', 'asha Raman']))).toMatch(/^Sides 1 and 2 are both named/);
    expect(nameSkeleton('Asha')).toBe(nameSkeleton('\u0410sh\u0430'));
    expect(nameSkeleton('Asha')).not.toBe(nameSkeleton('Bruno'));
  });

  it('accepts Urdu, Arabic and Persian names beside Latin ones', () => {
    accepted(create(['محمد علی', 'Bruno']));
    accepted(create(['محمد علي', 'محمد علی خان']));
  });

  it('a match stored before the rule, with a tab and a zero-width space in its names, still replays', () => {
    const created = accepted(create(['Asha', 'Bruno']));
    const old: MatchEvent = {
      type: 'MatchCreated',
      setup: {
        ...created,
        sides: [
          { name: 'As\tha', players: ['As\tha'] },
          { name: 'Asha\u200B', players: ['Asha\u200B'] },
        ],
      },
    };
    expect(given(old).thenView((state) => state.setup?.sides[0]?.name)).toBe('As\tha');
  });

  it('property: an accepted name holds no refused character, and is in NFC', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }), (name) => {
        const command = create([`x${name}`, 'Bruno']);
        const creating = given().when(command);
        // A refused name is refused as a bad field, in words, and nothing is made.
        if (!decide(EMPTY_STATE, command).ok) {
          creating.then(refused('invalid_format'));
          return;
        }
        const after = creating.then(expect.objectContaining({ type: 'MatchCreated' }) as MatchEvent);
        const stored = after.setup?.sides[0]?.name ?? '';
        expect(refusedCharacter(stored)).toBeNull();
        expect(stored).toBe(stored.normalize('NFC'));
      }),
      { numRuns: 500 },
    );
  });
});
