import { z } from 'zod';
import type { DeepReadonly } from '../engine/deep-readonly';
import { BREAK_ORDERS, RULE_SETTINGS } from '../rules/ruleset';
import { VIEW_SETTING_NAMES, type ViewSettingName } from '../rules/settings';
import { MATCH_PHASES } from '../rules/match-phase';

/**
 * What every audience screen gets (the display, the overlay, the LED boards, the timekeeper, the
 * venue's tiles), declared once: the schema checks a push at run time and the types are inferred
 * from it, read-only all the way down. shared/views/scoreboard-view.ts works the view out.
 */
const MatchTypeSchema = z.enum(['singles', 'doubles', 'three-player']);
const QueenCoverSchema = z.enum(['winner', 'loser', 'none']);
const FinishSchema = z.enum(['normal', 'penalty']);
const GameEndSchema = z.enum(['points', 'boards', 'extraBoard', 'time', 'forfeit']);
const MatchEndSchema = z.enum(['games', 'forfeit']);
export const ForfeitKindSchema = z.enum(['walkover', 'resigned', 'left', 'technical']);
const numbers = z.array(z.number()).readonly();

/** The shape of a setting the view carries, by its kind (shared/rules/settings.ts). */
const VIEW_SHAPES = {
  count: z.number(),
  optionalCount: z.number().nullable(),
  order: z.enum(BREAK_ORDERS),
} as const;

const viewSettingShapes = Object.fromEntries(
  VIEW_SETTING_NAMES.map((name) => [name, VIEW_SHAPES[RULE_SETTINGS[name].kind]]),
) as unknown as {
  readonly [Name in ViewSettingName]: (typeof VIEW_SHAPES)[(typeof RULE_SETTINGS)[Name]['kind']];
};

/** What the audience sees of one side (a player in singles, a pair in doubles). */
export const SideViewSchema = z.object({
  index: z.number(),
  name: z.string(),
  /** The set-up's short display name (≤ 12 characters) for narrow places, when one was given. */
  shortName: z.string().nullable(),
  players: z.array(z.string()).readonly(),
  club: z.string().nullable(),
  /** Country codes ("ITA", "POL / IND"), when the set-up gave them (a match from a SoL pairing). */
  nationality: z.string().optional(),
  /** Score in the game in play (or the last game, once it is over). */
  score: z.number(),
  gamesWon: z.number(),
  /**
   * Whether the queen would still add points for this side if it won the next board; false
   * once a game or the match is over (no board is in play).
   */
  queenCounts: z.boolean(),
  /** This side breaks the board in play, and so plays white (law 43). */
  breaks: z.boolean(),
  /** Doubles: the player of this side who breaks the board in play. */
  breakerPlayer: z.number().nullable(),
  /**
   * Game point (docs/rules.md): winning the board in play with a board worth 4 points or fewer
   * would win this side the game (from 21 in a 25-point game), or the board in play is the last
   * regular board or the extra board and winning it by that much would decide the game for it.
   */
  gamePoint: z.boolean(),
  /** Game point in a game that would also win this side the match. */
  matchPoint: z.boolean(),
});

export const LastBoardViewSchema = z.object({
  game: z.number(),
  board: z.number(),
  /** Two-side boards: the board winner; three-player boards: null. */
  winner: z.number().nullable(),
  /** Points the board added, per side. */
  points: numbers,
  pieces: z.number().nullable(),
  queen: QueenCoverSchema.nullable(),
  queenCounted: z.boolean(),
  finish: FinishSchema.nullable(),
  extraPoints: z.number(),
  extraBoard: z.boolean(),
});

export const GameSummaryViewSchema = z.object({
  number: z.number(),
  scores: numbers,
  winner: z.number().nullable(),
  endedBy: GameEndSchema.nullable(),
  /** Boards played in the game: with `endedBy: 'time'`, "Time up after board N". */
  boards: z.number().optional(),
});

/** The timekeeper's countdown: a side's time-out, or the interval between games. */
export const OfficialTimerViewSchema = z.object({
  kind: z.enum(['timeOut', 'interval']),
  side: z.number().nullable(),
  startedAt: z.number(),
  seconds: z.number(),
  /** The name of the side that took the time-out (null for the interval). */
  sideName: z.string().nullable().optional(),
});

export const DuesClockViewSchema = z.object({
  seconds: z.number(),
  startedAt: z.number(),
  /** Each side's C/m to place (its opponent places them, 78a). */
  toPlace: numbers,
});

export const ClockViewSchema = z.object({
  stroke: z.object({ seconds: z.number(), startedAt: z.number().nullable() }).nullable(),
  game: z
    .object({
      limitMs: z.number(),
      usedMs: z.number(),
      runningSince: z.number().nullable(),
      expired: z.boolean(),
      /** The time warning: the screens mark the clock and sound once this much is left (null: none). */
      warnMs: z.number().nullable().optional(),
    })
    .nullable(),
  /** The time-out or interval last started (shown while it runs; null once stopped). */
  official: OfficialTimerViewSchema.nullable().optional(),
  /** The dues clock (law 88) of the board in play: running from the entry that sent C/m back. */
  dues: DuesClockViewSchema.nullable().optional(),
});

