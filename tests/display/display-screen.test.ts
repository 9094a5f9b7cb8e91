/*
 * What the hall's screen shows for a push, decided once for the display page and for the
 * console's drawn preview of it (the desktop app, where the preview cannot frame /display): the
 * preview used to draw the scores while the hall showed the match's result.
 */
import { describe, expect, it } from 'vitest';
import { displayTranslator } from '../../shared/i18n/display';
import { displayScreen, resultGames, resultHeadline } from '../../renderer/common/display-screen';
import { matchResultText } from '../../renderer/common/match-text';
import { scenarios, singlesView } from './fixtures';

const t = displayTranslator('en');
const FSI = '\u2068';
const PDI = '\u2069';

describe('what the hall shows for a push', () => {
  const view = scenarios()['mid-game']!;

  it('shows the screen the director chose', () => {
    expect(displayScreen('scoreboard', view)).toBe('scoreboard');
    expect(displayScreen('message', view)).toBe('message');
    expect(displayScreen('blackout', view)).toBe('blackout');
    expect(displayScreen('result', view)).toBe('result');
  });

  it('keeps the scoreboard when the result screen has no match to show', () => {
    expect(displayScreen('result', singlesView({ sides: [] }))).toBe('scoreboard');
  });
});

describe("the result screen's words", () => {
  it('heads a decided match with its result, and lists each game with its winner', () => {
    const won = scenarios()['match-won']!;
    expect(resultHeadline(won, t)).toBe(matchResultText(won, t));
    expect(resultHeadline(won, t)).toContain(`${FSI}Asha Kulkarni${PDI}`);
    const games = resultGames(won, t);
    expect(games.map((game) => [game.number, game.winner])).toEqual(
      won.games.map((game) => [game.number, game.winner]),
    );
    expect(games.every((game) => game.text.length > 0)).toBe(true);
  });

  it('says where the match stands before it is decided', () => {
    const running = scenarios()['mid-game']!;
    expect(matchResultText(running, t)).toBeNull();
    expect(resultHeadline(running, t)).toBe('Board 5 / 8');
  });
});
