/**
 * Every law of docs/rules.md (the ICF Laws of Carrom as the engine implements them, numbers as the ICF quotes
 * them), one describe per section. Expected values are worked out by hand from the laws and
 * written as literals, with the arithmetic in a comment.
 */
import { describe, expect, it } from 'vitest';
import type { SidesBoardEntry } from '../../shared/engine';
import {
  boardOf,
  breakersOf,
  gameOf,
  given,
  played,
  playedUnder,
  record,
  recorded,
  refused,
  type Step,
} from './given';
import { createCommand, normal, penalty, pocketed, times } from './support';

/** Wins a game for `side` in three boards: 9 + 3 = 12, then 9, then 9 → 30. */
const winGame = (side: number): SidesBoardEntry[] => [
  normal(side, 9, 'winner'),
  normal(side, 9),
  normal(side, 9),
];

/** Side 0 at 21 after three boards: 9 + 9 + 3 = 21 (queen covered by the loser each time). */
const toTwentyOne = [normal(0, 9), normal(0, 9), normal(0, 3)];
/** Side 0 at 22 after three boards: 9 + 9 + 4 = 22. */
const toTwentyTwo = [normal(0, 9), normal(0, 9), normal(0, 4)];

/** Games 1 and 2 split (side 0, then side 1), so game 3 is the deciding game. */
const toDecidingGame = [...winGame(0), ...winGame(1)];
/** Eight boards of 3 won alternately: 12:12 after board 8. */
const levelAfterEight = times(8, normal(0, 3)).map((b, i) => ({ ...b, winner: i % 2 }));

describe('1. What a board is worth (ICF laws 52–55)', () => {
  it('52a/53a: the winner scores one point per opponent C/m left on the board', () => {
    const first = given(...played())
      .when(record(normal(0, 6)))
      .then(recorded(1, 1, normal(0, 6)));
    expect(boardOf(first, 1, 1).points).toEqual([6, 0]);
    expect(gameOf(first, 1).scores).toEqual([6, 0]);
    const second = given(...played(normal(0, 6)))
      .when(record(normal(1, 2)))
      .then(recorded(1, 2, normal(1, 2))); // side 1: 0 + 2 = 2
    expect(gameOf(second, 1).scores).toEqual([6, 2]);
  });

  it("53a: the winner's own 9 pocketed C/m count for nothing", () => {
    const after = given(...played())
      .when(record(normal(0, 1)))
      .then(recorded(1, 1, normal(0, 1))); // 1 opponent C/m left → 1, never 9 or 10
    expect(boardOf(after, 1, 1).points).toEqual([1, 0]);
  });

  it('52b/53b: the queen adds 3 to a winner who covered it', () => {
    const after = given(...played())
      .when(record(normal(0, 6, 'winner')))
      .then(recorded(1, 1, normal(0, 6, 'winner'))); // 6 + 3 = 9
    expect(boardOf(after, 1, 1).points).toEqual([9, 0]);
    expect(boardOf(after, 1, 1).queenCounted).toBe(true);
  });

  it('53c: the loser of the board never scores the queen, even if the loser covered it', () => {
    const after = given(...played())
      .when(record(normal(0, 6, 'loser')))
      .then(recorded(1, 1, normal(0, 6, 'loser'))); // 6, and 0 for the loser
    expect(boardOf(after, 1, 1).points).toEqual([6, 0]);
    expect(boardOf(after, 1, 1).queenCounted).toBe(false);
  });

  it('54: the queen counts at 21 before the board: 21 + (6 + 3) = 30, ends the game on 30', () => {
    const after = given(...played(...toTwentyOne))
      .when(record(normal(0, 6, 'winner')))
      .then(recorded(1, 4, normal(0, 6, 'winner')));
    expect(boardOf(after, 1, 4).points).toEqual([9, 0]);
    expect(boardOf(after, 1, 4).queenCounted).toBe(true);
    expect(gameOf(after, 1).scores).toEqual([30, 0]);
    expect(gameOf(after, 1).winner).toBe(0);
    expect(gameOf(after, 1).endedBy).toBe('points');
  });

  it('54: at 22 before the board the queen adds nothing: 22 + 6 = 28', () => {
    const after = given(...played(...toTwentyTwo))
      .when(record(normal(0, 6, 'winner')))
      .then(recorded(1, 4, normal(0, 6, 'winner')));
    expect(boardOf(after, 1, 4).points).toEqual([6, 0]);
    expect(boardOf(after, 1, 4).queenCounted).toBe(false);
    expect(gameOf(after, 1).scores).toEqual([28, 0]);
    expect(gameOf(after, 1).winner).toBe(0);
  });

  it('54: the cut-off uses the score before the board, never after: 19 + (5 + 3) = 27', () => {
    // 9 + 9 + 1 = 19 before; the board takes side 0 past 22, but the queen still counts.
    const after = given(...played(normal(0, 9), normal(0, 9), normal(0, 1)))
      .when(record(normal(0, 5, 'winner')))
      .then(recorded(1, 4, normal(0, 5, 'winner')));
    expect(boardOf(after, 1, 4).queenCounted).toBe(true);
    expect(gameOf(after, 1).scores).toEqual([27, 0]);
  });

  it("54: the cut-off looks at the board winner's own score (opponent at 22, winner at 0)", () => {
    const after = given(...played(...toTwentyTwo))
      .when(record(normal(1, 5, 'winner')))
      .then(recorded(1, 4, normal(1, 5, 'winner'))); // side 1: 0 + 5 + 3 = 8
    expect(gameOf(after, 1).scores).toEqual([22, 8]);
    expect(boardOf(after, 1, 4).queenCounted).toBe(true);
  });

  it('54: past the cut-off the queen is still denied to the opponent who did not cover it', () => {
    const after = given(...played(...toTwentyTwo))
      .when(record(normal(1, 5, 'loser')))
      .then(recorded(1, 4, normal(1, 5, 'loser'))); // side 1: 5, no queen
    expect(gameOf(after, 1).scores).toEqual([22, 5]);
  });

  it('55: a board adds at most 12: 9 C/m + queen 3 = 12', () => {
    const after = given(...played())
      .when(record(normal(0, 9, 'winner')))
      .then(recorded(1, 1, normal(0, 9, 'winner')));
    expect(boardOf(after, 1, 1).points).toEqual([12, 0]);
  });

  it('55: the cap cuts a larger award down to 12 (queen worth 5: 9 + 5 = 14 → 12)', () => {
    const after = given(...playedUnder({ rules: { preset: 'icf', queenPoints: 5 } }))
      .when(record(normal(0, 9, 'winner')))
      .then(recorded(1, 1, normal(0, 9, 'winner')));
    expect(boardOf(after, 1, 1).points).toEqual([12, 0]);
  });

  it('the loser of a board scores 0', () => {
    const after = given(...played(normal(0, 9)))
      .when(record(normal(1, 4, 'winner')))
      .then(recorded(1, 2, normal(1, 4, 'winner')));
    expect(boardOf(after, 1, 1).points[1]).toBe(0);
    expect(boardOf(after, 1, 2).points[0]).toBe(0);
    expect(gameOf(after, 1).scores).toEqual([9, 7]); // 9 + 0 and 0 + (4 + 3)
  });

  it('a normal finish with 0 opponent C/m left is refused with a clear message', () => {
    const v = given(...played())
      .when(record(normal(0, 0)))
      .then(refused('invalid_pieces', { message: /0/ }));
    expect({ game: v.game, board: v.board }).toEqual({ game: 1, board: 1 });
  });

  it.each([
    [normal(0, 10), /pieces left must be 1 to 9/],
    [normal(0, 2.5), /pieces left must be 1 to 9/],
    [penalty(0, -1, 'loser'), /pieces counted must be 0 to 9/],
    [penalty(0, 10, 'loser'), /pieces counted must be 0 to 9/],
  ])('pieces outside 1–9 (normal) or 0–9 (penalty), or not whole, are refused: %o', (entry, message) => {
    given(...played())
      .when({ type: 'RecordBoard', entry })
      .then(refused('invalid_pieces', { message }));
  });

  it.each([2, -1])('a board winner that is not a side (%i) is refused', (winner) => {
    given(...played())
      .when({ type: 'RecordBoard', entry: normal(winner, 3) })
      .then(refused('invalid_winner', { message: /the winner must be side 0 or 1/ }));
  });

  it('on a normal finish the queen was covered by someone: "none" is refused', () => {
    given(...played())
      .when({ type: 'RecordBoard', entry: normal(0, 3, 'none') })
      .then(refused('invalid_queen', { message: /on a normal finish the queen has always been covered/ }));
  });
});

