import { z } from 'zod';
import type { DeepReadonly } from '../engine/deep-readonly';
import { OfficialsViewSchema } from './officials';
import { VIOLATION_CODES } from '../engine/violation';
import { BoardEntrySchema } from '../engine/command-schemas';
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
      z.object({
        name: z.string(),
        players: z.array(z.string()).readonly(),
        club: z.string().nullable(),
        /** Country codes, when the set-up gave them. */
        nationality: z.string().optional(),
      }),
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
  /** What the tracked boards counted (issue 28), when the match has any. */
  statistics: StatisticsViewSchema.optional(),
});

export type SheetRow = DeepReadonly<z.infer<typeof SheetRowViewSchema>>;
export type SheetGame = DeepReadonly<z.infer<typeof SheetGameViewSchema>>;
export type ScoreSheet = DeepReadonly<z.infer<typeof ScoreSheetViewSchema>>;

/** Who a board would make the winner of its game and of the match (null: nobody yet). */
export const GameAndMatchWinnerSchema = z.object({
  gameWinner: z.number().nullable(),
  matchWinner: z.number().nullable(),
});

/** What a board the operator may type next would do, worked out by the host's engine. */
export const NextBoardOutcomeSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    points: z.number(),
    queenCounted: z.boolean(),
    /** Points before the board cap (the console says when the cap cut something off). */
    uncapped: z.number(),
    /** Both sides' scores in this game after the board. */
    totals: numbers,
    /** The board ends the game: its winner, or null. */
    gameWinner: z.number().nullable(),
    /** The board ends the match: its winner, or null. */
    matchWinner: z.number().nullable(),
    /** Timed rules: the same when the operator also marks that time ran out in this board. */
    ifTimeUp: GameAndMatchWinnerSchema.nullable(),
  }),
  z.object({ ok: z.literal(false), violation: ViolationSchema }),
]);

/**
 * Every board that can be typed next and what it would do (a ChoiceTable of
 * shared/views/board-choice.ts: look one up with `outcomeOfChoice`).
 */
export const NextBoardSchema = z.object({
  game: z.number(),
  board: z.number(),
  /** Scores in that game before the board (zeros when it opens a new game). */
  scoresBefore: numbers,
  outcomes: z.array(NextBoardOutcomeSchema).readonly(),
  outcomeOf: z.array(z.number().int().nonnegative()).readonly(),
});

/** A recorded board as Undo and Redo name it: where it is, what was entered, what it added. */
export const BoardOnRecordSchema = z.object({
  game: z.number(),
  board: z.number(),
  entry: BoardEntrySchema,
  /** Points it added per side (null for a board that is not on the record: the one Redo restores). */
  points: numbers.nullable(),
});

/** Three players: where the next board goes and the figures its points preview needs (it runs no engine). */
export const ThreePlayerNextSchema = z.object({
  game: z.number(),
  board: z.number(),
  scoresBefore: numbers,
  blackPoints: z.number(),
  whitePoints: z.number(),
  queenPoints: z.number(),
  /** Whether the queen would still count for each player (the cut-off, when the ruleset has one). */
  queenCounts: z.array(z.boolean()).readonly(),
  boardCap: z.number().nullable(),
  /** What a finished board holds: every piece is pocketed. */
  pieces: z.object({ black: z.number(), white: z.number(), queens: z.number() }),
});

/** Why an extra board is due: the top was level at the target, after the board limit, or at time. */
export const ExtraBoardReasonSchema = z.enum(['target', 'boards', 'time']);

/** The screens showing the hall the score now (the host counts them). */
export const AudienceSchema = z.object({
  displays: z.int().min(0),
  overlays: z.int().min(0),
  /** Displays whose browser holds their sound back until someone taps them (0 when absent). */
  silentDisplays: z.int().min(0).optional(),
});

/** What the operator's console shows beyond the audience's view; the console runs no engine. */
export const ConsoleViewSchema = z.object({
  /** The whole score sheet: this game's table and the corrections list come from it. */
  sheet: ScoreSheetViewSchema.nullable(),
  /** Side that breaks the next board, or null (no board to enter, or a toss comes first). */
  nextBreaker: z.number().nullable(),
  /** The game clock ran out: the board in play is the game's last. */
  timeUpPending: z.boolean(),
  /** Ruleset figures the points explanation names. */
  rules: z
    .object({ queenPoints: z.number(), boardCap: z.number().nullable(), timed: z.boolean() })
    .nullable(),
  /** The next two-side board, or null (three players, a toss first, or the match is over). */
  next: NextBoardSchema.nullable(),
  /**
   * The match's stored record has an event that cannot be read (the host fills this in): the
   * match is shown as it was before it and takes no more entries. Null when the record is whole.
   */
  damagedRecord: z.object({ seq: z.number(), type: z.string(), reason: z.string() }).nullable(),
  /** The timekeeper's log and the lengths of his countdowns (null before a match is set up). */
  officials: OfficialsViewSchema.nullable(),
  /** The board Undo would take back (the last on the record), or null. */
  undo: BoardOnRecordSchema.nullable(),
  /** The board Redo would put back, or null (nothing undone, or a board was entered since). */
  redo: BoardOnRecordSchema.nullable(),
  /** Doubles, before game 2 or 3: who of the opening side breaks, and who would by default. */
  openingChoice: z
    .object({ game: z.number(), side: z.number(), usual: z.number(), player: z.number() })
    .nullable(),
  three: ThreePlayerNextSchema.nullable(),
  extraBoardReason: ExtraBoardReasonSchema.nullable(),
  /**
   * How many displays and overlays are connected (the host fills this in; null when unknown):
   * the console shows what the hall sees.
   */
  audience: AudienceSchema.nullable(),
});

export type ConsoleViewData = z.infer<typeof ConsoleViewSchema>;
export type GameAndMatchWinner = DeepReadonly<z.infer<typeof GameAndMatchWinnerSchema>>;
export type NextBoardOutcome = DeepReadonly<z.infer<typeof NextBoardOutcomeSchema>>;
export type NextBoard = DeepReadonly<z.infer<typeof NextBoardSchema>>;
export type BoardOnRecord = DeepReadonly<z.infer<typeof BoardOnRecordSchema>>;
export type ThreePlayerNext = DeepReadonly<z.infer<typeof ThreePlayerNextSchema>>;
export type ExtraBoardReason = z.infer<typeof ExtraBoardReasonSchema>;
export type Audience = DeepReadonly<z.infer<typeof AudienceSchema>>;
export type ConsoleView = DeepReadonly<ConsoleViewData>;
/** What shared/views/console-extras.ts works out of the console view. */
export type ConsoleExtras = Pick<
  ConsoleView,
  'undo' | 'redo' | 'openingChoice' | 'three' | 'extraBoardReason'
>;
