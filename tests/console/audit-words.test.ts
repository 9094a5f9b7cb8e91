/**
 * The toss in the audit trail: the choice is an ICU select inside the sentence, so no language
 * pastes a capitalised button label into it (the English trail read "took the The break").
 */
import { describe, expect, it } from 'vitest';
import { mergedCatalog } from '../../shared/i18n/catalogs';
import { translator } from '../../shared/i18n/core';
import type { StationTranslate } from '../../shared/i18n/console';
import { LANGUAGES } from '../../shared/i18n/languages';
import { SCREEN_GROUPS } from '../../shared/i18n/messages/groups';
import { describeEvent } from '../../renderer/console/words';

const station = (language: (typeof LANGUAGES)[number]): StationTranslate =>
  translator(mergedCatalog(SCREEN_GROUPS.station, language), language);

const toss = (choice: 'break' | 'side') =>
  ({ type: 'TossRecorded', toss: { winner: 1, choice } }) as Parameters<typeof describeEvent>[0];

describe('the toss in the audit trail', () => {
  it('reads as a sentence in English, for each choice', () => {
    const t = station('en');
    expect(describeEvent(toss('break'), ['Asha', 'Bruno'], t)).toBe('Toss: Bruno won, chose the break');
    expect(describeEvent(toss('side'), ['Asha', 'Bruno'], t)).toBe('Toss: Bruno won, chose the side');
  });

  it.each(LANGUAGES)(
    '%s: the two choices differ, name the winner, and keep the choice in lower case',
    (language) => {
      const t = station(language);
      const broke = describeEvent(toss('break'), ['Asha', 'Bruno'], t);
      const side = describeEvent(toss('side'), ['Asha', 'Bruno'], t);
      expect(broke).toContain('Bruno');
      expect(broke).not.toBe(side);
      // Inside the sentence the choice is in lower case: the buttons' "The break" is not pasted in.
      for (const text of [broke, side]) {
        const after = text.slice(text.indexOf('Bruno') + 'Bruno'.length);
        expect(after).toBe(after.toLocaleLowerCase(language));
      }
    },
  );
});

describe('the dues clock (law 88) in the audit trail', () => {
  const started = (toPlace: [number, number]) =>
    ({ type: 'DuesClockStarted', game: 1, board: 2, at: 0, toPlace }) as Parameters<typeof describeEvent>[0];

  it('names who places the C/m sent back: the opponent of the side they belong to (78a)', () => {
    const t = station('en');
    const text = (toPlace: [number, number]) =>
      describeEvent(started(toPlace), ['Asha', 'Bruno'], t).replace(/[\u2068\u2069]/g, '');
    expect(text([1, 0])).toBe('Clock: Dues (88): Bruno places them');
    expect(text([0, 2])).toBe('Clock: Dues (88): Asha places them');
    // Both sides' C/m in one entry (Bruno's owed due paid from the C/m Asha pocketed, her own back).
    expect(text([1, 1])).toBe('Clock: Dues (88): Bruno places them · Dues (88): Asha places them');
  });
});
