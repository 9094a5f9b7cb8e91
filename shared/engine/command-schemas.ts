import { graphemeCount } from '../text/names';
import { z } from 'zod';
import {
  BREAK_ORDERS,
  MATCH_TYPES,
  PRESET_NAMES,
  RULE_SETTINGS,
  SETTING_NAMES,
  STAGES,
  type SettingName,
} from '../rules/ruleset';
import { REMARKS_MAX } from './remarks';
import { INFO_MAX, NAME_MAX, SHORT_NAME_MAX } from './validate-setup';

/**
 * The engine's commands, declared once: the contract sends them as they are (shared/contract
 * re-exports these schemas) and the engine's `Command` is inferred from them (commands.ts). The
 * engine judges the rules (which side indexes exist, how many pieces a finish allows…) and words
 * its own refusals; these schemas check shape, types and sizes only. Clock commands carry no
 * `at`: the host stamps the time.
 */
/** The engine's own limits (the contract's LIMITS repeats them for the set-up form). */
const LIMITS = { name: NAME_MAX, shortName: SHORT_NAME_MAX, info: INFO_MAX, remarks: REMARKS_MAX } as const;
/**
 * Text counted as the engine counts it (grapheme clusters: an emoji is one character); the
 * code-unit ceiling only keeps absurd strings from being segmented at all.
 */
const text = (max: number) =>
  z
    .string()
    .refine(
      (value) => value.length <= max * MAX_UNITS_PER_CHARACTER && graphemeCount(value) <= max,
      `is too long (at most ${max} characters)`,
    );
/** The longest grapheme cluster a name is likely to hold (a family emoji is 11 code units). */
const MAX_UNITS_PER_CHARACTER = 16;
const count = (max: number) => z.int().min(0).max(max);
/** A game or board number: free play has no board limit, so only absurd numbers are refused. */
export const PositionSchema = z.int().min(1).max(100_000);
const position = PositionSchema;
export const SideIndexSchema = z.int().min(0).max(9);

export const SideSchema = z.strictObject({
  name: text(LIMITS.name),
  players: z.array(text(LIMITS.name)).max(4).readonly(),
  /** Club or country, shown beside the name when given. */
  club: text(LIMITS.name).optional(),
  /**
   * Country codes as SoL keeps them (ISO 3166 alpha-3, "ITA"), one per nationality of the side's
   * players joined by " / " ("POL / IND"): shown beside the club, as a code and no flag.
   */
  nationality: text(LIMITS.name).optional(),
  /**
   * A short form of the name (at most SHORT_NAME_MAX characters) for where room is short: the
   * LED boards, the overlay, narrow screens. Optional: without it those show the name.
   */
  shortName: text(LIMITS.shortName).optional(),
});

export const MatchInfoSchema = z.strictObject({
  event: text(LIMITS.info).optional(),
  round: text(LIMITS.info).optional(),
  table: text(LIMITS.info).optional(),
  /** The umpire's name, as the ICF score card has it. */
  umpire: text(LIMITS.info).optional(),
});

const PresetNameSchema = z.enum(PRESET_NAMES);
const setting = z.int().min(0).max(9999);
const BreakOrderSchema = z.enum(BREAK_ORDERS);

/** The shape of one setting on the wire; its range is the engine's to judge (resolveRuleset). */
const SETTING_SHAPES = {
  count: setting.optional(),
  optionalCount: setting.nullable().optional(),
  order: BreakOrderSchema.optional(),
} as const;

type SettingShapes = {
  readonly [Name in SettingName]: (typeof SETTING_SHAPES)[(typeof RULE_SETTINGS)[Name]['kind']];
};

const settingShapes = Object.fromEntries(
  SETTING_NAMES.map((name) => [name, SETTING_SHAPES[RULE_SETTINGS[name].kind]]),
) as unknown as SettingShapes;

export const RulesSpecSchema = z.union([
  PresetNameSchema,
  z.strictObject({ preset: PresetNameSchema.optional(), ...settingShapes }),
]);

export const SidesBoardEntrySchema = z.strictObject({
  kind: z.literal('sides'),
  winner: SideIndexSchema,
  /** Opponent's (offender's) C/m counted for the winner. */
  pieces: count(99),
  queen: z.enum(['winner', 'loser', 'none']),
  finish: z.enum(['normal', 'penalty']).default('normal'),
  extra: count(99).default(0),
  timeUp: z.boolean().default(false),
});

