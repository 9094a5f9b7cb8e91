import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file in a host's data folder that names it on the venue's broker. */
export const CLIENT_ID_FILE = 'venue-client-id';

/** The client ids of one host's two broker connections (its table's publisher, its watcher). */
export interface HostClientIds {
  readonly publisher: string;
  readonly watcher: string;
}

/**
 * Client ids unique per host and stable over its restarts: a random name made once and kept in
 * its data folder (two hosts never share one, not even with the same user or the same folder's
 * path on two computers), after the user's name (the embedded hub refuses a client id that does
 * not begin with its user's name, so no user can take another's session). A table host's watcher
 * logs in as a user of its own (`table-4-watch`, `watcherUser`): mosquitto, as docs/venue.md sets
 * it up, replaces every client id by its user's name, one connection a user.
 */
export function hostClientIds(
  dataDir: string,
  user: string | undefined,
  watcherUser: string | undefined = user,
): HostClientIds {
  const host = hostName(dataDir);
  return {
    publisher: `${user ?? 'carrom'}-${host}-table`,
    watcher: `${watcherUser ?? 'carrom'}-${host}-watch`,
  };
}

function hostName(dataDir: string): string {
  const path = join(dataDir, CLIENT_ID_FILE);
  try {
    const kept = readFileSync(path, 'utf8').trim();
    if (/^[0-9a-f]{12}$/.test(kept)) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const made = randomBytes(6).toString('hex');
  writeFileSync(path, `${made}\n`, { mode: 0o600 });
  return made;
}

/** Whether a client id belongs to the user (the hub's rule): the user's name, or it and a dash first. */
export function clientIdOfUser(clientId: string, user: string): boolean {
  return clientId === user || clientId.startsWith(`${user}-`);
}
