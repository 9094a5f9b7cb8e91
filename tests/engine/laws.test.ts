/**
 * Every law of docs/rules.md (the ICF Laws of Carrom as the engine implements them, numbers as the ICF quotes
 * them), one describe per section. Expected values are worked out by hand from the laws and
 * written as literals, with the arithmetic in a comment.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_STATE, decide, replay, type SidesBoardEntry } from '../../shared/engine';
import { given, played, playedUnder, refused } from './given';
import { Match, createCommand, normal, penalty, pocketed, times, type MatchOptions } from './support';

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
function toDecidingGame(options: MatchOptions = {}): Match {
  return new Match(options).boards(...winGame(0), ...winGame(1));
}

describe('1. What a board is worth (ICF laws 52–55)', () => {
  it('52a/53a: the winner scores one point per opponent C/m left on the board', () => {
    const m = new Match().boards(normal(0, 6));
    expect(m.board(1, 1).points).toEqual([6, 0]);
    expect(m.game(1).scores).toEqual([6, 0]);
    m.boards(normal(1, 2)); // side 1: 0 + 2 = 2
    expect(m.game(1).scores).toEqual([6, 2]);
  });

  it("53a: the winner's own 9 pocketed C/m count for nothing", () => {
    const m = new Match().boards(normal(0, 1)); // 1 opponent C/m left → 1, never 9 or 10
    expect(m.board(1, 1).points).toEqual([1, 0]);
  });

  it('52b/53b: the queen adds 3 to a winner who covered it', () => {
    const m = new Match().boards(normal(0, 6, 'winner')); // 6 + 3 = 9
    expect(m.board(1, 1).points).toEqual([9, 0]);
    expect(m.board(1, 1).queenCounted).toBe(true);
  });

  it('53c: the loser of the board never scores the queen, even if the loser covered it', () => {
    const m = new Match().boards(normal(0, 6, 'loser')); // 6, and 0 for the loser
    expect(m.board(1, 1).points).toEqual([6, 0]);
    expect(m.board(1, 1).queenCounted).toBe(false);
  });

  it('54: the queen counts at 21 before the board: 21 + (6 + 3) = 30, ends the game on 30', () => {
    const m = new Match().boards(...toTwentyOne, normal(0, 6, 'winner'));
    expect(m.board(1, 4).points).toEqual([9, 0]);
    expect(m.board(1, 4).queenCounted).toBe(true);
    expect(m.game(1).scores).toEqual([30, 0]);
    expect(m.game(1).winner).toBe(0);
    expect(m.game(1).endedBy).toBe('points');
  });

  it('54: at 22 before the board the queen adds nothing: 22 + 6 = 28', () => {
    const m = new Match().boards(...toTwentyTwo, normal(0, 6, 'winner'));
    expect(m.board(1, 4).points).toEqual([6, 0]);
    expect(m.board(1, 4).queenCounted).toBe(false);
    expect(m.game(1).scores).toEqual([28, 0]);
    expect(m.game(1).winner).toBe(0);
  });

  it('54: the cut-off uses the score before the board, never after: 19 + (5 + 3) = 27', () => {
    const m = new Match().boards(normal(0, 9), normal(0, 9), normal(0, 1), normal(0, 5, 'winner'));
    // 9 + 9 + 1 = 19 before; the board takes side 0 past 22, but the queen still counts.
    expect(m.board(1, 4).queenCounted).toBe(true);
    expect(m.game(1).scores).toEqual([27, 0]);
  });

  it("54: the cut-off looks at the board winner's own score (opponent at 22, winner at 0)", () => {
    const m = new Match().boards(...toTwentyTwo, normal(1, 5, 'winner')); // side 1: 0 + 5 + 3 = 8
    expect(m.game(1).scores).toEqual([22, 8]);
    expect(m.board(1, 4).queenCounted).toBe(true);
  });

  it('54: past the cut-off the queen is still denied to the opponent who did not cover it', () => {
    const m = new Match().boards(...toTwentyTwo, normal(1, 5, 'loser')); // side 1: 5, no queen
    expect(m.game(1).scores).toEqual([22, 5]);
  });

  it('55: a board adds at most 12: 9 C/m + queen 3 = 12', () => {
    const m = new Match().boards(normal(0, 9, 'winner'));
    expect(m.board(1, 1).points).toEqual([12, 0]);
  });

  it('55: the cap cuts a larger award down to 12 (queen worth 5: 9 + 5 = 14 → 12)', () => {
    const m = new Match({ rules: { preset: 'icf', queenPoints: 5 } }).boards(normal(0, 9, 'winner'));
    expect(m.board(1, 1).points).toEqual([12, 0]);
  });

  it('the loser of a board scores 0', () => {
    const m = new Match().boards(normal(0, 9), normal(1, 4, 'winner'));
    expect(m.board(1, 1).points[1]).toBe(0);
    expect(m.board(1, 2).points[0]).toBe(0);
    expect(m.game(1).scores).toEqual([9, 7]); // 9 + 0 and 0 + (4 + 3)
  });

  it('a normal finish with 0 opponent C/m left is refused with a clear message', () => {
    const m = new Match();
    const v = m.refuse({ type: 'RecordBoard', entry: normal(0, 0) });
    expect(v.code).toBe('invalid_pieces');
    expect(v.message).toMatch(/0/);
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
    const m = new Match().boards(penalty(1, 4, 'winner'));
    expect(m.board(1, 1).points).toEqual([0, 7]);
    expect(m.board(1, 1).queenCounted).toBe(true);
  });

  it('a queen still on the board ("none") is credited to the winner: 2 + 3 = 5', () => {
    // Rules doc: "queen credited to the winner: the winner covered it, or it was still on the board".
    const m = new Match().boards(penalty(1, 2, 'none'));
    expect(m.board(1, 1).points).toEqual([0, 5]);
  });

  it('a queen covered by the offender is not credited: 2', () => {
    const m = new Match().boards(penalty(1, 2, 'loser'));
    expect(m.board(1, 1).points).toEqual([0, 2]);
  });

  it('0 pieces is allowed on a penalty finish and the floor makes it worth 1: max(1, 0) = 1', () => {
    const m = new Match().boards(penalty(0, 0, 'loser'));
    expect(m.board(1, 1).points).toEqual([1, 0]);
  });

  it('at 22 or more the winner wins by 1 point: max(1, 0 + 0) = 1 (queen past the cut-off)', () => {
    const m = new Match().boards(...toTwentyTwo, penalty(0, 0, 'winner'));
    expect(m.board(1, 4).points).toEqual([1, 0]);
    expect(m.board(1, 4).queenCounted).toBe(false);
    expect(m.game(1).scores).toEqual([23, 0]);
  });

  it('extra 0–2 is added after the floor: max(1, 0) + 2 = 3', () => {
    const m = new Match().boards(penalty(0, 0, 'loser', 2));
    expect(m.board(1, 1).points).toEqual([3, 0]);
  });

  it('extra on top of pieces and queen: 4 + 3 + 1 = 8', () => {
    const m = new Match().boards(penalty(0, 4, 'winner', 1));
    expect(m.board(1, 1).points).toEqual([8, 0]);
  });

  it('at 22 or more with extra: max(1, 0) + 2 = 3', () => {
    const m = new Match().boards(...toTwentyTwo, penalty(0, 0, 'winner', 2));
    expect(m.board(1, 4).points).toEqual([3, 0]); // 22 + 3 = 25 ends the game
    expect(m.game(1).endedBy).toBe('points');
  });

  it('the cap applies to the whole award: min(12, 9 + 3 + 2) = 12', () => {
    const m = new Match().boards(penalty(0, 9, 'winner', 2));
    expect(m.board(1, 1).points).toEqual([12, 0]);
  });

  it('9 pieces + extra 2 without the queen: min(12, 9 + 2) = 11', () => {
    const m = new Match().boards(penalty(0, 9, 'loser', 2));
    expect(m.board(1, 1).points).toEqual([11, 0]);
  });

  it('extra outside 0–2, or extra on a normal finish, is refused', () => {
    const m = new Match();
    expect(m.refuse({ type: 'RecordBoard', entry: penalty(0, 3, 'loser', 3) }).code).toBe('invalid_extra');
    expect(m.refuse({ type: 'RecordBoard', entry: penalty(0, 3, 'loser', -1) }).code).toBe('invalid_extra');
    expect(m.refuse({ type: 'RecordBoard', entry: { ...normal(0, 3), extra: 1 } }).code).toBe(
      'invalid_extra',
    );
  });
});

describe('2. When a game ends (ICF law 56)', () => {
  it('56a: a side reaching 25 wins the game at once: 9 + 9 + 7 = 25 after board 3', () => {
    const m = new Match().boards(normal(0, 9), normal(0, 9), normal(0, 7));
    expect(m.game(1).scores).toEqual([25, 0]);
    expect(m.game(1).winner).toBe(0);
    expect(m.game(1).endedBy).toBe('points');
    const v = m.refuse({ type: 'RecordBoard', game: 1, board: 4, entry: normal(1, 3) });
    expect(v.code).toBe('board_after_game_end');
    m.boards(normal(1, 3)); // the next board belongs to game 2
    expect(m.game(2).boards).toHaveLength(1);
  });

  it('56a: there is no "win by two": 25:24 ends the game', () => {
    // 9:0, 9:9, 18:9, 18:18, 24:18, 24:24, 25:24
    const m = new Match().boards(
      normal(0, 9),
      normal(1, 9),
      normal(0, 9),
      normal(1, 9),
      normal(0, 6),
      normal(1, 6),
      normal(0, 1),
    );
    expect(m.game(1).scores).toEqual([25, 24]);
    expect(m.game(1).winner).toBe(0);
    expect(m.game(1).endedBy).toBe('points');
  });

  it('56a/56b: 14:11 after board 8 is a finished game (leader wins)', () => {
    // side 0: 2 + 2 + 3 + 7 = 14; side 1: 1 + 3 + 4 + 3 = 11
    const m = new Match().boards(
      normal(0, 2),
      normal(1, 1),
      normal(0, 2),
      normal(1, 3),
      normal(0, 3),
      normal(1, 4),
      normal(0, 7),
      normal(1, 3),
    );
    expect(m.game(1).scores).toEqual([14, 11]);
    expect(m.game(1).winner).toBe(0);
    expect(m.game(1).endedBy).toBe('boards');
  });

  it('a 9th board after a decided 8th board is refused (it belongs to the next game)', () => {
    const m = new Match().boards(...times(5, normal(0, 1)), ...times(3, normal(1, 1))); // 5:3 after 8
    expect(m.game(1).endedBy).toBe('boards');
    const v = m.refuse({ type: 'RecordBoard', game: 1, board: 9, entry: normal(1, 4) });
    expect(v.code).toBe('board_after_game_end');
    expect({ game: v.game, board: v.board }).toEqual({ game: 1, board: 9 });
  });

  it('56b: a tie after board 8 needs exactly one extra board, after its own toss for the break', () => {
    const m = new Match().boards(...times(8, normal(0, 3)).map((b, i) => ({ ...b, winner: i % 2 })));
    // 3 + 3 + 3 + 3 = 12 each
    expect(m.game(1).scores).toEqual([12, 12]);
    expect(m.game(1).winner).toBeNull();
    expect(m.game(1).tiedAtEnd).toBe(true);
    expect(m.refuse({ type: 'RecordBoard', entry: normal(0, 1) }).code).toBe('missing_toss');
    // boards 1–8 broke 0,1,0,1,0,1,0,1: alternation would give side 0; the toss gives side 1
    m.do({ type: 'RecordExtraBoardToss', game: 1, winner: 1 });
    m.boards(normal(0, 1)); // 12 + 1 = 13
    expect(m.board(1, 9).breaker).toBe(1);
    expect(m.board(1, 9).extra).toBe(true);
    expect(m.game(1).scores).toEqual([13, 12]);
    expect(m.game(1).winner).toBe(0);
    expect(m.game(1).endedBy).toBe('extraBoard');
    expect(m.refuse({ type: 'RecordBoard', game: 1, board: 10, entry: normal(1, 1) }).code).toBe(
      'board_after_game_end',
    );
    expect(m.refuse({ type: 'RecordExtraBoardToss', winner: 0 }).code).toBe('not_needed');
  });

  it('56b: the extra board always decides: even a penalty with 0 pieces is worth 1', () => {
    const m = new Match()
      .boards(...times(8, normal(0, 3)).map((b, i) => ({ ...b, winner: i % 2 })))
      .do({ type: 'RecordExtraBoardToss', winner: 0 })
      .boards(penalty(1, 0, 'loser')); // max(1, 0) = 1 → 12:13
    expect(m.game(1).scores).toEqual([12, 13]);
    expect(m.game(1).winner).toBe(1);
  });

  it('from the quarterfinals on (stage knockout) there is no 8-board limit', () => {
    const m = new Match({ stage: 'knockout' }).boards(
      ...times(10, normal(0, 1)).map((b, i) => ({ ...b, winner: i % 2 })),
    );
    expect(m.game(1).boards).toHaveLength(10);
    expect(m.game(1).scores).toEqual([5, 5]);
    expect(m.game(1).winner).toBeNull();
    expect(m.game(1).tiedAtEnd).toBe(false);
    expect(m.state.setup?.ruleset.boardLimit).toBeNull();
    m.boards(normal(0, 9, 'winner'), normal(0, 9)); // 5 + 12 + 9 = 26 at board 12
    expect(m.game(1).winner).toBe(0);
    expect(m.game(1).endedBy).toBe('points');
  });
});

describe('3. The match (ICF law 57)', () => {
  it('57: best of three: two games to none ends the match; a third game is refused', () => {
    const twoNil = played(...winGame(0), ...winGame(0));
    expect(replay(twoNil)).toMatchObject({ winner: 0, endedBy: 'games' });
    given(...twoNil)
      .when({ type: 'RecordBoard', game: 3, board: 1, entry: normal(1, 3) })
      .then(refused('game_after_match_end', { message: /game 3 comes after the match was decided/ }));
  });

  it('57: once the match is decided a board from the console is refused, and the message says the match is over', () => {
    const m = new Match().boards(...winGame(0), ...winGame(0));
    const v = m.refuse({ type: 'RecordBoard', entry: normal(1, 3) });
    expect(['board_after_game_end', 'game_after_match_end']).toContain(v.code);
    expect(v.message).toMatch(/match/i);
  });

  it('57: one game each goes to a third game, whose winner wins the match', () => {
    const m = new Match().boards(...winGame(0), ...winGame(1));
    expect(m.state.winner).toBeNull();
    m.boards(...winGame(1));
    expect(m.state.games).toHaveLength(3);
    expect(m.state.winner).toBe(1);
  });

  it('walkover before any board: the other side wins the match', () => {
    const m = new Match().do({ type: 'Forfeit', by: 0, kind: 'walkover' });
    expect(m.state.winner).toBe(1);
    expect(m.state.endedBy).toBe('forfeit');
    expect(m.state.forfeit).toEqual({ by: 0, kind: 'walkover' });
  });

  it('resignation mid-match: the other side wins, the boards played stay on the record', () => {
    const m = new Match()
      .boards(...winGame(1), normal(1, 4))
      .do({ type: 'Forfeit', by: 1, kind: 'resigned' });
    expect(m.state.winner).toBe(0);
    expect(m.state.endedBy).toBe('forfeit');
    expect(m.game(1).winner).toBe(1); // game 1 was won on the table and stays so
    expect(m.game(1).boards).toHaveLength(3);
    expect(m.game(2).boards).toHaveLength(1);
    expect(m.game(2).scores).toEqual([0, 4]);
    expect(m.game(2).winner).toBe(0);
    expect(m.game(2).endedBy).toBe('forfeit');
  });

  it('a side leaving: the other side wins; nothing can be recorded after it', () => {
    const m = new Match().boards(normal(0, 5)).do({ type: 'Forfeit', by: 0, kind: 'left' });
    expect(m.state.winner).toBe(1);
    expect(m.state.forfeit?.kind).toBe('left');
    expect(['board_after_game_end', 'game_after_match_end']).toContain(
      m.refuse({ type: 'RecordBoard', entry: normal(0, 3) }).code,
    );
    expect(m.refuse({ type: 'Forfeit', by: 1, kind: 'walkover' }).code).toBe('game_after_match_end');
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
    const m = new Match({ toss: [winner, choice] }).boards(normal(0, 2));
    expect(m.board(1, 1).breaker).toBe(first);
    expect(m.game(1).firstBreaker).toBe(first);
  });

  it('no board before the toss', () => {
    given(...playedUnder({ toss: null }))
      .when({ type: 'RecordBoard', entry: normal(0, 2) })
      .then(refused('toss_required', { message: /Record the toss before the first board/ }));
  });

  it('49a: the break alternates board by board whoever wins (each side breaks 4 of 8)', () => {
    const m = new Match().boards(...times(7, normal(0, 1)), normal(0, 1)); // side 0 wins all 8
    expect(m.breakers(1)).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
  });

  it('49a: game 2 is opened by the side that did not break first in game 1, game 3 by the one that did', () => {
    const m = new Match({ toss: [1, 'side'] }).boards(...winGame(0), ...winGame(1), normal(0, 1));
    expect(m.game(1).firstBreaker).toBe(0);
    expect(m.game(2).firstBreaker).toBe(1);
    expect(m.game(3).firstBreaker).toBe(0);
    expect(m.breakers(2)).toEqual([1, 0, 1]);
  });

  it('the extra-board toss does not change who opens the next game', () => {
    const m = new Match()
      .boards(...times(8, normal(0, 3)).map((b, i) => ({ ...b, winner: i % 2 })))
      .do({ type: 'RecordExtraBoardToss', winner: 0 })
      .boards(normal(0, 1), normal(0, 1));
    expect(m.game(1).firstBreaker).toBe(0);
    expect(m.game(2).firstBreaker).toBe(1);
  });

  it('49b doubles: the break passes to the right through all four players, alternating the pairs', () => {
    const m = new Match({ type: 'doubles' }).boards(...times(8, normal(0, 1)));
    // seats around the table: Asha (0/0), Bruno (1/0), Chen (0/1), Dara (1/1)
    expect(m.breakers(1)).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
    expect(m.game(1).boards.map((b) => b.breakerPlayer)).toEqual([0, 0, 1, 1, 0, 0, 1, 1]);
  });
});

describe('5. Sides of the table (ICF law 60)', () => {
  it('60 (to pre-quarterfinals): in game 3 sides change after the 4th board when nobody has 13', () => {
    const m = toDecidingGame().boards(...times(3, normal(0, 1)));
    expect(m.game(3).sideChangeAfterBoard).toBeNull();
    m.boards(normal(0, 1)); // 4:0 after board 4
    expect(m.game(3).sideChangeAfterBoard).toBe(4);
  });

  it('60 (to pre-quarterfinals): or as soon as a side reaches 13, if that comes first', () => {
    const m = toDecidingGame().boards(normal(0, 9, 'winner'), normal(1, 1)); // 12:1
    expect(m.game(3).sideChangeAfterBoard).toBeNull();
    m.boards(normal(0, 1)); // 13:1 after board 3
    expect(m.game(3).sideChangeAfterBoard).toBe(3);
  });

  it('60 (quarterfinals on): only when a side reaches 13', () => {
    const m = toDecidingGame({ stage: 'knockout' }).boards(...times(4, normal(0, 1)));
    expect(m.game(3).sideChangeAfterBoard).toBeNull(); // 4:0 after board 4
    m.boards(normal(0, 9)); // 4 + 9 = 13 at board 5
    expect(m.game(3).sideChangeAfterBoard).toBe(5);
  });

  it('games 1 and 2 have no change of sides during the game', () => {
    const m = new Match().boards(...times(5, normal(0, 1)), normal(1, 9), normal(0, 9), normal(1, 1));
    // side 0: 5 + 9 = 14 at board 7, board 8 played
    expect(m.game(1).sideChangeAfterBoard).toBeNull();
  });

  it('the change is prompted until it is recorded, then recorded once', () => {
    const m = toDecidingGame().boards(...times(5, normal(0, 1)));
    expect(m.game(3).sideChangeAfterBoard).toBe(4);
    expect(m.game(3).sidesChanged).toBe(false);
    m.do({ type: 'RecordSideChange' });
    expect(m.events.at(-1)).toEqual({ type: 'SideChangeRecorded', game: 3, afterBoard: 4 });
    expect(m.game(3).sidesChanged).toBe(true);
    expect(m.refuse({ type: 'RecordSideChange' }).code).toBe('not_needed');
  });
});

describe('6. Clocks (ICF)', () => {
  it('the ICF stroke clock is 15 s and starting it changes no score', () => {
    const m = new Match().boards(normal(0, 4));
    expect(m.state.strokeClock).toEqual({ seconds: 15, startedAt: null });
    m.do({ type: 'StartStrokeClock', at: 1000 });
    expect(m.state.strokeClock).toEqual({ seconds: 15, startedAt: 1000 });
    expect(m.game(1).scores).toEqual([4, 0]);
  });

  it('ICF games are untimed', () => {
    const m = new Match();
    expect(m.state.gameClock).toBeNull();
  });
});

describe('7. Variants as ruleset settings', () => {
  it('queen worth 5 (queen-5): 6 + 5 = 11, no cut-off at 22, no cap (9 + 5 = 14)', () => {
    const m = new Match({ rules: 'queen-5' }).boards(normal(0, 6, 'winner'));
    expect(m.board(1, 1).points).toEqual([11, 0]);
    const n = new Match({ rules: 'queen-5' }).boards(...toTwentyTwo, normal(1, 9, 'winner'));
    expect(n.board(1, 4).points).toEqual([0, 14]);
  });

  it('queen-5 has no cut-off: at 22 the winner still gets the queen: 22 + 1 + 5 = 28', () => {
    const m = new Match({ rules: 'queen-5' }).boards(...toTwentyTwo, normal(0, 1, 'winner'));
    expect(m.game(1).scores).toEqual([28, 0]);
  });

  it('queen-5 is best of one: one game decides the match', () => {
    const m = new Match({ rules: 'queen-5' }).boards(...winGame(1));
    expect(m.state.winner).toBe(1);
  });

  it('cut-off 21 (club-21, "21 and above"): at 20 the queen counts, at 21 it does not', () => {
    const at20 = new Match({ rules: 'club-21' }).boards(
      normal(0, 9),
      normal(0, 9),
      normal(0, 2),
      normal(0, 6, 'winner'),
    );
    expect(at20.game(1).scores).toEqual([29, 0]); // 20 + 6 + 3
    const at21 = new Match({ rules: 'club-21' }).boards(...toTwentyOne, normal(0, 6, 'winner'));
    expect(at21.game(1).scores).toEqual([27, 0]); // 21 + 6
  });

  it('no cut-off: { queenCutoff: null } gives the queen at 22: 22 + 6 + 3 = 31', () => {
    const m = new Match({ rules: { queenCutoff: null } }).boards(...toTwentyTwo, normal(0, 6, 'winner'));
    expect(m.game(1).scores).toEqual([31, 0]);
  });

  it('no cap: { boardCap: null }: penalty 9 + 3 + 2 = 14', () => {
    const m = new Match({ rules: { boardCap: null } }).boards(penalty(0, 9, 'winner', 2));
    expect(m.board(1, 1).points).toEqual([14, 0]);
  });

  it('target 29: 27 plays on, 29 ends the game', () => {
    const m = new Match({ rules: { target: 29 } }).boards(normal(0, 9), normal(0, 9), normal(0, 9));
    expect(m.game(1).winner).toBeNull(); // 27
    m.boards(normal(0, 2)); // 29
    expect(m.game(1).winner).toBe(0);
    expect(m.game(1).endedBy).toBe('points');
  });

  it('target 23: 9 + 9 + 5 = 23 ends the game', () => {
    const m = new Match({ rules: { target: 23 } }).boards(normal(0, 9), normal(0, 9), normal(0, 5));
    expect(m.game(1).winner).toBe(0);
    expect(m.game(1).scores).toEqual([23, 0]);
  });

  it('board limit 4: the leader after board 4 wins (1 + 1 = 2 against 2 + 2 = 4)', () => {
    const m = new Match({ rules: { boardLimit: 4 } }).boards(
      normal(0, 1),
      normal(1, 2),
      normal(0, 1),
      normal(1, 2),
    );
    expect(m.game(1).winner).toBe(1);
    expect(m.game(1).endedBy).toBe('boards');
  });

  it('no board limit: { boardLimit: null } plays a 9th board', () => {
    const m = new Match({ rules: { boardLimit: null } }).boards(...times(9, normal(0, 1)));
    expect(m.game(1).boards).toHaveLength(9);
    expect(m.game(1).winner).toBeNull();
  });

  it('best of 1: one game decides; best of 5: three games needed', () => {
    const one = new Match({ rules: { bestOf: 1 } }).boards(...winGame(0));
    expect(one.state.winner).toBe(0);
    const five = new Match({ rules: { bestOf: 5 } }).boards(...winGame(0), ...winGame(0));
    expect(five.state.winner).toBeNull();
    five.boards(...winGame(1), ...winGame(0));
    expect(five.state.winner).toBe(0); // games 3:1
    expect(five.state.games).toHaveLength(4);
  });

  it('loser breaks: { breakOrder: "loser" } gives the next break to the loser of the board', () => {
    const m = new Match({ rules: { breakOrder: 'loser' } }).boards(
      normal(1, 2), // side 0 broke and lost → side 0 breaks again
      normal(1, 2), // side 0 lost again → side 0
      normal(0, 2), // side 1 lost → side 1
      normal(1, 2),
    );
    expect(m.breakers(1)).toEqual([0, 0, 0, 1]);
  });

  it('timed game (club-21, 25 min): time up ends the game after the board in play, leader wins', () => {
    const m = new Match({ rules: 'club-21' })
      .do({ type: 'StartGameClock', at: 0 })
      .boards(normal(0, 5), normal(1, 3))
      .do({ type: 'MarkTimeUp', at: 25 * 60_000 });
    expect(m.game(1).winner).toBeNull(); // the board in play is still finished
    m.boards(normal(1, 1)); // 5:4
    expect(m.game(1).winner).toBe(0);
    expect(m.game(1).endedBy).toBe('time');
    expect(m.board(1, 3).entry.timeUp).toBe(true);
  });

  it('timed game: level when time is up → extra board after its toss', () => {
    const m = new Match({ rules: 'club-21' })
      .do({ type: 'StartGameClock', at: 0 })
      .boards(normal(0, 5), normal(1, 3))
      .do({ type: 'MarkTimeUp', at: 25 * 60_000 })
      .boards(normal(1, 2)); // 5:5
    expect(m.game(1).tiedAtEnd).toBe(true);
    expect(m.refuse({ type: 'RecordBoard', entry: normal(0, 1) }).code).toBe('missing_toss');
    m.do({ type: 'RecordExtraBoardToss', winner: 1 }).boards(normal(0, 1)); // 6:5
    expect(m.board(1, 4).breaker).toBe(1);
    expect(m.game(1).endedBy).toBe('extraBoard');
    expect(m.game(1).winner).toBe(0);
  });

  it('free play: one running score, no target, no board limit, no cut-off, no cap, loser breaks', () => {
    const m = new Match({ rules: 'free-play' }).boards(...times(10, normal(0, 9, 'winner')));
    // 10 × (9 + 3) = 120, nothing ends
    expect(m.game(1).scores).toEqual([120, 0]);
    expect(m.game(1).winner).toBeNull();
    expect(m.state.winner).toBeNull();
    expect(m.breakers(1)).toEqual([0, 1, 1, 1, 1, 1, 1, 1, 1, 1]); // side 1 lost every board
    expect(m.state.strokeClock?.seconds).toBe(60);
  });

  it('three-player points game: black 1, white 2, queen 5 for what each player pocketed', () => {
    // A finished board: 9 black, 9 white and the queen between the three players.
    const m = new Match({ type: 'three-player' }).boards(pocketed([4, 3], [0, 3, true], [5, 3]));
    // 4×1 + 3×2 = 10;  3×2 + 5 = 11;  5×1 + 3×2 = 11
    expect(m.board(1, 1).points).toEqual([10, 11, 11]);
    expect(m.board(1, 1).winner).toBeNull();
    expect(m.game(1).scores).toEqual([10, 11, 11]);
  });

  it('three-player: the break rotates through the three players', () => {
    const m = new Match({ type: 'three-player', rules: NO_TARGET }).boards(
      ...times(4, pocketed([3, 3, true], [3, 3], [3, 3])),
    );
    expect(m.breakers(1)).toEqual([0, 1, 2, 0]);
  });

  it('three-player: two players pass 25 level (26–26): the game is tied, an extra board decides', () => {
    const m = new Match({ type: 'three-player' }).boards(
      pocketed([3, 3], [3, 3, true], [3, 3]),
      pocketed([1, 1], [4, 4], [4, 4, true]),
    );
    expect(m.game(1).scores).toEqual([12, 26, 26]);
    expect(m.game(1).winner).toBeNull();
    expect(m.game(1).tiedAtEnd).toBe(true);
  });

  it('three-player: 25 ends the game for the sole leader (9 + 18 + 5 = 32 in one board)', () => {
    const m = new Match({ type: 'three-player' }).boards(pocketed([0, 0], [9, 9, true], [0, 0]));
    expect(m.game(1).scores).toEqual([0, 32, 0]);
    expect(m.game(1).winner).toBe(1);
    expect(m.game(1).endedBy).toBe('points');
    expect(m.state.winner).toBe(1); // best of one
  });

  it('three-player: highest after 8 boards wins (8 × 1 = 8)', () => {
    // No target here, so the board limit decides: 8 × (3 + 6 + 5) = 112, 8 × 9 = 72.
    const m = new Match({ type: 'three-player', rules: NO_TARGET }).boards(
      ...times(8, pocketed([3, 3, true], [3, 3], [3, 3])),
    );
    expect(m.game(1).scores).toEqual([112, 72, 72]);
    expect(m.game(1).winner).toBe(0);
    expect(m.game(1).endedBy).toBe('boards');
  });

  it('three-player: tied at the top after 8 → one extra board after its toss (4:4:0, then 5:4:0)', () => {
    // No target: 4 × 14 + 4 × 9 = 92 each for the first two, 8 × 9 = 72 for the third.
    const boards = times(8, null).map((_, i) =>
      i % 2 === 0 ? pocketed([3, 3, true], [3, 3], [3, 3]) : pocketed([3, 3], [3, 3, true], [3, 3]),
    );
    const m = new Match({ type: 'three-player', rules: NO_TARGET }).boards(...boards);
    expect(m.game(1).scores).toEqual([92, 92, 72]);
    expect(m.game(1).winner).toBeNull();
    expect(m.refuse({ type: 'RecordBoard', entry: pocketed([3, 3, true], [3, 3], [3, 3]) }).code).toBe(
      'missing_toss',
    );
    m.do({ type: 'RecordExtraBoardToss', winner: 2 }).boards(pocketed([3, 3, true], [3, 3], [3, 3]));
    expect(m.board(1, 9).breaker).toBe(2);
    expect(m.game(1).winner).toBe(0);
    expect(m.game(1).endedBy).toBe('extraBoard');
  });

  it('three-player: more than 9 of a colour, or two queens, is refused', () => {
    const m = new Match({ type: 'three-player' });
    expect(m.refuse({ type: 'RecordBoard', entry: pocketed([5, 0], [5, 0], [0, 0]) }).code).toBe(
      'invalid_pieces',
    );
    expect(m.refuse({ type: 'RecordBoard', entry: pocketed([0, 0, true], [0, 0, true], [0, 0]) }).code).toBe(
      'invalid_queen',
    );
    expect(m.refuse({ type: 'RecordBoard', entry: normal(0, 3) }).code).toBe('invalid_format');
  });

  it('overriding a single setting keeps the rest of the preset: { preset: "icf", queenPoints: 5 }', () => {
    const m = new Match({ rules: { preset: 'icf', queenPoints: 5 } });
    expect(m.state.setup?.ruleset).toMatchObject({
      preset: 'icf',
      queenPoints: 5,
      queenCutoff: 22,
      boardCap: 12,
      target: 25,
      boardLimit: 8,
      bestOf: 3,
      breakOrder: 'alternate',
    });
    m.boards(normal(0, 6, 'winner')); // 6 + 5 = 11
    expect(m.game(1).scores).toEqual([11, 0]);
    const late = new Match({ rules: { preset: 'icf', queenPoints: 5 } }).boards(
      ...toTwentyTwo,
      normal(0, 1, 'winner'),
    );
    expect(late.game(1).scores).toEqual([23, 0]); // cut-off still 22: 22 + 1
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
    const decision = decide(EMPTY_STATE, createCommand({ rules: rules as never, type }));
    expect(decision.ok).toBe(false);
    if (decision.ok) return;
    expect(decision.violation.code).toBe('invalid_format');
    expect(decision.violation.message.length).toBeGreaterThan(15);
  });
});
