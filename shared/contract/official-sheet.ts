import { z } from 'zod';
import type { DeepReadonly } from '../engine/deep-readonly';
import { BREAK_ORDERS, PRESET_NAMES, SETTING_NAMES, type SettingName } from '../rules/ruleset';
import { SheetGameViewSchema, SheetRowViewSchema, ScoreSheetViewSchema } from './console-view';
import { BoardEntrySchema, PocketedSchema } from '../engine/command-schemas';
import { ForfeitKindSchema } from './scoreboard-view';

/**
 * The score sheet as the official record (the `OfficialSheet` query; what the printed sheet and
 * its PDF show), declared once: the schema checks an answer at run time and the types are
 * inferred from it, read-only all the way down. shared/views/official-sheet.ts works it out.
 */
const numbers = z.array(z.number()).readonly();
const side = z.number();

/** A time-out, interval, warning or foul the timekeeper logged: its own section of the sheet. */
export const OfficialEntrySchema = z.object({
  at: z.number(),
  game: z.number(),
  /** The board in play (or the next one) when it was logged. */
  board: z.number(),
  side: side.nullable(),
  /** The player's name when the entry is about one player of the side. */
  player: z.string().nullable(),
  kind: z.enum(['timeOut', 'interval', 'warning', 'foul']),
});

export const RecordRowSchema = SheetRowViewSchema.extend({
  /** When the board was recorded (host time, epoch ms); null when the log does not say. */
  endedAt: z.number().nullable(),
  /** Three-player: each player's pocketed pieces as numbers. */
  pocketedCounts: z.array(PocketedSchema).readonly().nullable(),
});

/** How a game's first breaker was chosen: by the match toss, or by the ruleset after a game. */
export const FirstBreakBySchema = z.enum(['toss', 'alternate', 'loser']);

export const RecordGameSchema = SheetGameViewSchema.extend({
  rows: z.array(RecordRowSchema).readonly(),
  firstBreakBy: FirstBreakBySchema,
  /** The toss for the extra board's break, when a tie called for one. */
  extraBoardToss: z.object({ winner: side, at: z.number() }).nullable(),
  /** The change of sides the operator confirmed (law 60). */
  sideChange: z.object({ afterBoard: z.number(), at: z.number() }).nullable(),
});

export const RecordCorrectionSchema = z.object({
  game: z.number(),
  board: z.number(),
  /** `corrected`: the board now reads `after`; `voided`: the board was undone. */
  kind: z.enum(['corrected', 'voided']),
  at: z.number(),
  before: BoardEntrySchema,
  after: BoardEntrySchema.nullable(),
  /** Points the board added, per side, before and after the change (null: no such board). */
  pointsBefore: numbers.nullable(),
  pointsAfter: numbers.nullable(),
});

/**
 * A forfeit recorded and later withdrawn (issue 23 item 5): the sheet prints both where they
 * happened, in the game that was in play, after the boards it had then.
 */
export const WithdrawnForfeitSchema = z.object({
  by: side,
  kind: ForfeitKindSchema,
  game: z.number(),
  /** Boards recorded in that game when the forfeit was recorded. */
  afterBoard: z.number(),
  /** When the forfeit was recorded. */
  at: z.number(),
  withdrawnAt: z.number(),
});

/** A setting the match played with a value other than its preset's. */
export const RuleChangeSchema = z.object({
  name: z.enum(SETTING_NAMES as readonly [SettingName, ...SettingName[]]),
  value: z.union([z.number(), z.enum(BREAK_ORDERS), z.null()]),
});

export const OfficialSheetSchema = ScoreSheetViewSchema.omit({
  games: true,
  rules: true,
  stage: true,
}).extend({
  matchId: z.string(),
  /** The match's number in this data folder (1 for the first match ever created). */
  matchNumber: z.number(),
  createdAt: z.number(),
  /** When play started: the toss (or the creation when no toss is recorded). */
  startedAt: z.number(),
  /** When the match was decided; null while it is open. */
  finishedAt: z.number().nullable(),
  preset: z.enum(PRESET_NAMES),
  /** The ruleset as played: every setting that differs from its preset at its stage, in form order. */
  ruleChanges: z.array(RuleChangeSchema).readonly(),
  stage: z.enum(['early', 'knockout']),
  bestOf: z.number(),
  toss: z.object({ winner: side, choice: z.enum(['break', 'side']), at: z.number() }).nullable(),
  games: z.array(RecordGameSchema).readonly(),
  corrections: z.array(RecordCorrectionSchema).readonly(),
  officials: z.array(OfficialEntrySchema).readonly(),
  withdrawnForfeits: z.array(WithdrawnForfeitSchema).readonly(),
});

export type OfficialEntry = DeepReadonly<z.infer<typeof OfficialEntrySchema>>;
export type RecordRow = DeepReadonly<z.infer<typeof RecordRowSchema>>;
export type FirstBreakBy = z.infer<typeof FirstBreakBySchema>;
export type RecordGame = DeepReadonly<z.infer<typeof RecordGameSchema>>;
export type RecordCorrection = DeepReadonly<z.infer<typeof RecordCorrectionSchema>>;
export type WithdrawnForfeit = DeepReadonly<z.infer<typeof WithdrawnForfeitSchema>>;
export type RuleChange = DeepReadonly<z.infer<typeof RuleChangeSchema>>;
export type OfficialSheet = DeepReadonly<z.infer<typeof OfficialSheetSchema>>;
