import type { LiveBoardView } from '../../shared/contract/scoreboard-view';

/**
 * A tracked board in play as the views carry it: unless `changes` say otherwise, the break not
 * yet taken (nine C/m a side on the board, the queen on the board, no dues, side 0 on turn).
 */
export function liveBoard(changes: Partial<LiveBoardView> = {}): LiveBoardView {
  return {
    onBoard: [9, 9],
    queen: 'board',
    queenBy: null,
    owed: [0, 0],
    turn: 0,
    player: null,
    strokes: 0,
    awaitingAward: false,
    ...changes,
  };
}
