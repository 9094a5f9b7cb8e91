import { z } from 'zod';
import { BREAK_ORDERS, PRESET_NAMES, SETTING_NAMES, type SettingName } from '../rules/ruleset';
import { SheetGameViewSchema, SheetRowViewSchema, ScoreSheetViewSchema } from './console-view';
import { BoardEntrySchema, PocketedSchema } from './engine-commands';
import { ForfeitKindSchema } from './scoreboard-view';

/**
 * Runtime schema of shared/views/official-sheet.ts: the score sheet as the official record
 * (the `OfficialSheet` query). tests/paperwork/official-sheet-types.ts proves the inferred type
 * and the interface agree.
 */
const numbers = z.array(z.number()).readonly();
const side = z.number();

export const OfficialEntrySchema = z.object({
  at: z.number(),
  game: z.number(),
  board: z.number(),
  side: side.nullable(),
  player: z.string().nullable(),
  kind: z.enum(['timeOut', 'interval', 'warning', 'foul']),
});

export const RecordRowSchema = SheetRowViewSchema.extend({
  endedAt: z.number().nullable(),
  pocketedCounts: z.array(PocketedSchema).readonly().nullable(),
});

export const RecordGameSchema = SheetGameViewSchema.extend({
  rows: z.array(RecordRowSchema).readonly(),
  firstBreakBy: z.enum(['toss', 'alternate', 'loser']),
  extraBoardToss: z.object({ winner: side, at: z.number() }).nullable(),
  sideChange: z.object({ afterBoard: z.number(), at: z.number() }).nullable(),
});

export const RecordCorrectionSchema = z.object({
  game: z.number(),
  board: z.number(),
  kind: z.enum(['corrected', 'voided']),
  at: z.number(),
  before: BoardEntrySchema,
  after: BoardEntrySchema.nullable(),
  pointsBefore: numbers.nullable(),
  pointsAfter: numbers.nullable(),
});

/** A forfeit recorded and later withdrawn (issue 23 item 5). */
export const WithdrawnForfeitSchema = z.object({
  by: side,
  kind: ForfeitKindSchema,
  game: z.number(),
  afterBoard: z.number(),
  at: z.number(),
  withdrawnAt: z.number(),
});

export const OfficialSheetSchema = ScoreSheetViewSchema.omit({
  games: true,
  rules: true,
  stage: true,
}).extend({
  matchId: z.string(),
  matchNumber: z.number(),
  createdAt: z.number(),
  startedAt: z.number(),
  finishedAt: z.number().nullable(),
  preset: z.enum(PRESET_NAMES),
  ruleChanges: z
    .array(
      z.object({
        name: z.enum(SETTING_NAMES as readonly [SettingName, ...SettingName[]]),
        value: z.union([z.number(), z.enum(BREAK_ORDERS), z.null()]),
      }),
    )
    .readonly(),
  stage: z.enum(['early', 'knockout']),
  bestOf: z.number(),
  toss: z.object({ winner: side, choice: z.enum(['break', 'side']), at: z.number() }).nullable(),
  games: z.array(RecordGameSchema).readonly(),
  corrections: z.array(RecordCorrectionSchema).readonly(),
  officials: z.array(OfficialEntrySchema).readonly(),
  withdrawnForfeits: z.array(WithdrawnForfeitSchema).readonly(),
});
