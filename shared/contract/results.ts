import { ApiSettingsSchema, CreatedApiKeySchema } from './api-keys';
import { DeviceSummarySchema, ForgottenDeviceSchema, InvitationSchema } from './devices';
import { z } from 'zod';
import type { DeepReadonly } from '../engine/deep-readonly';
import { MatchEventSchema } from '../engine/event-schema';
import { VIOLATION_CODES } from '../engine/violation';
import { LANGUAGES } from '../i18n/languages';
import { LedBoardStatusSchema, LedPortListSchema } from '../led/status';
import { MATCH_TYPES } from '../rules/ruleset';
import { BoardRefViewSchema, ScoreSheetViewSchema, ViolationSchema } from './console-view';
import { DisplaySettingsSchema } from './display';
import { OfficialSheetSchema } from './official-sheet';
import { LedBoardConfigSchema } from './led';
import { StatePushSchema } from './push';
import type { QueryType } from './queries';
import { ForfeitKindSchema, LiveBoardViewSchema, ViewMatchInfoSchema } from './scoreboard-view';
import { VenueLinkStatusSchema } from './venue';
import { TlsFileProblemSchema, VenueLinkSettingsSchema } from './venue-settings';
import { TOURNAMENT_QUERY_DATA_SCHEMAS } from './tournament';

/** Why the host refused a message; engine refusals keep the engine's code. */
export const REFUSAL_CODES = [
  ...VIOLATION_CODES,
  'invalid_message',
  'unknown_command',
  'unknown_query',
  'read_only',
  /** The device's role does not allow it (shared/contract/access-roles.ts). */
  'not_allowed',
  'pin_required',
  'not_found',
  'storage',
  'led_unavailable',
  'tls_file',
  'not_available',
  'forfeit_stands',
  'internal',
  /** A command id (CommandKey) sent again with a different command: nothing was done. */
  'key_reused',
  'disconnected',
  'connection_lost',
  'timeout',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

export const RefusalSchema = z.object({
  ok: z.literal(false),
  code: z.enum(REFUSAL_CODES),
  /** A sentence the operator understands. */
  message: z.string(),
  game: z.number().optional(),
  board: z.number().optional(),
  /** A refused stroke record: the entry at fault (1-based). */
  stroke: z.number().optional(),
  /** Refused corrections: the recorded boards that would no longer be valid. */
  invalidBoards: z.array(BoardRefViewSchema).readonly().optional(),
  /** A refused venue link: the TLS file the host cannot use, and why. */
  tlsFile: TlsFileProblemSchema.optional(),
});
export type Refusal = z.infer<typeof RefusalSchema>;

export const CommandResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    /** Revision of the state after the command (pushed to every screen just after). */
    revision: z.number(),
    /** The current match after the command. */
    matchId: z.string().nullable(),
  }),
  RefusalSchema,
]);
export type CommandResult = z.infer<typeof CommandResultSchema>;

const numbers = z.array(z.number()).readonly();

