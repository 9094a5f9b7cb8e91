import { z } from 'zod';

/**
 * Runtime schema of shared/views/scoreboard-view-types.ts, with the same shape.
 * tests/contract/view-schema-types.test.ts proves the inferred type and the interface are
 * mutually assignable, so the two cannot drift apart unnoticed.
 */
const MatchTypeSchema = z.enum(['singles', 'doubles', 'three-player']);
const QueenCoverSchema = z.enum(['winner', 'loser', 'none']);
const FinishSchema = z.enum(['normal', 'penalty']);
const GameEndSchema = z.enum(['points', 'boards', 'extraBoard', 'time', 'forfeit']);
const MatchEndSchema = z.enum(['games', 'forfeit']);
export const ForfeitKindSchema = z.enum(['walkover', 'resigned', 'left', 'technical']);
const numbers = z.array(z.number()).readonly();

export const SideViewSchema = z.object({
  index: z.number(),
  name: z.string(),
  shortName: z.string().nullable(),
  players: z.array(z.string()).readonly(),
  club: z.string().nullable(),
  score: z.number(),
  gamesWon: z.number(),
  queenCounts: z.boolean(),
  breaks: z.boolean(),
  breakerPlayer: z.number().nullable(),
  gamePoint: z.boolean(),
  matchPoint: z.boolean(),
});

export const LastBoardViewSchema = z.object({
  game: z.number(),
  board: z.number(),
  winner: z.number().nullable(),
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
  boards: z.number().optional(),
});

export const ClockViewSchema = z.object({
  stroke: z.object({ seconds: z.number(), startedAt: z.number().nullable() }).nullable(),
  game: z
    .object({
      limitMs: z.number(),
      usedMs: z.number(),
      runningSince: z.number().nullable(),
      expired: z.boolean(),
    })
    .nullable(),
  official: z
    .object({
      kind: z.enum(['timeOut', 'interval']),
      side: z.number().nullable(),
      startedAt: z.number(),
      seconds: z.number(),
      sideName: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
});

export const MatchPhaseSchema = z.enum([
  'setup',
  'toss',
  'playing',
  'extraBoardToss',
  'gameOver',
  'matchOver',
]);

export const ViewMatchInfoSchema = z.object({
  event: z.string().optional(),
  round: z.string().optional(),
  table: z.string().optional(),
  umpire: z.string().optional(),
});

/** A board tracked stroke by stroke, while it is played (shared/views/live-board-view.ts). */
export const LiveBoardViewSchema = z.object({
  onBoard: numbers,
  queen: z.enum(['board', 'pending', 'covered']),
  queenBy: z.number().nullable(),
  owed: numbers,
  turn: z.number(),
  player: z.number().nullable(),
  strokes: z.number(),
  awaitingAward: z.boolean(),
});

/** Statistics of the tracked boards (shared/views/stroke-statistics.ts). */
const count = z.number().int().min(0);
export const StatisticsViewSchema = z.object({
  sides: z
    .array(
      z.object({
        strokes: count,
        pocketing: count,
        fouls: count,
        dues: count,
        queenPocketed: count,
        queenCovered: count,
        queenLost: count,
        whiteSlams: count,
        blackSlams: count,
      }),
    )
    .readonly(),
  boards: z.array(z.object({ game: z.number(), board: z.number(), strokes: count, turns: count })).readonly(),
});

export const ScoreboardViewSchema = z.object({
  type: MatchTypeSchema.nullable(),
  phase: MatchPhaseSchema,
  info: ViewMatchInfoSchema,
  sides: z.array(SideViewSchema).readonly(),
  game: z.number(),
  bestOf: z.number(),
  board: z.number(),
  boardLimit: z.number().nullable(),
  extraBoard: z.boolean(),
  lastRegularBoard: z.boolean(),
  target: z.number().nullable(),
  queenPoints: z.number(),
  queenCutoff: z.number().nullable(),
  sideChangeDue: z.boolean(),
  lastBoard: LastBoardViewSchema.nullable(),
  games: z.array(GameSummaryViewSchema).readonly(),
  gameResult: GameSummaryViewSchema.nullable(),
  matchResult: z
    .object({ winner: z.number(), endedBy: MatchEndSchema, forfeit: ForfeitKindSchema.nullable() })
    .nullable(),
  clocks: ClockViewSchema,
  live: LiveBoardViewSchema.nullable().optional(),
  statistics: StatisticsViewSchema.optional(),
});

export type ScoreboardViewData = z.infer<typeof ScoreboardViewSchema>;
