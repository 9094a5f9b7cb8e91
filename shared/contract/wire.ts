import { z } from 'zod';
import { CommandResultSchema, HostSettingsSchema, QueryResultSchema } from './results';
import { StatePushSchema } from './push';
import { LedBoardStatusSchema } from './led';

/**
 * The WebSocket protocol at `/ws?role=console|display|overlay[&pin=NNNNNN]`. The envelope is
 * checked here; the `command` / `query` inside is checked by parseCommand / parseQuery so that
 * its refusal can name the problem.
 */
export const SCREEN_ROLES = ['console', 'display', 'overlay'] as const;
export type ScreenRole = (typeof SCREEN_ROLES)[number];

export interface Origin {
  readonly role: ScreenRole;
  /** Display and overlay connections only read state; their commands are refused. */
  readonly readOnly: boolean;
}

const requestId = z.union([z.int().min(0).max(Number.MAX_SAFE_INTEGER), z.string().max(64)]);

/**
 * What a display says of itself (not a command: it changes nothing of the match): `sound` is
 * `locked` while its browser holds a due tone back until someone taps the screen.
 */
export const ScreenStatusSchema = z.strictObject({ sound: z.enum(['locked', 'ready']) });
export type ScreenStatus = z.infer<typeof ScreenStatusSchema>;

/**
 * A command's own id, made by the client that sends it (a console, a phone, an API caller's
 * `Idempotency-Key`): the host carries a command out once per key and answers a repeat with its
 * first answer, also after a restart (electron/host/services/command-ids.ts). `client` names the
 * sender (a random id the page keeps), `id` the command among that client's.
 */
export const CommandKeySchema = z.strictObject({
  client: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'must be 8 to 64 letters, digits, "-" or "_"' }),
  id: z.string().regex(/^[\x21-\x7E]{1,64}$/, {
    error: 'must be 1 to 64 visible ASCII characters (no spaces)',
  }),
});
export type CommandKey = z.infer<typeof CommandKeySchema>;

export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('command'),
    id: requestId,
    command: z.unknown(),
    /** The command's own id: a repeat (the same key, re-sent after no answer) is answered, not done again. */
    key: CommandKeySchema.optional(),
  }),
  z.strictObject({ type: z.literal('query'), id: requestId, query: z.unknown() }),
  /** A screen's status; no answer. */
  z.strictObject({ type: z.literal('status'), status: ScreenStatusSchema }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;
/** The messages that are answered: a command or a query. */
export type ClientRequest = Exclude<ClientMessage, { type: 'status' }>;
export type RequestId = z.infer<typeof requestId>;

export const ServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('state'), push: StatePushSchema }),
  z.object({
    type: z.literal('result'),
    id: requestId.nullable(),
    result: z.union([CommandResultSchema, QueryResultSchema]),
  }),
  /** Only to consoles: the LED boards' status changed. */
  z.object({ type: z.literal('led'), status: z.array(LedBoardStatusSchema).readonly() }),
  /** Only to consoles: the host's settings changed (a console asks for them once, on connecting). */
  z.object({ type: z.literal('settings'), settings: HostSettingsSchema }),
  /**
   * Only to the console that just gave the right PIN: its device token, to give as `&device=` on
   * every later connection instead of the PIN (shared/contract/devices.ts).
   */
  z.object({ type: z.literal('device'), token: z.string() }),
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

export { CLOSE_CODES } from './close-codes';
