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
