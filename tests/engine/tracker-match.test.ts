/**
 * The tracker inside a match: strokes are events in the audit trail, the board is recorded (and
 * scored by the plain engine) when the strokes end it, undo/redo of strokes, the umpire's award,
 * corrections by strokes or by entry, and typed entries over a tracked board.
 */
import { describe, expect, it } from 'vitest';
import type { Command, MatchEvent, SidesBoardEntry } from '../../shared/engine';
import {
  boardOf,
  gameOf,
  given,
  played,
  playedUnder,
  playOf,
  record,
  recorded,
  refused,
  stroke,
  stroked,
  strokedUnder,
  strokeEntry,
  struck,
} from './given';
import { Match, normal, penalty, times } from './support';

/** A board A (side 0, the breaker) wins at once: queen covered, 9 own C/m, B keeps all 9. */
const A_CLEARS = [{ queen: true, own: 2 }, { own: 7 }];

function strokes(match: Match, entries: readonly unknown[]): Match {
  for (const e of entries) match.do(stroke(e));
  return match;
}

describe('a tracked board in a match', () => {
  it('keeps the live board while in play and records the derived entry when the strokes end it', () => {
    const first = given(...stroked())
      .when(stroke({ queen: true, own: 2 }))
      .then(struck(0, { queen: true, own: 2 }));
    expect(first.live).toMatchObject({ game: 1, board: 1, play: { onBoard: [7, 9], strokes: 1, turn: 0 } });
    expect(first.games).toEqual([]);
    const after = given(...stroked({ queen: true, own: 2 }))
      .when(stroke({ own: 7 }))
      .then(struck(0, { own: 7 }));
    expect(after.live).toBeNull();
    expect(boardOf(after, 1, 1).entry).toEqual(normal(0, 9, 'winner'));
    // 9 + queen 3 = 12 (the plain engine's formula and cap).
    expect(gameOf(after, 1).scores).toEqual([12, 0]);
    expect(after.tracked).toEqual([
      {
        game: 1,
        board: 1,
        entries: [strokeEntry(0, { queen: true, own: 2 }), strokeEntry(0, { own: 7 })],
        demand: 0,
        award: null,
      },
    ]);
  });
  it('the next board is tracked with its own breaker (49a: the break alternates)', () => {
    const after = given(...stroked(...A_CLEARS))
      .when(stroke({}))
      .then(struck(1, {}, undefined, { game: 1, board: 2 }));
    expect(after.live?.play.turn).toBe(0);
    expect(after.live?.play.entries.at(-1)).toEqual({
      own: 0,
      opp: 0,
      queen: false,
      striker: false,
      improper: false,
      by: 1,
    });
    expect(after.live?.start.breaker).toBe(1);
  });
  it('the beneficiary at 22+: an award of "3" is 1 (54 through the plain engine)', () => {
    // B reaches 24 with two boards of 12, then A pockets its last C/m with the queen on the board (107).
    const bothLast = played(
      normal(1, 9, 'winner'),
      normal(1, 9, 'winner'),
      ...[{ own: 8 }, {}, { own: 8 }, {}].map((entry) => stroke(entry)),
    );
    const after = given(...bothLast)
      .when(stroke({ own: 1 }))
      .then(struck(0, { own: 1 }, undefined, { game: 1, board: 3 }));
    expect(boardOf(after, 1, 3).entry).toEqual(penalty(1, 0, 'winner'));
    expect(boardOf(after, 1, 3).points).toEqual([0, 1]);
  });
  it('the demand goes with the stroke that ends the board, within what the finish allows (87b)', () => {
    const bothLast = stroked({ own: 8 }, {}, { own: 8 }, {});
    given(...bothLast)
      .when(stroke({ own: 1, improper: true }, 2))
      .then(refused('invalid_extra'));
    given(...bothLast)
      .when(stroke({ own: 1 }, 1))
      .then(refused('invalid_extra'));
    const after = given(...bothLast)
      .when(stroke({ own: 1, improper: true }, 1))
      .then(struck(0, { own: 1, improper: true }, 1));
    expect(boardOf(after, 1, 1).entry).toEqual(penalty(1, 0, 'winner', 1));
    expect(gameOf(after, 1).scores).toEqual([0, 4]);
    expect(after.tracked[0]?.demand).toBe(1);
  });
  it('refuses an impossible stroke with a code and a sentence, leaving the state untouched', () => {
    const three = stroked({ own: 3 });
    expect(
      given(...three)
        .when(stroke({ own: 7 }))
        .then(refused('invalid_stroke')),
    ).toMatchObject({ game: 1, board: 1 });
    given(...three)
      .when(stroke({ by: 1 }))
      .then(refused('wrong_turn'));
    given(...three)
      .when(stroke({ queen: 'yes' }))
      .then(refused('invalid_stroke'));
    given(...three)
      .when({ type: 'RecordStroke', board: 2, entry: {} })
      .then(refused('wrong_board'));
  });
  it('three-player boards are not tracked', () => {
    given(...playedUnder({ type: 'three-player' }))
      .when(stroke({}))
      .then(refused('invalid_format'));
  });
  it('doubles: the live board names the player on turn', () => {
    const after = given(...strokedUnder({ type: 'doubles' }, {}))
      .when(stroke({}))
      .then(struck(1, {}));
    expect([playOf(after).turn, playOf(after).player]).toEqual([0, 1]);
  });
});

