/**
 * Corrections, voids, the extra-board toss, the side change, details and clocks: the commands
 * around the boards. Expected values are worked out by hand from the laws.
 */
import { describe, expect, it } from 'vitest';
import { replay, type MatchEvent } from '../../shared/engine';
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
  voided,
  type Step,
} from './given';
import { normal, times } from './support';

/** Eight boards of 3 won alternately: 12:12 after board 8. */
const levelAfterEight = times(8, normal(0, 3)).map((b, i) => ({ ...b, winner: i % 2 }));
const winGame = (side: number) => [normal(side, 9, 'winner'), normal(side, 9), normal(side, 9)];

describe('corrections replay everything after the corrected board', () => {
  it('correcting board 2 changes whether the queen counts in board 5', () => {
    // 9, 9 (18), side 1 takes 1, 4 → 22; board 5: 1 + queen at 22 → 1 → 23:1
    const four = [normal(0, 9), normal(0, 9), normal(1, 1), normal(0, 4)];
    const before = given(...played(...four))
      .when(record(normal(0, 1, 'winner')))
      .then(recorded(1, 5, normal(0, 1, 'winner')));
    expect(boardOf(before, 1, 5).queenCounted).toBe(false);
    expect(gameOf(before, 1).scores).toEqual([23, 1]);
    // board 2 was really 8: 9 + 8 + 4 = 21 before board 5, so the queen counts: 21 + 1 + 3 = 25
    // (then() also checks the state decide gives is the replay of the events)
    const m = given(...played(...four, normal(0, 1, 'winner')))
      .when({ type: 'CorrectBoard', game: 1, board: 2, entry: normal(0, 8) })
      .then({ type: 'BoardCorrected', game: 1, board: 2, entry: normal(0, 8), previous: normal(0, 9) });
    expect(boardOf(m, 1, 2).scores).toEqual([17, 0]);
    expect(boardOf(m, 1, 5).queenCounted).toBe(true);
    expect(boardOf(m, 1, 5).points).toEqual([4, 0]);
    expect(gameOf(m, 1).scores).toEqual([25, 1]);
    expect(gameOf(m, 1).winner).toBe(0);
    expect(gameOf(m, 1).endedBy).toBe('points');
  });

  it('a correction that would end the game earlier is refused, naming exactly the boards made invalid', () => {
    // game 1: 9, 18, 18:2, 23:2, 23:5, 25:5 (board 6 ends it); game 2: board 1
    const history = played(
      normal(0, 9),
      normal(0, 9),
      normal(1, 2),
      normal(0, 5),
      normal(1, 3),
      normal(0, 2),
      normal(1, 4),
    );
    expect(replay(history).games[0]?.boards).toHaveLength(6);
    // board 2 as 9 + queen: 9 + 12 = 21, 21:2, 21 + 5 = 26 at board 4 → boards 5, 6 and game 2's board 1 are orphaned
    given(...history)
      .when({ type: 'CorrectBoard', game: 1, board: 2, entry: normal(0, 9, 'winner') })
      .then(
        refused('correction_conflict', {
          message:
            /^Correcting board 2 of game 1 would decide game 1 earlier, so board 5 of game 1, board 6 of game 1 and board 1 of game 2 would come after/,
          invalidBoards: [
            { game: 1, board: 5 },
            { game: 1, board: 6 },
            { game: 2, board: 1 },
          ],
        }),
      );
  });

  it('a correction that leaves a decided game undecided is refused when the next game has boards', () => {
    // game 1 30:0, game 2 0:2; board 3 as 1: 12 + 9 + 1 = 22, game 1 not decided → game 2 board 1 cannot stand
    given(...played(...winGame(0), normal(1, 2)))
      .when({ type: 'CorrectBoard', game: 1, board: 3, entry: normal(0, 1) })
      .then(refused('correction_conflict', { invalidBoards: [{ game: 2, board: 1 }] }));
  });

  it('a correction to a board that does not exist, an invalid entry, or the same values is refused', () => {
    const oneBoard = played(normal(0, 4));
    given(...oneBoard)
      .when({ type: 'CorrectBoard', game: 1, board: 2, entry: normal(0, 3) })
      .then(refused('wrong_board', { message: /There is no board 2 of game 1 to correct/ }));
    given(...oneBoard)
      .when({ type: 'CorrectBoard', game: 1, board: 1, entry: normal(0, 0) })
      .then(refused('invalid_pieces'));
    given(...oneBoard)
      .when({ type: 'CorrectBoard', game: 1, board: 1, entry: normal(0, 4) })
      .then(refused('not_needed'));
  });

  it('an undo after a forfeit is refused (issue 23); a stored one still rebuilds the record and keeps the forfeit', () => {
    // Game 1 30:0; game 2 at 21:0 (12 + 9) when side 1 resigns.
    const history: MatchEvent[] = [
      ...played(...winGame(0), normal(0, 9, 'winner'), normal(0, 9)),
      { type: 'MatchForfeited', forfeit: { by: 1, kind: 'resigned' } },
    ];
    given(...history)
      .when({ type: 'VoidLastBoard' })
      .then(refused('game_after_match_end', { message: /withdraw the forfeit first/ }));
    // A log written before the rule: undoing game 2's board 2 leaves 12:0, and the resignation
    // still decides the match for side 0.
    const after = replay([...history, voided(2, 2, normal(0, 9))]);
    expect(after).toMatchObject({ winner: 0, endedBy: 'forfeit', forfeit: { by: 1, kind: 'resigned' } });
    expect(after.games[1]?.scores).toEqual([12, 0]);
  });

  it('correcting the winner of a board moves the points to the other side', () => {
    const m = given(...played(normal(0, 4), normal(1, 2)))
      .when({ type: 'CorrectBoard', game: 1, board: 1, entry: normal(1, 4, 'winner') }) // 4 + 3 = 7
      .then({
        type: 'BoardCorrected',
        game: 1,
        board: 1,
        entry: normal(1, 4, 'winner'),
        previous: normal(0, 4),
      });
    expect(gameOf(m, 1).scores).toEqual([0, 9]); // 7 + 2
    expect(breakersOf(m, 1)).toEqual([0, 1]); // the break does not follow the winner
  });
});

