/**
 * Issue 37 item 5: one concept, one message across screens. Each concept below was written two or
 * three times (the console's, the display's, the venue's or the phones' own), and the copies had
 * drifted apart in some languages (Russian "уже не в счёт" beside "больше не считается", Hindi
 * "जीता" beside "जीते"). Each is now one message of the scoreboard group, which every page loads.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../shared/i18n/catalogs';
import { LANGUAGES } from '../../shared/i18n/languages';
import { MESSAGE_GROUPS, SCREEN_GROUPS } from '../../shared/i18n/messages/groups';

/** The concept's English words → the one key that says them. */
const ONE_MESSAGE: Readonly<Record<string, string>> = {
  'Queen no longer counts': 'queenNoLongerCounts',
  'Queen on the board': 'live.queenBoard',
  'queen not counted': 'queenNotCounted',
  '{name} +{points}': 'boardGain',
  '{extra} extra': 'partExtra',
  '{name} wins {games}': 'matchResult',
  // The clocks' calls, on the hall display and on the timekeeper's and the console's buzzer.
  'Stroke time up': 'strokeTimeUp',
  'Play resumes': 'countdownOver',
  'Time-out · {name}': 'timeOutFor',
};

/** Every key whose English message is `text`, as "group/key". */
function keysSaying(text: string): string[] {
  return MESSAGE_GROUPS.flatMap((group) =>
    Object.entries(CATALOGS[group].en)
      .filter(([, message]) => message === text)
      .map(([key]) => `${group}/${key}`),
  );
}

describe('one concept, one message', () => {
  it.each(Object.entries(ONE_MESSAGE))('"%s" is one message, %s, in the scoreboard group', (text, key) => {
    expect(keysSaying(text)).toEqual([`scoreboard/${key}`]);
  });

  it('every screen that shows a match loads that group, in all six languages', () => {
    for (const groups of [SCREEN_GROUPS.console, SCREEN_GROUPS.display, SCREEN_GROUPS.venue])
      expect(groups).toContain('scoreboard');
    for (const language of LANGUAGES)
      for (const key of Object.values(ONE_MESSAGE)) expect(CATALOGS.scoreboard[language][key]).toBeTruthy();
  });

  it("the console frames the cut-off around the scoreboard's words, not a copy of them", () => {
    for (const language of LANGUAGES) {
      const frame = CATALOGS.console[language].queenNoLongerFrom ?? '';
      expect(frame).toContain('{status}');
      expect(frame.replace(/\{\w+\}/g, '')).not.toMatch(/\p{L}/u);
    }
  });
});