describe('undo and redo of the last stroke while the board is in play', () => {
  it('undoes the last stroke, redoes it, and a new stroke ends what could be redone', () => {
    const two = stroked({ own: 2 }, { queen: true });
    const undoneQueen: MatchEvent = {
      type: 'StrokeUndone',
      game: 1,
      board: 1,
      entry: strokeEntry(0, { queen: true }),
    };
    const undoneTwo: MatchEvent = {
      type: 'StrokeUndone',
      game: 1,
      board: 1,
      entry: strokeEntry(0, { own: 2 }),
    };
    const redoneTwo: MatchEvent = {
      type: 'StrokeRedone',
      game: 1,
      board: 1,
      entry: strokeEntry(0, { own: 2 }),
    };
    const one = given(...two)
      .when({ type: 'UndoStroke' })
      .then(undoneQueen);
    expect(one.live?.play).toMatchObject({ queen: { at: 'board' }, strokes: 1 });
    const none = given(...two, undoneQueen)
      .when({ type: 'UndoStroke' })
      .then(undoneTwo);
    expect(none.live?.play).toMatchObject({ onBoard: [9, 9], strokes: 0 });
    const back = given(...two, undoneQueen, undoneTwo)
      .when({ type: 'RedoStroke' })
      .then(redoneTwo);
    expect(back.live?.play).toMatchObject({ onBoard: [7, 9], strokes: 1 });
    const redone = [...two, undoneQueen, undoneTwo, redoneTwo];
    given(...redone)
      .when(stroke({ own: 1 }))
      .then(struck(0, { own: 1 }));
    given(...redone, struck(0, { own: 1 }))
      .when({ type: 'RedoStroke' })
      .then(refused('not_needed'));
  });
  it('has nothing to undo before the first stroke or after the board was recorded', () => {
    given(...stroked())
      .when({ type: 'UndoStroke' })
      .then(refused('nothing_to_void'));
    given(...stroked(...A_CLEARS))
      .when({ type: 'UndoStroke' })
      .then(refused('nothing_to_void'));
  });
});

describe("the umpire's award", () => {
  const award: SidesBoardEntry = penalty(1, 6, 'winner');
  const awarded: MatchEvent = { type: 'BoardAwarded', game: 1, board: 1, entry: award };

  it('51, 91, 121b, 126b: ends the board at any time, keeping the strokes made', () => {
    const after = given(...stroked({ own: 3 }))
      .when({ type: 'AwardBoard', entry: award })
      .then(awarded);
    expect(boardOf(after, 1, 1).entry).toEqual(award);
    expect(gameOf(after, 1).scores).toEqual([0, 9]);
    expect(after.tracked[0]).toMatchObject({ award, demand: 0 });
    expect(after.tracked[0]?.entries).toHaveLength(1);
  });
  it('is asked for where the laws are silent: no stroke follows until it is given', () => {
    const silent = stroked({ queen: true, own: 2 }, { own: 6 }, {}, { own: 8 }, {}, { own: 1, opp: 1 });
    expect(given(...silent).thenView((state) => state.live?.play.end)).toEqual({
      kind: 'award',
      reason: 'both_last_queen_covered',
    });
    given(...silent)
      .when(stroke({}))
      .then(refused('stroke_after_board_end'));
    const after = given(...silent)
      .when({ type: 'AwardBoard', entry: award })
      .then(awarded);
    expect(gameOf(after, 1).scores).toEqual([0, 9]);
  });
  it('is checked like any entry', () => {
    given(...stroked({ own: 3 }))
      .when({ type: 'AwardBoard', entry: { ...award, pieces: 10 } })
      .then(refused('invalid_pieces'));
  });
});