describe('1. Boards that end on a penalty', () => {
  it("the offender's opponent wins pieces + queen: 4 + 3 = 7", () => {
    const after = given(...played())
      .when(record(penalty(1, 4, 'winner')))
      .then(recorded(1, 1, penalty(1, 4, 'winner')));
    expect(boardOf(after, 1, 1).points).toEqual([0, 7]);
    expect(boardOf(after, 1, 1).queenCounted).toBe(true);
  });

  it('a queen still on the board ("none") is credited to the winner: 2 + 3 = 5', () => {
    // Rules doc: "queen credited to the winner: the winner covered it, or it was still on the board".
    const after = given(...played())
      .when(record(penalty(1, 2, 'none')))
      .then(recorded(1, 1, penalty(1, 2, 'none')));
    expect(boardOf(after, 1, 1).points).toEqual([0, 5]);
  });

  it('a queen covered by the offender is not credited: 2', () => {
    const after = given(...played())
      .when(record(penalty(1, 2, 'loser')))
      .then(recorded(1, 1, penalty(1, 2, 'loser')));
    expect(boardOf(after, 1, 1).points).toEqual([0, 2]);
  });

  it('0 pieces is allowed on a penalty finish and the floor makes it worth 1: max(1, 0) = 1', () => {
    const after = given(...played())
      .when(record(penalty(0, 0, 'loser')))
      .then(recorded(1, 1, penalty(0, 0, 'loser')));
    expect(boardOf(after, 1, 1).points).toEqual([1, 0]);
  });

  it('at 22 or more the winner wins by 1 point: max(1, 0 + 0) = 1 (queen past the cut-off)', () => {
    const after = given(...played(...toTwentyTwo))
      .when(record(penalty(0, 0, 'winner')))
      .then(recorded(1, 4, penalty(0, 0, 'winner')));
    expect(boardOf(after, 1, 4).points).toEqual([1, 0]);
    expect(boardOf(after, 1, 4).queenCounted).toBe(false);
    expect(gameOf(after, 1).scores).toEqual([23, 0]);
  });

  it('extra 0–2 is added after the floor: max(1, 0) + 2 = 3', () => {
    const after = given(...played())
      .when(record(penalty(0, 0, 'loser', 2)))
      .then(recorded(1, 1, penalty(0, 0, 'loser', 2)));
    expect(boardOf(after, 1, 1).points).toEqual([3, 0]);
  });

  it('extra on top of pieces and queen: 4 + 3 + 1 = 8', () => {
    const after = given(...played())
      .when(record(penalty(0, 4, 'winner', 1)))
      .then(recorded(1, 1, penalty(0, 4, 'winner', 1)));
    expect(boardOf(after, 1, 1).points).toEqual([8, 0]);
  });

  it('at 22 or more with extra: max(1, 0) + 2 = 3', () => {
    const after = given(...played(...toTwentyTwo))
      .when(record(penalty(0, 0, 'winner', 2)))
      .then(recorded(1, 4, penalty(0, 0, 'winner', 2)));
    expect(boardOf(after, 1, 4).points).toEqual([3, 0]); // 22 + 3 = 25 ends the game
    expect(gameOf(after, 1).endedBy).toBe('points');
  });

  it('the cap applies to the whole award: min(12, 9 + 3 + 2) = 12', () => {
    const after = given(...played())
      .when(record(penalty(0, 9, 'winner', 2)))
      .then(recorded(1, 1, penalty(0, 9, 'winner', 2)));
    expect(boardOf(after, 1, 1).points).toEqual([12, 0]);
  });

  it('9 pieces + extra 2 without the queen: min(12, 9 + 2) = 11', () => {
    const after = given(...played())
      .when(record(penalty(0, 9, 'loser', 2)))
      .then(recorded(1, 1, penalty(0, 9, 'loser', 2)));
    expect(boardOf(after, 1, 1).points).toEqual([11, 0]);
  });

  it('extra outside 0–2, or extra on a normal finish, is refused', () => {
    given(...played())
      .when(record(penalty(0, 3, 'loser', 3)))
      .then(refused('invalid_extra'));
    given(...played())
      .when(record(penalty(0, 3, 'loser', -1)))
      .then(refused('invalid_extra'));
    given(...played())
      .when(record({ ...normal(0, 3), extra: 1 }))
      .then(refused('invalid_extra'));
  });
});

