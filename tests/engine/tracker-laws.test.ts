/**
 * carrom-rules.md section 9, line by line: one example per law (named by its number), as
 * given (the strokes so far, recorded through RecordStroke) / when (the next stroke, an award or a
 * correction by strokes) / then (the stroke recorded, or the refusal). Expected values are worked
 * out by hand from the section, not from the code.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from '../../shared/engine';
import type { SidesBoardEntry } from '../../shared/engine/types';
import type { BoardInPlay, FoulEntry, Stroke } from '../../shared/engine/tracker/types';
import {
  boardOf,
  given,
  playedUnder,
  playOf,
  refused,
  stroke,
  stroked,
  strokedUnder,
  strokeEntry,
  struck,
} from './given';
import { times, type MatchOptions } from './support';

type Last = Partial<Stroke> | (Omit<FoulEntry, 'by'> & { readonly by?: 0 | 1 });

/** After the strokes `before`, side `by` records the stroke `last`: accepted, the state after it. */
const after = (before: readonly unknown[], by: 0 | 1, last: Last, demand?: number) =>
  given(...stroked(...before))
    .when(stroke(last, demand))
    .then(struck(by, last, demand));

/** The board in play after that stroke. */
const play = (before: readonly unknown[], by: 0 | 1, last: Last): BoardInPlay =>
  playOf(after(before, by, last));

/** The entry recorded for the board that stroke ended. */
const ended = (before: readonly unknown[], by: 0 | 1, last: Last, demand?: number) =>
  boardOf(after(before, by, last, demand), 1, 1).entry;

/** After the strokes `before`, the stroke `last` (with the demand) is refused with `code`. */
const refusedAfter = (
  before: readonly unknown[],
  last: unknown,
  code: Parameters<typeof refused>[0],
  demand?: number,
) =>
  given(...stroked(...before))
    .when(stroke(last, demand))
    .then(refused(code));

/** Board 1, cleared by A at once, corrected by these strokes (a whole record, checked stroke by stroke). */
const correctedTo = (strokes: readonly unknown[], more: { readonly award?: SidesBoardEntry } = {}) =>
  given(...stroked({ queen: true, own: 2 }, { own: 7 })).when({
    type: 'CorrectStrokes',
    game: 1,
    board: 1,
    strokes,
    ...more,
  } as Command);

const awardCommand = (entry: SidesBoardEntry) => ({ type: 'AwardBoard', entry }) as const;
const awarded = (entry: SidesBoardEntry) => ({ type: 'BoardAwarded', game: 1, board: 1, entry }) as const;

const normal = (winner: number, pieces: number, queen: 'winner' | 'loser'): SidesBoardEntry => ({
  kind: 'sides',
  winner,
  pieces,
  queen,
  finish: 'normal',
  extra: 0,
  timeUp: false,
});
const penalty = (
  winner: number,
  pieces: number,
  queen: 'winner' | 'loser' = 'winner',
  extra = 0,
): SidesBoardEntry => ({
  kind: 'sides',
  winner,
  pieces,
  queen,
  finish: 'penalty',
  extra,
  timeUp: false,
});

// Side 0 (A) breaks. Openings used below, each leaving A on turn:
/** A covers the queen at once (97b: two own C/m with her), then B and A are down to their last C/m. */
const A_COVERED_BOTH_LAST = [{ queen: true, own: 2 }, { own: 6 }, {}, { own: 8 }, {}];
/** Both down to their last C/m, the queen still on the board, A on turn. */
const BOTH_LAST_QUEEN_ON = [{ own: 8 }, {}, { own: 8 }, {}];
/** B covered the queen; both on their last C/m; A on turn. */
const B_COVERED_BOTH_LAST = [{ own: 8 }, {}, { queen: true, own: 2 }, { own: 6 }, {}];
/** A has C/m in the pockets (2), the queen on the board, B has 9, A on turn. */
const A_HAS_TWO = [{ own: 2 }];
/** A pocketed the queen and must cover her with the next stroke; A has 1 left, B 1 left. */
const A_COVERING_BOTH_LAST = [{ own: 8 }, {}, { own: 8 }, {}, { queen: true }];

