import {
  parseCommand,
  parseQuery,
  type CommandResult,
  type QueryResult,
  type ScreenRole,
} from '../../shared/contract/contract';
import type { Host, HostOrigin } from '../../electron/host/host';
import { createSessionHub, type Session, type SessionHost } from '../../electron/session/session-hub';

/*
 * The host takes commands and queries already parsed: the session layer (electron/session) is
 * the one place that parses them. Tests that drive the host directly write them as a screen
 * sends them (defaults left out) and parse them here the same way; a message the contract
 * refuses comes back as the session layer's refusal.
 */

export function submitParsed(
  host: Pick<Host, 'submit'>,
  message: unknown,
  origin: HostOrigin,
): CommandResult {
  const parsed = parseCommand(message);
  return parsed.ok ? host.submit(parsed.value, origin) : parsed;
}

export async function queryParsed(
  host: Pick<Host, 'query'>,
  message: unknown,
  origin: HostOrigin,
): Promise<QueryResult> {
  const parsed = parseQuery(message);
  return parsed.ok ? host.query(parsed.value, origin) : parsed;
}

/**
 * A screen's session on the session hub (electron/session), as a transport opens it: what a
 * console, display or overlay sends is parsed and checked for its role there, then reaches the
 * host. `close` ends the hub.
 */
export function screenSession(
  host: SessionHost,
  role: ScreenRole,
): { readonly session: Session; close(): void } {
  const hub = createSessionHub(host);
  const admission = hub.join({ role, deliver: () => undefined });
  if (!admission.ok) throw new Error(admission.reason);
  return { session: admission.session, close: () => hub.close() };
}
