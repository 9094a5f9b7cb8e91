import { z } from 'zod';
import type { CommandResult, HostSettings, QueryResult, Refusal } from './results';
import type { StatePush } from './push';
import type { LedBoardStatus } from './led';

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

export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('command'), id: requestId, command: z.unknown() }),
  z.strictObject({ type: z.literal('query'), id: requestId, query: z.unknown() }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;
export type RequestId = z.infer<typeof requestId>;

export type ServerMessage =
  | { readonly type: 'state'; readonly push: StatePush }
  | {
      readonly type: 'result';
      readonly id: RequestId | null;
      readonly result: CommandResult | QueryResult | Refusal;
    }
  /** Only to consoles: the LED boards' status changed. */
  | { readonly type: 'led'; readonly status: readonly LedBoardStatus[] }
  /** Only to consoles: the host's settings changed (a console asks for them once, on connecting). */
  | { readonly type: 'settings'; readonly settings: HostSettings };

/** WebSocket close codes the host uses (4000–4999 are for applications). */
export const CLOSE_CODES = {
  pinRequired: 4401,
  forbidden: 4403,
  badRole: 4400,
  shuttingDown: 1001,
} as const;
