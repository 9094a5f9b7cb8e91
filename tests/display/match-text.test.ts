import { describe, expect, it } from 'vitest';
import { displayTranslator } from '../../shared/i18n/display';
import type { LastBoardView } from '../../shared/contract/scoreboard-view';
import {
  bannerFor,
  boardLabel,
  gameResultText,
  lastBoardLine,
  matchResultText,
  shortLabel,
  matchStatus,
  playersShown,
  pointKind,
} from '../../renderer/common/match-text';
import { hallScenarios, scenarios, side, singlesView } from './fixtures';

const t = displayTranslator('en');
/** Names inside sentences are isolated (issue 23 item 11): FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE. */
const FSI = '\u2068';
const PDI = '\u2069';

const board = (overrides: Partial<LastBoardView>): LastBoardView => ({
  game: 1,
  board: 3,
  winner: 0,
  points: [9, 0],
  pieces: 6,
  queen: 'winner',
  queenCounted: true,
  finish: 'normal',
  extraPoints: 0,
  extraBoard: false,
  ...overrides,
});

describe('match status line', () => {
  it('names game, best-of and board with its limit', () => {
    expect(matchStatus(singlesView({ game: 2, board: 5 }), t)).toEqual({
      game: 'Game 2 of 3',
      stage: 'Board 5 / 8',
      target: 'First to 25',
    });
  });

  it('shows the extra board, or the bare board number without a limit', () => {
    expect(matchStatus(singlesView({ extraBoard: true, board: 9 }), t).stage).toBe('Extra board');
    expect(matchStatus(singlesView({ boardLimit: null, board: 11 }), t).stage).toBe('Board 11');
  });

  it('leaves out the game count in a single-game match', () => {
    expect(matchStatus(singlesView({ bestOf: 1 }), t).game).toBeNull();
  });
});

describe('last board line', () => {
  const view = singlesView({ sides: [side(0, 'Asha'), side(1, 'Ben')] });

  it('reads "Asha +9 · 6 pieces + queen"', () => {
    expect(lastBoardLine({ ...view, lastBoard: board({}) }, t)).toEqual({
      label: 'Board 3',
      text: `${FSI}Asha${PDI} +9 · 6 pieces + queen`,
    });
  });

  it('says when the queen was covered but did not count (cut-off)', () => {
    const last = board({ points: [6, 0], queenCounted: false });
    expect(lastBoardLine({ ...view, lastBoard: last }, t)?.text).toBe(
      `${FSI}Asha${PDI} +6 · 6 pieces (queen not counted)`,
    );
  });

  it('shows penalty finishes with their extra points', () => {
    const last = board({ winner: 1, points: [0, 7], pieces: 2, finish: 'penalty', extraPoints: 2 });
    expect(lastBoardLine({ ...view, lastBoard: last }, t)?.text).toBe(
      `${FSI}Ben${PDI} +7 · 2 pieces + queen + 2 extra (penalty)`,
    );
  });

  it('says "1 piece" for a single piece', () => {
    const last = board({ points: [1, 0], pieces: 1, queen: 'loser', queenCounted: false });
    expect(lastBoardLine({ ...view, lastBoard: last }, t)?.text).toBe(`${FSI}Asha${PDI} +1 · 1 piece`);
  });

  it('counts pieces by each language\'s plural rules (CLDR), not "фишки: 5"', () => {
    const text = (language: 'pl' | 'ru' | 'hi', pieces: number) =>
      lastBoardLine(
        { ...view, lastBoard: board({ pieces, queen: 'loser', queenCounted: false }) },
        displayTranslator(language),
      )?.text.split(' · ')[1];
    expect([1, 2, 5, 22].map((n) => text('pl', n))).toEqual([
      '1 pionek',
      '2 pionki',
      '5 pionków',
      '22 pionki',
    ]);
    expect([1, 3, 5, 21].map((n) => text('ru', n))).toEqual(['1 фишка', '3 фишки', '5 фишек', '21 фишка']);
    expect([1, 2].map((n) => text('hi', n))).toEqual(['1 गोटी', '2 गोटियाँ']);
  });

  it('lists every player in a three-player board', () => {
    const three = singlesView({
      type: 'three-player',
      sides: [side(0, 'A'), side(1, 'B'), side(2, 'C')],
      lastBoard: board({ winner: null, points: [5, 2, 0], pieces: null, queen: null }),
    });
    expect(lastBoardLine(three, t)?.text).toBe(`${FSI}A${PDI} +5 · ${FSI}B${PDI} +2 · ${FSI}C${PDI} +0`);
  });
});

