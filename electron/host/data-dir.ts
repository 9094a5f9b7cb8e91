import { homedir } from 'node:os';
import { join } from 'node:path';

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