describe('void the last board', () => {
  it('voiding the last board gives the state before it', () => {
    const after = given(...played(normal(0, 4), normal(1, 2)))
      .when({ type: 'VoidLastBoard' })
      .then(voided(1, 2, normal(1, 2)));
    expect(after.games).toEqual(replay(played(normal(0, 4))).games);
  });

  it('voiding the first board of game 2 reopens nothing in game 1 and removes game 2', () => {
    const after = given(...played(...winGame(0), normal(1, 3)))
      .when({ type: 'VoidLastBoard', game: 2, board: 1 })
      .then(voided(2, 1, normal(1, 3)));
    expect(after.games).toHaveLength(1);
    expect(after.games[0]?.winner).toBe(0);
  });

  it('voiding the board that decided the match is refused (issue 23); a stored void still reopens the match', () => {
    const history = played(...winGame(0), ...winGame(0));
    expect(replay(history).winner).toBe(0);
    given(...history)
      .when({ type: 'VoidLastBoard' })
      .then(refused('game_after_match_end', { message: /Undo is refused: correct a board instead/ }));
    const after = replay([...history, voided(2, 3, normal(0, 9))]);
    expect(after.winner).toBeNull();
    expect(after.games[1]?.scores).toEqual([21, 0]); // 12 + 9
  });

  it('voiding the extra board keeps its toss: the same side breaks it again', () => {
    const toss: MatchEvent = { type: 'ExtraBoardTossRecorded', game: 1, winner: 1 };
    const history = [...played(...levelAfterEight), toss, recorded(1, 9, normal(0, 2))];
    const after = given(...history)
      .when({ type: 'VoidLastBoard' })
      .then(voided(1, 9, normal(0, 2)));
    expect(after.games[0]).toMatchObject({ winner: null, extraBoardBreak: 1 });
    const again = given(...history, voided(1, 9, normal(0, 2)))
      .when({ type: 'RecordBoard', entry: normal(1, 2) })
      .then(recorded(1, 9, normal(1, 2)));
    expect(again.games[0]?.boards[8]?.breaker).toBe(1);
    expect(again.games[0]?.scores).toEqual([12, 14]);
  });

  it('nothing to void, or a stale console naming another board, is refused', () => {
    given(...played())
      .when({ type: 'VoidLastBoard' })
      .then(refused('nothing_to_void'));
    given(...played(normal(0, 1), normal(0, 1)))
      .when({ type: 'VoidLastBoard', game: 1, board: 1 })
      .then(refused('wrong_board', { message: /The last board is board 2 of game 1/ }));
  });
});

