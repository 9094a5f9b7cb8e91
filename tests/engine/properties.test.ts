/**
 * Properties over thousands of random matches (fast-check). Random legal boards are fed
 * through decide/evolve the way the console does; the checks restate the laws directly
 * (they never call the engine's own scoring helpers).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_STATE,
  decide,
  evolve,
  replay,
  type GameState,
  type MatchState,
  type QueenCover,
  type SidesBoardEntry,
} from '../../shared/engine';
import { importMatchFile, toMatchFile } from '../../shared/match-file';
import { toScoreReport } from '../../shared/views/score-report';
import type { RulesSpec } from '../../shared/rules/resolve';
import type { Stage } from '../../shared/rules/ruleset';
import { given, record, refused } from './given';
import { Match } from './support';

/** The laws each case plays under, written out from the variants table of docs/rules.md. */
interface Laws {
  readonly queenPoints: number;
  /** The queen counts while the winner's score before the board is below this. */
  readonly queenCutoff: number | null;
  readonly boardCap: number | null;
  readonly target: number | null;
  readonly boardLimit: number | null;
  readonly bestOf: number;
  readonly breakOrder: 'alternate' | 'loser';
  readonly timed: boolean;
}

interface Case {
  readonly name: string;
  readonly rules: RulesSpec;
  readonly stage: Stage;
  readonly laws: Laws;
}

const ICF: Laws = {
  queenPoints: 3,
  queenCutoff: 22,
  boardCap: 12,
  target: 25,
  boardLimit: 8,
  bestOf: 3,
  breakOrder: 'alternate',
  timed: false,
};

const CASES: readonly Case[] = [
  { name: 'icf, early stage', rules: 'icf', stage: 'early', laws: ICF },
  { name: 'icf, knockout', rules: 'icf', stage: 'knockout', laws: { ...ICF, boardLimit: null } },
  {
    name: 'club-21 (timed)',
    rules: 'club-21',
    stage: 'early',
    laws: { ...ICF, queenCutoff: 21, timed: true },
  },
  {
    name: 'queen-5, best of 3',
    rules: { preset: 'queen-5', bestOf: 3 },
    stage: 'early',
    laws: { ...ICF, queenPoints: 5, queenCutoff: null, boardCap: null },
  },
  {
    name: 'target 29, 4 boards, best of 5',
    rules: { target: 29, boardLimit: 4, bestOf: 5 },
    stage: 'early',
    laws: { ...ICF, target: 29, boardLimit: 4, bestOf: 5 },
  },
  {
    name: 'loser breaks',
    rules: { breakOrder: 'loser' },
    stage: 'early',
    laws: { ...ICF, breakOrder: 'loser' },
  },
];

const normalBoard = fc.record({
  winner: fc.integer({ min: 0, max: 1 }),
  pieces: fc.integer({ min: 1, max: 9 }),
  queen: fc.constantFrom<QueenCover>('winner', 'loser'),
  finish: fc.constant('normal' as const),
  extra: fc.constant(0),
});
const penaltyBoard = fc.record({
  winner: fc.integer({ min: 0, max: 1 }),
  pieces: fc.integer({ min: 0, max: 9 }),
  queen: fc.constantFrom<QueenCover>('winner', 'loser', 'none'),
  finish: fc.constant('penalty' as const),
  extra: fc.integer({ min: 0, max: 2 }),
});
/** Small boards make ties after the board limit (and so extra boards) common. */
const smallBoard = fc.record({
  winner: fc.integer({ min: 0, max: 1 }),
  pieces: fc.integer({ min: 1, max: 3 }),
  queen: fc.constant<QueenCover>('loser'),
  finish: fc.constant('normal' as const),
  extra: fc.constant(0),
});

