import { SolReferenceSchema } from './tournament';
import { z } from 'zod';
import { SheetRowViewSchema } from './console-view';
import { DisplayViewSchema } from './display';
import { LIMITS } from './limits';
import { ForfeitKindSchema, ScoreboardViewSchema, ViewMatchInfoSchema } from './scoreboard-view';

/**
 * The venue protocol, version 1: what every table's host publishes on the venue's MQTT broker,
 * and what overview screens, overlays, LED controllers and tournament software may read.
 * docs/venue.md describes it for third parties; a change that breaks a reader is a `v2`.
 *
 *   carrom/v1/<venue>/tables/<n>/state    retained, JSON VenueState, on every change
 *   carrom/v1/<venue>/tables/<n>/status   retained, text `online` / `offline` (the Last Will)
 *   carrom/v1/<venue>/tables/<n>/results  QoS 1, not retained, JSON VenueResult, each once
 *   carrom/v1/<venue>/featured            retained, JSON VenueFeatured (the director's pick)
 */
export const VENUE_PROTOCOL_VERSION = 1;
export const VENUE_TOPIC_ROOT = 'carrom/v1';
/** Tables are numbered 1 to MAX_TABLE. */
export const MAX_TABLE = 999;

/** A venue id is 1 to MAX_VENUE_ID_LENGTH characters: the schema's pattern and every message say it. */
export const MAX_VENUE_ID_LENGTH = 32;

export const VenueIdSchema = z
  .string()
  .regex(
    new RegExp(`^[a-z0-9][a-z0-9-]{0,${MAX_VENUE_ID_LENGTH - 1}}$`),
    `the venue id must be 1 to ${MAX_VENUE_ID_LENGTH} lower-case letters, digits or dashes, starting with a letter or digit`,
  );
export const TableNumberSchema = z.int().min(1).max(MAX_TABLE);

export const TABLE_CHANNELS = ['state', 'status', 'results'] as const;
export type TableChannel = (typeof TABLE_CHANNELS)[number];

export const venueTopics = (venue: string) => {
  const root = `${VENUE_TOPIC_ROOT}/${venue}`;
  return {
    /** Everything of this venue: what an overview subscribes to. */
    all: `${root}/#`,
    tables: `${root}/tables/+/+`,
    table: (table: number, channel: TableChannel): string => `${root}/tables/${table}/${channel}`,
    featured: `${root}/featured`,
    /** A results collector's confirmations of table N's results (VenueAck, QoS 1). */
    ack: (table: number): string => `${root}/tables/${table}/results/ack`,
    /** A results relay asks table N for the results it lacks (VenueResend, QoS 1). */
    resend: (table: number): string => `${root}/tables/${table}/results/resend`,
    /** A results collector's presence: retained `online`, `offline` as its Last Will. */
    collector: (id: string): string => `${root}/collectors/${id}`,
    collectors: `${root}/collectors/+`,
  };
};

export type VenueTopic =
  | { readonly kind: TableChannel; readonly table: number }
  | { readonly kind: 'featured' }
  | { readonly kind: 'ack'; readonly table: number }
  | { readonly kind: 'resend'; readonly table: number }
  | { readonly kind: 'collector'; readonly id: string };

/** A collector's id in its topic: its client id's letters. */
const COLLECTOR_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** What a topic of this venue is; null for anything else (a foreign topic is not ours to read). */
export function parseVenueTopic(venue: string, topic: string): VenueTopic | null {
  const parts = topic.split('/');
  const root = VENUE_TOPIC_ROOT.split('/');
  if (parts[0] !== root[0] || parts[1] !== root[1] || parts[2] !== venue) return null;
  if (parts.length === 4 && parts[3] === 'featured') return { kind: 'featured' };
  if (parts.length === 5 && parts[3] === 'collectors' && COLLECTOR_ID.test(parts[4] ?? ''))
    return { kind: 'collector', id: parts[4]! };
  const sub = parts.length === 7 && parts[5] === 'results' ? parts[6] : null;
  const ack = sub === 'ack' || sub === 'resend';
  if ((parts.length !== 6 && !ack) || parts[3] !== 'tables') return null;
  const digits = parts[4] ?? '';
  if (!/^[1-9]\d{0,2}$/.test(digits)) return null;
  if (sub === 'ack' || sub === 'resend') return { kind: sub, table: Number(digits) };
  const channel = parts[5] as TableChannel;
  if (!TABLE_CHANNELS.includes(channel)) return null;
  return { kind: channel, table: Number(digits) };
}