/**
 * The board as it starts: its first stroke undone (the tracker replays the board from its start),
 * in a match created with `options`.
 */
const fresh = (options: MatchOptions = {}): BoardInPlay =>
  playOf(
    given(...strokedUnder(options, {}))
      .when({ type: 'UndoStroke' })
      .then({ type: 'StrokeUndone', game: 1, board: 1, entry: strokeEntry(0, {}) }),
  );

describe('the state of a board in play', () => {
  it('starts with 9 C/m a side, the queen on the board, nothing owed, the breaker on turn', () => {
    const b = fresh();
    expect([b.onBoard, b.pocketed, b.owed, b.queen, b.turn, b.strokes]).toEqual([
      [9, 9],
      [0, 0],
      [0, 0],
      { at: 'board' },
      0,
      0,
    ]);
  });
  it('counts strokes, not foul entries', () => {
    expect(play([{ own: 1 }, { foul: 'technical', by: 1 }], 0, {}).strokes).toBe(2);
  });
  it('opp C/m count as pocketed for the opponent', () => {
    const b = play([], 0, { opp: 2 });
    expect([b.onBoard, b.pocketed]).toEqual([
      [9, 7],
      [0, 2],
    ]);
  });
});

describe('ordinary strokes', () => {
  it('48: the turn continues after an own C/m or the queen, else it passes', () => {
    expect(play([], 0, { own: 1 }).turn).toBe(0);
    expect(play([], 0, { opp: 1 }).turn).toBe(1);
    expect(play([], 0, {}).turn).toBe(1);
    expect(play([{ own: 1 }], 0, { queen: true }).turn).toBe(0);
  });
  it('72a: the striker alone: 1 due and the turn is lost', () => {
    const b = play([{ own: 2 }], 0, { striker: true });
    expect([b.onBoard[0], b.turn, b.owed[0]]).toEqual([8, 1, 0]);
  });
  it('72b: due and foul: an improper stroke with the striker costs 2', () => {
    const b = play([{ own: 3 }], 0, { striker: true, improper: true });
    expect([b.onBoard[0], b.turn]).toEqual([8, 1]);
  });
  it('72c: a side with no C/m in the pockets owes the due until it has one', () => {
    const b = play([], 0, { striker: true });
    expect([b.owed, b.onBoard, b.turn]).toEqual([[1, 0], [9, 9], 1]);
  });
  it('72c: the owed due is put back as soon as one of that side is in the pockets, an opp C/m included', () => {
    const b = play([{ striker: true }], 1, { opp: 1 });
    expect([b.owed, b.onBoard, b.pocketed]).toEqual([
      [0, 0],
      [9, 9],
      [0, 0],
    ]);
  });
  it('73: own C/m with the striker go back with a due, the turn continues', () => {
    const b = play([{ own: 2 }], 0, { own: 1, striker: true });
    expect([b.onBoard[0], b.pocketed[0], b.turn]).toEqual([8, 1, 0]);
  });
  it('74: the striker and only an opp C/m: the turn is lost', () => {
    const b = play([{ own: 2 }], 0, { opp: 1, striker: true });
    expect([b.onBoard, b.turn]).toEqual([[8, 8], 1]);
  });
  it('76, 77a: improper without the striker: own C/m go back plus 1 penalty, the turn is lost', () => {
    const b = play([{ own: 2 }], 0, { own: 2, improper: true });
    expect([b.onBoard[0], b.pocketed[0], b.turn]).toEqual([8, 1, 1]);
  });
  it('89a: dues are never set off against each other', () => {
    const b = play([{ striker: true }], 1, { striker: true });
    expect(b.owed).toEqual([1, 1]);
  });
  it('63: a technical foul puts one C/m of the offender back, the turn does not change', () => {
    const b = play([{ own: 2 }], 0, { foul: 'technical', by: 0 });
    expect([b.onBoard[0], b.turn]).toEqual([8, 0]);
  });
  it('63: a foul entry by the side not on turn is technical, whatever its kind', () => {
    const b = play([{ own: 2 }], 1, { foul: 'foul', by: 1 });
    expect([b.owed[1], b.turn]).toEqual([1, 0]);
  });
  it('64a: a foul by the side on turn puts one back and loses the turn', () => {
    const b = play([{ own: 2 }], 0, { foul: 'foul' });
    expect([b.onBoard[0], b.turn]).toEqual([8, 1]);
  });
  it('64a: a queen waiting to be covered goes back on a foul by the side on turn', () => {
    const b = play([...A_HAS_TWO, { queen: true }], 0, { foul: 'foul' });
    expect([b.queen, b.turn, b.onBoard[0]]).toEqual([{ at: 'board' }, 1, 8]);
  });
});