const entryArb = (timed: boolean): fc.Arbitrary<SidesBoardEntry> =>
  fc
    .tuple(
      fc.oneof(
        { weight: 5, arbitrary: normalBoard },
        { weight: 2, arbitrary: penaltyBoard },
        { weight: 3, arbitrary: smallBoard },
      ),
      timed ? fc.integer({ min: 0, max: 7 }).map((n) => n === 0) : fc.constant(false),
    )
    .map(([b, timeUp]) => ({ kind: 'sides', ...b, timeUp }));

interface Played {
  readonly kase: Case;
  readonly match: Match;
  /** Extra-board toss winners recorded, by game number. */
  readonly tosses: ReadonlyMap<number, number>;
}

const matchArb: fc.Arbitrary<Played> = fc
  .integer({ min: 0, max: CASES.length - 1 })
  .chain((index) => {
    const kase = CASES[index] as Case;
    return fc.record({
      kase: fc.constant(kase),
      tossWinner: fc.integer({ min: 0, max: 1 }),
      tossChoice: fc.constantFrom('break' as const, 'side' as const),
      entries: fc.array(entryArb(kase.laws.timed), { minLength: 1, maxLength: 60, size: 'max' }),
      extraTosses: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 6, maxLength: 6 }),
    });
  })
  .map(({ kase, tossWinner, tossChoice, entries, extraTosses }) => {
    const match = new Match({ rules: kase.rules, stage: kase.stage, toss: [tossWinner, tossChoice] });
    const tosses = new Map<number, number>();
    for (const entry of entries) {
      if (match.state.winner !== null) break;
      const decision = decide(match.state, { type: 'RecordBoard', entry });
      if (!decision.ok) {
        // the only legitimate refusal of a legal board: the extra board's toss is due
        expect(decision.violation.code).toBe('missing_toss');
        const game = match.state.games.length;
        const winner = extraTosses[tosses.size % extraTosses.length] as number;
        match.do({ type: 'RecordExtraBoardToss', winner });
        tosses.set(game, winner);
      }
      match.do({ type: 'RecordBoard', entry });
    }
    return { kase, match, tosses };
  });

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** Points by the formula of section 1, from the entry and the winner's score before the board. */
function lawPoints(laws: Laws, e: SidesBoardEntry, before: number): number {
  const queenCounts = e.queen === 'winner' && (laws.queenCutoff === null || before < laws.queenCutoff);
  const base = e.pieces + (queenCounts ? laws.queenPoints : 0);
  const points = Math.max(1, base) + e.extra;
  return laws.boardCap === null ? points : Math.min(laws.boardCap, points);
}

/** Checks one game board by board against the laws of sections 1, 2 and 4. */
function checkGame(laws: Laws, game: GameState, expectedFirstBreaker: number): void {
  expect(game.firstBreaker).toBe(expectedFirstBreaker);
  let scores = [0, 0];
  let tied = false;
  let ended: number | null = null;
  let regular = 0;
  game.boards.forEach((board, i) => {
    expect(ended, `board ${board.number} after game ${game.number} was decided`).toBeNull();
    const entry = board.entry as SidesBoardEntry;
    const w = entry.winner;
    const before = scores[w] as number;
    // exactly one side scores, 1 to cap
    expect(board.winner).toBe(w);
    expect(board.points[1 - w]).toBe(0);
    expect(board.points[w]).toBeGreaterThanOrEqual(1);
    if (laws.boardCap !== null) expect(board.points[w]).toBeLessThanOrEqual(laws.boardCap);
    // the queen never counts at or above the cut-off, nor for a winner who did not cover it
    if (laws.queenCutoff !== null && before >= laws.queenCutoff) expect(board.queenCounted).toBe(false);
    if (entry.queen === 'loser') expect(board.queenCounted).toBe(false);
    if (entry.queen !== 'none') expect(board.points[w]).toBe(lawPoints(laws, entry, before));
    scores = scores.map((s, side) => s + (board.points[side] as number));
    expect(board.scores).toEqual(scores);
    // the break: alternating (or to the loser); the extra board's to its toss winner
    expect(board.extra).toBe(tied);
    if (board.extra) {
      expect(board.breaker).toBe(game.extraBoardBreak);
    } else if (laws.breakOrder === 'alternate' || i === 0) {
      expect(board.breaker).toBe((expectedFirstBreaker + i) % 2);
    } else {
      expect(board.breaker).toBe(1 - (game.boards[i - 1]?.winner as number));
    }
    // when the game ends (section 2)
    const leader = scores[0] === scores[1] ? null : (scores[0] as number) > (scores[1] as number) ? 0 : 1;
    if (!board.extra) regular += 1;
    const due =
      tied ||
      (laws.target !== null && scores.some((s) => s >= laws.target!)) ||
      (laws.boardLimit !== null && regular >= laws.boardLimit) ||
      board.entry.timeUp;
    if (due) {
      if (leader === null) {
        expect(tied, 'a second extra board would be needed').toBe(false);
        tied = true;
      } else ended = leader;
    }
  });
  expect(game.boards.filter((b) => b.extra).length).toBeLessThanOrEqual(1);
  expect(game.scores).toEqual(scores);
  if (game.endedBy === 'forfeit') return;
  expect(game.winner).toBe(ended);
  if (ended !== null) expect(game.scores[ended]).toBeGreaterThan(game.scores[1 - ended] as number);
}

