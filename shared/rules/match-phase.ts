/**
 * The phases a match goes through under the laws, as every screen and the LED boards show them:
 * - `setup`: no match yet; `toss`: match created, toss not recorded;
 * - `playing`: a board is to be entered; `extraBoardToss`: level after the last regular board,
 *   the toss for the extra board's break is due;
 * - `gameOver`: a game just ended, the next game starts with the next board;
 * - `matchOver`: the match has a winner.
 */
export const MATCH_PHASES = ['setup', 'toss', 'playing', 'extraBoardToss', 'gameOver', 'matchOver'] as const;

export type MatchPhase = (typeof MATCH_PHASES)[number];