describe('the queen', () => {
  it('15, 96: pocketed alone she must be covered by the next stroke, else she goes back', () => {
    expect(play(A_HAS_TWO, 0, { queen: true }).queen).toEqual({ at: 'pending', by: 0 });
    const missed = play([...A_HAS_TWO, { queen: true }], 0, {});
    expect([missed.queen, missed.turn]).toEqual([{ at: 'board' }, 1]);
    expect(play([...A_HAS_TWO, { queen: true }], 0, { own: 1 }).queen).toEqual({ at: 'covered', by: 0 });
  });
  it('97a: an own C/m in the same stroke covers her', () => {
    expect(play(A_HAS_TWO, 0, { queen: true, own: 1 }).queen).toEqual({ at: 'covered', by: 0 });
  });
  it('95a: before any own C/m in the pockets and none with her, she goes back and the turn is lost', () => {
    const b = play([], 0, { queen: true });
    expect([b.queen, b.turn]).toEqual([{ at: 'board' }, 1]);
  });
  it('97b: with exactly one own C/m and none before, she must still be covered by the next stroke', () => {
    const b = play([], 0, { queen: true, own: 1 });
    expect([b.queen, b.turn]).toEqual([{ at: 'pending', by: 0 }, 0]);
  });
  it('97b: with two or more own C/m and none before, she is covered', () => {
    expect(play([], 0, { queen: true, own: 2 }).queen).toEqual({ at: 'covered', by: 0 });
  });
  it('72c with 97b: owing 1, queen + 1 own C/m: she waits to be covered and that C/m goes back as the due', () => {
    const b = play([{ striker: true }, { striker: true }], 0, { queen: true, own: 1 });
    expect([b.queen, b.owed[0], b.onBoard[0], b.turn]).toEqual([{ at: 'pending', by: 0 }, 0, 9, 0]);
  });
  it('98, 98a: with the striker she goes back, a proper stroke keeps the turn', () => {
    const b = play(A_HAS_TWO, 0, { queen: true, striker: true });
    expect([b.queen, b.turn, b.onBoard[0]]).toEqual([{ at: 'board' }, 0, 8]);
  });
  it('64b: by an improper stroke she goes back, the turn is lost', () => {
    const b = play(A_HAS_TWO, 0, { queen: true, own: 1, improper: true });
    expect([b.queen, b.turn, b.onBoard[0]]).toEqual([{ at: 'board' }, 1, 8]);
  });
  it('101a: covering with the striker: the C/m and a due go back, the turn continues, the next stroke may still cover', () => {
    const b = play([...A_HAS_TWO, { queen: true }], 0, { own: 1, striker: true });
    expect([b.queen, b.turn, b.onBoard[0]]).toEqual([{ at: 'pending', by: 0 }, 0, 8]);
    expect(play([...A_HAS_TWO, { queen: true }, { own: 1, striker: true }], 0, { own: 1 }).queen).toEqual({
      at: 'covered',
      by: 0,
    });
  });
  it('100: the striker alone while covering sends her back', () => {
    const b = play([...A_HAS_TWO, { queen: true }], 0, { striker: true });
    expect([b.queen, b.turn, b.onBoard[0]]).toEqual([{ at: 'board' }, 1, 8]);
  });
  it('101b: an improper covering stroke sends her back, with the penalty, and the turn is lost', () => {
    const b = play([...A_HAS_TWO, { queen: true }], 0, { own: 1, improper: true });
    expect([b.queen, b.turn, b.onBoard[0]]).toEqual([{ at: 'board' }, 1, 8]);
  });
});

