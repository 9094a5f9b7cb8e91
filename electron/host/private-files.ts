import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';

/*
 * The data folder holds the LAN console PIN and the venue broker's password in plain text (the
 * host shows the one and logs in with the other), and every match: on a shared venue PC no other
 * account may read them. On Windows none of this applies: Node maps modes to the read-only flag
 * only, and the per-user folder (%APPDATA%) is already closed to other accounts by its ACL, so
 * these helpers do nothing there.
 */
const POSIX = process.platform !== 'win32';
const OWNER_ONLY_FOLDER = 0o700;
const OWNER_ONLY_FILE = 0o600;

/**
 * Creates the data folder (and its missing parents) readable by this account only (0700). A
 * folder that exists is left as it is: the operator may have chosen a shared folder on purpose.
 */
export function makePrivateFolder(dir: string): void {
  mkdirSync(dir, POSIX ? { recursive: true, mode: OWNER_ONLY_FOLDER } : { recursive: true });
}

/**
 * Makes the SQLite database `file` and its -wal and -shm files owner-only (0600) before SQLite
 * opens them, and creates the database file that way when it is missing: SQLite gives the -wal
 * and -shm it creates the main file's mode. A file whose mode cannot be changed (another
 * account's, a file system without modes) is named in one sentence to `log`; this never throws.
 */
export function keepDatabasePrivate(file: string, log: (message: string) => void): void {
  if (!POSIX) return;
  createOwnerOnly(file);
  const refused: { readonly file: string; readonly why: string }[] = [];
  for (const each of [file, `${file}-wal`, `${file}-shm`]) {
    const why = makeOwnerOnly(each);
    if (why !== null) refused.push({ file: each, why });
  }
  if (refused.length === 0) return;
  log(
    `${refused.map((each) => each.file).join(', ')} could not be made readable by this account only ` +
      `(${refused[0]!.why}), so other accounts on this computer may be able to read the console PIN, ` +
      `the venue broker's password and the matches in ${refused.length === 1 ? 'it' : 'them'}.`,
  );
}

/** A missing file is created 0600; any other trouble is left for SQLite to report as it opens. */
function createOwnerOnly(file: string): void {
  try {
    closeSync(openSync(file, 'wx', OWNER_ONLY_FILE));
  } catch {
    // It exists (made owner-only next), or it cannot be made: SQLite says why in its own words.
  }
}

/** Null once `file` is owner-only (or absent), else why it is not. */
function makeOwnerOnly(file: string): string | null {
  try {
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, OWNER_ONLY_FILE);
    // Some file systems (FAT, some network shares) accept the change and keep no modes.
    return (statSync(file).mode & 0o077) === 0 ? null : 'its file system keeps no modes';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | null)?.code;
    if (code === 'ENOENT') return null;
    if (code === 'EPERM' || code === 'EACCES') return 'permission denied';
    if (code === 'EROFS') return 'it is on a read-only disk';
    return error instanceof Error ? error.message : String(error);
  }
}
