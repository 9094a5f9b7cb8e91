/**
 * Properties of the board tracker over random legal stroke sequences (fast-check): C/m are
 * conserved, the board ends exactly when section 9 says, and the derived entry is one the plain
 * engine accepts. The "ends" oracle restates the section's words; it does not call the tracker.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchEvent, SidesBoardEntry } from '../../shared/engine';
import { readEntry } from '../../shared/engine/tracker/check';
import { applyEntry, boardAtBreak, putBack } from '../../shared/engine/tracker/laws';
import { nextStart } from '../../shared/engine/tracker/match';
import type { BoardInPlay } from '../../shared/engine/tracker/types';
import { importMatchFile } from '../../shared/match-file';
import { toScoreReport } from '../../shared/views/score-report';
import { boardOf, fromFile, given, played, playOf, record, recorded, stroke, stroked, struck } from './given';

/** One random choice, read against the board as it stands into a legal entry. */
interface Choice {
  readonly foul: 0 | 1 | 2 | 3;
  readonly foulBy: 0 | 1;
  readonly own: number;
  readonly opp: number;
  readonly queen: boolean;
  readonly striker: boolean;
  readonly improper: boolean;
}

const choice: fc.Arbitrary<Choice> = fc.record({
  // Mostly strokes; now and then a foul entry (1: technical, 2: foul).
  foul: fc.constantFrom(0, 0, 0, 0, 0, 0, 0, 0, 1, 2) as fc.Arbitrary<0 | 1 | 2 | 3>,
  foulBy: fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1>,
  // Favour small counts and, now and then, everything that is left (a last C/m).
  own: fc.oneof(fc.constantFrom(0, 0, 1, 1, 2), fc.constant(99)),
  opp: fc.oneof(fc.constantFrom(0, 0, 0, 1), fc.constant(99)),
  queen: fc.boolean(),
  striker: fc.constantFrom(false, false, false, true),
  improper: fc.constantFrom(false, false, false, false, true),
});

function legal(board: BoardInPlay, c: Choice): Record<string, unknown> {
  if (c.foul === 1) return { foul: 'technical', by: c.foulBy };
  if (c.foul === 2) return { foul: 'foul', by: c.foulBy };
  const s = board.turn;
  return {
    own: Math.min(c.own, board.onBoard[s] as number),
    opp: Math.min(c.opp, board.onBoard[1 - s] as number),
    queen: c.queen && board.queen.at === 'board',
    striker: c.striker,
    improper: c.improper,
  };
}

/** Section 9 in its own words: does this stroke end the play of the board (a finish or an award)? */
function endsByTheDoc(before: BoardInPlay, stroke: Record<string, unknown>): boolean {
  if ('foul' in stroke) return false;
  const s = before.turn;
  const own = stroke.own as number;
  const opp = stroke.opp as number;
  const lastOwn = own > 0 && own === before.onBoard[s];
  const lastOpp = opp > 0 && opp === before.onBoard[1 - s];
  if (!lastOwn && !lastOpp) return false;
  // "last own C/m by an improper stroke or with the striker, queen covered" and "last own C/m
  // while covering, with the striker or improper": not an end.
  const faulty = stroke.improper === true || stroke.striker === true;
  const queenCoveredOrCovering = before.queen.at === 'covered' || before.queen.at === 'pending';
  return !(lastOwn && !lastOpp && faulty && queenCoveredOrCovering);
}

interface Played {
  readonly boards: readonly BoardInPlay[];
  readonly strokes: readonly Record<string, unknown>[];
}

/**
 * The choices played on board 1 of a match (side 0 breaks): given the strokes so far, when the
 * next is recorded, then it is that side's stroke, and the match's board in play (or, at a
 * finish, its recorded entry) is the tracker's board after it.
 */