describe('how a board ends (52a, 102–112)', () => {
  it('52a: last own C/m, the queen covered earlier, proper: normal finish', () => {
    expect(ended(A_COVERED_BOTH_LAST, 0, { own: 1 })).toEqual(normal(0, 1, 'winner'));
    // Queen covered by the loser.
    expect(ended(B_COVERED_BOTH_LAST, 0, { own: 1 })).toEqual(normal(0, 1, 'loser'));
  });
  it('52a: the last own C/m covering the queen in the same stroke is a normal finish', () => {
    expect(ended(A_COVERING_BOTH_LAST, 0, { own: 1 })).toEqual(normal(0, 1, 'winner'));
    expect(ended([{ own: 7 }], 0, { queen: true, own: 2 })).toEqual(normal(0, 9, 'winner'));
  });
  it('107: last own C/m with the queen still on the board: the opponent wins by 3', () => {
    expect(ended(BOTH_LAST_QUEEN_ON, 0, { own: 1 })).toEqual(penalty(1, 0));
    expect(ended(BOTH_LAST_QUEEN_ON, 0, { own: 1, improper: true }, 1)).toEqual(penalty(1, 0, 'winner', 1));
  });
  it('108: the same with the striker: extra 1, or 2 if improper', () => {
    expect(ended(BOTH_LAST_QUEEN_ON, 0, { own: 1, striker: true }, 1)).toEqual(penalty(1, 0, 'winner', 1));
    expect(ended(BOTH_LAST_QUEEN_ON, 0, { own: 1, striker: true, improper: true }, 2)).toEqual(
      penalty(1, 0, 'winner', 2),
    );
  });
  it('98, 99, 64b: the queen + last own C/m with the striker or improper: she goes back, the opponent wins by 3', () => {
    expect(ended(BOTH_LAST_QUEEN_ON, 0, { own: 1, queen: true, striker: true })).toEqual(penalty(1, 0));
    expect(ended(BOTH_LAST_QUEEN_ON, 0, { own: 1, queen: true, improper: true })).toEqual(penalty(1, 0));
  });
  it("106: the opponent's last C/m with the queen on the board: the opponent wins by the striker's C/m left + queen", () => {
    // A has 7 on the board, B has 1.
    const setup = [{ own: 2 }, {}, { own: 8 }, {}];
    expect(ended(setup, 0, { opp: 1 })).toEqual(penalty(1, 7));
    // Pocketed in the same stroke as the queen: still 106.
    expect(ended(setup, 0, { opp: 1, queen: true })).toEqual(penalty(1, 7));
  });
  it('106 after an improper stroke: its own C/m go back first, the penalty C/m is written off (55)', () => {
    const setup = [{ own: 2 }, {}, { own: 8 }, {}];
    expect(ended(setup, 0, { own: 3, opp: 1, improper: true }, 1)).toEqual(penalty(1, 7, 'winner', 1));
  });
  it('111: with the striker and no own C/m: as 106, extra 1 (2 if improper)', () => {
    const setup = [{ own: 2 }, {}, { own: 8 }, {}];
    expect(ended(setup, 0, { opp: 1, striker: true }, 1)).toEqual(penalty(1, 7, 'winner', 1));
    refusedAfter(setup, { opp: 1, striker: true }, 'invalid_extra', 2);
  });
  it("103: the opponent's last C/m while covering: as 106", () => {
    // A: 2 pocketed, pockets the queen, then covers with 1 own and the opponent's last.
    const setup = [{ own: 2 }, {}, { own: 8 }, {}, { queen: true }];
    expect(ended(setup, 0, { own: 1, opp: 1 })).toEqual(penalty(1, 6));
  });
  it("52a: the opponent's last C/m with the queen covered earlier: the opponent finished first", () => {
    const setup = [{ queen: true, own: 2 }, {}, { own: 8 }, {}];
    expect(ended(setup, 0, { opp: 1 })).toEqual(normal(1, 7, 'loser'));
    const byB = [{ own: 2 }, {}, { queen: true, own: 2 }, { own: 6 }, {}];
    expect(ended(byB, 0, { opp: 1 })).toEqual(normal(1, 7, 'winner'));
  });
  it('105: both last C/m with the queen on the board: the opponent is awarded 3', () => {
    expect(ended(BOTH_LAST_QUEEN_ON, 0, { own: 1, opp: 1 })).toEqual(penalty(1, 0));
    refusedAfter(BOTH_LAST_QUEEN_ON, { own: 1, opp: 1 }, 'invalid_extra', 1);
  });
  it("102: both last C/m while covering: proper, the striker's side is awarded 3; improper, the opponent", () => {
    expect(ended(A_COVERING_BOTH_LAST, 0, { own: 1, opp: 1 })).toEqual(penalty(0, 0));
    expect(ended(A_COVERING_BOTH_LAST, 0, { own: 1, opp: 1, improper: true }, 1)).toEqual(
      penalty(1, 0, 'winner', 1),
    );
  });
  it('104: both last C/m with the queen in the same stroke: proper to the striker, improper to the opponent', () => {
    expect(ended(BOTH_LAST_QUEEN_ON, 0, { own: 1, opp: 1, queen: true })).toEqual(penalty(0, 0));
    expect(ended(BOTH_LAST_QUEEN_ON, 0, { own: 1, opp: 1, queen: true, improper: true })).toEqual(
      penalty(1, 0),
    );
  });
  it('109: the queen + both last C/m + the striker: the opponent is awarded 3, extra 1 / 2', () => {
    expect(ended(BOTH_LAST_QUEEN_ON, 0, { own: 1, opp: 1, queen: true, striker: true }, 1)).toEqual(
      penalty(1, 0, 'winner', 1),
    );
    expect(
      ended(BOTH_LAST_QUEEN_ON, 0, { own: 1, opp: 1, queen: true, striker: true, improper: true }, 2),
    ).toEqual(penalty(1, 0, 'winner', 2));
  });
  it("110: both last C/m + the striker, the queen covered by the striker's side: the opponent wins by 1", () => {
    expect(ended(A_COVERED_BOTH_LAST, 0, { own: 1, opp: 1, striker: true })).toEqual(penalty(1, 1, 'loser'));
  });
  it('112: both last C/m + the striker, the queen covered by the opponent: the opponent is awarded 3', () => {
    expect(ended(B_COVERED_BOTH_LAST, 0, { own: 1, opp: 1, striker: true })).toEqual(penalty(1, 0));
  });
  it('73, 77: the last own C/m by an improper stroke or with the striker, the queen covered: not an end', () => {
    const improper = after(A_COVERED_BOTH_LAST, 0, { own: 1, improper: true });
    expect(improper.games).toEqual([]);
    expect([playOf(improper).onBoard, playOf(improper).end]).toEqual([[2, 1], null]);
    const striker = play(A_COVERED_BOTH_LAST, 0, { own: 1, striker: true });
    expect([striker.onBoard, striker.turn, striker.end]).toEqual([[2, 1], 0, null]);
  });
  it('101a, 101b: the last own C/m while covering with the striker or improper: not an end', () => {
    const a = play(A_COVERING_BOTH_LAST, 0, { own: 1, striker: true });
    expect([a.end, a.onBoard[0], a.queen, a.turn]).toEqual([null, 2, { at: 'pending', by: 0 }, 0]);
    const b = play(A_COVERING_BOTH_LAST, 0, { own: 1, improper: true });
    expect([b.end, b.onBoard[0], b.queen, b.turn]).toEqual([null, 2, { at: 'board' }, 1]);
    const both = play(A_COVERING_BOTH_LAST, 0, { own: 1, striker: true, improper: true });
    expect([both.end, both.onBoard[0], both.queen, both.turn]).toEqual([null, 3, { at: 'board' }, 1]);
  });
  it('55: owed dues are written off when the board ends', () => {
    // B owes 1 (striker with nothing pocketed) when A finishes.
    const beforeDue = [{ queen: true, own: 2 }, { own: 6 }, {}];
    expect(play(beforeDue, 1, { striker: true }).owed).toEqual([0, 1]);
    expect(ended([...beforeDue, { striker: true }], 0, { own: 1 })).toEqual(normal(0, 9, 'winner'));
  });
});

