import { closeSync, openSync, readFileSync, rmSync, statfsSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { makePrivateFolder } from './private-files';

export const APP_FOLDER = 'carrom-scoreboard';

/**
 * The per-user application data folder, the same one Electron's `userData` gives for the
 * product name "carrom-scoreboard": the headless host and the app share their data.
 */
export function defaultDataDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home: string = homedir(),
): string {
  if (platform === 'win32') return join(env['APPDATA'] ?? join(home, 'AppData', 'Roaming'), APP_FOLDER);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_FOLDER);
  const config = env['XDG_CONFIG_HOME'];
  return join(config && config.length > 0 ? config : join(home, '.config'), APP_FOLDER);
}

export const DATABASE_FILE = 'scoreboard.db';

const WHY: Readonly<Record<string, string>> = {
  ENOTDIR: 'a part of its path is a file, not a folder',
  ENOENT: 'a part of its path does not exist',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'it is on a read-only disk',
  ENOSPC: 'the disk is full',
  EEXIST: 'a file of that name is in the way',
};

/** Room the host asks for on a full disk: the write-ahead log and a checkpoint of a long event. */
export const SPACE_NEEDED_BYTES = 10 * 1024 * 1024;

/**
 * Makes sure the data folder exists and can be written (it creates it if missing, owner-only on
 * POSIX: see private-files.ts), and that the database files in it can be written too, or throws
 * one sentence that names the folder or file and why: the host must not say it is ready and then
 * refuse the first board. A full disk is said as such: the match in the folder is safe, and
 * another folder would only hide it.
 */
export function ensureWritableDataDir(dir: string): void {
  try {
    makePrivateFolder(dir);
  } catch (error) {
    throw new Error(`The data folder ${dir} cannot be created (${reason(error)}): choose another folder.`);
  }
  const probe = join(dir, `.write-test-${process.pid}`);
  try {
    writeFileSync(probe, 'carrom-scoreboard');
    rmSync(probe, { force: true });
  } catch (error) {
    rmSync(probe, { force: true });
    if ((error as NodeJS.ErrnoException | null)?.code === 'ENOSPC') throw new Error(diskFull(dir));
    throw new Error(`The data folder ${dir} cannot be written (${reason(error)}): choose another folder.`);
  }
  for (const file of [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`]) {
    ensureWritableFile(join(dir, file));
  }
}

function diskFull(dir: string): string {
  let free = 'no space';
  try {
    const stats = statfsSync(dir);
    free = `${megabytes(stats.bavail * stats.bsize)} free`;
  } catch {
    // the sentence says "no space"
  }
  return (
    `The disk of the data folder ${dir} is full (${free}): free at least ${megabytes(SPACE_NEEDED_BYTES)} ` +
    `on it and start again; the current match is safe in ${join(dir, DATABASE_FILE)}, so do not choose another folder.`
  );
}

/** A database file that exists must open for writing by this account (absent ones are made by the host). */
function ensureWritableFile(file: string): void {
  try {
    closeSync(openSync(file, 'r+'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | null)?.code;
    if (code === 'ENOENT') return;
    const stats = statSync(file, { throwIfNoEntry: false });
    const owner = stats
      ? `owner ${accountName(stats.uid)}, mode ${(stats.mode & 0o777).toString(8).padStart(4, '0')}`
      : reason(error);
    throw new Error(
      `The database file ${file} cannot be written by this account (${owner}): ` +
        "make it this account's own and writable (chown, chmod u+w), then start again.",
    );
  }
}

/** The account's name for a user id, from /etc/passwd where there is one; else "uid N". */
function accountName(uid: number): string {
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.split(':')[2] === String(uid));
    if (line) return line.split(':')[0]!;
  } catch {
    // no /etc/passwd (Windows): the number says it
  }
  return `uid ${uid}`;
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 1024 * 1024 ? 1 : 0)} MB`;
}

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return (code !== undefined && WHY[code]) || (error instanceof Error ? error.message : String(error));
}