describe('recording a board at a stated position', () => {
  it('a stale console (board already recorded) is refused with wrong_board', () => {
    given(...played(normal(0, 1)))
      .when({ type: 'RecordBoard', game: 1, board: 1, entry: normal(0, 2) })
      .then(refused('wrong_board', { message: /board 2 of game 1 is next/ }));
    const after = given(...played(normal(0, 1)))
      .when({ type: 'RecordBoard', game: 1, board: 2, entry: normal(0, 2) })
      .then(recorded(1, 2, normal(0, 2)));
    expect(after.games[0]?.scores).toEqual([3, 0]);
  });
});

describe('the extra-board toss', () => {
  it('is refused when no extra board is due', () => {
    given(...played(normal(0, 3)))
      .when({ type: 'RecordExtraBoardToss', winner: 0 })
      .then(refused('not_needed'));
  });

  it('is refused for a side that does not exist or for another game', () => {
    const level = played(...levelAfterEight);
    given(...level)
      .when({ type: 'RecordExtraBoardToss', winner: 2 })
      .then(refused('invalid_winner'));
    given(...level)
      .when({ type: 'RecordExtraBoardToss', game: 2, winner: 0 })
      .then(refused('wrong_board'));
    const after = given(...level)
      .when({ type: 'RecordExtraBoardToss', game: 1, winner: 0 })
      .then({ type: 'ExtraBoardTossRecorded', game: 1, winner: 0 });
    expect(after.games[0]?.extraBoardBreak).toBe(0);
  });

  it('is refused once the extra board is played', () => {
    const toss: MatchEvent = { type: 'ExtraBoardTossRecorded', game: 1, winner: 0 };
    given(...played(...levelAfterEight), toss, recorded(1, 9, normal(0, 1)))
      .when({ type: 'RecordExtraBoardToss', winner: 1 })
      .then(refused('not_needed'));
  });
});

describe('the side change record (law 60)', () => {
  it('is accepted in game 3 once due, names the board, and is refused when not due', () => {
    const twoGames = played(...winGame(0), ...winGame(1));
    given(...twoGames)
      .when({ type: 'RecordSideChange' })
      .then(refused('not_needed'));
    // 12, then 13 after board 2
    const due = [...twoGames, recorded(3, 1, normal(0, 9, 'winner')), recorded(3, 2, normal(0, 1))];
    given(...due)
      .when({ type: 'RecordSideChange', game: 2 })
      .then(refused('wrong_board'));
    const changed: MatchEvent = { type: 'SideChangeRecorded', game: 3, afterBoard: 2 };
    given(...due)
      .when({ type: 'RecordSideChange', game: 3 })
      .then(changed);
    given(...due, changed)
      .when({ type: 'RecordSideChange' })
      .then(refused('not_needed'));
  });

  it('survives a correction of an earlier board', () => {
    const history = played(...winGame(0), ...winGame(1), ...times(5, normal(0, 1)), {
      type: 'RecordSideChange',
    });
    const after = given(...history)
      .when({ type: 'CorrectBoard', game: 3, board: 5, entry: normal(0, 2) })
      .then({ type: 'BoardCorrected', game: 3, board: 5, entry: normal(0, 2), previous: normal(0, 1) });
    expect(after.games[2]).toMatchObject({ sidesChanged: true, sideChangeAfterBoard: 4 });
  });
});

