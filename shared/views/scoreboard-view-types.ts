import type { MatchType } from '../rules/ruleset';
import type { StatisticsView } from './stroke-statistics';
import type { Finish, ForfeitKind, GameEnd, MatchEnd, MatchInfo, QueenCover } from '../engine/types';

/** What the audience sees of one side (a player in singles, a pair in doubles). */
export interface SideView {
  readonly index: number;
  readonly name: string;
  /** The set-up's short display name (≤ 12 characters) for narrow places, when one was given. */
  readonly shortName: string | null;
  readonly players: readonly string[];
  readonly club: string | null;
  /** Score in the game in play (or the last game, once it is over). */
  readonly score: number;
  readonly gamesWon: number;
  /**
   * Whether the queen would still add points for this side if it won the next board; false
   * once a game or the match is over (no board is in play).
   */
  readonly queenCounts: boolean;
  /** This side breaks the board in play, and so plays white (law 43). */
  readonly breaks: boolean;
  /** Doubles: the player of this side who breaks the board in play. */
  readonly breakerPlayer: number | null;
  /**
   * Game point (docs/rules.md): winning the board in play with a board worth 4 points or fewer
   * would win this side the game (from 21 in a 25-point game), or the board in play is the last
   * regular board or the extra board and winning it by that much would decide the game for it.
   */
  readonly gamePoint: boolean;
  /** Game point in a game that would also win this side the match. */
  readonly matchPoint: boolean;
}

export interface LastBoardView {
  readonly game: number;
  readonly board: number;
  /** Two-side boards: the board winner; three-player boards: null. */
  readonly winner: number | null;
  /** Points the board added, per side. */
  readonly points: readonly number[];
  readonly pieces: number | null;
  readonly queen: QueenCover | null;
  readonly queenCounted: boolean;
  readonly finish: Finish | null;
  readonly extraPoints: number;
  readonly extraBoard: boolean;
}

export interface GameSummaryView {
  readonly number: number;
  readonly scores: readonly number[];
  readonly winner: number | null;
  readonly endedBy: GameEnd | null;
  /** Boards played in the game: with `endedBy: 'time'`, "Time up after board N". */
  readonly boards?: number;
}

/** The timekeeper's countdown: a side's time-out, or the interval between games. */
export interface OfficialTimerView {
  readonly kind: 'timeOut' | 'interval';
  readonly side: number | null;
  readonly startedAt: number;
  readonly seconds: number;
  /** The name of the side that took the time-out (null for the interval). */
  readonly sideName?: string | null;
}

export interface ClockView {
  readonly stroke: { readonly seconds: number; readonly startedAt: number | null } | null;
  readonly game: {
    readonly limitMs: number;
    readonly usedMs: number;
    readonly runningSince: number | null;
    readonly expired: boolean;
  } | null;
  /** The time-out or interval last started (shown while it runs; null once stopped). */
  readonly official?: OfficialTimerView | null;
}

/**
 * - `setup`: no match yet; `toss`: match created, toss not recorded;
 * - `playing`: a board is to be entered; `extraBoardToss`: level after the last regular board,
 *   the toss for the extra board's break is due;
 * - `gameOver`: a game just ended, the next game starts with the next board;
 * - `matchOver`: the match has a winner.
 */
export type MatchPhase = 'setup' | 'toss' | 'playing' | 'extraBoardToss' | 'gameOver' | 'matchOver';

export interface ScoreboardView {
  readonly type: MatchType | null;
  readonly phase: MatchPhase;
  readonly info: MatchInfo;
  readonly sides: readonly SideView[];
  /** Game of the board in play (or the game that just ended in `gameOver` / `matchOver`). */
  readonly game: number;
  readonly bestOf: number;
  /**
   * Number of the board in play (the next board to be entered); once a game or the match is
   * over, the last board played in it (0 when none was, as after a forfeit).
   */
  readonly board: number;
  readonly boardLimit: number | null;
  /** The board in play is an extra board; once a game is over, its last board was one. */
  readonly extraBoard: boolean;
  /** The board in play is the last regular board of a board-limited game ("Last board · 8 of 8"). */
  readonly lastRegularBoard: boolean;
  readonly target: number | null;
  readonly queenPoints: number;
  readonly queenCutoff: number | null;
  /** Law 60: the players must change sides now (deciding game), until the operator confirms. */
  readonly sideChangeDue: boolean;
  readonly lastBoard: LastBoardView | null;
  readonly games: readonly GameSummaryView[];
  /** The game that just ended, while the next one has not started. */
  readonly gameResult: GameSummaryView | null;
  readonly matchResult: {
    readonly winner: number;
    readonly endedBy: MatchEnd;
    readonly forfeit: ForfeitKind | null;
  } | null;
  readonly clocks: ClockView;
  /** The board in play when it is tracked stroke by stroke (the board tracker), else null or absent. */
  readonly live?: LiveBoardView | null;
  /** Between games and at the end: statistics of the tracked boards, when the match has any. */
  readonly statistics?: StatisticsView;
}

/** A tracked board in play, as the hall sees it. */
export interface LiveBoardView {
  /** Each side's C/m still on the board (9 at the break). */
  readonly onBoard: readonly number[];
  readonly queen: 'board' | 'pending' | 'covered';
  /** The side that pocketed (pending) or covered the queen. */
  readonly queenBy: number | null;
  /** Dues each side owes and could not put back yet (law 72c). */
  readonly owed: readonly number[];
  readonly turn: number;
  /** Doubles: the player of the side on turn (index into its players), else null. */
  readonly player: number | null;
  readonly strokes: number;
  /** The strokes reached a case the laws leave to the umpire: the board waits for the award. */
  readonly awaitingAward: boolean;
}