export const PocketedSchema = z.strictObject({
  black: count(99),
  white: count(99),
  queen: z.boolean(),
});

export const PocketedBoardEntrySchema = z.strictObject({
  kind: z.literal('pocketed'),
  pocketed: z.array(PocketedSchema).max(4).readonly(),
  timeUp: z.boolean().default(false),
});

export const BoardEntrySchema = z.discriminatedUnion('kind', [
  SidesBoardEntrySchema,
  PocketedBoardEntrySchema,
]);

export const CreateMatchSchema = z.strictObject({
  type: z.literal('CreateMatch'),
  matchType: z.enum(MATCH_TYPES as readonly ['singles', 'doubles', 'three-player']),
  sides: z.array(SideSchema).max(4).readonly(),
  rules: RulesSpecSchema.optional(),
  stage: z.enum(STAGES as readonly ['early', 'knockout']),
  info: MatchInfoSchema,
});

export const RecordTossSchema = z.strictObject({
  type: z.literal('RecordToss'),
  winner: SideIndexSchema,
  choice: z.enum(['break', 'side']),
});

export const RecordBoardSchema = z.strictObject({
  type: z.literal('RecordBoard'),
  /** Where the operator believes this board goes; refused when the match has moved on. */
  game: position.optional(),
  board: position.optional(),
  entry: BoardEntrySchema,
  /** The board in play is tracked stroke by stroke: the operator confirmed replacing its strokes. */
  replaceStrokes: z.boolean().optional(),
});

export const CorrectBoardSchema = z.strictObject({
  type: z.literal('CorrectBoard'),
  game: position,
  board: position,
  entry: BoardEntrySchema,
});

export const VoidLastBoardSchema = z.strictObject({
  type: z.literal('VoidLastBoard'),
  game: position.optional(),
  board: position.optional(),
});

export const RedoBoardSchema = z.strictObject({
  type: z.literal('RedoBoard'),
  game: position.optional(),
  board: position.optional(),
});

export const ChooseOpeningPlayerSchema = z.strictObject({
  type: z.literal('ChooseOpeningPlayer'),
  game: position,
  player: z.int().min(0).max(3),
});

export const RecordExtraBoardTossSchema = z.strictObject({
  type: z.literal('RecordExtraBoardToss'),
  game: position.optional(),
  winner: SideIndexSchema,
});

export const RecordSideChangeSchema = z.strictObject({
  type: z.literal('RecordSideChange'),
  game: position.optional(),
});

export const ForfeitSchema = z.strictObject({
  type: z.literal('Forfeit'),
  by: SideIndexSchema,
  kind: z.enum(['walkover', 'resigned', 'left', 'technical']),
});

/** Takes back the forfeit on record (recorded by mistake): the match goes on from its boards. */
export const WithdrawForfeitSchema = z.strictObject({ type: z.literal('WithdrawForfeit') });

export const UpdateDetailsSchema = z.strictObject({
  type: z.literal('UpdateDetails'),
  sides: z.array(SideSchema).max(4).readonly(),
  info: MatchInfoSchema,
});

/** The ICF card's "Remarks of Umpire": the engine words what it refuses (shared/engine/remarks.ts). */
export const SetUmpireRemarksSchema = z.strictObject({
  type: z.literal('SetUmpireRemarks'),
  text: text(LIMITS.remarks),
});

/** Commands the host stamps with its time (`at`): the clocks and the timekeeper's. */
export const CLOCK_COMMAND_TYPES = [
  'StartGameClock',
  'PauseGameClock',
  'MarkTimeUp',
  'StartStrokeClock',
  'ResetStrokeClock',
  'StartTimeOut',
  'StartInterval',
  'StopOfficialTimer',
  'RecordOfficialNote',
] as const;
export type ClockCommandType = (typeof CLOCK_COMMAND_TYPES)[number];

const clockCommand = <T extends ClockCommandType>(type: T) => z.strictObject({ type: z.literal(type) });