/** The match's phase (shared/rules/match-phase.ts). */
export const MatchPhaseSchema = z.enum(MATCH_PHASES);

export const ViewMatchInfoSchema = z.object({
  event: z.string().optional(),
  round: z.string().optional(),
  table: z.string().optional(),
  umpire: z.string().optional(),
});

/** A board tracked stroke by stroke, as the hall sees it (shared/views/live-board-view.ts). */
export const LiveBoardViewSchema = z.object({
  /** Each side's C/m still on the board (9 at the break). */
  onBoard: numbers,
  queen: z.enum(['board', 'pending', 'covered']),
  /** The side that pocketed (pending) or covered the queen. */
  queenBy: z.number().nullable(),
  /** Dues each side owes and could not put back yet (law 72c). */
  owed: numbers,
  turn: z.number(),
  /** Doubles: the player of the side on turn (index into its players), else null. */
  player: z.number().nullable(),
  strokes: z.number(),
  /** The strokes reached a case the laws leave to the umpire: the board waits for the award. */
  awaitingAward: z.boolean(),
});

/** What one side did in tracked boards (issue 28, statistics; shared/views/stroke-statistics.ts). */
const count = z.number().int().min(0);
export const SideStatisticsSchema = z.object({
  /** Strokes made (foul entries are not strokes). */
  strokes: count,
  /** Strokes that pocketed an own C/m or the queen. */
  pocketing: count,
  /** Foul entries (63, 64a) and improper strokes (64). */
  fouls: count,
  /** C/m the side had to put back: dues (72) and penalties (76, 63, 64a), paid or still owed. */
  dues: count,
  queenPocketed: count,
  queenCovered: count,
  /** Times the queen this side pocketed went back to the centre uncovered. */
  queenLost: count,
  /** Boards won in the first turn of the side, all nine C/m and the queen: White / Black Slam (26a). */
  whiteSlams: count,
  blackSlams: count,
});

/** The statistics the screens and the score sheet show: per side over the match, per board its strokes and turns. */
export const StatisticsViewSchema = z.object({
  sides: z.array(SideStatisticsSchema).readonly(),
  boards: z.array(z.object({ game: z.number(), board: z.number(), strokes: count, turns: count })).readonly(),
});

export const ScoreboardViewSchema = z.object({
  type: MatchTypeSchema.nullable(),
  phase: MatchPhaseSchema,
  info: ViewMatchInfoSchema,
  sides: z.array(SideViewSchema).readonly(),
  /** Game of the board in play (or the game that just ended in `gameOver` / `matchOver`). */
  game: z.number(),
  /**
   * Number of the board in play (the next board to be entered); once a game or the match is
   * over, the last board played in it (0 when none was, as after a forfeit).
   */
  board: z.number(),
  /** The board in play is an extra board; once a game is over, its last board was one. */
  extraBoard: z.boolean(),
  /** The board in play is the last regular board of a board-limited game ("Last board · 8 of 8"). */
  lastRegularBoard: z.boolean(),
  /** The ruleset's settings the table marks `view` (target, queen value, board limit, best of…). */
  ...viewSettingShapes,
  /** Law 60: the players must change sides now (deciding game), until the operator confirms. */
  sideChangeDue: z.boolean(),
  lastBoard: LastBoardViewSchema.nullable(),
  games: z.array(GameSummaryViewSchema).readonly(),
  /** The game that just ended, while the next one has not started. */
  gameResult: GameSummaryViewSchema.nullable(),
  matchResult: z
    .object({
      winner: z.number(),
      endedBy: MatchEndSchema,
      forfeit: ForfeitKindSchema.nullable(),
      /** The side that forfeited (absent from views written before it). */
      forfeitBy: z.number().nullable().optional(),
    })
    .nullable(),
  clocks: ClockViewSchema,
  /** The board in play when it is tracked stroke by stroke (the board tracker), else null or absent. */
  live: LiveBoardViewSchema.nullable().optional(),
  statistics: StatisticsViewSchema.optional(),
});

export type SideView = DeepReadonly<z.infer<typeof SideViewSchema>>;
export type LastBoardView = DeepReadonly<z.infer<typeof LastBoardViewSchema>>;
export type GameSummaryView = DeepReadonly<z.infer<typeof GameSummaryViewSchema>>;
export type OfficialTimerView = DeepReadonly<z.infer<typeof OfficialTimerViewSchema>>;
export type ClockView = DeepReadonly<z.infer<typeof ClockViewSchema>>;
export type DuesClockView = DeepReadonly<z.infer<typeof DuesClockViewSchema>>;
export type { MatchPhase } from '../rules/match-phase';
export type LiveBoardView = DeepReadonly<z.infer<typeof LiveBoardViewSchema>>;
export type SideStatistics = DeepReadonly<z.infer<typeof SideStatisticsSchema>>;
export type StatisticsView = DeepReadonly<z.infer<typeof StatisticsViewSchema>>;
export type ScoreboardView = DeepReadonly<z.infer<typeof ScoreboardViewSchema>>;