describe('2. When a game ends (ICF law 56)', () => {
  it('56a: a side reaching 25 wins the game at once: 9 + 9 + 7 = 25 after board 3', () => {
    const won = given(...played(normal(0, 9), normal(0, 9)))
      .when(record(normal(0, 7)))
      .then(recorded(1, 3, normal(0, 7)));
    expect(gameOf(won, 1).scores).toEqual([25, 0]);
    expect(gameOf(won, 1).winner).toBe(0);
    expect(gameOf(won, 1).endedBy).toBe('points');
    const history = played(normal(0, 9), normal(0, 9), normal(0, 7));
    given(...history)
      .when(record(normal(1, 3), { game: 1, board: 4 }))
      .then(refused('board_after_game_end'));
    // the next board belongs to game 2
    const next = given(...history)
      .when(record(normal(1, 3)))
      .then(recorded(2, 1, normal(1, 3)));
    expect(gameOf(next, 2).boards).toHaveLength(1);
  });

  it('56a: there is no "win by two": 25:24 ends the game', () => {
    // 9:0, 9:9, 18:9, 18:18, 24:18, 24:24, 25:24
    const after = given(
      ...played(normal(0, 9), normal(1, 9), normal(0, 9), normal(1, 9), normal(0, 6), normal(1, 6)),
    )
      .when(record(normal(0, 1)))
      .then(recorded(1, 7, normal(0, 1)));
    expect(gameOf(after, 1).scores).toEqual([25, 24]);
    expect(gameOf(after, 1).winner).toBe(0);
    expect(gameOf(after, 1).endedBy).toBe('points');
  });

  it('56a/56b: 14:11 after board 8 is a finished game (leader wins)', () => {
    // side 0: 2 + 2 + 3 + 7 = 14; side 1: 1 + 3 + 4 + 3 = 11
    const after = given(
      ...played(
        normal(0, 2),
        normal(1, 1),
        normal(0, 2),
        normal(1, 3),
        normal(0, 3),
        normal(1, 4),
        normal(0, 7),
      ),
    )
      .when(record(normal(1, 3)))
      .then(recorded(1, 8, normal(1, 3)));
    expect(gameOf(after, 1).scores).toEqual([14, 11]);
    expect(gameOf(after, 1).winner).toBe(0);
    expect(gameOf(after, 1).endedBy).toBe('boards');
  });

  it('a 9th board after a decided 8th board is refused (it belongs to the next game)', () => {
    const eighth = given(...played(...times(5, normal(0, 1)), ...times(2, normal(1, 1))))
      .when(record(normal(1, 1)))
      .then(recorded(1, 8, normal(1, 1))); // 5:3 after 8
    expect(gameOf(eighth, 1).endedBy).toBe('boards');
    const v = given(...played(...times(5, normal(0, 1)), ...times(3, normal(1, 1))))
      .when(record(normal(1, 4), { game: 1, board: 9 }))
      .then(refused('board_after_game_end'));
    expect({ game: v.game, board: v.board }).toEqual({ game: 1, board: 9 });
  });

  it('56b: a tie after board 8 needs exactly one extra board, after its own toss for the break', () => {
    const eighth = given(...played(...levelAfterEight.slice(0, 7)))
      .when(record(levelAfterEight[7]!))
      .then(recorded(1, 8, levelAfterEight[7]!));
    // 3 + 3 + 3 + 3 = 12 each
    expect(gameOf(eighth, 1).scores).toEqual([12, 12]);
    expect(gameOf(eighth, 1).winner).toBeNull();
    expect(gameOf(eighth, 1).tiedAtEnd).toBe(true);
    given(...played(...levelAfterEight))
      .when(record(normal(0, 1)))
      .then(refused('missing_toss'));
    // boards 1–8 broke 0,1,0,1,0,1,0,1: alternation would give side 0; the toss gives side 1
    const toss = { type: 'RecordExtraBoardToss', game: 1, winner: 1 } as const;
    given(...played(...levelAfterEight))
      .when(toss)
      .then({ type: 'ExtraBoardTossRecorded', game: 1, winner: 1 });
    const extra = given(...played(...levelAfterEight, toss))
      .when(record(normal(0, 1)))
      .then(recorded(1, 9, normal(0, 1))); // 12 + 1 = 13
    expect(boardOf(extra, 1, 9).breaker).toBe(1);
    expect(boardOf(extra, 1, 9).extra).toBe(true);
    expect(gameOf(extra, 1).scores).toEqual([13, 12]);
    expect(gameOf(extra, 1).winner).toBe(0);
    expect(gameOf(extra, 1).endedBy).toBe('extraBoard');
    const decided = played(...levelAfterEight, toss, normal(0, 1));
    given(...decided)
      .when(record(normal(1, 1), { game: 1, board: 10 }))
      .then(refused('board_after_game_end'));
    given(...decided)
      .when({ type: 'RecordExtraBoardToss', winner: 0 })
      .then(refused('not_needed'));
  });

  it('56b: the extra board always decides: even a penalty with 0 pieces is worth 1', () => {
    const after = given(...played(...levelAfterEight, { type: 'RecordExtraBoardToss', winner: 0 }))
      .when(record(penalty(1, 0, 'loser')))
      .then(recorded(1, 9, penalty(1, 0, 'loser'))); // max(1, 0) = 1 → 12:13
    expect(gameOf(after, 1).scores).toEqual([12, 13]);
    expect(gameOf(after, 1).winner).toBe(1);
  });

  it('from the quarterfinals on (stage knockout) there is no 8-board limit', () => {
    const ten = times(10, normal(0, 1)).map((b, i) => ({ ...b, winner: i % 2 }));
    const tenth = given(...playedUnder({ stage: 'knockout' }, ...ten.slice(0, 9)))
      .when(record(ten[9]!))
      .then(recorded(1, 10, ten[9]!));
    expect(gameOf(tenth, 1).boards).toHaveLength(10);
    expect(gameOf(tenth, 1).scores).toEqual([5, 5]);
    expect(gameOf(tenth, 1).winner).toBeNull();
    expect(gameOf(tenth, 1).tiedAtEnd).toBe(false);
    expect(tenth.setup?.ruleset.boardLimit).toBeNull();
    const won = given(...playedUnder({ stage: 'knockout' }, ...ten, normal(0, 9, 'winner')))
      .when(record(normal(0, 9)))
      .then(recorded(1, 12, normal(0, 9))); // 5 + 12 + 9 = 26 at board 12
    expect(gameOf(won, 1).winner).toBe(0);
    expect(gameOf(won, 1).endedBy).toBe('points');
  });
});

