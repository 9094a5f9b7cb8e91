import type { IncomingHttpHeaders } from 'node:http';
import type { ApiKeySummary, ApiScope } from '../../../shared/contract/api';
import { parsePinRefusal } from '../../../shared/contract/pin-refusal';
import type { ConsoleTranslate } from '../../../shared/i18n/console';
import type { ApiKeys } from '../../host/services/api-keys';
import type { PinGuard } from '../../web/pin-guard';

/** Why a request was not let in: its HTTP status, a stable code and a sentence for the operator. */
export interface ApiRefusal {
  readonly ok: false;
  readonly status: number;
  readonly code: string;
  readonly message: string;
  /** Hold the answer this long (a wrong key is answered late, as a wrong PIN is). */
  readonly delayMs: number;
}

export type Admission = { readonly ok: true; readonly key: ApiKeySummary | null } | ApiRefusal;

export const refused = (status: number, code: string, message: string, delayMs = 0): ApiRefusal => ({
  ok: false,
  status,
  code,
  message,
  delayMs,
});

/** The key of `Authorization: Bearer KEY`; null when none is given. */
export function bearerKey(headers: IncomingHttpHeaders): string | null {
  const header = headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer\s+(\S{1,200})\s*$/i.exec(header);
  return match ? match[1]! : '';
}

/**
 * Lets a key in for what it needs. A right key is let in at once, whatever a flood of wrong ones
 * did; a wrong key counts in the one PIN guard of the web server (the same allowance and waits
 * as a wrong PIN), so guessing keys is as slow as guessing the PIN.
 */
export function admitKey(
  keys: ApiKeys,
  guard: PinGuard,
  given: string | null,
  address: string,
  needs: ApiScope,
  t: ConsoleTranslate,
): Admission {
  if (given === null || given === '') return refused(401, 'key_required', t('api.keyRequired'));
  const key = keys.admit(given, address);
  if (key === null) {
    const check = guard.check(address, given);
    const wait = check.ok ? null : parsePinRefusal(check.reason);
    if (wait?.kind === 'wait') return refused(429, 'key_wait', t('api.keyWait', { seconds: wait.seconds }));
    return refused(401, 'key_unknown', t('api.keyUnknown'), check.ok ? 0 : check.delayMs);
  }
  if (needs === 'control' && key.scope !== 'control') return refused(403, 'read_only', t('api.readOnlyKey'));
  return { ok: true, key };
}

/**
 * CORS, closed by default: a request a browser sends from another site's page (its `Origin` is
 * not this server) is refused unless the operator listed that origin.
 */
export function allowedOrigin(
  headers: IncomingHttpHeaders,
  corsOrigins: readonly string[],
): boolean | string {
  const origin = headers.origin;
  if (origin === undefined) return true;
  try {
    if (new URL(origin).host === new URL(`http://${headers.host ?? ''}`).host) return true;
  } catch (_error) {
    return false;
  }
  return corsOrigins.some((allowed) => sameOrigin(allowed, origin)) ? origin : false;
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch (_error) {
    return false;
  }
}
