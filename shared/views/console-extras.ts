import { BOARD_PIECES } from '../engine/decide-more';
import { queenCounts } from '../engine/board-points';
import { extraBoardDue } from '../engine/game';
import { currentGame, gameInPlay, nextBoardRef } from '../engine/match';
import { openingChoiceDue } from '../engine/opening-choice';
import { redoable } from '../engine/redo';
import type { MatchState } from '../engine/types';
import type { ConsoleExtras, ExtraBoardReason, ThreePlayerNext } from '../contract/console-view';

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
