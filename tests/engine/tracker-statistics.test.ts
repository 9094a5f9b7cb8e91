/**
 * Statistics the strokes make possible (issue 28 item 6), worked out by hand per example, and
 * over random tracked boards the counts agree with the board (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readEntry } from '../../shared/engine/tracker/check';
import { applyEntry, boardAtBreak } from '../../shared/engine/tracker/laws';
import type { StrokeEntry } from '../../shared/engine/tracker/types';
import { boardStatistics, statisticsView } from '../../shared/views/stroke-statistics';
import { given, playedUnder, playOf, stroke, stroked } from './given';

/** The statistics of the board in play after these strokes (recorded through RecordStroke, side 0 breaks). */
const stats = (...strokes: readonly Record<string, unknown>[]) =>
  given(...stroked(...strokes)).thenView((state) =>
    boardStatistics(playOf(state).breaker, playOf(state).entries),
  );

describe('statistics of a tracked board', () => {
  it('counts the queen lost: 95a, a missed cover (15), and a foul while she waits (64a)', () => {
    const s = stats(
      { queen: true },
      { own: 2 },
      { queen: true },
      {},
      { own: 1 },
      { queen: true },
      { foul: 'foul' },
    );
    // Asha: queen back at once (95a). Bruno: 2 own, the queen, misses the cover. Asha: 1 own,
    // the queen (she has C/m in the pockets: pending), then a foul: she goes back.
    expect(s.sides.map((x) => [x.queenPocketed, x.queenCovered, x.queenLost])).toEqual([
      [2, 0, 2],
      [1, 0, 1],
    ]);
    expect(s.sides[0]).toMatchObject({ fouls: 1, dues: 1, strokes: 3, pocketing: 3 });
  });

  it('counts dues: 1 for the striker, 2 with an improper stroke, 1 per foul entry, owed or paid', () => {
    const s = stats(
      { striker: true },
      { own: 2, striker: true, improper: true },
      { foul: 'technical', by: 0 },
    );
    expect(s.sides.map((x) => [x.dues, x.fouls])).toEqual([
      [2, 1],
      [2, 1],
    ]);
  });

  it('26a: a Black Slam, all nine black and the queen in the first turn of black', () => {
    // B's clearing stroke ends the board: its statistics are the match's, over its one tracked board.
    const s = given(...stroked({}, { queen: true, own: 2 }, { own: 7 })).thenView(statisticsView);
    expect([
      s?.sides[1]?.blackSlams,
      s?.sides[1]?.whiteSlams,
      s?.sides[0]?.whiteSlams,
      s?.boards[0]?.turns,
      s?.boards[0]?.strokes,
    ]).toEqual([1, 0, 0, 2, 3]);
  });

  it('no slam when the board took more than the first turn', () => {
    const s = given(...stroked({ queen: true, own: 2 }, {}, {}, { own: 7 })).thenView(statisticsView);
    expect([s?.sides[0]?.whiteSlams, s?.boards[0]?.turns]).toEqual([0, 3]);
  });
});

describe('statistics over random tracked boards', () => {
  it('side strokes add up to the board strokes; pocketing strokes, queen covered and lost never exceed what they count from', () => {
    const choice = fc.record({
      own: fc.constantFrom(0, 0, 1, 2, 9),
      opp: fc.constantFrom(0, 0, 1, 9),
      queen: fc.boolean(),
      striker: fc.constantFrom(false, false, true),
      improper: fc.constantFrom(false, false, true),
      foul: fc.constantFrom(null, null, null, null, 'technical', 'foul'),
    });
    fc.assert(
      fc.property(fc.array(choice, { maxLength: 80 }), fc.constantFrom(0, 1), (choices, breaker) => {
        let board = boardAtBreak(breaker, breaker, null);
        const list: StrokeEntry[] = [];
        const raws: unknown[] = [];
        for (const c of choices) {
          if (board.end) break;
          const s = board.turn;
          const raw = c.foul
            ? { foul: c.foul }
            : {
                own: Math.min(c.own, board.onBoard[s] as number),
                opp: Math.min(c.opp, board.onBoard[1 - s] as number),
                queen: c.queen && board.queen.at === 'board',
                striker: c.striker,
                improper: c.improper,
              };
          const read = readEntry(board, raw);
          if (!read.ok) throw new Error(read.problem.message);
          board = applyEntry(board, read.entry);
          list.push(read.entry);
          raws.push(raw);
        }
        // The same strokes recorded in a match whose side `breaker` breaks: the board in play
        // (or, once a finish recorded it, its tracked record) holds the tracker's entries.
        const history = playedUnder({ toss: [breaker, 'break'] }, ...raws.map((raw) => stroke(raw)));
        const entries = given(...history).thenView(
          (state) => state.live?.play.entries ?? state.tracked[0]?.entries ?? [],
        );
        expect(entries).toEqual(list);
        const s = boardStatistics(breaker, entries);
        expect(s.sides.reduce((n, x) => n + x.strokes, 0)).toBe(board.strokes);
        expect(s.turns).toBe(board.turns);
        for (const x of s.sides) {
          expect(x.pocketing).toBeLessThanOrEqual(x.strokes);
          expect(x.queenCovered + x.queenLost).toBeLessThanOrEqual(x.queenPocketed);
          expect(x.whiteSlams + x.blackSlams).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 300 },
    );
  });
});