describe('details', () => {
  it('names and match details can be updated without touching the score', () => {
    const sides = [
      { name: 'Asha R.', players: ['Asha R.'], club: 'Pune' },
      { name: 'Bruno', players: ['Bruno'] },
    ];
    const info = { event: 'City Open', round: 'R16', table: '3' };
    const m = given(...played(normal(0, 5)))
      .when({ type: 'UpdateDetails', sides, info })
      .then({ type: 'DetailsUpdated', sides, info });
    expect(m.setup?.sides[0]).toEqual({ name: 'Asha R.', players: ['Asha R.'], club: 'Pune' });
    expect(m.setup?.info).toEqual({ event: 'City Open', round: 'R16', table: '3' });
    expect(gameOf(m, 1).scores).toEqual([5, 0]);
  });

  it('details that do not fit the match are refused', () => {
    const three = [
      { name: 'A', players: ['A'] },
      { name: 'B', players: ['B'] },
      { name: 'C', players: ['C'] },
    ];
    given(...played())
      .when({ type: 'UpdateDetails', sides: three, info: {} })
      .then(refused('invalid_format'));
    const blank = [
      { name: ' ', players: ['A'] },
      { name: 'B', players: ['B'] },
    ];
    given(...played())
      .when({ type: 'UpdateDetails', sides: blank, info: {} })
      .then(refused('invalid_format'));
  });
});

