import type { Finish, QueenCover } from '../engine/types';

/** A two-side board as the console's keys produce it (no clock flag: see NextBoardOutcome). */
export interface BoardChoice {
  readonly winner: number;
  readonly finish: Finish;
  readonly pieces: number;
  readonly queen: QueenCover;
  readonly extra: number;
}

/** Where the console finds a typed board's outcome in the host's table (ConsoleView.next). */
export function choiceKey(choice: BoardChoice): string {
  return `${choice.winner}/${choice.finish}/${choice.pieces}/${choice.queen}/${choice.extra}`;
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
