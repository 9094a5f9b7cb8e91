import { z } from 'zod';
import { DISPLAY_MODES, OVERLAY_LAYOUTS } from './display';
import {
  PauseGameClockSchema,
  RecordBoardSchema,
  ResetStrokeClockSchema,
  StartGameClockSchema,
  StartIntervalSchema,
  StartStrokeClockSchema,
  StartTimeOutSchema,
  StopOfficialTimerSchema,
  VoidLastBoardSchema,
} from '../engine/command-schemas';
import { UpdateDisplaySchema } from './host-commands';
import { MatchPhaseSchema } from './scoreboard-view';
import { TableNumberSchema } from './venue';

export * from './api-keys';

/**
 * The control API at /api/v1 (docs/api.md): what Stream Deck (Companion), vMix and OBS read and
 * do. Its verbs are the console's own commands (engine-commands.ts, host-commands.ts): each verb
 * is one entry of API_VERBS naming the command it sends, the fields the verb fixes, and who may
 * use it. The body a client posts is the command's own schema without `type` and the fixed
 * fields, so the API checks exactly what the console's command is checked against.
 */

/**
 * - `control`: a key with the control scope may use it;
 * - `board`: board entry and undo: also only while the operator allows it in the console's settings;
 * - `venue`: a venue's request (the featured table), only on a host in a venue, sent to the venue's
 *   broker as the director's overview sends it (no console command: the host's match is not touched).
 */
export type VerbAccess = 'control' | 'board' | 'venue';

/** The director's featured table (docs/venue.md), null for none: what the venue overview's request asks. */
export const FeatureTableSchema = z.strictObject({
  type: z.literal('FeatureTable'),
  table: TableNumberSchema.nullable(),
});

type CommandSchema = z.ZodObject<{ type: z.ZodLiteral<string> } & z.ZodRawShape>;

interface VerbEntry {
  readonly command: CommandSchema;
  readonly access: VerbAccess;
  /** Fields the verb fixes (a display screen's mode): a body may not give them. */
  readonly fixed?: Readonly<Record<string, unknown>>;
  /** The fields of the command a body may give; default: all but the fixed ones. */
  readonly fields?: readonly string[];
}

const verb = (
  command: CommandSchema,
  access: VerbAccess = 'control',
  more: Partial<VerbEntry> = {},
): VerbEntry => ({
  command,
  access,
  ...more,
});
/** A display screen: UpdateDisplay with its mode fixed (only its own fields are taken from the shape). */
const screen = (mode: (typeof DISPLAY_MODES)[number], fields: readonly string[] = []): VerbEntry =>
  verb(UpdateDisplaySchema, 'control', { fixed: { mode }, fields });

/** Every verb of POST /api/v1/actions/{verb}: adding a verb is one entry here. */
export const API_VERBS = {
  'start-game-clock': verb(StartGameClockSchema),
  'pause-game-clock': verb(PauseGameClockSchema),
  'start-stroke-clock': verb(StartStrokeClockSchema),
  'reset-stroke-clock': verb(ResetStrokeClockSchema),
  'start-time-out': verb(StartTimeOutSchema),
  'start-interval': verb(StartIntervalSchema),
  'stop-official-timer': verb(StopOfficialTimerSchema),
  buzzer: verb(UpdateDisplaySchema, 'control', { fields: ['buzzer'] }),
  'show-scoreboard': screen('scoreboard'),
  'show-message': screen('message', ['message']),
  'black-out': screen('blackout'),
  'show-result': screen('result'),
  'show-overlay': verb(UpdateDisplaySchema, 'control', { fixed: { overlay: true }, fields: [] }),
  'hide-overlay': verb(UpdateDisplaySchema, 'control', { fixed: { overlay: false }, fields: [] }),
  'overlay-layout': verb(UpdateDisplaySchema, 'control', { fields: ['overlayLayout'] }),
  'record-board': verb(RecordBoardSchema, 'board'),
  'undo-board': verb(VoidLastBoardSchema, 'board'),
  'feature-table': verb(FeatureTableSchema, 'venue'),
} as const satisfies Readonly<Record<string, VerbEntry>>;

export type ApiVerb = keyof typeof API_VERBS;
export const API_VERB_NAMES = Object.keys(API_VERBS) as readonly ApiVerb[];

