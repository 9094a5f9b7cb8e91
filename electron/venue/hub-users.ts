import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makePrivateFolder } from '../host/private-files';
import { passwordOwner, venueAcl, venueUsers } from './broker-config';

/** The embedded hub's users, made in the host's data folder when it starts with authentication. */
export interface HubUsers {
  readonly dir: string;
  readonly passwordFile: string;
  readonly aclFile: string;
  /** The plain passwords, `user:password` a line, readable by its owner only: to hand out. */
  readonly plainFile: string;
  passwordOf(user: string): string | undefined;
}

export const HUB_USERS_DIR = 'venue-hub';

/**
 * Users `screen`, `director` and `table-1` … `table-N` (and each table's `table-N-watch`) with random passwords, kept in
 * `<data folder>/venue-hub/`: passwords made once stay (tables keep theirs over restarts), users
 * missing for a larger table count are added, and the ACL is written for the venue each time.
 * The password file is mosquitto's own format ($7$, PBKDF2-SHA512), so a hall that moves to
 * mosquitto takes these three files with it.
 */
export function ensureHubUsers(dataDir: string, venue: string, tables: number): HubUsers {
  const dir = join(dataDir, HUB_USERS_DIR);
  // Plain passwords inside: this account's only (electron/host/private-files.ts).
  makePrivateFolder(dir);
  const files = {
    passwordFile: join(dir, 'passwords'),
    aclFile: join(dir, 'acl'),
    plainFile: join(dir, 'passwords.txt'),
  };
  const plain = new Map<string, string>();
  if (existsSync(files.plainFile)) {
    for (const line of readFileSync(files.plainFile, 'utf8').split('\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) plain.set(line.slice(0, colon), line.slice(colon + 1).trim());
    }
  }
  // A table's watcher (table-N-watch) has its table's password: one password per table host.
  for (const user of venueUsers(venue, tables)) {
    const owner = passwordOwner(user);
    if (!plain.has(owner)) plain.set(owner, randomBytes(12).toString('base64url'));
    if (!plain.has(user)) plain.set(user, plain.get(owner)!);
  }
  const entries = [...plain.entries()];
  writePrivate(files.plainFile, entries.map(([user, password]) => `${user}:${password}\n`).join(''));
  writePrivate(
    files.passwordFile,
    entries.map(([user, password]) => `${user}:${hashPassword(password)}\n`).join(''),
  );
  writePrivate(files.aclFile, venueAcl(venue, tables));
  return { dir, ...files, passwordOf: (user) => plain.get(user) };
}

function writePrivate(path: string, text: string): void {
  writeFileSync(path, text, { mode: 0o600 });
  chmodSync(path, 0o600);
}

/** A mosquitto 2.0 password hash ($7$: PBKDF2-SHA512, 101 iterations, as mosquitto_passwd makes it). */
export function hashPassword(password: string, salt = randomBytes(12)): string {
  const iterations = 101;
  const hash = pbkdf2Sync(password, salt, iterations, 64, 'sha512');
  return `$7$${iterations}$${salt.toString('base64')}$${hash.toString('base64')}`;
}
