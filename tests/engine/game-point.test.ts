/**
 * Game point and match point (docs/rules.md): one rule, worked out by hand, through the engine's
 * own match states and the scoreboard view every screen draws.
 */
import { describe, expect, it } from 'vitest';
import { GAME_POINT_MARGIN, sidePoints } from '../../shared/views/game-point';
import type { ScoreboardView } from '../../shared/views/scoreboard-view';
import { given, played, playedUnder } from './given';
import type { SidesBoardEntry } from '../../shared/engine';
import { normal, pocketed, times } from './support';

const points = (view: ScoreboardView) => view.sides.map((s) => [s.gamePoint, s.matchPoint]);
const winGame = (side: number) => [normal(side, 9, 'winner'), normal(side, 9), normal(side, 9)];

describe('game point', () => {
  it('is lit exactly when a board worth 4 would reach the target', () => {
    expect(GAME_POINT_MARGIN).toBe(4);
    const rules = { target: 25, boardLimit: 8, bestOf: 3 } as const;
    const at = (score: number) =>
      sidePoints({ rules, scores: [score, 0], board: 3, extraBoard: false, gamesWon: [0, 0] })[0];
    expect(at(20)).toEqual({ gamePoint: false, matchPoint: false });
    expect(at(21)).toEqual({ gamePoint: true, matchPoint: false });
    expect(at(24)).toEqual({ gamePoint: true, matchPoint: false });
    // The same through a match: Asha's two boards, board 3 in play, Bruno 0.
    const after = (...boards: SidesBoardEntry[]) => given(...played(...boards)).thenView();
    const twelve = normal(0, 9, 'winner'); // 9 + queen 3
    for (const [boards, score, lit] of [
      [[twelve, normal(0, 8)], 20, false],
      [[twelve, normal(0, 9)], 21, true],
      [[twelve, twelve], 24, true],
    ] as const) {
      const view = after(...boards);
      expect(view.sides.map((side) => side.score)).toEqual([score, 0]);
      expect(points(view)).toEqual([
        [lit, false],
        [false, false],
      ]);
    }
  });

  it('becomes match point when the side has already won the games it needs but one', () => {
    const view = given(
      ...played(
        ...winGame(0), // game 1 to Asha
        normal(1, 3), // game 2 starts; Bruno 3
        ...[normal(0, 9), normal(0, 9), normal(0, 4)], // Asha 22 in game 2
      ),
    ).thenView();
    expect(points(view)).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it('the last regular board of a board-limited game: the leader, and a side 3 behind', () => {
    // boards 1–7 alternate winners: Asha 4 × 3 = 12, Bruno 3 × 3 = 9 before board 8
    const seven = times(7, normal(0, 3)).map((b, i) => ({ ...b, winner: i % 2 }));
    const view = given(...played(...seven)).thenView();
    expect(view.board).toBe(8);
    expect(view.lastRegularBoard).toBe(true);
    expect(view.sides.map((s) => s.score)).toEqual([12, 9]);
    // Bruno winning board 8 by 4 leads 13–12: he would win the game too
    expect(points(view)).toEqual([
      [true, false],
      [true, false],
    ]);
  });

  it('four behind on the last board is not game point (a 4-point board only levels it)', () => {
    const seven = [...times(4, normal(0, 4)), normal(1, 3), normal(1, 3), normal(1, 6)]; // 16:12
    const view = given(...played(...seven)).thenView();
    expect(view.sides.map((s) => s.score)).toEqual([16, 12]);
    expect(points(view)).toEqual([
      [true, false],
      [false, false],
    ]);
  });

  it('the extra board decides: both sides are at game point; before board 8 neither is', () => {
    const level = times(8, normal(0, 3)).map((b, i) => ({ ...b, winner: i % 2 }));
    const six = given(...played(...level.slice(0, 6))).thenView();
    expect(six.lastRegularBoard).toBe(false);
    expect(points(six)).toEqual([
      [false, false],
      [false, false],
    ]);
    const view = given(...played(...level, { type: 'RecordExtraBoardToss', winner: 1 })).thenView();
    expect(view.extraBoard).toBe(true);
    expect(view.lastRegularBoard).toBe(false);
    expect(points(view)).toEqual([
      [true, false],
      [true, false],
    ]);
  });

  it('free play (no target, no board limit) and a finished game have no game point', () => {
    const free = given(
      ...playedUnder({ rules: { preset: 'free-play' } }, normal(0, 9), normal(0, 9), normal(0, 9)),
    ).thenView();
    expect(points(free)).toEqual([
      [false, false],
      [false, false],
    ]);
    const over = given(...played(...winGame(0), ...winGame(0))).thenView();
    expect(over.phase).toBe('matchOver');
    expect(points(over)).toEqual([
      [false, false],
      [false, false],
    ]);
  });

  it('three players have neither', () => {
    expect(
      sidePoints({
        rules: { target: 25, boardLimit: null, bestOf: 1 },
        scores: [24, 0, 0],
        board: 5,
        extraBoard: false,
        gamesWon: [0, 0, 0],
      }),
    ).toEqual(times(3, { gamePoint: false, matchPoint: false }));
    // Through a match: 14, 9, 9 after board 1; 24, 22, 18 after board 2 (black 1, white 2, queen 5).
    const view = given(
      ...playedUnder(
        { type: 'three-player' },
        pocketed([3, 3, true], [3, 3], [3, 3]),
        pocketed([4, 3], [2, 3, true], [3, 3]),
      ),
    ).thenView();
    expect(view.sides.map((side) => side.score)).toEqual([24, 22, 18]);
    expect(points(view)).toEqual(times(3, [false, false]));
  });
});
