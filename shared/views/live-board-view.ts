import { liveBoard } from '../engine/tracker/match';
import type { MatchState } from '../engine/types';
import type { LiveBoardView } from '../contract/scoreboard-view';

/** The tracked board in play for the hall's screens, or null when none is tracked. */
export function liveBoardView(state: MatchState): LiveBoardView | null {
  const live = liveBoard(state);
  if (!live) return null;
  const { play } = live;
  return {
    onBoard: play.onBoard,
    queen: play.queen.at,
    queenBy: play.queen.at === 'board' ? null : play.queen.by,
    owed: play.owed,
    turn: play.turn,
    player: play.player,
    strokes: play.strokes,
    awaitingAward: play.end?.kind === 'award',
  };
}
