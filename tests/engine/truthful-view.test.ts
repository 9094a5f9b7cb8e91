/**
 * Nothing untrue on the hall's screens and boards (issue 25, item 3): a countdown only while it
 * runs, no queen status once a game or the match is over, no board number beyond the limit and
 * none after a forfeit. The view is what the display, overlay, venue and LED boards draw from.
 */
import { describe, expect, it } from 'vitest';
import { displayTranslator } from '../../shared/i18n/display';
import { VENUE_CATALOGS, venueTranslator } from '../../shared/i18n/venue';
import { LANGUAGES } from '../../shared/i18n/languages';
import { toLedFrameContent } from '../../shared/led/frame-content';
import { lineBody } from '../../shared/led/line-protocol';
import { matchStatus } from '../../renderer/common/match-text';
import { queenShown, whereText } from '../../renderer/venue/where-text';
import { given, played, playedUnder, type Step } from './given';
import { normal, times } from './support';

const winGame = (side: number) => [normal(side, 9, 'winner'), normal(side, 9), normal(side, 9)];
const levelAfterEight = times(8, normal(0, 3)).map((b, i) => ({ ...b, winner: i % 2 }));
const en = displayTranslator('en');
const venueEn = venueTranslator('en');
const venueAll = LANGUAGES.map(venueTranslator);

describe('the interval ends when the next game starts', () => {
  const T0 = 1_000_000;
  /** Game 1 won, the interval started. */
  const afterGameOne: Step[] = [...winGame(0), { type: 'StartInterval', at: T0 }];

  it('is shown between the games', () => {
    const view = given(...played(...afterGameOne)).thenView();
    expect(view.clocks.official).toMatchObject({ kind: 'interval', startedAt: T0 });
  });

  it('is gone once game 2 has its first board, though its two minutes are not up', () => {
    expect(given(...played(...afterGameOne, normal(1, 2))).thenView().clocks.official).toBeNull();
    // …and so is gone through game 2's extra board.
    const more = times(7, normal(0, 3)).map((b, i) => ({ ...b, winner: i % 2 === 0 ? 0 : 1 }));
    expect(given(...played(...afterGameOne, normal(1, 2), ...more)).thenView().clocks.official).toBeNull();
  });

  it("is gone once game 2's clock starts (timed match)", () => {
    const timed = { rules: { timeLimitMinutes: 20 } } as const;
    expect(given(...playedUnder(timed, ...afterGameOne)).thenView().clocks.official?.kind).toBe('interval');
    const started = playedUnder(timed, ...afterGameOne, { type: 'StartGameClock', at: T0 + 5_000 });
    expect(given(...started).thenView().clocks.official).toBeNull();
  });

  it('does not stop a time-out in game 2 from being taken', () => {
    const timeOut = played(...afterGameOne, normal(1, 2), { type: 'StartTimeOut', side: 1, at: T0 + 10_000 });
    expect(given(...timeOut).thenView().clocks.official).toMatchObject({ kind: 'timeOut', side: 1 });
  });

  it('a time-out runs its course into the next board', () => {
    const history = played(normal(0, 2), { type: 'StartTimeOut', side: 0, at: T0 }, normal(1, 2));
    expect(given(...history).thenView().clocks.official).toMatchObject({ kind: 'timeOut', side: 0 });
  });
});

describe('no queen status once a game or the match is over', () => {
  it('a side on 25 at the end of game 1: the queen counts for nobody, the display and venue hide it', () => {
    // 9 + 9 + 4 = 22 (queen no longer counts), then 3 more: 25.
    const at22 = [normal(0, 9), normal(0, 9), normal(0, 4)];
    expect(
      given(...played(...at22))
        .thenView()
        .sides.map((s) => s.queenCounts),
    ).toEqual([false, true]);
    const view = given(...played(...at22, normal(0, 3))).thenView();
    expect(view.phase).toBe('gameOver');
    expect(view.sides.map((s) => s.queenCounts)).toEqual([false, false]);
    expect(queenShown(view)).toBe(false);
  });

  it('the LED frame sends queen = 0 for every side after the game and after the match', () => {
    const afterGame = lineBody(toLedFrameContent(given(...played(...winGame(0))).thenView()));
    const afterMatch = lineBody(toLedFrameContent(given(...played(...winGame(0), ...winGame(0))).thenView()));
    // …,<name>,<score>,<gamesWon>,<queenCounts>,<breaks> per side.
    for (const body of [afterGame, afterMatch]) {
      const fields = body.split(',');
      const sideFields = fields.slice(-10);
      expect([sideFields[3], sideFields[8]], body).toEqual(['0', '0']);
    }
  });

  it('the next game brings it back: the queen counts for both on 0:0', () => {
    const view = given(...played(...winGame(0), normal(1, 1))).thenView();
    expect(view.sides.map((s) => s.queenCounts)).toEqual([true, true]);
    expect(queenShown(view)).toBe(true);
  });
});

describe('the board number never exceeds its limit', () => {
  it('a game decided on the extra board is over on an extra board, not "Board 9 / 8"', () => {
    const view = given(
      ...played(...levelAfterEight, { type: 'RecordExtraBoardToss', winner: 1 }, normal(0, 1)),
    ).thenView();
    expect(view.phase).toBe('gameOver');
    expect(view.extraBoard).toBe(true);
    expect(whereText(view, venueEn)).toBe('Game 1 · Extra board');
    expect(matchStatus(view, en).stage).not.toMatch(/9/);
    expect(toLedFrameContent(view)).toMatchObject({ board: 9, boardLimit: 8, extraBoard: true });
  });

  it('a game won on points on board 3 says board 3', () => {
    const view = given(...played(...winGame(0))).thenView();
    expect(whereText(view, venueEn)).toBe('Game 1 · Board 3');
  });

  it('every language says extra board rather than a number', () => {
    const view = given(...played(...levelAfterEight, { type: 'RecordExtraBoardToss', winner: 1 })).thenView();
    for (const texts of venueAll) {
      expect(whereText(view, texts)).not.toMatch(/9/);
      expect(whereText(view, texts)).toContain(VENUE_CATALOGS[texts.language]['extraBoard']);
    }
  });
});

describe('a forfeit shows no board number', () => {
  it('before any board: "Game 1", never "Board 0"', () => {
    const view = given(...played({ type: 'Forfeit', by: 1, kind: 'walkover' })).thenView();
    expect(view.phase).toBe('matchOver');
    expect(whereText(view, venueEn)).toBe('Game 1');
    expect(matchStatus(view, en).stage).toBe(en('matchOver'));
  });

  it('after boards were played: still no board number', () => {
    const view = given(
      ...played(normal(0, 3), normal(1, 2), { type: 'Forfeit', by: 0, kind: 'resigned' }),
    ).thenView();
    for (const texts of venueAll) expect(whereText(view, texts)).toBe(texts('game', { game: 1 }));
  });
});