describe('3. The match (ICF law 57)', () => {
  it('57: best of three: two games to none ends the match; a third game is refused', () => {
    const twoNil = given(...played(...winGame(0), ...winGame(0).slice(0, 2)))
      .when(record(normal(0, 9)))
      .then(recorded(2, 3, normal(0, 9)));
    expect(twoNil).toMatchObject({ winner: 0, endedBy: 'games' });
    given(...played(...winGame(0), ...winGame(0)))
      .when(record(normal(1, 3), { game: 3, board: 1 }))
      .then(refused('game_after_match_end', { message: /game 3 comes after the match was decided/ }));
  });

  it('57: once the match is decided a board from the console is refused, and the message says the match is over', () => {
    given(...played(...winGame(0), ...winGame(0)))
      .when(record(normal(1, 3)))
      .then(refused('game_after_match_end', { message: /match/i }));
  });

  it('57: one game each goes to a third game, whose winner wins the match', () => {
    const level = given(...played(...winGame(0), ...winGame(1).slice(0, 2)))
      .when(record(normal(1, 9)))
      .then(recorded(2, 3, normal(1, 9)));
    expect(level.winner).toBeNull();
    const won = given(...played(...winGame(0), ...winGame(1), ...winGame(1).slice(0, 2)))
      .when(record(normal(1, 9)))
      .then(recorded(3, 3, normal(1, 9)));
    expect(won.games).toHaveLength(3);
    expect(won.winner).toBe(1);
  });

  it('walkover before any board: the other side wins the match', () => {
    const after = given(...played())
      .when({ type: 'Forfeit', by: 0, kind: 'walkover' })
      .then({ type: 'MatchForfeited', forfeit: { by: 0, kind: 'walkover' } });
    expect(after.winner).toBe(1);
    expect(after.endedBy).toBe('forfeit');
    expect(after.forfeit).toEqual({ by: 0, kind: 'walkover' });
  });

  it('resignation mid-match: the other side wins, the boards played stay on the record', () => {
    const after = given(...played(...winGame(1), normal(1, 4)))
      .when({ type: 'Forfeit', by: 1, kind: 'resigned' })
      .then({ type: 'MatchForfeited', forfeit: { by: 1, kind: 'resigned' } });
    expect(after.winner).toBe(0);
    expect(after.endedBy).toBe('forfeit');
    expect(gameOf(after, 1).winner).toBe(1); // game 1 was won on the table and stays so
    expect(gameOf(after, 1).boards).toHaveLength(3);
    expect(gameOf(after, 2).boards).toHaveLength(1);
    expect(gameOf(after, 2).scores).toEqual([0, 4]);
    expect(gameOf(after, 2).winner).toBe(0);
    expect(gameOf(after, 2).endedBy).toBe('forfeit');
  });

  it('a side leaving: the other side wins; nothing can be recorded after it', () => {
    const leaving = { type: 'Forfeit', by: 0, kind: 'left' } as const;
    const after = given(...played(normal(0, 5)))
      .when(leaving)
      .then({ type: 'MatchForfeited', forfeit: { by: 0, kind: 'left' } });
    expect(after.winner).toBe(1);
    expect(after.forfeit?.kind).toBe('left');
    given(...played(normal(0, 5), leaving))
      .when(record(normal(0, 3)))
      .then(refused('game_after_match_end'));
    given(...played(normal(0, 5), leaving))
      .when({ type: 'Forfeit', by: 1, kind: 'walkover' })
      .then(refused('game_after_match_end'));
  });

  it('an unknown kind of forfeit or a side that does not exist is refused', () => {
    given(...played())
      .when({ type: 'Forfeit', by: 0, kind: 'bored' as never })
      .then(
        refused('invalid_format', {
          message: /a walkover, a resignation, a side leaving, or a technical decision/,
        }),
      );
    given(...played())
      .when({ type: 'Forfeit', by: 2, kind: 'left' })
      .then(refused('invalid_winner', { message: /must be one of the sides/ }));
  });
});

const NO_TARGET = { preset: 'three-player', target: null } as const;