describe("cases left to the umpire, and the umpire's award", () => {
  const award = penalty(1, 5, 'winner', 0);
  it('both last C/m without the striker, the queen covered earlier: an award is needed', () => {
    const waiting = after(A_COVERED_BOTH_LAST, 0, { own: 1, opp: 1 });
    expect(waiting.games).toEqual([]);
    expect(playOf(waiting).end).toMatchObject({ kind: 'award' });
    const state = given(...stroked(...A_COVERED_BOTH_LAST, { own: 1, opp: 1 }))
      .when(awardCommand(award))
      .then(awarded(award));
    expect(boardOf(state, 1, 1).entry).toEqual(award);
  });
  it('both last C/m with the striker, the queen on the board and not pocketed: an award is needed', () => {
    const waiting = after(BOTH_LAST_QUEEN_ON, 0, { own: 1, opp: 1, striker: true });
    expect(waiting.games).toEqual([]);
    expect(playOf(waiting).end).toMatchObject({ kind: 'award' });
  });
  it('both last C/m with the striker while covering: an award is needed', () => {
    const waiting = after(A_COVERING_BOTH_LAST, 0, { own: 1, opp: 1, striker: true });
    expect(waiting.games).toEqual([]);
    expect(playOf(waiting).end).toMatchObject({ kind: 'award' });
  });
  it("own C/m with the striker in the stroke that pockets the opponent's last: an award is needed", () => {
    const setup = [{ own: 2 }, {}, { own: 8 }, {}];
    const waiting = after(setup, 0, { own: 1, opp: 1, striker: true });
    expect(waiting.games).toEqual([]);
    expect(playOf(waiting).end).toMatchObject({ kind: 'award' });
  });
  it('a stroke after a case left to the umpire is an error, award or not', () => {
    refusedAfter([...A_COVERED_BOTH_LAST, { own: 1, opp: 1 }], {}, 'stroke_after_board_end');
    // With the award the board is over and a stroke goes to the next board: a board's record
    // (its correction by strokes) holds both.
    const strokes = [...A_COVERED_BOTH_LAST, { own: 1, opp: 1 }, {}];
    expect(correctedTo(strokes, { award }).then(refused('stroke_after_board_end'))).toMatchObject({
      stroke: 7,
    });
  });
  it('51, 91, 121b, 126b: an award ends a board at any time', () => {
    const midway = given(...stroked({ own: 2 }))
      .when(awardCommand(award))
      .then(awarded(award));
    expect(boardOf(midway, 1, 1).entry).toEqual(award);
    const atOnce = given(...stroked())
      .when(awardCommand(award))
      .then(awarded(award));
    expect(boardOf(atOnce, 1, 1).entry).toEqual(award);
  });
  it('an award on a board the strokes decided is invalid_award', () => {
    const strokes = [...A_COVERED_BOTH_LAST, { own: 1 }];
    given(...stroked(...strokes))
      .when({ type: 'CorrectStrokes', game: 1, board: 1, strokes, award })
      .then(refused('invalid_award'));
  });
});