const header = {
  v: z.literal(VENUE_PROTOCOL_VERSION),
  venue: VenueIdSchema,
  table: TableNumberSchema,
};

/** A table's state: the audience's scoreboard view, as its own screens get it. */
export const VenueStateSchema = z
  .object({
    ...header,
    matchId: z.string().max(100).nullable(),
    /** The table's revision: increases with every change there, across restarts. */
    revision: z.int().min(0),
    /** The table's clock (epoch ms) when it published; screens derive clock offsets from it. */
    publishedAt: z.number(),
    view: ScoreboardViewSchema,
    /** The table's display settings; the logo stays on the table's host (always null here). */
    display: DisplayViewSchema,
  })
  .superRefine((state, context) => {
    const problem = tileProblem(state.view.sides);
    if (problem) context.addIssue({ code: 'custom', path: ['view', 'sides'], message: problem });
  });

/**
 * The largest score a tile shows: a game ends at its target (at most 9,999 points) plus one
 * board's points; a free-play game would need thousands of boards to pass it.
 */
export const MAX_VENUE_SCORE = 99_999;

/**
 * What no table of ours can send and a tile cannot show: a name longer than a match's set-up
 * allows (LIMITS), a score that is not a whole number within ±MAX_VENUE_SCORE.
 */
function tileProblem(
  sides: readonly {
    readonly name: string;
    readonly shortName: string | null;
    readonly players: readonly string[];
    readonly score: number;
    readonly gamesWon: number;
  }[],
): string | null {
  for (const side of sides) {
    const names = [side.name, ...side.players];
    if (names.some((name) => name.length > LIMITS.name))
      return `a name is longer than ${LIMITS.name} characters`;
    if ((side.shortName?.length ?? 0) > LIMITS.shortName)
      return `a short name is longer than ${LIMITS.shortName} characters`;
    for (const value of [side.score, side.gamesWon]) {
      if (!Number.isInteger(value) || Math.abs(value) > MAX_VENUE_SCORE)
        return `a score or game count is not a whole number from -${MAX_VENUE_SCORE} to ${MAX_VENUE_SCORE}`;
    }
  }
  return null;
}
export type VenueState = z.infer<typeof VenueStateSchema>;

export const TABLE_STATUSES = ['online', 'offline'] as const;
export const VenueStatusSchema = z.enum(TABLE_STATUSES);
export type VenueStatus = z.infer<typeof VenueStatusSchema>;

const numbers = z.array(z.number()).readonly();
const SideNamesSchema = z
  .array(z.object({ name: z.string(), players: z.array(z.string()).readonly(), club: z.string().nullable() }))
  .readonly();
const GameEndSchema = z.enum(['points', 'boards', 'extraBoard', 'time', 'forfeit']);

export const GameResultSchema = z.object({
  number: z.int().min(1),
  scores: numbers,
  /** Null while the game is not decided (a correction can reopen it). */
  winner: z.number().nullable(),
  endedBy: GameEndSchema.nullable(),
});

