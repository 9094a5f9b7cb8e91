import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file in the data folder that keeps the start-up token of the running host. */
export const CONSOLE_TOKEN_FILE = 'console-token';

/**
 * A fresh start-up token for consoles opened on this computer (as Jupyter does): written,
 * owner-only (0600), into the data folder, which is owner-only too, so only the account running
 * the host can read it; another account on the same laptop must give the PIN. A new one each
 * start: an old URL stops working when the host restarts.
 */
export function newConsoleToken(dataDir: string): string {
  const token = randomBytes(24).toString('base64url');
  const file = join(dataDir, CONSOLE_TOKEN_FILE);
  // Removed first: `wx` then creates it anew with the mode, never through a planted link.
  rmSync(file, { force: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
  return token;
}

/** A page URL with the token, for the console's URL only. */
export function withConsoleToken(url: string, token: string): string {
  return /\/console$/.test(url) ? `${url}?token=${token}` : url;
}
