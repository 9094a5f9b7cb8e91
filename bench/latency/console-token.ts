import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONSOLE_TOKEN_FILE } from '../../electron/host/console-token';

/**
 * The start-up token each benched host keeps in its data folder, by the host's base URL: a
 * console on the host's own computer gives it (electron/host/console-token.ts), as the operator's
 * browser does from the URL serve prints.
 */
const tokens = new Map<string, string>();

export function rememberConsoleToken(baseUrl: string, dataDir: string): void {
  tokens.set(baseUrl, readFileSync(join(dataDir, CONSOLE_TOKEN_FILE), 'utf8').trim());
}

/** `?token=…` for a page or socket of this host (with `&` when the URL already has a query); "" when none is known. */
export function consoleTokenQuery(baseUrl: string, joiner: '?' | '&' = '?'): string {
  const token = tokens.get(new URL(baseUrl).origin);
  return token === undefined ? '' : `${joiner}token=${token}`;
}