describe('87b: the demand', () => {
  it('is refused above what the finish allows, on a board not ended, with an award, or not a whole number', () => {
    refusedAfter(A_COVERED_BOTH_LAST, { own: 1 }, 'invalid_extra', 1);
    refusedAfter([], { own: 1 }, 'invalid_extra', 0);
    const decided = [...A_COVERED_BOTH_LAST, { own: 1 }];
    given(...stroked(...decided))
      .when({
        type: 'CorrectStrokes',
        game: 1,
        board: 1,
        strokes: [{ own: 1 }],
        demand: 0,
        award: penalty(1, 5),
      })
      .then(refused('invalid_extra'));
    refusedAfter(BOTH_LAST_QUEEN_ON, { own: 1, improper: true }, 'invalid_extra', 1.5);
    refusedAfter(BOTH_LAST_QUEEN_ON, { own: 1, improper: true }, 'invalid_extra', -1);
  });
  it('is checked before the award (needs_award)', () => {
    refusedAfter(A_COVERED_BOTH_LAST, { own: 1, opp: 1 }, 'invalid_extra', 1);
  });
});

describe('which error a record reports (match-file.md)', () => {
  it('a stroke after the end is stroke_after_board_end whatever it holds', () => {
    // A stroke after the strokes ended a board goes to the next board: a board's record holds both.
    expect(
      correctedTo([...A_COVERED_BOTH_LAST, { own: 1 }, { nonsense: true }]).then(
        refused('stroke_after_board_end'),
      ),
    ).toMatchObject({ stroke: 7 });
  });
  it('form before turn: a by that is not 0 or 1 is invalid_stroke, never wrong_turn', () => {
    for (const by of [2, '1', true, -1]) refusedAfter([], { by }, 'invalid_stroke');
  });
  it('turn before board: a stroke by the side not on turn that also pockets too much is wrong_turn', () => {
    refusedAfter([], { by: 1, own: 10 }, 'wrong_turn');
    refusedAfter([{}, { by: 1 }], { by: 1 }, 'wrong_turn');
  });
  it('the board: more C/m than are there, or the queen when she is not on the board', () => {
    refusedAfter([{ own: 3 }], { own: 7 }, 'invalid_stroke');
    refusedAfter([], { opp: 10 }, 'invalid_stroke');
    refusedAfter([{ queen: true, own: 2 }], { queen: true }, 'invalid_stroke');
    refusedAfter([{ own: 2 }, { queen: true }], { queen: true }, 'invalid_stroke');
  });
  it('unknown fields, wrong types and negative counts are invalid_stroke', () => {
    for (const bad of [
      { own: -1 },
      { own: 1.5 },
      { queen: 'yes' },
      { pocket: 1 },
      { foul: 'bad' },
      { foul: 'foul', own: 1 },
      3,
      null,
      [],
    ]) {
      refusedAfter([{}], bad, 'invalid_stroke');
    }
  });
  it('the first offending entry wins', () => {
    // Through RecordStroke the first offending stroke is refused before the next is made: a board's record holds both.
    expect(correctedTo([{ own: 10 }, { by: 2 }]).then(refused('invalid_stroke'))).toMatchObject({
      stroke: 1,
    });
  });
  it('a foul entry may name either side', () => {
    after([{ foul: 'technical', by: 1 }], 0, { foul: 'foul', by: 0 });
  });
});