function checkMatch({ kase, match }: Played): void {
  const laws = kase.laws;
  const state = given(...match.events).thenState();
  expect(state).toEqual(match.state);
  const toss = state.toss!;
  const first = toss.choice === 'break' ? toss.winner : 1 - toss.winner;
  state.games.forEach((game, g) => {
    checkGame(laws, game, (first + g) % 2);
    if (g < state.games.length - 1)
      expect(game.winner, `game ${g + 1} undecided before the next`).not.toBeNull();
  });
  const won = [0, 1].map((side) => state.games.filter((g) => g.winner === side).length);
  const needed = (laws.bestOf + 1) / 2;
  expect(sum(won)).toBeLessThanOrEqual(laws.bestOf);
  if (state.winner === null) {
    expect(Math.max(...won)).toBeLessThan(needed);
  } else {
    expect(won[state.winner]).toBe(needed);
    expect(won[1 - state.winner]).toBeLessThan(needed);
    expect(state.endedBy).toBe('games');
  }
}

/** The boards of each game as a match file, with the extra-board tosses recorded. */
function fileOf(played: Played, games: readonly (readonly SidesBoardEntry[])[]): Record<string, unknown> {
  const { kase, match, tosses } = played;
  return {
    format: 'carrom-match/1',
    type: 'singles',
    rules: kase.rules,
    stage: kase.stage,
    sides: match.state.setup!.sides,
    toss: match.state.toss,
    games: games.map((boards, g) => ({
      boards: boards.map((e) => ({
        winner: e.winner,
        pieces: e.pieces,
        queen: e.queen,
        finish: e.finish,
        extra: e.extra,
        ...(e.timeUp ? { timeUp: true } : {}),
      })),
      ...(tosses.has(g + 1) ? { extraBoardBreak: tosses.get(g + 1) } : {}),
    })),
  };
}

const entriesOf = (state: MatchState): SidesBoardEntry[][] =>
  state.games.map((g) => g.boards.map((b) => b.entry as SidesBoardEntry));