const bodySchemas = new Map<string, z.ZodType>(
  API_VERB_NAMES.map((name) => {
    const entry: VerbEntry = API_VERBS[name];
    const shape = entry.command.shape as Readonly<Record<string, z.core.$ZodType>>;
    const keep =
      entry.fields ?? Object.keys(shape).filter((key) => key !== 'type' && !(key in (entry.fixed ?? {})));
    const body = z.strictObject(Object.fromEntries(keep.map((key) => [key, shape[key]!])));
    // A field a verb asks for (a message, the buzzer on or off) must be given.
    const required = entry.fields ? body.required() : body;
    return [name, required];
  }),
);

/** The body schema of a verb (the command's fields it takes), or undefined for an unknown verb. */
export function apiVerbBody(name: string): z.ZodType | undefined {
  return bodySchemas.get(name);
}

export function isApiVerb(name: string): name is ApiVerb {
  return Object.hasOwn(API_VERBS, name);
}

/** The console's command a verb sends with a checked body. */
export function apiVerbCommand(
  name: ApiVerb,
  body: Readonly<Record<string, unknown>>,
): { readonly type: string } {
  const entry: VerbEntry = API_VERBS[name];
  return { ...body, ...(entry.fixed ?? {}), type: entry.command.shape.type.value };
}

const clockSchema = z.object({
  /** Time left, whole seconds (null: no such clock now). */
  seconds: z.number().nullable(),
  /** The same as m:ss ("" when there is no such clock). */
  text: z.string(),
  running: z.boolean(),
  /** While it runs: when it reaches 0:00 on the host's clock (epoch ms), so a client can tick it. */
  endsAt: z.number().nullable(),
});

export const ApiSideSchema = z.object({
  name: z.string(),
  shortName: z.string().nullable(),
  club: z.string().nullable(),
  players: z.array(z.string()).readonly(),
  score: z.number(),
  games: z.number(),
  breaks: z.boolean(),
  /** Whether the queen still counts for this side (the hall's "queen" mark). */
  queen: z.boolean(),
  gamePoint: z.boolean(),
  matchPoint: z.boolean(),
});

/** GET /api/v1/state, and the `state` of /api/v1/events. */
export const ApiStateSchema = z.object({
  /** The screens' revision number of this state. */
  revision: z.number(),
  matchId: z.string().nullable(),
  phase: MatchPhaseSchema,
  event: z.string(),
  round: z.string(),
  table: z.string(),
  sides: z.array(ApiSideSchema).readonly(),
  game: z.number(),
  board: z.number(),
  /** The index of the side breaking the board in play, or null. */
  breaker: z.number().nullable(),
  winner: z.number().nullable(),
  clocks: z.object({
    stroke: clockSchema,
    game: clockSchema,
    timeOut: clockSchema.extend({ side: z.number().nullable() }),
    interval: clockSchema,
  }),
  display: z.object({
    mode: z.enum(DISPLAY_MODES),
    message: z.string(),
    buzzer: z.boolean(),
    /** The streaming overlay shows (hide-overlay, show-overlay). */
    overlay: z.boolean(),
    /** The overlay's layout the host set (overlay-layout), null: each overlay page's own. */
    overlayLayout: z.enum(OVERLAY_LAYOUTS).nullable(),
  }),
  /** The board tracked stroke by stroke, when one is. */
  live: z
    .object({
      onBoard: z.array(z.number()).readonly(),
      queen: z.string(),
      turn: z.number(),
      strokes: z.number(),
    })
    .nullable(),
  serverTime: z.number(),
});
export type ApiState = z.infer<typeof ApiStateSchema>;

/** What /api/v1/events sends. */
export const ApiEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('state'), revision: z.number(), state: ApiStateSchema }),
  /** The fields that changed, by dotted path ("sides.0.score"), with the screens' revision. */
  z.object({ type: z.literal('change'), revision: z.number(), changes: z.record(z.string(), z.unknown()) }),
  z.object({ type: z.literal('ping'), serverTime: z.number() }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type ApiEvent = z.infer<typeof ApiEventSchema>;

/** A browser, which cannot set headers on a WebSocket, sends this first instead. */
export const ApiAuthMessageSchema = z.strictObject({ type: z.literal('auth'), key: z.string().max(200) });

export { MatchPhaseSchema as ApiPhaseSchema };
