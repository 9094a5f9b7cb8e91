import { z } from 'zod';
import { TOURNAMENT_QUERY_SCHEMAS } from './tournament';
import { InviteDeviceSchema } from './devices';
import { CreateApiKeySchema } from './api-keys';
import { ENGINE_COMMAND_SCHEMAS } from '../engine/command-schemas';
import { LIMITS } from './limits';

const matchIdSchema = z.string().min(1).max(LIMITS.id);

/** The most matches one ListMatches answers; the console asks a page at a time. */
export const MAX_LISTED_MATCHES = 1000;
/**
 * The stored matches touched today or ever, most recent first: at most `limit` of them (all, up
 * to MAX_LISTED_MATCHES, when it is left out). A host with ten tournament days stored answers a
 * page in the time it answers an empty list: the console asks one page more than it shows, to
 * know whether to offer older ones.
 */
export const ListMatchesSchema = z.strictObject({
  type: z.literal('ListMatches'),
  scope: z.enum(['today', 'all']),
  limit: z.int().min(1).max(MAX_LISTED_MATCHES).optional(),
  /**
   * Only the table's current match (none when it is outside the scope or no match is open): what
   * a board changes, so a console keeps its list fresh at the cost of one row whatever is stored.
   */
  current: z.literal(true).optional(),
});
/** The score sheet of a match (the current one when `matchId` is left out). */
export const ScoreSheetSchema = z.strictObject({
  type: z.literal('ScoreSheet'),
  matchId: matchIdSchema.optional(),
});
/**
 * The score sheet as the official record (the printed sheet and its PDF): board times, tosses,
 * side changes and the corrections trail from the event log (the current match by default).
 */
export const OfficialSheetQuerySchema = z.strictObject({
  type: z.literal('OfficialSheet'),
  matchId: matchIdSchema.optional(),
});
/** The match's events with who/when; only those after `afterSeq` when given (a console catching up). */
export const AuditTrailSchema = z.strictObject({
  type: z.literal('AuditTrail'),
  afterSeq: z.int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  matchId: matchIdSchema.optional(),
});
export const ExportMatchFileSchema = z.strictObject({
  type: z.literal('ExportMatchFile'),
  matchId: matchIdSchema.optional(),
});
export const ExportCsvSchema = z.strictObject({
  type: z.literal('ExportCsv'),
  matchId: matchIdSchema.optional(),
});
export const ListLedPortsSchema = z.strictObject({ type: z.literal('ListLedPorts') });
export const LedStatusSchema = z.strictObject({ type: z.literal('LedStatus') });
export const GetSettingsSchema = z.strictObject({ type: z.literal('GetSettings') });
export const CurrentStateSchema = z.strictObject({ type: z.literal('CurrentState') });
/**
 * What a match command would do to the current match, without doing it (console only): the
 * points of a board before it is confirmed, or what a correction changes downstream.
 */
export const PreviewSchema = z.strictObject({
  type: z.literal('Preview'),
  command: z.discriminatedUnion('type', ENGINE_COMMAND_SCHEMAS),
});

export const QUERY_SCHEMAS = [
  InviteDeviceSchema,
  ListMatchesSchema,
  ScoreSheetSchema,
  OfficialSheetQuerySchema,
  AuditTrailSchema,
  ExportMatchFileSchema,
  ExportCsvSchema,
  ListLedPortsSchema,
  LedStatusSchema,
  GetSettingsSchema,
  CurrentStateSchema,
  PreviewSchema,
  CreateApiKeySchema,
  ...TOURNAMENT_QUERY_SCHEMAS,
] as const;

export type Query = z.infer<(typeof QUERY_SCHEMAS)[number]>;
export type QueryType = Query['type'];
