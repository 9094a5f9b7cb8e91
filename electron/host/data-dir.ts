import { rmSync, writeFileSync } from 'node:fs';
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

/**
 * Makes sure the data folder exists and can be written (it creates it if missing, owner-only on
 * POSIX: see private-files.ts), or throws one sentence that names the folder and why: the host
 * must not say it is ready and then refuse the first board.
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
    throw new Error(`The data folder ${dir} cannot be written (${reason(error)}): choose another folder.`);
  }
}

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return (code !== undefined && WHY[code]) || (error instanceof Error ? error.message : String(error));
}
