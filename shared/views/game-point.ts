/**
 * Game point and match point, one rule for the console, the display, the overlay and the LED
 * boards (docs/rules.md, "Game point and match point"):
 *
 * a side is at game point when winning the board in play with a board worth
 * {@link GAME_POINT_MARGIN} points or fewer would win it the game: its score is within that
 * margin of the target (from 21 in a 25-point game), or the board in play is the last regular
 * board of a board-limited game or the extra board, and such a win would leave it alone in the
 * lead. It is at match point when that game would also win it the match.
 *
 * "Any board could be worth 12" is not the rule: from 13 on it would always be lit, and a light
 * that is always on tells nobody anything.
 */
import type { Ruleset } from '../rules/ruleset';

/** The most a board may be worth for its win to count as "the next board" in the rule above. */
export const GAME_POINT_MARGIN = 4;

export interface GamePointInput {
  readonly rules: Pick<Ruleset, 'target' | 'boardLimit' | 'bestOf'>;
  /** Scores of the game in play, per side. */
  readonly scores: readonly number[];
  /** Number of the board in play. */
  readonly board: number;
  /** The board in play is the extra board (level after the last regular board). */
  readonly extraBoard: boolean;
  /** Games each side has won so far. */
  readonly gamesWon: readonly number[];
}

export interface SidePoint {
  readonly gamePoint: boolean;
  readonly matchPoint: boolean;
}

/** The last regular board of a board-limited game is in play (not an extra board). */
export function isLastRegularBoard(input: Pick<GamePointInput, 'rules' | 'board' | 'extraBoard'>): boolean {
  return !input.extraBoard && input.rules.boardLimit !== null && input.board === input.rules.boardLimit;
}

function wouldWinGame(input: GamePointInput, side: number): boolean {
  const score = input.scores[side] ?? 0;
  const after = score + GAME_POINT_MARGIN;
  if (input.rules.target !== null && after >= input.rules.target) return true;
  if (!input.extraBoard && !isLastRegularBoard(input)) return false;
  const best = Math.max(0, ...input.scores.filter((_, other) => other !== side));
  return after > best;
}

/** Game point and match point of every side (two sides; three players have neither). */
export function sidePoints(input: GamePointInput): readonly SidePoint[] {
  const needed = Math.floor(input.rules.bestOf / 2) + 1;
  return input.scores.map((_, side) => {
    const gamePoint = input.scores.length === 2 && wouldWinGame(input, side);
    return { gamePoint, matchPoint: gamePoint && (input.gamesWon[side] ?? 0) + 1 >= needed };
  });
}