describe('properties of random matches', () => {
  it('no draws; each board adds 1..cap to one side; queen cut-off; game ends; break order', () => {
    fc.assert(
      fc.property(matchArb, (played) => {
        checkMatch(played);
      }),
      { numRuns: 1500 },
    );
  });

  it('no board is accepted after its game is decided', () => {
    fc.assert(
      fc.property(matchArb, ({ match }) => {
        // Every game of the sample is checked: a decided one refuses the next board for the
        // game's end; the one still in play (if any) never gives that reason.
        const entry = {
          kind: 'sides',
          winner: 0,
          pieces: 1,
          queen: 'loser',
          finish: 'normal',
          extra: 0,
          timeUp: false,
        } as const;
        for (const game of match.state.games) {
          const next = record(entry, { game: game.number, board: game.boards.length + 1 });
          if (game.winner !== null) {
            given(...match.events)
              .when(next)
              .then(refused('board_after_game_end'));
            continue;
          }
          const decision = decide(given(...match.events).thenState(), next);
          expect(decision.ok ? null : decision.violation.code).not.toBe('board_after_game_end');
        }
        expect(match.state.games.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('replaying all events equals applying them one by one', () => {
    fc.assert(
      fc.property(matchArb, ({ match }) => {
        expect(given(...match.events).thenState()).toEqual(match.state);
        expect(replay(match.events)).toEqual(match.state);
        let state = EMPTY_STATE;
        for (const event of match.events) state = evolve(state, event);
        expect(state).toEqual(match.state);
      }),
      { numRuns: 1000 },
    );
  });

  it('export → import gives the same state and the same report', () => {
    fc.assert(
      fc.property(matchArb, ({ match }) => {
        const file = given(...match.events).thenView(toMatchFile);
        const imported = importMatchFile(JSON.parse(JSON.stringify(file)));
        expect(imported.ok).toBe(true);
        if (!imported.ok) return;
        expect(imported.state.games).toEqual(match.state.games);
        expect(imported.state.winner).toBe(match.state.winner);
        expect(given(...imported.events).thenView(toScoreReport)).toEqual(
          given(...match.events).thenView(toScoreReport),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('correcting a board equals scoring the corrected list from scratch, or is refused naming the boards', () => {
    const withCorrection = matchArb.chain((played) =>
      fc.record({
        played: fc.constant(played),
        which: fc.nat(),
        entry: entryArb(false),
      }),
    );
    fc.assert(
      fc.property(withCorrection, ({ played, which, entry }) => {
        const state = played.match.state;
        const refs = state.games.flatMap((g) => g.boards.map((b) => ({ game: g.number, board: b.number })));
        const at = refs[which % refs.length]!;
        const original = state.games[at.game - 1]!.boards[at.board - 1]!.entry as SidesBoardEntry;
        const corrected = { ...entry, timeUp: original.timeUp };
        const games = entriesOf(state).map((boards, g) =>
          g === at.game - 1 ? boards.map((b, i) => (i === at.board - 1 ? corrected : b)) : boards,
        );
        const fromScratch = importMatchFile(fileOf(played, games));
        const correcting = given(...played.match.events).when({
          type: 'CorrectBoard',
          game: at.game,
          board: at.board,
          entry: corrected,
        });
        if (JSON.stringify(corrected) === JSON.stringify(original)) {
          correcting.then(refused('not_needed'));
          return;
        }
        if (!fromScratch.ok) {
          // the first invalid board is where scoring the list from scratch stops; all after it follow
          const firstIndex = refs.findIndex(
            (r) => r.game === fromScratch.error.game && r.board === fromScratch.error.board,
          );
          expect(firstIndex).toBeGreaterThanOrEqual(0);
          const invalid = refs.slice(firstIndex);
          const violation = correcting.then(refused('correction_conflict', { invalidBoards: invalid }));
          for (const ref of invalid)
            expect(violation.message).toContain(`board ${ref.board} of game ${ref.game}`);
          return;
        }
        const after = correcting.then({
          type: 'BoardCorrected',
          game: at.game,
          board: at.board,
          entry: corrected,
          previous: original,
        });
        expect(after.games).toEqual(fromScratch.state.games);
        expect(after.winner).toBe(fromScratch.state.winner);
        expect(after.endedBy).toBe(fromScratch.state.endedBy);
      }),
      { numRuns: 2000 },
    );
  });
});