export const MATCH_STATUSES = ['in_progress', 'finished'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const MatchSummarySchema = z.object({
  id: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  status: z.enum(MATCH_STATUSES),
  type: z.enum(MATCH_TYPES).nullable(),
  sides: z.array(z.string()).readonly(),
  info: ViewMatchInfoSchema,
  gamesWon: numbers,
  /** Scores of the game in play (or the last game). */
  scores: numbers,
  winner: z.number().nullable(),
  /** The match ended off the table: who forfeited and why (null in summaries stored before). */
  forfeit: z.object({ by: z.number(), kind: ForfeitKindSchema }).nullable(),
  /**
   * The match's stored log cannot be read from this event on (ConsoleView.damagedRecord): the
   * stored summary above may show what the log no longer backs, so the list does not show it.
   */
  damaged: z.object({ seq: z.number(), type: z.string() }).nullable(),
  /** This is the match the screens show now. */
  current: z.boolean(),
});
export type MatchSummary = z.infer<typeof MatchSummarySchema>;

/** A stored event as the audit trail shows it; the engine's event schemas judge its fields. */
/** Who did what when, from the append-only event log. */
export const AuditEntrySchema = z.object({
  seq: z.number(),
  /** Host time (epoch ms) the event was committed. */
  at: z.number(),
  /** Where the command came from: console, import, timer (game clock ran out). */
  origin: z.string(),
  event: MatchEventSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const WebServerSettingsSchema = z.object({
  enabled: z.boolean(),
  lan: z.boolean(),
  port: z.number(),
});
export type WebServerSettings = z.infer<typeof WebServerSettingsSchema>;

export const WebServerStatusSchema = z.object({
  running: z.boolean(),
  /**
   * What runs this web server: the console's settings (the desktop app, which starts and stops it
   * as they say) or the command that started a headless host (`npm run serve`: its port, network
   * and PIN are that command's, and the settings' switch does not act on it). Absent: settings.
   */
  setBy: z.enum(['settings', 'commandLine']).optional(),
  urls: z.array(z.string()).readonly(),
  pinRequired: z.boolean(),
  error: z.string().nullable(),
  /**
   * PINs refused in the last 10 minutes (electron/session/pin-guard.ts), latest address first;
   * absent or null when there were none.
   */
  wrongPins: z
    .object({
      wrong: z.number(),
      addressCount: z.number(),
      addresses: z.array(z.string()).readonly(),
    })
    .nullable()
    .optional(),
});
export type WebServerStatus = z.infer<typeof WebServerStatusSchema>;

export const HostSettingsSchema = z.object({
  display: DisplaySettingsSchema,
  consoleLanguage: z.enum(LANGUAGES),
  webServer: WebServerSettingsSchema.extend({ status: WebServerStatusSchema }),
  ledBoards: z.array(LedBoardConfigSchema).readonly(),
  dataDir: z.string(),
  /** The link to the venue's MQTT broker; null or absent when this host is not in a venue. */
  venue: VenueLinkStatusSchema.nullable().optional(),
  /** The venue link stored in the console's settings (password only as "set"); null when none. */
  venueLink: VenueLinkSettingsSchema.nullable().optional(),
  /** The remembered devices, most recently used first (never their tokens). */
  devices: z.array(DeviceSummarySchema).readonly().optional(),
  /** The control API's keys and settings (docs/api.md). */
  api: ApiSettingsSchema.optional(),
  /** The devices forgotten to make room (MAX_DEVICES), latest first. */
  devicesForgotten: z.array(ForgottenDeviceSchema).readonly().optional(),
});
export type HostSettings = z.infer<typeof HostSettingsSchema>;

const outcome = z.object({ points: numbers, totals: numbers, queenCounted: z.boolean() }).nullable();
const gameOutcome = z.object({ winner: z.number().nullable(), scores: numbers }).nullable();

/** One board whose outcome a command would change (shown before the operator confirms). */
export const BoardChangeSchema = z.object({
  game: z.number(),
  board: z.number(),
  before: outcome,
  after: outcome,
});

export const GameOutcomeChangeSchema = z.object({
  game: z.number(),
  before: gameOutcome,
  after: gameOutcome,
});

/** What a match command would do, without doing it (shared/views/preview.ts works it out). */
export const PreviewResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    after: ScoreSheetViewSchema.nullable(),
    boards: z.array(BoardChangeSchema).readonly(),
    games: z.array(GameOutcomeChangeSchema).readonly(),
    matchWinner: z.object({ before: z.number().nullable(), after: z.number().nullable() }),
    /** The tracked board after the command (null when none is in play after it: the stroke ended it). */
    live: LiveBoardViewSchema.nullable().optional(),
  }),
  z.object({ ok: z.literal(false), violation: ViolationSchema }),
]);

export type BoardChange = DeepReadonly<z.infer<typeof BoardChangeSchema>>;
export type GameOutcomeChange = DeepReadonly<z.infer<typeof GameOutcomeChangeSchema>>;
export type Preview = DeepReadonly<z.infer<typeof PreviewResultSchema>>;

/** The answer to each query, by its type. */
export const QUERY_DATA_SCHEMAS = {
  ListMatches: z.array(MatchSummarySchema).readonly(),
  ScoreSheet: ScoreSheetViewSchema,
  OfficialSheet: OfficialSheetSchema,
  AuditTrail: z.array(AuditEntrySchema).readonly(),
  ExportMatchFile: z.object({ fileName: z.string(), file: z.unknown() }),
  ExportCsv: z.object({ fileName: z.string(), csv: z.string() }),
  ListLedPorts: LedPortListSchema,
  LedStatus: z.array(LedBoardStatusSchema).readonly(),
  GetSettings: HostSettingsSchema,
  InviteDevice: InvitationSchema,
  CurrentState: StatePushSchema,
  Preview: PreviewResultSchema,
  CreateApiKey: CreatedApiKeySchema,
  ...TOURNAMENT_QUERY_DATA_SCHEMAS,
} as const satisfies Readonly<Record<QueryType, z.ZodType>>;

export type QueryData = { readonly [T in QueryType]: z.infer<(typeof QUERY_DATA_SCHEMAS)[T]> };

export type QueryResult<T extends QueryType = QueryType> =
  { readonly ok: true; readonly type: T; readonly data: QueryData[T] } | Refusal;

/** The answer to a query of this type: its data, or a refusal. */
export function queryResultSchema(type: QueryType): z.ZodType {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), type: z.literal(type), data: QUERY_DATA_SCHEMAS[type] }),
    RefusalSchema,
  ]);
}

/** Any query's answer (the type names which data schema applies). */
export const QueryResultSchema = z.union([
  RefusalSchema,
  ...(Object.keys(QUERY_DATA_SCHEMAS) as QueryType[]).map((type) =>
    z.object({ ok: z.literal(true), type: z.literal(type), data: QUERY_DATA_SCHEMAS[type] }),
  ),
]);

export function refusal(
  code: RefusalCode,
  message: string,
  details?: Pick<Refusal, 'game' | 'board' | 'invalidBoards' | 'tlsFile'>,
): Refusal {
  return { ok: false, code, message, ...details };
}