/** One result, once: a board (recorded, corrected or voided), a game's result, a match's result. */
const resultBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('board'),
    game: z.int().min(1),
    board: z.int().min(1),
    /** The board's row of the score sheet; null when the board was voided. */
    row: SheetRowViewSchema.nullable(),
    /** `recorded` the first time, `corrected` after, `voided` when taken back. */
    change: z.enum(['recorded', 'corrected', 'voided']),
  }),
  z.object({ kind: z.literal('game'), game: GameResultSchema, finished: z.boolean() }),
  z.object({
    kind: z.literal('match'),
    /**
     * 1 for the match's first result, 2 for the next (a correction, a changed name, a result taken
     * back), and so on: the highest is the match's result. Absent from tables before it: 1.
     */
    version: z.int().min(1).optional(),
    /** Null when a correction took the result back. */
    winner: z.number().nullable(),
    endedBy: z.enum(['games', 'forfeit']).nullable(),
    forfeit: z.object({ by: z.number(), kind: ForfeitKindSchema }).nullable(),
    gamesWon: numbers,
    games: z.array(GameResultSchema).readonly(),
  }),
]);

export const VenueResultSchema = z.intersection(
  z.object({
    ...header,
    matchId: z.string().min(1).max(100),
    /** 1, 2, 3… per match: a reader keeps one message per (matchId, sequence). */
    sequence: z.int().min(1),
    /** When the table recorded it (epoch ms, the table's clock). */
    at: z.number(),
    type: z.enum(['singles', 'doubles', 'three-player']),
    sides: SideNamesSchema,
    info: ViewMatchInfoSchema,
    /** With a match result of a match set up from a tournament pairing (issue 41). */
    sol: SolReferenceSchema.optional(),
  }),
  resultBody,
);
export type VenueResult = z.infer<typeof VenueResultSchema>;
export type VenueResultBody = z.infer<typeof resultBody>;
export type GameResult = z.infer<typeof GameResultSchema>;

/** A results collector has kept one result of a table: the table may stop sending it. */
export const VenueAckSchema = z.object({
  ...header,
  matchId: z.string().min(1).max(100),
  sequence: z.int().min(1),
});
export type VenueAck = z.infer<typeof VenueAckSchema>;

/** The most matches one resend request lists (a table's matches of a tournament day stay far below). */
export const MAX_RESEND_MATCHES = 500;

/**
 * A results relay asks table N for what it lacks: for each match it has results of, the
 * sequences it holds (inclusive ranges); the table sends again every result of its outbox not
 * among them (every match not listed: all of its results).
 */
export const VenueResendSchema = z.object({
  ...header,
  have: z
    .array(
      z.object({
        matchId: z.string().min(1).max(100),
        sequences: z
          .array(z.tuple([z.int().min(1), z.int().min(1)]))
          .max(1000)
          .readonly(),
      }),
    )
    .max(MAX_RESEND_MATCHES)
    .readonly(),
});
export type VenueResend = z.infer<typeof VenueResendSchema>;

/** The table the director features on the hall's overlays and displays; null: none. */
export const VenueFeaturedSchema = z.object({
  v: z.literal(VENUE_PROTOCOL_VERSION),
  venue: VenueIdSchema,
  table: TableNumberSchema.nullable(),
  at: z.number(),
});
export type VenueFeatured = z.infer<typeof VenueFeaturedSchema>;

export const VENUE_LINKS = ['connecting', 'online', 'offline', 'refused'] as const;

/**
 * Why the link is not (or was not last) up, as the console says it: `silent` the broker stopped
 * answering (frozen, overloaded); `unreachable` nothing answered at its address (stopped,
 * network); `closed` the connection closed without a word (a restart, a cut line; MQTT 3.1.1
 * brokers also say no that way); `refused` the broker answered a refusal (a CONNACK, SUBACK or
 * PUBACK reason code); `sessionTaken` another client with this host's user took its place.
 */
export const VENUE_LINK_CAUSES = ['silent', 'unreachable', 'closed', 'refused', 'sessionTaken'] as const;
export type VenueLinkCause = (typeof VENUE_LINK_CAUSES)[number];

