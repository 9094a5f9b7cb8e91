/*
 * The console shows what the host worked out (shared/views/console-view.ts): the points of any
 * board before it is entered, the totals after it, whether it ends the game or the match, and who
 * breaks next. Every figure here is checked against the `score` command's output for the same
 * match file with that board added: the example files' expected outputs (written by hand from the
 * laws) and randomly generated matches.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConsoleViewSchema } from '../../shared/contract';
import { scoreMatchFileText } from '../../shared/match-file';
import { boardChoices, choiceIndex, outcomeOfChoice } from '../../shared/views/board-choice';
import type { NextBoardOutcome } from '../../shared/contract/console-view';
import { outcomeKey, toConsoleView } from '../../shared/views/console-view';
import { randomSinglesMatch } from '../support/random-match';
import { seededRandom } from '../support/seeded-random';
import { fromFile, given, playedUnder, record, refused } from './given';
import type { SidesBoardEntry, ViolationCode } from '../../shared/engine';

interface FileBoard {
  readonly winner: number;
  readonly pieces: number;
  readonly queen: 'winner' | 'loser' | 'none';
  readonly finish?: 'normal' | 'penalty';
  readonly extra?: number;
}
interface FileGame {
  readonly boards: readonly FileBoard[];
  readonly extraBoardBreak?: number;
}
interface MatchFile {
  readonly type: string;
  readonly games: readonly FileGame[];
  readonly [key: string]: unknown;
}
interface ScoredBoard {
  readonly winner: number;
  readonly points: number;
  readonly queenCounted: boolean;
  readonly scores: readonly number[];
}
interface ScoreOutput {
  readonly status: string;
  readonly winner: number | null;
  readonly games: readonly {
    readonly status: string;
    readonly winner: number | null;
    readonly boards: readonly ScoredBoard[];
  }[];
  readonly next: { readonly breaker: number | null; readonly queenCounts: readonly boolean[] } | null;
}

const EXAMPLES = new URL('../fixtures/examples/', import.meta.url);
const NAMES = [
  'best-of-three',
  'game-ends-after-eight-boards',
  'queen-at-21-counts',
  'queen-at-22-does-not',
  'tie-after-eight-then-extra-board',
];

const readJson = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, EXAMPLES), 'utf8')) as T;

function score(file: MatchFile): { exitCode: number; output: ScoreOutput } {
  const result = scoreMatchFileText(JSON.stringify(file));
  return { exitCode: result.exitCode, output: result.output as unknown as ScoreOutput };
}

/** The file up to (not including) board `board` of game `game`; an extra-board toss only once needed. */
function before(file: MatchFile, game: number, board: number): MatchFile {
  const games = file.games.slice(0, game).map((g, index) => {
    if (index < game - 1) return g;
    const { extraBoardBreak, ...rest } = g;
    const boards = g.boards.slice(0, board - 1);
    return extraBoardBreak !== undefined && board - 1 >= 8
      ? { ...rest, boards, extraBoardBreak }
      : { ...rest, boards };
  });
  return { ...file, games };
}

/** The console's view of the file up to board `board` of game `game`. */
const viewBefore = (file: MatchFile, game: number, board: number) =>
  given(...fromFile(before(file, game, board))).thenView(toConsoleView);

function outcomeFor(file: MatchFile, game: number, board: number, entry: FileBoard): NextBoardOutcome {
  const view = viewBefore(file, game, board);
  expect(view.next).toMatchObject({ game, board });
  const choice = {
    winner: entry.winner,
    finish: entry.finish ?? 'normal',
    pieces: entry.pieces,
    queen: entry.queen,
    extra: entry.extra ?? 0,
  } as const;
  const outcome = outcomeOfChoice(view.next!, choice);
  expect(outcome, JSON.stringify(choice)).not.toBeNull();
  return outcome!;
}

/** Every board of a file: the console's outcome before it equals what `score` says after it. */
function expectOutcomesAgree(file: MatchFile, expected: ScoreOutput): number {
  let checked = 0;
  file.games.forEach((game, g) => {
    game.boards.forEach((entry, b) => {
      const scored = expected.games[g]!.boards[b]!;
      const outcome = outcomeFor(file, g + 1, b + 1, entry);
      const lastOfGame = b === game.boards.length - 1 && expected.games[g]!.status === 'finished';
      const lastOfMatch = lastOfGame && g === file.games.length - 1 && expected.status === 'finished';
      expect(outcome).toEqual({
        ok: true,
        points: scored.points,
        queenCounted: scored.queenCounted,
        uncapped: expect.any(Number),
        totals: scored.scores,
        gameWinner: lastOfGame ? expected.games[g]!.winner : null,
        matchWinner: lastOfMatch ? expected.winner : null,
        ifTimeUp: null,
      });
      checked += 1;
    });
  });
  return checked;
}