function play(choices: readonly Choice[]): Played {
  let board = boardAtBreak(0, 0, null);
  const boards = [board];
  const strokes: Record<string, unknown>[] = [];
  const history: MatchEvent[] = stroked();
  for (const c of choices) {
    if (board.end) break;
    const entry = legal(board, c);
    const read = readEntry(board, entry);
    if (!read.ok) throw new Error(`a legal stroke was refused: ${read.problem.message}`);
    const next = applyEntry(board, read.entry);
    expect(next.end !== null, JSON.stringify({ before: board, entry })).toBe(endsByTheDoc(board, entry));
    const { by = board.turn as 0 | 1, ...made } = entry as { by?: 0 | 1 };
    const event = struck(by, made);
    const after = given(...history)
      .when(stroke(entry))
      .then(event);
    if (next.end?.kind === 'finish') expect(boardOf(after, 1, 1).entry).toEqual(next.end.entry);
    else expect(playOf(after)).toEqual(next);
    history.push(event);
    strokes.push(entry);
    boards.push(next);
    board = next;
  }
  return { boards, strokes };
}

const sequences = fc.array(choice, { minLength: 1, maxLength: 120 });

describe('the board tracker over random legal strokes', () => {
  it('conserves C/m: on the board + in the pockets = 9 per colour, never below 0; owed only with empty pockets', () => {
    fc.assert(
      fc.property(sequences, (choices) => {
        for (const b of play(choices).boards) {
          for (const side of [0, 1]) {
            expect((b.onBoard[side] as number) + (b.pocketed[side] as number)).toBe(9);
            expect(b.onBoard[side]).toBeGreaterThanOrEqual(b.end ? 0 : 1);
            expect(b.pocketed[side]).toBeGreaterThanOrEqual(0);
            expect(b.owed[side]).toBeGreaterThanOrEqual(0);
            if ((b.owed[side] as number) > 0 && !b.end) expect(b.pocketed[side]).toBe(0);
          }
          // A queen waiting to be covered is always the side on turn's (15).
          if (b.queen.at === 'pending' && !b.end) expect(b.queen.by).toBe(b.turn);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('ends exactly when section 9 says, and nothing follows the end', () => {
    fc.assert(
      fc.property(sequences, (choices) => {
        const { boards } = play(choices);
        const last = boards[boards.length - 1] as BoardInPlay;
        if (last.end) expect(readEntry(last, {}).ok).toBe(false);
        // Only the last state may be ended.
        expect(boards.slice(0, -1).every((b) => b.end === null)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('the dues clock (88) places exactly what an entry sent back: the board after = before − pocketed + placed', () => {
    fc.assert(
      fc.property(sequences, (choices) => {
        const { boards, strokes } = play(choices);
        strokes.forEach((stroke, i) => {
          const before = boards[i] as BoardInPlay;
          const after = boards[i + 1] as BoardInPlay;
          const read = readEntry(before, stroke);
          if (!read.ok) throw new Error(read.problem.message);
          const placed = putBack(before, read.entry);
          if (after.end) {
            expect(placed).toEqual([0, 0]);
            return;
          }
          const s = before.turn;
          const foul = 'foul' in stroke;
          for (const side of [0, 1]) {
            const pocketedNow = foul ? 0 : ((side === s ? stroke.own : stroke.opp) as number);
            expect(placed[side], JSON.stringify({ before, stroke })).toBe(
              (after.onBoard[side] as number) - (before.onBoard[side] as number) + pocketedNow,
            );
          }
        });
      }),
      { numRuns: 300 },
    );
  });

  it('counts strokes, not foul entries', () => {
    fc.assert(
      fc.property(sequences, (choices) => {
        const { boards, strokes } = play(choices);
        const last = boards[boards.length - 1] as BoardInPlay;
        expect(last.strokes).toBe(strokes.filter((s) => !('foul' in s)).length);
      }),
      { numRuns: 200 },
    );
  });

  it('derives an entry the plain engine accepts, worth 1 to 12 points, with any demand the finish allows', () => {
    fc.assert(
      fc.property(
        sequences,
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 24 }),
        (choices, demand, before) => {
          const last = play(choices).boards.at(-1) as BoardInPlay;
          if (last.end?.kind !== 'finish') return;
          const entry: SidesBoardEntry = { ...last.end.entry, extra: Math.min(demand, last.end.maxExtra) };
          // B first wins `before % 8` boards of 3 (up to 21 points), so the cut-off is met at times.
          const won = { ...entry, winner: 1, pieces: 3, finish: 'normal', queen: 'loser', extra: 0 } as const;
          const boards = Array.from({ length: before % 8 }, () => won);
          const after = given(...played(...boards))
            .when(record(entry))
            .then(recorded(1, boards.length + 1, entry));
          const points = boardOf(after, 1, boards.length + 1).points[entry.winner] as number;
          expect(points).toBeGreaterThanOrEqual(1);
          expect(points).toBeLessThanOrEqual(12);
        },
      ),
      { numRuns: 300 },
    );
  });
});

const base = {
  format: 'carrom-match/1',
  sides: [
    { name: 'Asha', players: ['Asha'] },
    { name: 'Bruno', players: ['Bruno'] },
  ],
  toss: { winner: 0, choice: 'break' },
};

/** Plain boards and stroke boards (each sequence that finishes a board) in one game, against the same file with the derived entries. */
function mixedFileMatches(plan: readonly (readonly Choice[] | null)[]): void {
  const boards: Record<string, unknown>[] = [];
  const derivedFile: Record<string, unknown>[] = [];
  for (const item of plan) {
    const before = importMatchFile({ ...base, games: [{ boards: [...boards], extraBoardBreak: 0 }] });
    if (!before.ok || (before.state.games[0]?.winner ?? null) !== null) break;
    if (item === null) {
      const plain = { winner: boards.length % 2, pieces: 2, queen: 'loser' };
      boards.push(plain);
      derivedFile.push(plain);
      continue;
    }
    const next = nextStart(before.state);
    if ('code' in next) throw new Error(next.message);
    const strokes = strokesFrom(next.start.breaker, item);
    if (!strokes) continue;
    boards.push({ strokes });
    const read = importMatchFile({ ...base, games: [{ boards, extraBoardBreak: 0 }] });
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    const scored = toScoreReport(read.state).games[0]?.boards.at(-1) as { derived: Record<string, unknown> };
    derivedFile.push(scored.derived);
  }
  const a = importMatchFile({ ...base, games: [{ boards, extraBoardBreak: 0 }] });
  const b = importMatchFile({ ...base, games: [{ boards: derivedFile, extraBoardBreak: 0 }] });
  expect([a, b].map((x) => (x.ok ? 'ok' : x.error))).toEqual(['ok', 'ok']);
  if (!a.ok || !b.ok) return;
  // What only stroke boards add (their derived entry and statistics) aside, the reports are the same.
  const strip = (r: ReturnType<typeof toScoreReport>): unknown =>
    JSON.parse(JSON.stringify(r, (k, v: unknown) => (k === 'derived' || k === 'statistics' ? undefined : v)));
  const report = (file: unknown) => strip(given(...fromFile(file)).thenView(toScoreReport));
  expect(report({ ...base, games: [{ boards, extraBoardBreak: 0 }] })).toEqual(
    report({ ...base, games: [{ boards: derivedFile, extraBoardBreak: 0 }] }),
  );
}

describe('a match file mixing plain and stroke boards', () => {
  it('found once: boards ending on 105 between plain boards', () => {
    const c = (own: number, opp: number, queen: boolean): Choice => ({
      foul: 0,
      foulBy: 0,
      own,
      opp,
      queen,
      striker: false,
      improper: false,
    });
    mixedFileMatches([
      null,
      null,
      [c(99, 0, true), c(99, 99, false)],
      null,
      [c(99, 99, false)],
      null,
      [c(99, 99, false)],
      null,
      null,
    ]);
  });

  it('scores like the same file with the derived entries', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(sequences, fc.constant(null)), { minLength: 1, maxLength: 10 }),
        mixedFileMatches,
      ),
      { numRuns: 60 },
    );
  });
});

/** A finished board's strokes played from `breaker`, or null when the sequence does not finish it by the laws. */
function strokesFrom(breaker: number, choices: readonly Choice[]): Record<string, unknown>[] | null {
  let board = boardAtBreak(breaker, 0, null);
  const strokes: Record<string, unknown>[] = [];
  for (const c of choices) {
    if (board.end) break;
    const stroke = legal(board, c);
    const read = readEntry(board, stroke);
    if (!read.ok) return null;
    board = applyEntry(board, read.entry);
    strokes.push(stroke);
  }
  return board.end?.kind === 'finish' ? strokes : null;
}
