import { z } from 'zod';
import type { DeepReadonly } from './deep-readonly';
import { OfficialsViewSchema } from './officials';
import { VIOLATION_CODES } from '../engine/violation';
import { BoardEntrySchema } from './engine-commands';
import { ForfeitKindSchema, StatisticsViewSchema, ViewMatchInfoSchema } from './scoreboard-view';

/**
 * Runtime schema of shared/views/console-view.ts (what only the operator's console receives) and
 * of the score sheet (shared/views/score-sheet.ts works it out). The score sheet's types are
 * inferred from its schema, read-only all the way down; tests/contract/view-schema-types.ts proves
 * the console view's inferred type and its interface agree.
 */
const numbers = z.array(z.number()).readonly();
const QueenCoverSchema = z.enum(['winner', 'loser', 'none']);
const FinishSchema = z.enum(['normal', 'penalty']);

export const BoardRefViewSchema = z.object({ game: z.number(), board: z.number() });

export const ViolationSchema = z.object({
  code: z.enum(VIOLATION_CODES),
  message: z.string(),
  game: z.number().optional(),
  board: z.number().optional(),
  invalidBoards: z.array(BoardRefViewSchema).readonly().optional(),
});

/** One row of the paper score sheet. */
export const SheetRowViewSchema = z.object({
  board: z.number(),
  breaker: z.number(),
  breakerPlayer: z.number().nullable(),
  winner: z.number().nullable(),
  /** Two-side boards: opponent's pieces counted; three-player: null. */
  pieces: z.number().nullable(),
  queen: QueenCoverSchema.nullable(),
  finish: FinishSchema.nullable(),
  extraPoints: z.number(),
  queenCounted: z.boolean(),
  /** Points added per side. */
  points: numbers,
  /** Running totals per side after this board. */
  totals: numbers,
  extraBoard: z.boolean(),
  timeUp: z.boolean(),
  /** Three-player: what each player pocketed, as "2B 1W Q". */
  pocketed: z.array(z.string()).readonly().nullable(),
});

export const SheetGameViewSchema = z.object({
  number: z.number(),
  firstBreaker: z.number(),
  rows: z.array(SheetRowViewSchema).readonly(),
  scores: numbers,
  finished: z.boolean(),
  winner: z.number().nullable(),
  endedBy: z.enum(['points', 'boards', 'extraBoard', 'time', 'forfeit']).nullable(),
  sideChangeAfterBoard: z.number().nullable(),
});

export const ScoreSheetViewSchema = z.object({
  type: z.enum(['singles', 'doubles', 'three-player']),
  info: ViewMatchInfoSchema,
  sides: z
    .array(
      z.object({ name: z.string(), players: z.array(z.string()).readonly(), club: z.string().nullable() }),
    )
    .readonly(),
  rules: z.string(),
  stage: z.string(),
  games: z.array(SheetGameViewSchema).readonly(),
  winner: z.number().nullable(),
  endedBy: z.enum(['games', 'forfeit']).nullable(),
  forfeit: z.object({ by: z.number(), kind: ForfeitKindSchema }).nullable(),
  gamesWon: numbers,
  /** The ICF card's "Remarks of Umpire" (empty: none written). */
  remarks: z.string(),
  /** Statistics of the tracked boards (issue 28), when the match has any. */
  statistics: StatisticsViewSchema.optional(),
});

export type SheetRow = DeepReadonly<z.infer<typeof SheetRowViewSchema>>;
export type SheetGame = DeepReadonly<z.infer<typeof SheetGameViewSchema>>;
export type ScoreSheet = DeepReadonly<z.infer<typeof ScoreSheetViewSchema>>;

export const NextBoardOutcomeSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    points: z.number(),
    queenCounted: z.boolean(),
    uncapped: z.number(),
    totals: numbers,
    gameWinner: z.number().nullable(),
    matchWinner: z.number().nullable(),
    ifTimeUp: z.object({ gameWinner: z.number().nullable(), matchWinner: z.number().nullable() }).nullable(),
  }),
  z.object({ ok: z.literal(false), violation: ViolationSchema }),
]);

const BoardOnRecordSchema = z.object({
  game: z.number(),
  board: z.number(),
  entry: BoardEntrySchema,
  points: numbers.nullable(),
});

export const ConsoleViewSchema = z.object({
  sheet: ScoreSheetViewSchema.nullable(),
  nextBreaker: z.number().nullable(),
  timeUpPending: z.boolean(),
  rules: z
    .object({ queenPoints: z.number(), boardCap: z.number().nullable(), timed: z.boolean() })
    .nullable(),
  next: z
    .object({
      game: z.number(),
      board: z.number(),
      scoresBefore: numbers,
      outcomes: z.array(NextBoardOutcomeSchema).readonly(),
      outcomeOf: z.array(z.number().int().nonnegative()).readonly(),
    })
    .nullable(),
  damagedRecord: z.object({ seq: z.number(), type: z.string(), reason: z.string() }).nullable(),
  officials: OfficialsViewSchema.nullable(),
  undo: BoardOnRecordSchema.nullable(),
  redo: BoardOnRecordSchema.nullable(),
  openingChoice: z
    .object({ game: z.number(), side: z.number(), usual: z.number(), player: z.number() })
    .nullable(),
  three: z
    .object({
      game: z.number(),
      board: z.number(),
      scoresBefore: numbers,
      blackPoints: z.number(),
      whitePoints: z.number(),
      queenPoints: z.number(),
      queenCounts: z.array(z.boolean()).readonly(),
      boardCap: z.number().nullable(),
      pieces: z.object({ black: z.number(), white: z.number(), queens: z.number() }),
    })
    .nullable(),
  extraBoardReason: z.enum(['target', 'boards', 'time']).nullable(),
  /** How many displays and overlays are connected: the console shows what the hall sees. */
  audience: z
    .object({
      displays: z.int().min(0),
      overlays: z.int().min(0),
      silentDisplays: z.int().min(0).optional(),
    })
    .nullable(),
});

export type ConsoleViewData = z.infer<typeof ConsoleViewSchema>;