describe('markers and banners', () => {
  it('calls a game point a match point when the game would decide the match', () => {
    const view = scenarios()['queen-cutoff']!;
    expect(pointKind(view, view.sides[0]!)).toBe('match');
    expect(pointKind(view, { ...view.sides[0]!, gamesWon: 0, matchPoint: false })).toBe('game');
    expect(pointKind(view, view.sides[1]!)).toBeNull();
  });

  it('shows doubles players, and a singles player only when the side has another name', () => {
    expect(playersShown(side(0, 'India A', { players: ['R. Kumar', 'S. Devi'] }))).toEqual([
      'R. Kumar',
      'S. Devi',
    ]);
    expect(playersShown(side(0, 'Asha'))).toEqual([]);
  });

  it('raises one banner per occasion, most important first', () => {
    const all = scenarios();
    expect(bannerFor(all['match-won']!, 'm', t)).toMatchObject({
      kind: 'matchWon',
      title: `${FSI}Asha Kulkarni${PDI} wins the match`,
      subtitle: '2–1',
    });
    expect(bannerFor(all['extra-board']!, 'm', t)?.kind).toBe('extraBoard');
    expect(bannerFor(all['side-change-game-3']!, 'm', t)?.kind).toBe('changeSides');
    expect(bannerFor(all['mid-game']!, 'm', t)).toBeNull();
    const gameOver = singlesView({
      phase: 'gameOver',
      gameResult: { number: 1, scores: [25, 14], winner: 0, endedBy: 'points' },
    });
    expect(bannerFor(gameOver, 'm', t)).toMatchObject({
      kind: 'gameWon',
      title: `${FSI}Asha Kulkarni${PDI} wins game 1`,
      subtitle: '25–14',
    });
  });
});

describe('nothing untrue, winner first (issue 13 item 9, issue 14 item 4)', () => {
  it('never says "Board 9 / 8": past the limit it is the extra board; the last board says so', () => {
    expect(boardLabel(singlesView({ board: 5 }), t)).toBe('Board 5 / 8');
    expect(boardLabel(singlesView({ board: 8, lastRegularBoard: true }), t)).toBe('Last board · 8 of 8');
    expect(boardLabel(singlesView({ board: 9 }), t)).toBe('Extra board');
    expect(boardLabel(singlesView({ board: 9, extraBoard: true }), t)).toBe('Extra board');
    expect(boardLabel(singlesView({ board: 12, boardLimit: null }), t)).toBe('Board 12');
  });

  it('a game ended by time says after which board', () => {
    const timeUp = hallScenarios()['time-up']!;
    expect(matchStatus(timeUp, t).stage).toBe('End of game 1 · Time up after board 6');
    expect(bannerFor(timeUp, 'm', t)?.subtitle).toBe('16–11 · Time up after board 6');
  });

  it('reads every result winner first, also when side 2 wins', () => {
    const view = singlesView();
    const game = { number: 2, scores: [3, 25], winner: 1, endedBy: 'points' } as const;
    expect(gameResultText(view, game, t)).toBe(`${FSI}Ben Carter${PDI} beats ${FSI}Asha Kulkarni${PDI} 25–3`);
    const three = singlesView({ type: 'three-player', sides: [side(0, 'A'), side(1, 'B'), side(2, 'C')] });
    const threeGame = { number: 1, scores: [3, 25, 9], winner: 1, endedBy: 'points' } as const;
    expect(gameResultText(three, threeGame, t)).toMatch(
      new RegExp(`^${FSI}B${PDI} beats ${FSI}A${PDI} and ${FSI}C${PDI} `),
    );
    expect(gameResultText(three, threeGame, displayTranslator('pl'))).toMatch(
      new RegExp(`A${PDI} i ${FSI}C`),
    );
    const won = singlesView({
      phase: 'matchOver',
      sides: [side(0, 'Asha', { gamesWon: 1 }), side(1, 'Bruno', { gamesWon: 2 })],
      matchResult: { winner: 1, endedBy: 'games', forfeit: null },
    });
    expect(matchResultText(won, t)).toBe(`${FSI}Bruno${PDI} wins 2–1`);
    expect(bannerFor(won, 'm', t)?.subtitle).toBe('2–1');
    const oneGame = singlesView({
      phase: 'matchOver',
      bestOf: 1,
      games: [{ number: 1, scores: [11, 25], winner: 1, endedBy: 'points' }],
      sides: [side(0, 'Asha'), side(1, 'Bruno', { gamesWon: 1 })],
      matchResult: { winner: 1, endedBy: 'games', forfeit: null },
    });
    expect(matchResultText(oneGame, t)).toBe(`${FSI}Bruno${PDI} wins 25–11`);
  });

  it('uses the short name where space is short', () => {
    const pair = side(0, 'Asha / Bela', { players: ['Asha', 'Bela'] });
    // A pair named by its players: each player isolated on its own (issue 38 item 3).
    expect(shortLabel(pair)).toBe(`${FSI}Asha${PDI} / ${FSI}Bela${PDI}`);
    expect(shortLabel({ ...pair, shortName: 'A & B' })).toBe('A & B');
  });
});
