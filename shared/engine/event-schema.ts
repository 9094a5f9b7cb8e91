import { z } from 'zod';
import {
  BoardEntrySchema,
  MatchInfoSchema,
  SidesBoardEntrySchema,
  PositionSchema,
  SideIndexSchema,
  SideSchema,
} from './command-schemas';
import type { Ruleset } from '../rules/ruleset';
import type { MatchEvent } from './events';
import { StoredRulesetSchema } from './stored-ruleset';

/**
 * The stored form of each event (events.ts), checked when a log is read back. Shapes and types
 * only: whether an event follows the match so far is `evolveChecked`'s to judge, in words.
 */
const position = PositionSchema;
const at = z.number();

const MatchSetupSchema = z.strictObject({
  type: z.enum(['singles', 'doubles', 'three-player']),
  sides: z.array(SideSchema).max(4).readonly(),
  ruleset: StoredRulesetSchema,
  stage: z.enum(['early', 'knockout']),
  info: MatchInfoSchema,
});

const boardEvent = <T extends string>(type: T) =>
  z.strictObject({ type: z.literal(type), game: position, board: position, entry: BoardEntrySchema });
const clockEvent = <T extends string>(type: T) => z.strictObject({ type: z.literal(type), at });

const count = z.int().min(0).max(9);
const side01 = z.int().min(0).max(1);
const StrokeEntrySchema = z.union([
  z.strictObject({
    own: count,
    opp: count,
    queen: z.boolean(),
    striker: z.boolean(),
    improper: z.boolean(),
    by: side01,
  }),
  z.strictObject({ foul: z.enum(['technical', 'foul']), by: side01 }),
]);
const strokeEvent = <T extends string>(type: T) =>
  z.strictObject({ type: z.literal(type), game: position, board: position, entry: StrokeEntrySchema });

/** The board tracker's events (tracker/match-types.ts). */
const trackerEvents = [
  strokeEvent('StrokeRecorded').extend({ demand: z.int().min(0).max(2).optional() }),
  strokeEvent('StrokeUndone'),
  strokeEvent('StrokeRedone'),
  z.strictObject({
    type: z.literal('DuesClockStarted'),
    game: position,
    board: position,
    at,
    toPlace: z.tuple([count, count]).readonly(),
  }),
  z.strictObject({
    type: z.literal('BoardAwarded'),
    game: position,
    board: position,
    entry: SidesBoardEntrySchema,
  }),
  z.strictObject({
    type: z.literal('StrokesCorrected'),
    game: position,
    board: position,
    record: z.strictObject({
      entries: z.array(StrokeEntrySchema).readonly(),
      demand: z.int().min(0).max(2),
      award: SidesBoardEntrySchema.nullable(),
    }),
    entry: SidesBoardEntrySchema,
    previous: BoardEntrySchema,
  }),
] as const;

export const MatchEventSchema = z.discriminatedUnion('type', [
  ...trackerEvents,
  z.strictObject({ type: z.literal('MatchCreated'), setup: MatchSetupSchema }),
  z.strictObject({
    type: z.literal('TossRecorded'),
    toss: z.strictObject({ winner: SideIndexSchema, choice: z.enum(['break', 'side']) }),
  }),
  boardEvent('BoardRecorded'),
  boardEvent('BoardCorrected').extend({ previous: BoardEntrySchema }),
  boardEvent('BoardVoided'),
  boardEvent('BoardRedone'),
  z.strictObject({
    type: z.literal('OpeningPlayerChosen'),
    game: position,
    side: SideIndexSchema,
    player: z.int().min(0).max(3),
  }),
  z.strictObject({ type: z.literal('ExtraBoardTossRecorded'), game: position, winner: SideIndexSchema }),
  z.strictObject({ type: z.literal('SideChangeRecorded'), game: position, afterBoard: z.int().min(0) }),
  z.strictObject({
    type: z.literal('MatchForfeited'),
    forfeit: z.strictObject({
      by: SideIndexSchema,
      kind: z.enum(['walkover', 'resigned', 'left', 'technical']),
    }),
  }),
  z.strictObject({
    type: z.literal('ForfeitWithdrawn'),
    forfeit: z.strictObject({
      by: SideIndexSchema,
      kind: z.enum(['walkover', 'resigned', 'left', 'technical']),
    }),
  }),
  z.strictObject({
    type: z.literal('DetailsUpdated'),
    sides: z.array(SideSchema).max(4).readonly(),
    info: MatchInfoSchema,
  }),
  z.strictObject({ type: z.literal('UmpireRemarksSet'), text: z.string() }),
  clockEvent('GameClockStarted'),
  clockEvent('GameClockPaused'),
  clockEvent('GameTimeUp').extend({ early: z.literal(true).optional() }),
  clockEvent('StrokeClockStarted'),
  clockEvent('StrokeClockReset'),
  clockEvent('TimeOutStarted').extend({
    side: SideIndexSchema,
    seconds: z.int().min(1),
    game: position,
    board: position,
  }),
  clockEvent('IntervalStarted').extend({ seconds: z.int().min(1), game: position, board: position }),
  clockEvent('OfficialTimerStopped'),
  clockEvent('OfficialNoteRecorded').extend({
    kind: z.enum(['warning', 'foul']),
    side: SideIndexSchema,
    player: z.int().min(0).max(3).nullable(),
    game: position,
    board: position,
  }),
]);

// The schema and the engine's types describe the same thing: each must fit the other.
type Parsed = z.output<typeof MatchEventSchema>;
export const schemaFitsEvents: [Parsed] extends [MatchEvent] ? true : never = true;
export const eventsFitSchema: [MatchEvent] extends [z.input<typeof MatchEventSchema>] ? true : never = true;
export const rulesetFits: [z.output<typeof StoredRulesetSchema>] extends [Ruleset]
  ? [Ruleset] extends [z.output<typeof StoredRulesetSchema>]
    ? true
    : never
  : never = true;