export const StartGameClockSchema = clockCommand('StartGameClock');
export const PauseGameClockSchema = clockCommand('PauseGameClock');
/** `early`: the operator confirmed calling time before the game clock ran out. */
export const MarkTimeUpSchema = clockCommand('MarkTimeUp').extend({ early: z.boolean().optional() });
export const StartStrokeClockSchema = clockCommand('StartStrokeClock');
export const ResetStrokeClockSchema = clockCommand('ResetStrokeClock');
export const StartTimeOutSchema = clockCommand('StartTimeOut').extend({ side: SideIndexSchema });
export const StartIntervalSchema = clockCommand('StartInterval');
export const StopOfficialTimerSchema = clockCommand('StopOfficialTimer');
/** A warning or a foul the timekeeper logs: against a side, and a player of it when named. */
export const RecordOfficialNoteSchema = clockCommand('RecordOfficialNote').extend({
  kind: z.enum(['warning', 'foul']),
  side: SideIndexSchema,
  player: z.int().min(0).max(3).optional(),
});

/** A stroke or a foul entry as match-file.md writes it; the tracker judges it against the board. */
const side01 = z.int().min(0).max(1);
const StrokeInputSchema = z.union([
  z.strictObject({
    own: count(9).optional(),
    opp: count(9).optional(),
    queen: z.boolean().optional(),
    striker: z.boolean().optional(),
    improper: z.boolean().optional(),
    by: side01.optional(),
  }),
  z.strictObject({ foul: z.enum(['technical', 'foul']), by: side01.optional() }),
]);
const demand = z.int().min(0).max(2).optional();

export const RecordStrokeSchema = z.strictObject({
  type: z.literal('RecordStroke'),
  game: position.optional(),
  board: position.optional(),
  /** A stroke or a foul entry as match-file.md writes it; the tracker judges it against the board. */
  entry: StrokeInputSchema,
  /** With the stroke that ends the board on a penalty: the points demanded (87b). */
  demand,
});
export const UndoStrokeSchema = z.strictObject({
  type: z.literal('UndoStroke'),
  game: position.optional(),
  board: position.optional(),
});
export const RedoStrokeSchema = z.strictObject({
  type: z.literal('RedoStroke'),
  game: position.optional(),
  board: position.optional(),
});
/** The umpire's award: where the laws leave it to him, or off the table at any time (51, 91, 121b, 126b). */
export const AwardBoardSchema = z.strictObject({
  type: z.literal('AwardBoard'),
  game: position.optional(),
  board: position.optional(),
  entry: SidesBoardEntrySchema,
});
/** A finished tracked board corrected by its strokes. */
export const CorrectStrokesSchema = z.strictObject({
  type: z.literal('CorrectStrokes'),
  game: position,
  board: position,
  strokes: z.array(StrokeInputSchema).max(500).readonly(),
  demand,
  award: SidesBoardEntrySchema.nullable().optional(),
});

export const ENGINE_COMMAND_SCHEMAS = [
  RecordStrokeSchema,
  UndoStrokeSchema,
  RedoStrokeSchema,
  AwardBoardSchema,
  CorrectStrokesSchema,
  CreateMatchSchema,
  RecordTossSchema,
  RecordBoardSchema,
  CorrectBoardSchema,
  VoidLastBoardSchema,
  RedoBoardSchema,
  ChooseOpeningPlayerSchema,
  RecordExtraBoardTossSchema,
  RecordSideChangeSchema,
  ForfeitSchema,
  WithdrawForfeitSchema,
  UpdateDetailsSchema,
  SetUmpireRemarksSchema,
  StartGameClockSchema,
  PauseGameClockSchema,
  MarkTimeUpSchema,
  StartStrokeClockSchema,
  ResetStrokeClockSchema,
  StartTimeOutSchema,
  StartIntervalSchema,
  StopOfficialTimerSchema,
  RecordOfficialNoteSchema,
] as const;

export const EngineCommandSchema = z.discriminatedUnion('type', ENGINE_COMMAND_SCHEMAS);

/** An engine command as a client sends it (clock commands without `at`). */
export type EngineCommandMessage = z.infer<typeof EngineCommandSchema>;
export type EngineCommandType = EngineCommandMessage['type'];
export const ENGINE_COMMAND_TYPES: readonly EngineCommandType[] = ENGINE_COMMAND_SCHEMAS.map(
  (schema) => schema.shape.type.value,
);