describe('4. Who breaks, who plays white (ICF laws 43, 49)', () => {
  it.each([
    [0, 'break', 0],
    [0, 'side', 1],
    [1, 'break', 1],
    [1, 'side', 0],
  ] as const)('toss won by %i choosing the %s: side %i breaks first', (winner, choice, first) => {
    const after = given(...playedUnder({ toss: [winner, choice] }))
      .when(record(normal(0, 2)))
      .then(recorded(1, 1, normal(0, 2)));
    expect(boardOf(after, 1, 1).breaker).toBe(first);
    expect(gameOf(after, 1).firstBreaker).toBe(first);
  });

  it('no board before the toss', () => {
    given(...playedUnder({ toss: null }))
      .when({ type: 'RecordBoard', entry: normal(0, 2) })
      .then(refused('toss_required', { message: /Record the toss before the first board/ }));
  });

  it('49a: the break alternates board by board whoever wins (each side breaks 4 of 8)', () => {
    const after = given(...played(...times(7, normal(0, 1))))
      .when(record(normal(0, 1)))
      .then(recorded(1, 8, normal(0, 1))); // side 0 wins all 8
    expect(breakersOf(after, 1)).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
  });

  it('49a: game 2 is opened by the side that did not break first in game 1, game 3 by the one that did', () => {
    const after = given(...playedUnder({ toss: [1, 'side'] }, ...winGame(0), ...winGame(1)))
      .when(record(normal(0, 1)))
      .then(recorded(3, 1, normal(0, 1)));
    expect(gameOf(after, 1).firstBreaker).toBe(0);
    expect(gameOf(after, 2).firstBreaker).toBe(1);
    expect(gameOf(after, 3).firstBreaker).toBe(0);
    expect(breakersOf(after, 2)).toEqual([1, 0, 1]);
  });

  it('the extra-board toss does not change who opens the next game', () => {
    const after = given(
      ...played(...levelAfterEight, { type: 'RecordExtraBoardToss', winner: 0 }, normal(0, 1)),
    )
      .when(record(normal(0, 1)))
      .then(recorded(2, 1, normal(0, 1)));
    expect(gameOf(after, 1).firstBreaker).toBe(0);
    expect(gameOf(after, 2).firstBreaker).toBe(1);
  });

  it('49b doubles: the break passes to the right through all four players, alternating the pairs', () => {
    const after = given(...playedUnder({ type: 'doubles' }, ...times(7, normal(0, 1))))
      .when(record(normal(0, 1)))
      .then(recorded(1, 8, normal(0, 1)));
    // seats around the table: Asha (0/0), Bruno (1/0), Chen (0/1), Dara (1/1)
    expect(breakersOf(after, 1)).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
    expect(gameOf(after, 1).boards.map((b) => b.breakerPlayer)).toEqual([0, 0, 1, 1, 0, 0, 1, 1]);
  });
});

describe('5. Sides of the table (ICF law 60)', () => {
  it('60 (to pre-quarterfinals): in game 3 sides change after the 4th board when nobody has 13', () => {
    const third = given(...played(...toDecidingGame, ...times(2, normal(0, 1))))
      .when(record(normal(0, 1)))
      .then(recorded(3, 3, normal(0, 1)));
    expect(gameOf(third, 3).sideChangeAfterBoard).toBeNull();
    const fourth = given(...played(...toDecidingGame, ...times(3, normal(0, 1))))
      .when(record(normal(0, 1)))
      .then(recorded(3, 4, normal(0, 1))); // 4:0 after board 4
    expect(gameOf(fourth, 3).sideChangeAfterBoard).toBe(4);
  });

  it('60 (to pre-quarterfinals): or as soon as a side reaches 13, if that comes first', () => {
    const second = given(...played(...toDecidingGame, normal(0, 9, 'winner')))
      .when(record(normal(1, 1)))
      .then(recorded(3, 2, normal(1, 1))); // 12:1
    expect(gameOf(second, 3).sideChangeAfterBoard).toBeNull();
    const third = given(...played(...toDecidingGame, normal(0, 9, 'winner'), normal(1, 1)))
      .when(record(normal(0, 1)))
      .then(recorded(3, 3, normal(0, 1))); // 13:1 after board 3
    expect(gameOf(third, 3).sideChangeAfterBoard).toBe(3);
  });

  it('60 (quarterfinals on): only when a side reaches 13', () => {
    const knockout = { stage: 'knockout' } as const;
    const fourth = given(...playedUnder(knockout, ...toDecidingGame, ...times(3, normal(0, 1))))
      .when(record(normal(0, 1)))
      .then(recorded(3, 4, normal(0, 1)));
    expect(gameOf(fourth, 3).sideChangeAfterBoard).toBeNull(); // 4:0 after board 4
    const fifth = given(...playedUnder(knockout, ...toDecidingGame, ...times(4, normal(0, 1))))
      .when(record(normal(0, 9)))
      .then(recorded(3, 5, normal(0, 9))); // 4 + 9 = 13 at board 5
    expect(gameOf(fifth, 3).sideChangeAfterBoard).toBe(5);
  });

  it('games 1 and 2 have no change of sides during the game', () => {
    const after = given(...played(...times(5, normal(0, 1)), normal(1, 9), normal(0, 9)))
      .when(record(normal(1, 1)))
      .then(recorded(1, 8, normal(1, 1)));
    // side 0: 5 + 9 = 14 at board 7, board 8 played
    expect(gameOf(after, 1).sideChangeAfterBoard).toBeNull();
  });

  it('the change is prompted until it is recorded, then recorded once', () => {
    const prompted = given(...played(...toDecidingGame, ...times(4, normal(0, 1))))
      .when(record(normal(0, 1)))
      .then(recorded(3, 5, normal(0, 1)));
    expect(gameOf(prompted, 3).sideChangeAfterBoard).toBe(4);
    expect(gameOf(prompted, 3).sidesChanged).toBe(false);
    const onTime = given(...played(...toDecidingGame, ...times(4, normal(0, 1))))
      .when({ type: 'RecordSideChange' })
      .then({ type: 'SideChangeRecorded', game: 3, afterBoard: 4 });
    expect(gameOf(onTime, 3).sidesChanged).toBe(true);
    // Board 5 entered while the change was due (from another client): the players moved after
    // board 5, and that is what is recorded (the sheet prints it), not the board that made it due.
    const changed = given(...played(...toDecidingGame, ...times(5, normal(0, 1))))
      .when({ type: 'RecordSideChange' })
      .then({ type: 'SideChangeRecorded', game: 3, afterBoard: 5 });
    expect(gameOf(changed, 3).sidesChanged).toBe(true);
    expect(gameOf(changed, 3).sideChangeAfterBoard).toBe(4);
    given(...played(...toDecidingGame, ...times(5, normal(0, 1)), { type: 'RecordSideChange' }))
      .when({ type: 'RecordSideChange' })
      .then(refused('not_needed'));
  });
});

