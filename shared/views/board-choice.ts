import type { Finish, QueenCover } from '../engine/types';

/** A two-side board as the console's keys produce it (no clock flag: see NextBoardOutcome). */
export interface BoardChoice {
  readonly winner: number;
  readonly finish: Finish;
  readonly pieces: number;
  readonly queen: QueenCover;
  readonly extra: number;
}

const PIECES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
const EXTRA = [0, 1, 2] as const;
const QUEENS = ['winner', 'loser', 'none'] as const satisfies readonly QueenCover[];
/** Per pieces × queen: the normal finish, then the penalty finish with each extra piece. */
const FINISHES = 1 + EXTRA.length;

/**
 * Every board the keys can produce, in the order of the host's table (ConsoleView.next): each
 * winner, 0–9 pieces, W/L/N, a normal finish and a penalty finish with E 0–2.
 */
export function boardChoices(sides: number): BoardChoice[] {
  const choices: BoardChoice[] = [];
  for (let winner = 0; winner < sides; winner++) {
    for (const pieces of PIECES) {
      for (const queen of QUEENS) {
        choices.push({ winner, finish: 'normal', pieces, queen, extra: 0 });
        for (const extra of EXTRA) choices.push({ winner, finish: 'penalty', pieces, queen, extra });
      }
    }
  }
  return choices;
}

/** A choice's place in `boardChoices`, or -1 for a board the keys cannot produce. */
export function choiceIndex(choice: BoardChoice): number {
  const queen = QUEENS.indexOf(choice.queen as (typeof QUEENS)[number]);
  const finish = choice.finish === 'normal' ? (choice.extra === 0 ? 0 : -1) : 1 + choice.extra;
  const inRange =
    Number.isInteger(choice.winner) &&
    choice.winner >= 0 &&
    Number.isInteger(choice.pieces) &&
    choice.pieces >= 0 &&
    choice.pieces < PIECES.length &&
    queen >= 0 &&
    finish >= 0 &&
    finish < FINISHES;
  if (!inRange) return -1;
  return ((choice.winner * PIECES.length + choice.pieces) * QUEENS.length + queen) * FINISHES + finish;
}

/**
 * The host's table of what each typed board would do, kept small because it travels with every
 * push: each distinct outcome once, and per choice (in `boardChoices` order) its outcome's index.
 */
export interface ChoiceTable<Outcome> {
  readonly outcomes: readonly Outcome[];
  readonly outcomeOf: readonly number[];
}

/** Where the console finds a typed board's outcome in the host's table. */
export function outcomeOfChoice<Outcome>(table: ChoiceTable<Outcome>, choice: BoardChoice): Outcome | null {
  const at = choiceIndex(choice);
  return at < 0 ? null : (table.outcomes[table.outcomeOf[at] ?? -1] ?? null);
}

/**
 * Builds the table: equal outcomes (the same refusal for many choices, say) are stored once.
 * `keyOf` names an outcome's content: equal keys for equal outcomes, and only for them.
 */
export function choiceTable<Outcome>(
  choices: readonly BoardChoice[],
  outcomeOf: (choice: BoardChoice) => Outcome,
  keyOf: (outcome: Outcome) => string = (outcome) => JSON.stringify(outcome),
): ChoiceTable<Outcome> {
  const outcomes: Outcome[] = [];
  const seen = new Map<string, number>();
  const indexes = choices.map((choice) => {
    const outcome = outcomeOf(choice);
    const key = keyOf(outcome);
    let index = seen.get(key);
    if (index === undefined) {
      index = outcomes.push(outcome) - 1;
      seen.set(key, index);
    }
    return index;
  });
  return { outcomes, outcomeOf: indexes };
}

/** Three players: the figures the console's points preview needs (ConsoleView.three). */
export interface PocketedFigures {
  readonly scoresBefore: readonly number[];
  readonly blackPoints: number;
  readonly whitePoints: number;
  readonly queenPoints: number;
  /** Whether the queen would still count for each player (the cut-off, when the ruleset has one). */
  readonly queenCounts: readonly boolean[];
  readonly boardCap: number | null;
  /** What a finished board holds: every piece is pocketed. */
  readonly pieces: { readonly black: number; readonly white: number; readonly queens: number };
}

export type PocketedProblem =
  | { readonly kind: 'missing'; readonly black: number; readonly white: number }
  | { readonly kind: 'tooMany'; readonly black: number; readonly white: number }
  | { readonly kind: 'queen' };

export interface PocketedPreview {
  readonly points: readonly number[];
  readonly totals: readonly number[];
  /** Per player: pocketed the queen but it does not count (cut-off). */
  readonly queenLost: readonly boolean[];
  /** Why this is not a finished board yet, or null. */
  readonly problem: PocketedProblem | null;
}

/**
 * What a three-player board as typed so far would add, and whether it is a finished board (the
 * engine refuses any other). The same sums as the engine's `pocketedBoardPoints`, on the figures
 * the host pushed: tests/engine/console-view.test.ts checks they agree.
 */
export function pocketedPreview(
  figures: PocketedFigures,
  pocketed: readonly { readonly black: number; readonly white: number; readonly queen: boolean }[],
): PocketedPreview {
  const points = pocketed.map((p, i) => {
    const queen = p.queen && (figures.queenCounts[i] ?? true);
    const total =
      p.black * figures.blackPoints + p.white * figures.whitePoints + (queen ? figures.queenPoints : 0);
    return figures.boardCap === null ? total : Math.min(figures.boardCap, total);
  });
  const black = pocketed.reduce((n, p) => n + p.black, 0);
  const white = pocketed.reduce((n, p) => n + p.white, 0);
  const queens = pocketed.filter((p) => p.queen).length;
  const { pieces } = figures;
  const problem: PocketedProblem | null =
    black > pieces.black || white > pieces.white
      ? { kind: 'tooMany', black, white }
      : black < pieces.black || white < pieces.white
        ? { kind: 'missing', black: pieces.black - black, white: pieces.white - white }
        : queens !== pieces.queens
          ? { kind: 'queen' }
          : null;
  return {
    points,
    totals: figures.scoresBefore.map((s, i) => s + (points[i] ?? 0)),
    queenLost: pocketed.map((p, i) => p.queen && !(figures.queenCounts[i] ?? true)),
    problem,
  };
}