describe('a tracked board and the plain commands', () => {
  it('a typed entry is refused over a tracked board unless the operator confirms replacing its strokes', () => {
    const three = stroked({ own: 3 });
    given(...three)
      .when(record(normal(0, 4)))
      .then(refused('board_tracked'));
    const after = given(...three)
      .when({ type: 'RecordBoard', entry: normal(0, 4), replaceStrokes: true })
      .then(recorded(1, 1, normal(0, 4)));
    expect([after.live, after.tracked, boardOf(after, 1, 1).entry]).toEqual([null, [], normal(0, 4)]);
  });
  it('earlier boards cannot be corrected or undone under a tracked board in play', () => {
    const inPlay = played(normal(0, 4), stroke({ own: 1 }));
    const correct: Command = { type: 'CorrectBoard', game: 1, board: 1, entry: normal(0, 5) };
    given(...inPlay)
      .when(correct)
      .then(refused('board_tracked'));
    given(...inPlay)
      .when({ type: 'VoidLastBoard' })
      .then(refused('board_tracked'));
    const after = given(...played(normal(0, 4), stroke({ own: 1 }), { type: 'UndoStroke' }))
      .when(correct)
      .then({ type: 'BoardCorrected', game: 1, board: 1, entry: normal(0, 5), previous: normal(0, 4) });
    expect(gameOf(after, 1).scores).toEqual([5, 0]);
  });
  it('a finished tracked board is corrected by its strokes: entry and scores follow', () => {
    const bWins = [{ own: 8 }, {}, { queen: true, own: 2 }, { own: 7 }];
    const correct: Command = { type: 'CorrectStrokes', game: 1, board: 1, strokes: bWins };
    const record = {
      entries: [
        strokeEntry(0, { own: 8 }),
        strokeEntry(0, {}),
        strokeEntry(1, { queen: true, own: 2 }),
        strokeEntry(1, { own: 7 }),
      ],
      demand: 0,
      award: null,
    };
    const corrected: MatchEvent = {
      type: 'StrokesCorrected',
      game: 1,
      board: 1,
      record,
      entry: normal(1, 1, 'winner'),
      previous: normal(0, 9, 'winner'),
    };
    const after = given(...stroked(...A_CLEARS))
      .when(correct)
      .then(corrected);
    expect(boardOf(after, 1, 1).entry).toEqual(normal(1, 1, 'winner'));
    expect(gameOf(after, 1).scores).toEqual([0, 4]);
    expect(after.tracked).toHaveLength(1);
    expect(after.tracked[0]?.entries).toHaveLength(4);
    const history = [...stroked(...A_CLEARS), corrected];
    given(...history)
      .when(correct)
      .then(refused('not_needed'));
    given(...history)
      .when({ type: 'CorrectStrokes', game: 1, board: 1, strokes: [{ own: 8 }] })
      .then(refused('board_not_finished'));
    expect(
      given(...history)
        .when({ type: 'CorrectStrokes', game: 1, board: 1, strokes: [{ own: 8 }, { own: 2 }] })
        .then(refused('invalid_stroke')),
    ).toMatchObject({ stroke: 2 });
  });
  it('a correction by strokes that would decide the game earlier is a conflict', () => {
    const history = played(
      ...times(2, normal(1, 9, 'winner')),
      ...A_CLEARS.map((entry) => stroke(entry)),
      normal(1, 1, 'winner'),
    );
    // A third 12 for B would end the game on board 3 (36), before board 4.
    given(...history)
      .when({
        type: 'CorrectStrokes',
        game: 1,
        board: 3,
        strokes: [{ own: 8 }, {}, { queen: true, own: 2 }, { own: 7 }],
      })
      .then(refused('correction_conflict'));
  });
  it('a finished tracked board corrected by its entry keeps no strokes', () => {
    const after = given(...stroked(...A_CLEARS))
      .when({ type: 'CorrectBoard', game: 1, board: 1, entry: normal(0, 5) })
      .then({
        type: 'BoardCorrected',
        game: 1,
        board: 1,
        entry: normal(0, 5),
        previous: normal(0, 9, 'winner'),
      });
    expect(after.tracked).toEqual([]);
  });
});

describe('the audit trail', () => {
  it('a stored log of strokes, undos, redos, awards and corrections reads back to the same state', () => {
    const history = played(
      ...[{ own: 2 }, { queen: true }, { own: 1 }].map((e) => stroke(e)),
      { type: 'UndoStroke' },
      { type: 'RedoStroke' },
      ...[{ own: 6 }, { foul: 'technical', by: 1 }, { own: 1 }, { own: 1 }].map((e) => stroke(e)),
      { type: 'AwardBoard', entry: penalty(0, 8, 'winner') },
      { type: 'CorrectStrokes', game: 1, board: 1, strokes: [{ queen: true, own: 2 }, { own: 7 }] },
    );
    const m = strokes(new Match(), [{ own: 2 }, { queen: true }, { own: 1 }]);
    m.do({ type: 'UndoStroke' }).do({ type: 'RedoStroke' });
    strokes(m, [{ own: 6 }, { foul: 'technical', by: 1 }]);
    strokes(m, [{ own: 1 }]);
    strokes(m, [{ own: 1 }]);
    m.do({ type: 'AwardBoard', entry: penalty(0, 8, 'winner') });
    m.do({ type: 'CorrectStrokes', game: 1, board: 1, strokes: [{ queen: true, own: 2 }, { own: 7 }] });
    expect(history).toEqual(m.events);
    const read = given(...history)
      .whenStored()
      .thenReads();
    expect(read.state).toEqual(m.state);
  });

  it('a stroke that does not follow the board is reported, not applied', () => {
    const history = stroked({ own: 8 });
    const bad: MatchEvent = {
      type: 'StrokeRecorded',
      game: 1,
      board: 1,
      entry: { own: 2, opp: 0, queen: false, striker: false, improper: false, by: 0 },
    };
    given(...history, bad)
      .whenStored()
      .thenStops({ seq: history.length + 1, type: 'StrokeRecorded', reason: /only 1 are on the board/ });
  });
});
