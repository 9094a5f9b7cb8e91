import { liveBoard } from '../engine/tracker/match';
import { DUES_CLOCK_SECONDS } from '../engine/tracker/match-types';
import type { MatchState } from '../engine/types';
import type { DuesClockView, LiveBoardView } from '../contract/scoreboard-view';

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

/** The dues clock (law 88) running on the board in play, or null. */
export function duesClockView(state: MatchState): DuesClockView | null {
  const dues = liveBoard(state)?.dues;
  return dues ? { seconds: DUES_CLOCK_SECONDS, startedAt: dues.startedAt, toPlace: dues.toPlace } : null;
}