describe('6. Clocks (ICF)', () => {
  it('the ICF stroke clock is 15 s and starting it changes no score', () => {
    expect(given(...played(normal(0, 4))).thenView((state) => state.strokeClock)).toEqual({
      seconds: 15,
      startedAt: null,
    });
    const after = given(...played(normal(0, 4)))
      .when({ type: 'StartStrokeClock', at: 1000 })
      .then({ type: 'StrokeClockStarted', at: 1000 });
    expect(after.strokeClock).toEqual({ seconds: 15, startedAt: 1000 });
    expect(gameOf(after, 1).scores).toEqual([4, 0]);
  });

  it('ICF games are untimed', () => {
    const after = given(...playedUnder({ toss: null }))
      .when({ type: 'RecordToss', winner: 0, choice: 'break' })
      .then({ type: 'TossRecorded', toss: { winner: 0, choice: 'break' } });
    expect(after.gameClock).toBeNull();
  });
});

describe('7. Variants as ruleset settings', () => {
  it('queen worth 5 (queen-5): 6 + 5 = 11, no cut-off at 22, no cap (9 + 5 = 14)', () => {
    const first = given(...playedUnder({ rules: 'queen-5' }))
      .when(record(normal(0, 6, 'winner')))
      .then(recorded(1, 1, normal(0, 6, 'winner')));
    expect(boardOf(first, 1, 1).points).toEqual([11, 0]);
    const late = given(...playedUnder({ rules: 'queen-5' }, ...toTwentyTwo))
      .when(record(normal(1, 9, 'winner')))
      .then(recorded(1, 4, normal(1, 9, 'winner')));
    expect(boardOf(late, 1, 4).points).toEqual([0, 14]);
  });

  it('queen-5 has no cut-off: at 22 the winner still gets the queen: 22 + 1 + 5 = 28', () => {
    const after = given(...playedUnder({ rules: 'queen-5' }, ...toTwentyTwo))
      .when(record(normal(0, 1, 'winner')))
      .then(recorded(1, 4, normal(0, 1, 'winner')));
    expect(gameOf(after, 1).scores).toEqual([28, 0]);
  });

  it('queen-5 is best of one: one game decides the match', () => {
    const after = given(...playedUnder({ rules: 'queen-5' }, ...winGame(1).slice(0, 2)))
      .when(record(normal(1, 9)))
      .then(recorded(1, 3, normal(1, 9)));
    expect(after.winner).toBe(1);
  });

  it('cut-off 21 (club-21, "21 and above"): at 20 the queen counts, at 21 it does not', () => {
    const at20 = given(...playedUnder({ rules: 'club-21' }, normal(0, 9), normal(0, 9), normal(0, 2)))
      .when(record(normal(0, 6, 'winner')))
      .then(recorded(1, 4, normal(0, 6, 'winner')));
    expect(gameOf(at20, 1).scores).toEqual([29, 0]); // 20 + 6 + 3
    const at21 = given(...playedUnder({ rules: 'club-21' }, ...toTwentyOne))
      .when(record(normal(0, 6, 'winner')))
      .then(recorded(1, 4, normal(0, 6, 'winner')));
    expect(gameOf(at21, 1).scores).toEqual([27, 0]); // 21 + 6
  });

  it('no cut-off: { queenCutoff: null } gives the queen at 22: 22 + 6 + 3 = 31', () => {
    const after = given(...playedUnder({ rules: { queenCutoff: null } }, ...toTwentyTwo))
      .when(record(normal(0, 6, 'winner')))
      .then(recorded(1, 4, normal(0, 6, 'winner')));
    expect(gameOf(after, 1).scores).toEqual([31, 0]);
  });

  it('no cap: { boardCap: null }: penalty 9 + 3 + 2 = 14', () => {
    const after = given(...playedUnder({ rules: { boardCap: null } }))
      .when(record(penalty(0, 9, 'winner', 2)))
      .then(recorded(1, 1, penalty(0, 9, 'winner', 2)));
    expect(boardOf(after, 1, 1).points).toEqual([14, 0]);
  });

  it('target 29: 27 plays on, 29 ends the game', () => {
    const at27 = given(...playedUnder({ rules: { target: 29 } }, normal(0, 9), normal(0, 9)))
      .when(record(normal(0, 9)))
      .then(recorded(1, 3, normal(0, 9)));
    expect(gameOf(at27, 1).winner).toBeNull(); // 27
    const at29 = given(...playedUnder({ rules: { target: 29 } }, normal(0, 9), normal(0, 9), normal(0, 9)))
      .when(record(normal(0, 2)))
      .then(recorded(1, 4, normal(0, 2))); // 29
    expect(gameOf(at29, 1).winner).toBe(0);
    expect(gameOf(at29, 1).endedBy).toBe('points');
  });

  it('target 23: 9 + 9 + 5 = 23 ends the game', () => {
    const after = given(...playedUnder({ rules: { target: 23 } }, normal(0, 9), normal(0, 9)))
      .when(record(normal(0, 5)))
      .then(recorded(1, 3, normal(0, 5)));
    expect(gameOf(after, 1).winner).toBe(0);
    expect(gameOf(after, 1).scores).toEqual([23, 0]);
  });

  it('board limit 4: the leader after board 4 wins (1 + 1 = 2 against 2 + 2 = 4)', () => {
    const after = given(
      ...playedUnder({ rules: { boardLimit: 4 } }, normal(0, 1), normal(1, 2), normal(0, 1)),
    )
      .when(record(normal(1, 2)))
      .then(recorded(1, 4, normal(1, 2)));
    expect(gameOf(after, 1).winner).toBe(1);
    expect(gameOf(after, 1).endedBy).toBe('boards');
  });

  it('no board limit: { boardLimit: null } plays a 9th board', () => {
    const after = given(...playedUnder({ rules: { boardLimit: null } }, ...times(8, normal(0, 1))))
      .when(record(normal(0, 1)))
      .then(recorded(1, 9, normal(0, 1)));
    expect(gameOf(after, 1).boards).toHaveLength(9);
    expect(gameOf(after, 1).winner).toBeNull();
  });

  it('best of 1: one game decides; best of 5: three games needed', () => {
    const one = given(...playedUnder({ rules: { bestOf: 1 } }, ...winGame(0).slice(0, 2)))
      .when(record(normal(0, 9)))
      .then(recorded(1, 3, normal(0, 9)));
    expect(one.winner).toBe(0);
    const five = { rules: { bestOf: 5 } } as const;
    const twoNil = given(...playedUnder(five, ...winGame(0), ...winGame(0).slice(0, 2)))
      .when(record(normal(0, 9)))
      .then(recorded(2, 3, normal(0, 9)));
    expect(twoNil.winner).toBeNull();
    const threeOne = given(
      ...playedUnder(five, ...winGame(0), ...winGame(0), ...winGame(1), ...winGame(0).slice(0, 2)),
    )
      .when(record(normal(0, 9)))
      .then(recorded(4, 3, normal(0, 9)));
    expect(threeOne.winner).toBe(0); // games 3:1
    expect(threeOne.games).toHaveLength(4);
  });

  it('loser breaks: { breakOrder: "loser" } gives the next break to the loser of the board', () => {
    const after = given(
      ...playedUnder(
        { rules: { breakOrder: 'loser' } },
        normal(1, 2), // side 0 broke and lost → side 0 breaks again
        normal(1, 2), // side 0 lost again → side 0
        normal(0, 2), // side 1 lost → side 1
      ),
    )
      .when(record(normal(1, 2)))
      .then(recorded(1, 4, normal(1, 2)));
    expect(breakersOf(after, 1)).toEqual([0, 0, 0, 1]);
  });

  const timeUp = { type: 'MarkTimeUp', at: 25 * 60_000 } as const;
  const timedBoards: Step[] = [{ type: 'StartGameClock', at: 0 }, normal(0, 5), normal(1, 3)];

  it('timed game (club-21, 25 min): time up ends the game after the board in play, leader wins', () => {
    const called = given(...playedUnder({ rules: 'club-21' }, ...timedBoards))
      .when(timeUp)
      .then({ type: 'GameTimeUp', at: 25 * 60_000 });
    expect(gameOf(called, 1).winner).toBeNull(); // the board in play is still finished
    const after = given(...playedUnder({ rules: 'club-21' }, ...timedBoards, timeUp))
      .when(record(normal(1, 1)))
      .then(recorded(1, 3, normal(1, 1))); // 5:4
    expect(gameOf(after, 1).winner).toBe(0);
    expect(gameOf(after, 1).endedBy).toBe('time');
    expect(boardOf(after, 1, 3).entry.timeUp).toBe(true);
  });

  it('timed game: level when time is up → extra board after its toss', () => {
    const level = given(...playedUnder({ rules: 'club-21' }, ...timedBoards, timeUp))
      .when(record(normal(1, 2)))
      .then(recorded(1, 3, normal(1, 2))); // 5:5
    expect(gameOf(level, 1).tiedAtEnd).toBe(true);
    const history = playedUnder({ rules: 'club-21' }, ...timedBoards, timeUp, normal(1, 2));
    given(...history)
      .when(record(normal(0, 1)))
      .then(refused('missing_toss'));
    const after = given(
      ...playedUnder({ rules: 'club-21' }, ...timedBoards, timeUp, normal(1, 2), {
        type: 'RecordExtraBoardToss',
        winner: 1,
      }),
    )
      .when(record(normal(0, 1)))
      .then(recorded(1, 4, normal(0, 1))); // 6:5
    expect(boardOf(after, 1, 4).breaker).toBe(1);
    expect(gameOf(after, 1).endedBy).toBe('extraBoard');
    expect(gameOf(after, 1).winner).toBe(0);
  });

  it('free play: one running score, no target, no board limit, no cut-off, no cap, loser breaks', () => {
    const after = given(...playedUnder({ rules: 'free-play' }, ...times(9, normal(0, 9, 'winner'))))
      .when(record(normal(0, 9, 'winner')))
      .then(recorded(1, 10, normal(0, 9, 'winner')));
    // 10 × (9 + 3) = 120, nothing ends
    expect(gameOf(after, 1).scores).toEqual([120, 0]);
    expect(gameOf(after, 1).winner).toBeNull();
    expect(after.winner).toBeNull();
    expect(breakersOf(after, 1)).toEqual([0, 1, 1, 1, 1, 1, 1, 1, 1, 1]); // side 1 lost every board
    expect(after.strokeClock?.seconds).toBe(60);
  });

  it('three-player points game: black 1, white 2, queen 5 for what each player pocketed', () => {
    // A finished board: 9 black, 9 white and the queen between the three players.
    const board = pocketed([4, 3], [0, 3, true], [5, 3]);
    const after = given(...playedUnder({ type: 'three-player' }))
      .when(record(board))
      .then(recorded(1, 1, board));
    // 4×1 + 3×2 = 10;  3×2 + 5 = 11;  5×1 + 3×2 = 11
    expect(boardOf(after, 1, 1).points).toEqual([10, 11, 11]);
    expect(boardOf(after, 1, 1).winner).toBeNull();
    expect(gameOf(after, 1).scores).toEqual([10, 11, 11]);
  });

  it('three-player: the break rotates through the three players', () => {
    const board = pocketed([3, 3, true], [3, 3], [3, 3]);
    const after = given(...playedUnder({ type: 'three-player', rules: NO_TARGET }, ...times(3, board)))
      .when(record(board))
      .then(recorded(1, 4, board));
    expect(breakersOf(after, 1)).toEqual([0, 1, 2, 0]);
  });

  it('three-player: two players pass 25 level (26–26): the game is tied, an extra board decides', () => {
    const second = pocketed([1, 1], [4, 4], [4, 4, true]);
    const after = given(...playedUnder({ type: 'three-player' }, pocketed([3, 3], [3, 3, true], [3, 3])))
      .when(record(second))
      .then(recorded(1, 2, second));
    expect(gameOf(after, 1).scores).toEqual([12, 26, 26]);
    expect(gameOf(after, 1).winner).toBeNull();
    expect(gameOf(after, 1).tiedAtEnd).toBe(true);
  });

  it('three-player: 25 ends the game for the sole leader (9 + 18 + 5 = 32 in one board)', () => {
    const board = pocketed([0, 0], [9, 9, true], [0, 0]);
    const after = given(...playedUnder({ type: 'three-player' }))
      .when(record(board))
      .then(recorded(1, 1, board));
    expect(gameOf(after, 1).scores).toEqual([0, 32, 0]);
    expect(gameOf(after, 1).winner).toBe(1);
    expect(gameOf(after, 1).endedBy).toBe('points');
    expect(after.winner).toBe(1); // best of one
  });

  it('three-player: highest after 8 boards wins (8 × 1 = 8)', () => {
    // No target here, so the board limit decides: 8 × (3 + 6 + 5) = 112, 8 × 9 = 72.
    const board = pocketed([3, 3, true], [3, 3], [3, 3]);
    const after = given(...playedUnder({ type: 'three-player', rules: NO_TARGET }, ...times(7, board)))
      .when(record(board))
      .then(recorded(1, 8, board));
    expect(gameOf(after, 1).scores).toEqual([112, 72, 72]);
    expect(gameOf(after, 1).winner).toBe(0);
    expect(gameOf(after, 1).endedBy).toBe('boards');
  });

  it('three-player: tied at the top after 8 → one extra board after its toss (4:4:0, then 5:4:0)', () => {
    // No target: 4 × 14 + 4 × 9 = 92 each for the first two, 8 × 9 = 72 for the third.
    const boards = times(8, null).map((_, i) =>
      i % 2 === 0 ? pocketed([3, 3, true], [3, 3], [3, 3]) : pocketed([3, 3], [3, 3, true], [3, 3]),
    );
    const options = { type: 'three-player', rules: NO_TARGET } as const;
    const eighth = given(...playedUnder(options, ...boards.slice(0, 7)))
      .when(record(boards[7]!))
      .then(recorded(1, 8, boards[7]!));
    expect(gameOf(eighth, 1).scores).toEqual([92, 92, 72]);
    expect(gameOf(eighth, 1).winner).toBeNull();
    const extra = pocketed([3, 3, true], [3, 3], [3, 3]);
    given(...playedUnder(options, ...boards))
      .when(record(extra))
      .then(refused('missing_toss'));
    const after = given(...playedUnder(options, ...boards, { type: 'RecordExtraBoardToss', winner: 2 }))
      .when(record(extra))
      .then(recorded(1, 9, extra));
    expect(boardOf(after, 1, 9).breaker).toBe(2);
    expect(gameOf(after, 1).winner).toBe(0);
    expect(gameOf(after, 1).endedBy).toBe('extraBoard');
  });

  it('three-player: more than 9 of a colour, or two queens, is refused', () => {
    const start = playedUnder({ type: 'three-player' });
    given(...start)
      .when(record(pocketed([5, 0], [5, 0], [0, 0])))
      .then(refused('invalid_pieces'));
    given(...start)
      .when(record(pocketed([0, 0, true], [0, 0, true], [0, 0])))
      .then(refused('invalid_queen'));
    given(...start)
      .when(record(normal(0, 3)))
      .then(refused('invalid_format'));
  });

  it('overriding a single setting keeps the rest of the preset: { preset: "icf", queenPoints: 5 }', () => {
    const options = { rules: { preset: 'icf', queenPoints: 5 } } as const;
    const created = given()
      .when(createCommand(options))
      .then(expect.objectContaining({ type: 'MatchCreated' }));
    expect(created.setup?.ruleset).toMatchObject({
      preset: 'icf',
      queenPoints: 5,
      queenCutoff: 22,
      boardCap: 12,
      target: 25,
      boardLimit: 8,
      bestOf: 3,
      breakOrder: 'alternate',
    });
    const after = given(...playedUnder(options))
      .when(record(normal(0, 6, 'winner')))
      .then(recorded(1, 1, normal(0, 6, 'winner'))); // 6 + 5 = 11
    expect(gameOf(after, 1).scores).toEqual([11, 0]);
    const late = given(...playedUnder(options, ...toTwentyTwo))
      .when(record(normal(0, 1, 'winner')))
      .then(recorded(1, 4, normal(0, 1, 'winner')));
    expect(gameOf(late, 1).scores).toEqual([23, 0]); // cut-off still 22: 22 + 1
  });

  it.each([
    ['best of an even number', { bestOf: 2 }, 'singles'],
    ['several games that never end', { preset: 'free-play', bestOf: 3 }, 'singles'],
    ['loser breaks with three players', { breakOrder: 'loser' }, 'three-player'],
    ['an unknown setting', { queenValue: 5 }, 'singles'],
    ['an unknown preset', 'carrom-world', 'singles'],
    ['an unknown preset in an object', { preset: 'carrom-world' }, 'singles'],
    ['a setting out of range', { boardLimit: 0 }, 'singles'],
    ['a setting of the wrong type', { queenPoints: 'three' }, 'singles'],
  ] as const)('an impossible ruleset is refused with a message: %s', (_label, rules, type) => {
    const violation = given()
      .when(createCommand({ rules: rules as never, type }))
      .then(refused('invalid_format'));
    expect(violation.message.length).toBeGreaterThan(15);
  });
});