describe('clocks', () => {
  const MIN = 60_000;

  it('the game clock starts, pauses and adds up the time used', () => {
    const club = (...steps: Step[]) => playedUnder({ rules: 'club-21' }, ...steps);
    expect(given(...club()).thenView((state) => state.gameClock)).toEqual({
      limitMs: 25 * MIN,
      usedMs: 0,
      runningSince: null,
      expired: false,
    });
    const start = { type: 'StartGameClock', at: 1_000 } as const;
    const running = given(...club())
      .when(start)
      .then({ type: 'GameClockStarted', at: 1_000 });
    expect(running.gameClock?.runningSince).toBe(1_000);
    given(...club(start))
      .when({ type: 'StartGameClock', at: 2_000 })
      .then(refused('clock'));
    const pause = { type: 'PauseGameClock', at: 61_000 } as const;
    const paused = given(...club(start))
      .when(pause)
      .then({ type: 'GameClockPaused', at: 61_000 }); // 60 s used
    expect(paused.gameClock).toMatchObject({ usedMs: 60_000, runningSince: null });
    given(...club(start, pause))
      .when({ type: 'PauseGameClock', at: 62_000 })
      .then(refused('clock'));
    const again = given(...club(start, pause, { type: 'StartGameClock', at: 100_000 }))
      .when({ type: 'PauseGameClock', at: 130_000 })
      .then({ type: 'GameClockPaused', at: 130_000 }); // + 30 s
    expect(again.gameClock?.usedMs).toBe(90_000);
  });

  it('time up: the next board is the last of the game and carries timeUp; the clock restarts for game 2', () => {
    const clockAndBoard: Step[] = [{ type: 'StartGameClock', at: 0 }, normal(1, 4)];
    const up = given(...playedUnder({ rules: 'club-21' }, ...clockAndBoard))
      .when({ type: 'MarkTimeUp', at: 25 * MIN })
      .then({ type: 'GameTimeUp', at: 25 * MIN });
    expect(up.gameClock?.expired).toBe(true);
    expect(up.timeUpPending).toBe(true);
    const timeUp = playedUnder({ rules: 'club-21' }, ...clockAndBoard, { type: 'MarkTimeUp', at: 25 * MIN });
    given(...timeUp)
      .when({ type: 'StartGameClock', at: 25 * MIN + 1 })
      .then(refused('clock'));
    const m = given(...timeUp)
      .when(record(normal(0, 2)))
      .then(recorded(1, 2, normal(0, 2))); // 2:4, time is up → side 1 leads
    expect(boardOf(m, 1, 2).entry.timeUp).toBe(true);
    expect(gameOf(m, 1).winner).toBe(1);
    expect(gameOf(m, 1).endedBy).toBe('time');
    expect(m.timeUpPending).toBe(false);
    expect(m.gameClock).toEqual({ limitMs: 25 * MIN, usedMs: 0, runningSince: null, expired: false });
  });

  it('the stroke clock starts and resets, and a recorded board resets it', () => {
    const club = (...steps: Step[]) => playedUnder({ rules: 'club-21' }, ...steps);
    expect(given(...club()).thenView((state) => state.strokeClock)).toEqual({ seconds: 10, startedAt: null });
    const start = { type: 'StartStrokeClock', at: 5_000 } as const;
    const started = given(...club())
      .when(start)
      .then({ type: 'StrokeClockStarted', at: 5_000 });
    expect(started.strokeClock?.startedAt).toBe(5_000);
    const reset = given(...club(start))
      .when({ type: 'ResetStrokeClock', at: 9_000 })
      .then({ type: 'StrokeClockReset', at: 9_000 });
    expect(reset.strokeClock?.startedAt).toBeNull();
    const history = club(
      start,
      { type: 'ResetStrokeClock', at: 9_000 },
      { type: 'StartStrokeClock', at: 10_000 },
    );
    const m = given(...history)
      .when(record(normal(0, 1)))
      .then(recorded(1, 1, normal(0, 1)));
    expect(m.strokeClock?.startedAt).toBeNull();
  });

  it('clock commands are refused when the ruleset has no such clock, or without a time', () => {
    given(...played())
      .when({ type: 'StartGameClock', at: 0 })
      .then(refused('clock'));
    given(...played())
      .when({ type: 'MarkTimeUp', at: 0 })
      .then(refused('clock'));
    given(...playedUnder({ type: 'three-player' }))
      .when({ type: 'StartStrokeClock', at: 0 })
      .then(refused('clock'));
    given(...playedUnder({ rules: 'club-21' }))
      .when({ type: 'StartGameClock', at: Number.NaN })
      .then(refused('clock'));
    given(...playedUnder({ rules: 'club-21' }))
      .when({ type: 'StartGameClock' } as never)
      .then(refused('clock'));
  });

  it('a board marked "time up" is refused when the ruleset has no game clock', () => {
    given(...played())
      .when(record({ ...normal(0, 3), timeUp: true }))
      .then(refused('invalid_format', { message: /no game clock/ }));
  });

  it('correcting the last board of a game ended by time keeps it the last board', () => {
    const wonOnTime = playedUnder(
      { rules: 'club-21' },
      { type: 'StartGameClock', at: 0 },
      normal(1, 4),
      { type: 'MarkTimeUp', at: 25 * MIN },
      normal(0, 2), // 2:4 → side 1 wins on time
    );
    const m = given(...wonOnTime)
      .when({ type: 'CorrectBoard', game: 1, board: 2, entry: normal(0, 7) }) // now 7:4
      .then({
        type: 'BoardCorrected',
        game: 1,
        board: 2,
        // the board stays the one that was played when time was up
        entry: { ...normal(0, 7), timeUp: true },
        previous: { ...normal(0, 2), timeUp: true },
      });
    expect(boardOf(m, 1, 2).entry.timeUp).toBe(true);
    expect(gameOf(m, 1).endedBy).toBe('time');
    expect(gameOf(m, 1).winner).toBe(0);
  });
});