/** How a host's link to the venue's broker is doing: the console's status line. */
export const VenueLinkStatusSchema = z.object({
  /** The broker's address, without any password. */
  broker: z.string(),
  venue: VenueIdSchema,
  /** The table this host publishes as; null for a host that only shows the venue. */
  table: TableNumberSchema.nullable(),
  link: z.enum(VENUE_LINKS),
  /** The last problem, in words (a refused password, a refused topic); null when there is none. */
  message: z.string().nullable(),
  /** Which kind of problem that was (VENUE_LINK_CAUSES); absent when there is none. */
  cause: z.enum(VENUE_LINK_CAUSES).optional(),
  /** Results kept in the table's database until the broker acknowledges them. */
  pendingResults: z.int().min(0),
  /**
   * Results the broker has but the venue's results collector has not confirmed yet (only where
   * the venue has one): they are sent again when a collector comes online.
   */
  unconfirmedResults: z.int().min(0).optional(),
  /** The link was set by `npm run serve` flags, which win over the console's settings. */
  fromFlags: z.boolean().optional(),
});
export type VenueLinkStatus = z.infer<typeof VenueLinkStatusSchema>;

/** A message read from a topic of ours, checked; or why it was ignored. */
export type VenueMessage =
  | { readonly kind: 'state'; readonly table: number; readonly state: VenueState }
  | { readonly kind: 'status'; readonly table: number; readonly status: VenueStatus }
  | { readonly kind: 'results'; readonly table: number; readonly result: VenueResult }
  | { readonly kind: 'featured'; readonly featured: VenueFeatured }
  | { readonly kind: 'ack'; readonly table: number; readonly ack: VenueAck }
  | { readonly kind: 'resend'; readonly table: number; readonly resend: VenueResend }
  | { readonly kind: 'collector'; readonly id: string; readonly status: VenueStatus };

export type VenueReading =
  { readonly ok: true; readonly message: VenueMessage } | { readonly ok: false; readonly reason: string };

/** The largest message read: a state with long names stays far below it. */
export const MAX_VENUE_MESSAGE_BYTES = 256 * 1024;

/**
 * Reads one MQTT message of this venue. Anything else (a foreign topic, bytes that are not our
 * JSON, a message naming another table than its topic) is refused with the reason in words.
 */
export function readVenueMessage(venue: string, topic: string, payload: string): VenueReading {
  const where = parseVenueTopic(venue, topic);
  if (!where) return { ok: false, reason: `${topic} is not a topic of venue ${venue}` };
  if (payload.length > MAX_VENUE_MESSAGE_BYTES) {
    return { ok: false, reason: `${topic}: the message is too large (${payload.length} bytes)` };
  }
  if (where.kind === 'status' || where.kind === 'collector') {
    const status = VenueStatusSchema.safeParse(payload);
    if (!status.success) return { ok: false, reason: `${topic}: the status must be "online" or "offline"` };
    if (where.kind === 'collector')
      return { ok: true, message: { kind: 'collector', id: where.id, status: status.data } };
    return { ok: true, message: { kind: 'status', table: where.table, status: status.data } };
  }
  if (where.kind === 'state' && payload === '') {
    return { ok: false, reason: `${topic}: the retained state was cleared` };
  }
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch (_error) {
    return { ok: false, reason: `${topic}: the message is not JSON` };
  }
  return checkedJson(venue, topic, where, json);
}

