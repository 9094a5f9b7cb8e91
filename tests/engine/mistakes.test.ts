/**
 * Section 8 of docs/rules.md: the nine mistakes scoring programs make, one test each.
 * Expected values are worked out by hand from the laws.
 */
import { describe, expect, it } from 'vitest';
import { boardOf, breakersOf, gameOf, given, played, record, recorded, refused } from './given';
import { normal, penalty, times } from './support';

/** Side 0 at 22 after three boards: 9 + 9 + 4. */
const toTwentyTwo = [normal(0, 9), normal(0, 9), normal(0, 4)];
/** Eight boards of 3 won alternately: 12:12 after board 8. */
const levelAfterEight = times(8, normal(0, 3)).map((b, i) => ({ ...b, winner: i % 2 }));

describe('8. The mistakes that scoring programs make', () => {
  it("mistake 1: counting the winner's own C/m instead of the opponent's", () => {
    // winner pocketed all 9 of his own; the opponent has 2 left → 2 points, not 9
    const after = given(...played())
      .when(record(normal(1, 2)))
      .then(recorded(1, 1, normal(1, 2)));
    expect(gameOf(after, 1).scores).toEqual([0, 2]);
  });

  it('mistake 2: giving the queen to a winner who already had 22 or more before the board', () => {
    const after = given(...played(...toTwentyTwo))
      .when(record(normal(0, 2, 'winner')))
      .then(recorded(1, 4, normal(0, 2, 'winner'))); // 22 + 2, no queen
    expect(boardOf(after, 1, 4).queenCounted).toBe(false);
    expect(gameOf(after, 1).scores).toEqual([24, 0]);
  });

  it('mistake 3: checking the cut-off after adding the board instead of before', () => {
    // 9 + 9 + 3 = 21 before; the board's 6 + 3 takes it to 30, yet the queen counts
    const m = given(...played(normal(0, 9), normal(0, 9), normal(0, 3)))
      .when(record(normal(0, 6, 'winner')))
      .then(recorded(1, 4, normal(0, 6, 'winner')));
    expect(boardOf(m, 1, 4).queenCounted).toBe(true);
    expect(gameOf(m, 1).scores).toEqual([30, 0]);
    // 20 before, 1 + 3 = 4 → 24: the score after (24 ≥ 22) must not cancel the queen
    const n = given(...played(normal(0, 9), normal(0, 9), normal(0, 2)))
      .when(record(normal(0, 1, 'winner')))
      .then(recorded(1, 4, normal(0, 1, 'winner')));
    expect(gameOf(n, 1).scores).toEqual([24, 0]);
  });

  it('mistake 4: playing a 9th board because nobody reached 25 (the game ended on the 8th)', () => {
    const eight = played(...times(5, normal(0, 2)), ...times(3, normal(1, 3))); // 10:9
    expect(given(...eight).thenView((state) => state.games[0])).toMatchObject({
      winner: 0,
      endedBy: 'boards',
    });
    given(...eight)
      .when({ type: 'RecordBoard', game: 1, board: 9, entry: normal(1, 5) })
      .then(
        refused('board_after_game_end', { message: /board 9 of game 1 comes after the game was decided/ }),
      );
    // without a position it opens game 2
    const after = given(...eight)
      .when({ type: 'RecordBoard', entry: normal(1, 5) })
      .then(recorded(2, 1, normal(1, 5)));
    expect(after.games[0]?.boards).toHaveLength(8);
    expect(after.games[1]?.scores).toEqual([0, 5]);
  });

  it('mistake 5: forgetting the extra board on a tie, or allowing more than one', () => {
    const level = given(...played(...levelAfterEight.slice(0, 7)))
      .when(record(levelAfterEight[7]!))
      .then(recorded(1, 8, levelAfterEight[7]!));
    expect(gameOf(level, 1).winner).toBeNull(); // not forgotten: the game is not over at 12:12
    expect(level.games).toHaveLength(1);
    const toss = { type: 'RecordExtraBoardToss', winner: 0 } as const;
    const extra = given(...played(...levelAfterEight, toss))
      .when(record(normal(1, 1)))
      .then(recorded(1, 9, normal(1, 1))); // 12:13
    expect(gameOf(extra, 1).winner).toBe(1);
    expect(gameOf(extra, 1).boards.filter((b) => b.extra)).toHaveLength(1);
    given(...played(...levelAfterEight, toss, normal(1, 1)))
      .when(record(normal(0, 1), { game: 1, board: 10 }))
      .then(refused('board_after_game_end'));
  });

  it('mistake 6: recording a draw, in a game or a match', () => {
    const level = given(...played(...levelAfterEight.slice(0, 7)))
      .when(record(levelAfterEight[7]!))
      .then(recorded(1, 8, levelAfterEight[7]!));
    expect(gameOf(level, 1).winner).toBeNull();
    expect(gameOf(level, 1).endedBy).toBeNull();
    expect(level.winner).toBeNull();
    given(...played(...levelAfterEight))
      .when(record(normal(0, 1), { game: 2, board: 1 }))
      .then(refused('game_not_finished'));
    // and the extra board cannot end level: a penalty with nothing counted is still worth 1
    const after = given(...played(...levelAfterEight, { type: 'RecordExtraBoardToss', winner: 1 }))
      .when(record(penalty(0, 0, 'loser')))
      .then(recorded(1, 9, penalty(0, 0, 'loser')));
    expect(gameOf(after, 1).scores).toEqual([13, 12]);
    expect(gameOf(after, 1).winner).toBe(0);
  });

  it('mistake 7: letting the break follow the board winner instead of alternating', () => {
    // side 1 wins every board; the break still goes 0, 1, 0, 1, …
    const after = given(...played(...times(5, normal(1, 1))))
      .when(record(normal(1, 1)))
      .then(recorded(1, 6, normal(1, 1)));
    expect(breakersOf(after, 1)).toEqual([0, 1, 0, 1, 0, 1]);
  });

  it('mistake 8: giving the queen to the loser who covered it', () => {
    const after = given(...played())
      .when(record(normal(0, 5, 'loser')))
      .then(recorded(1, 1, normal(0, 5, 'loser')));
    expect(gameOf(after, 1).scores).toEqual([5, 0]); // 5 for the winner, 0 (not 3) for the loser
    expect(boardOf(after, 1, 1).queenCounted).toBe(false);
  });

  it('mistake 9: accepting 0 opponent C/m left on a normal finish, or more than 12 points in a board', () => {
    given(...played())
      .when({ type: 'RecordBoard', entry: normal(0, 0, 'winner') })
      .then(refused('invalid_pieces', { message: /cannot leave the opponent 0 pieces/ }));
    const after = given(...played())
      .when({ type: 'RecordBoard', entry: penalty(0, 9, 'winner', 2) })
      .then(recorded(1, 1, penalty(0, 9, 'winner', 2)));
    expect(after.games[0]?.scores).toEqual([12, 0]); // 9 + 3 + 2 = 14 → capped at 12
  });
});