describe('the console view: what the host tells the console before a board is entered', () => {
  it.each(NAMES)('agrees with the score command for every board of %s', (name) => {
    const file = readJson<MatchFile>(`${name}.json`);
    const expected = readJson<ScoreOutput>(`${name}.expected.json`);
    expect(expectOutcomesAgree(file, expected)).toBeGreaterThan(3);
  });

  it('agrees with the score command on random matches (boards, penalties, queen choices)', () => {
    const random = seededRandom(7);
    let checked = 0;
    for (let match = 0; match < 12; match++) {
      const file = randomSinglesMatch(random, {
        alternate: 0.5,
        penalties: 0.25,
        tossWinner: Math.floor(random() * 2),
      });
      const result = score(file);
      expect(result.exitCode).toBe(0);
      checked += expectOutcomesAgree(file, result.output);
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('says who breaks next, as the score command does', () => {
    for (const name of NAMES) {
      const file = readJson<MatchFile>(`${name}.json`);
      for (let cut = 1; cut < file.games[0]!.boards.length; cut++) {
        const partial = before(file, 1, cut + 1);
        const expected = score(partial).output;
        const view = given(...fromFile(partial)).thenView(toConsoleView);
        expect(view.nextBreaker, `${name} after ${cut}`).toBe(expected.next!.breaker);
      }
    }
  });

  it('refuses in the table what the engine refuses, with the engine’s reason', () => {
    const file = readJson<MatchFile>('queen-at-21-counts.json');
    const engine = (entry: SidesBoardEntry, code: ViolationCode) =>
      given(...fromFile(before(file, 1, 1)))
        .when(record(entry))
        .then(refused(code));
    const noPieces = {
      kind: 'sides',
      winner: 0,
      pieces: 0,
      queen: 'winner',
      finish: 'normal',
      extra: 0,
      timeUp: false,
    } as const;
    const outcome = outcomeFor(file, 1, 1, { winner: 0, pieces: 0, queen: 'winner' });
    expect(outcome).toMatchObject({ ok: false, violation: { code: 'invalid_pieces' } });
    expect(outcome).toMatchObject({ violation: { message: engine(noPieces, 'invalid_pieces').message } });
    const noQueen = outcomeFor(file, 1, 1, { winner: 0, pieces: 3, queen: 'none' });
    expect(noQueen).toMatchObject({ ok: false, violation: { code: 'invalid_queen' } });
    expect(noQueen).toMatchObject({
      violation: { message: engine({ ...noPieces, pieces: 3, queen: 'none' }, 'invalid_queen').message },
    });
  });

  it('offers every key combination, and its pushes match the contract schema', () => {
    const file = readJson<MatchFile>('best-of-three.json');
    const view = viewBefore(file, 2, 2);
    // 2 winners × 10 piece counts × 3 queen covers × (a normal finish + a penalty with 3 extras)
    expect(view.next!.outcomeOf).toHaveLength(2 * 10 * 3 * (1 + 3));
    // Each distinct outcome travels once: far fewer than the choices (many share one refusal).
    expect(new Set(view.next!.outcomes.map((outcome) => JSON.stringify(outcome))).size).toBe(
      view.next!.outcomes.length,
    );
    expect(view.next!.outcomes.length).toBeLessThan(view.next!.outcomeOf.length / 2);
    expect(ConsoleViewSchema.safeParse(view).success).toBe(true);
    expect(view.sheet?.games.map((game) => game.rows.length)).toEqual([3, 1]);
  });

  it('keys two outcomes alike exactly when they are equal (the table stores each one once)', () => {
    const winner = fc.constantFrom(null, 0, 1);
    const outcome: fc.Arbitrary<NextBoardOutcome> = fc.oneof(
      fc.record({
        ok: fc.constant(true as const),
        points: fc.integer({ min: 0, max: 13 }),
        queenCounted: fc.boolean(),
        uncapped: fc.integer({ min: 0, max: 13 }),
        totals: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 2, maxLength: 2 }),
        gameWinner: winner,
        matchWinner: winner,
        ifTimeUp: fc.option(fc.record({ gameWinner: winner, matchWinner: winner })),
      }),
      fc.record({
        ok: fc.constant(false as const),
        violation: fc.record({
          code: fc.constantFrom('invalid_pieces', 'invalid_queen'),
          message: fc.constantFrom('a', 'b'),
        }),
      }),
    );
    fc.assert(
      fc.property(outcome, outcome, (a, b) => {
        expect(outcomeKey(a) === outcomeKey(b)).toBe(JSON.stringify(a) === JSON.stringify(b));
      }),
      { numRuns: 2000 },
    );
  });

  it('finds every choice at its own place in the table, and none for a board the keys cannot make', () => {
    const choices = boardChoices(3);
    expect(choices.map(choiceIndex)).toEqual(choices.map((_, index) => index));
    const valid = { winner: 0, finish: 'normal', pieces: 3, queen: 'winner', extra: 0 } as const;
    for (const wrong of [
      { ...valid, pieces: 10 },
      { ...valid, pieces: -1 },
      { ...valid, pieces: 2.5 },
      { ...valid, winner: -1 },
      { ...valid, extra: 1 },
      { ...valid, finish: 'penalty', extra: 3 },
    ] as const)
      expect(choiceIndex(wrong), JSON.stringify(wrong)).toBe(-1);
    const table = { outcomes: ['a', 'b'], outcomeOf: choices.map((_, index) => index % 2) };
    expect(outcomeOfChoice(table, choices[1]!)).toBe('b');
    expect(outcomeOfChoice(table, { ...valid, winner: 3 })).toBeNull();
  });

  it('has no next board when the match is over, and none for the three-player game', () => {
    const file = readJson<MatchFile>('best-of-three.json');
    expect(given(...fromFile(file)).thenView(toConsoleView).next).toBeNull();
    const view = given(...playedUnder({ type: 'three-player' })).thenView(toConsoleView);
    expect(view.next).toBeNull();
    expect(view.nextBreaker).toBe(0);
  });
});