function checkedJson(
  venue: string,
  topic: string,
  where: Exclude<VenueTopic, { kind: 'status' | 'collector' }>,
  json: unknown,
): VenueReading {
  const schema =
    where.kind === 'state'
      ? VenueStateSchema
      : where.kind === 'results'
        ? VenueResultSchema
        : where.kind === 'ack'
          ? VenueAckSchema
          : where.kind === 'resend'
            ? VenueResendSchema
            : VenueFeaturedSchema;
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      reason: `${topic}: ${issue?.path.join('.') || 'message'}: ${issue?.message ?? 'invalid'}`,
    };
  }
  const data = parsed.data as { readonly venue: string; readonly table?: number | null };
  if (data.venue !== venue || (where.kind !== 'featured' && data.table !== where.table)) {
    return { ok: false, reason: `${topic}: the message names another venue or table than its topic` };
  }
  if (where.kind === 'state')
    return { ok: true, message: { kind: 'state', table: where.table, state: parsed.data as VenueState } };
  if (where.kind === 'results') {
    return { ok: true, message: { kind: 'results', table: where.table, result: parsed.data as VenueResult } };
  }
  if (where.kind === 'ack')
    return { ok: true, message: { kind: 'ack', table: where.table, ack: parsed.data as VenueAck } };
  if (where.kind === 'resend')
    return { ok: true, message: { kind: 'resend', table: where.table, resend: parsed.data as VenueResend } };
  return { ok: true, message: { kind: 'featured', featured: parsed.data as VenueFeatured } };
}

/*
 * The venue screens' WebSocket at /venue/ws on any host connected to the broker: the overview
 * (/venue), the results (/venue/results), and a display or overlay showing another table
 * (`?table=N` or `?table=featured`, which get the ordinary `state` messages of /ws).
 */

/** What the overview shows of one table; `status` is null until the table said anything. */
export const VenueTableSchema = z.object({
  table: TableNumberSchema,
  status: VenueStatusSchema.nullable(),
  state: VenueStateSchema.nullable(),
  /** This host's clock when the table's state came in (its status, when there is no state yet). */
  receivedAt: z.number(),
});
export type VenueTable = z.infer<typeof VenueTableSchema>;

/** A finished match as /venue/results lists it (the last match result of its table). */
export const VenueMatchResultSchema = z.object({
  table: TableNumberSchema,
  matchId: z.string(),
  /** The version of the match's result shown (the latest this host received). */
  version: z.int().min(1),
  at: z.number(),
  type: z.enum(['singles', 'doubles', 'three-player']),
  sides: z.array(z.string()).readonly(),
  info: ViewMatchInfoSchema,
  gamesWon: numbers,
  games: z.array(GameResultSchema).readonly(),
  winner: z.number(),
  endedBy: z.enum(['games', 'forfeit']).nullable(),
  /** Each side's players in the order entered (absent from results kept before it). */
  sidePlayers: z.array(z.array(z.string()).readonly()).readonly().optional(),
  /** Who forfeited and how, when the match ended off the table (absent: won on the table). */
  forfeit: z.object({ by: z.number(), kind: ForfeitKindSchema }).nullable().optional(),
  /** The match's SoL reference and its turn's outline (issue 41), when it came from a pairing. */
  sol: SolReferenceSchema.optional(),
});
export type VenueMatchResult = z.infer<typeof VenueMatchResultSchema>;

export const VenueServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('overview'),
    venue: VenueIdSchema,
    /** The serving host's link to the broker: when it is not online, everything shown is stale. */
    link: z.enum(VENUE_LINKS),
    featured: TableNumberSchema.nullable(),
    tables: z.array(VenueTableSchema).readonly(),
    serverTime: z.number(),
  }),
  z.object({ type: z.literal('table'), table: VenueTableSchema, serverTime: z.number() }),
  z.object({ type: z.literal('link'), link: z.enum(VENUE_LINKS), serverTime: z.number() }),
  z.object({ type: z.literal('featured'), featured: TableNumberSchema.nullable() }),
  z.object({ type: z.literal('results'), matches: z.array(VenueMatchResultSchema).readonly() }),
  /** The answer to `feature`: done, or why not, in words. */
  z.object({ type: z.literal('featureResult'), ok: z.boolean(), message: z.string() }),
]);
export type VenueServerMessage = z.infer<typeof VenueServerMessageSchema>;

export const VenueClientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('feature'),
    table: TableNumberSchema.nullable(),
    pin: z.string().max(12),
  }),
]);
export type VenueClientMessage = z.infer<typeof VenueClientMessageSchema>;
