import { BOARD_PIECES } from '../engine/decide-more';
import { queenCounts } from '../engine/board-points';
import { extraBoardDue } from '../engine/game';
import { currentGame, gameInPlay, nextBoardRef } from '../engine/match';
import { openingChoiceDue, type OpeningChoice } from '../engine/opening-choice';
import { redoable } from '../engine/redo';
import type { BoardEntry, MatchState } from '../engine/types';
import type { PocketedFigures } from './board-choice';

/** A recorded board as Undo and Redo name it: where it is, what was entered, what it added. */
export interface BoardOnRecord {
  readonly game: number;
  readonly board: number;
  readonly entry: BoardEntry;
  /** Points it added per side (null for a board that is not on the record: the one Redo restores). */
  readonly points: readonly number[] | null;
}

/** Three players: where the next board goes and the figures its points preview needs (it runs no engine). */
export interface ThreePlayerNext extends PocketedFigures {
  readonly game: number;
  readonly board: number;
}

/** Why an extra board is due: the top was level at the target, after the board limit, or at time. */
export type ExtraBoardReason = 'target' | 'boards' | 'time';

export interface ConsoleExtras {
  /** The board Undo would take back (the last on the record), or null. */
  readonly undo: BoardOnRecord | null;
  /** The board Redo would put back, or null (nothing undone, or a board was entered since). */
  readonly redo: BoardOnRecord | null;
  /** Doubles, before game 2 or 3: who of the opening side breaks, and who would by default. */
  readonly openingChoice: OpeningChoice | null;
  readonly three: ThreePlayerNext | null;
  readonly extraBoardReason: ExtraBoardReason | null;
}

export function consoleExtras(state: MatchState): ConsoleExtras {
  const last = currentGame(state)?.boards.at(-1);
  const game = currentGame(state);
  const top = redoable(state);
  return {
    undo:
      last && game ? { game: game.number, board: last.number, entry: last.entry, points: last.points } : null,
    redo: top ? { game: top.game, board: top.board, entry: top.entry, points: null } : null,
    openingChoice: openingChoiceDue(state),
    three: threeNext(state),
    extraBoardReason: extraBoardReason(state),
  };
}

function threeNext(state: MatchState): ThreePlayerNext | null {
  const setup = state.setup;
  const ref = nextBoardRef(state);
  const game = gameInPlay(state);
  if (!setup || setup.type !== 'three-player' || !ref || !game) return null;
  const rules = setup.ruleset;
  return {
    game: ref.game,
    board: ref.board,
    scoresBefore: game.scores,
    blackPoints: rules.blackPoints,
    whitePoints: rules.whitePoints,
    queenPoints: rules.queenPoints,
    queenCounts: game.scores.map((score) => queenCounts(rules, score)),
    boardCap: rules.boardCap,
    pieces: BOARD_PIECES,
  };
}

function extraBoardReason(state: MatchState): ExtraBoardReason | null {
  const game = currentGame(state);
  const rules = state.setup?.ruleset;
  if (!game || !rules || !extraBoardDue(game)) return null;
  const last = game.boards.at(-1);
  if (rules.target !== null && game.scores.some((s) => s >= (rules.target as number))) return 'target';
  if (rules.boardLimit !== null && game.boards.length >= rules.boardLimit) return 'boards';
  return last?.entry.timeUp ? 'time' : 'boards';
}