describe('doubles: the turn passes to the player on the right (49b)', () => {
  it('goes round the table: A1, B1, A2, B2 when A opened the match', () => {
    // Side 0 won the toss and breaks: A1 breaks the first board.
    const doubles = { type: 'doubles' } as const;
    const seen: [number, number | null][] = [];
    const start = fresh(doubles);
    seen.push([start.turn, start.player]);
    for (let n = 1; n <= 4; n++) {
      const by = ((n - 1) % 2) as 0 | 1;
      const b = playOf(
        given(...strokedUnder(doubles, ...new Array(n - 1).fill({})))
          .when(stroke({}))
          .then(struck(by, {})),
      );
      seen.push([b.turn, b.player]);
    }
    expect(seen).toEqual([
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
      [0, 0],
    ]);
  });
  it('a board broken by the other side: B2 breaks, then A1 (the seat on the right), B1, A2', () => {
    // Boards 1–3 typed in (broken by A1, B1, A2): B2 breaks board 4.
    const onBoard4 = (entries: readonly unknown[]) =>
      playedUnder(
        { type: 'doubles' },
        ...times(3, normal(0, 1, 'loser')),
        ...entries.map((entry) => stroke(entry)),
      );
    const board4 = { game: 1, board: 4 };
    const start = playOf(
      given(...onBoard4([{}]))
        .when({ type: 'UndoStroke' })
        .then({ type: 'StrokeUndone', ...board4, entry: strokeEntry(1, {}) }),
    );
    const turns = [[start.turn, start.player]];
    for (let n = 1; n <= 3; n++) {
      const by = (n % 2) as 0 | 1;
      const b = playOf(
        given(...onBoard4(new Array(n - 1).fill({})))
          .when(stroke({}))
          .then(struck(by, {}, undefined, board4)),
      );
      turns.push([b.turn, b.player]);
    }
    expect(turns).toEqual([
      [1, 1],
      [0, 0],
      [1, 0],
      [0, 1],
    ]);
  });
});
