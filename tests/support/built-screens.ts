import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openHost, type Host } from '../../electron/host/host';
import { startWebServer, type RunningServer } from '../../electron/app/web-server';

/** What `npm run build` writes for the screens. */
export const BUILT_SCREENS = fileURLToPath(new URL('../../out/renderer/', import.meta.url));

export interface BuiltScreens {
  readonly host: Host;
  readonly server: RunningServer;
  close(): Promise<void>;
}

/**
 * The REAL host on a fresh data folder, its web server serving the built screens on a free
 * loopback port; with `requirePin`, consoles (and the timekeeper's page) must give its PIN.
 */
export async function startBuiltScreens(
  name: string,
  options: {
    readonly requirePin?: boolean;
    readonly consoleToken?: string;
    /** The host's clock (default: the machine's). */
    readonly now?: () => number;
  } = {},
): Promise<BuiltScreens> {
  if (!existsSync(join(BUILT_SCREENS, 'timekeeper', 'index.html'))) {
    throw new Error('out/renderer is missing: run `npm run build` first.');
  }
  const dataDir = mkdtempSync(join(tmpdir(), `carrom-${name}-`));
  const host = openHost({ dataDir, ...(options.now ? { now: options.now } : {}) });
  const remove = (): void => rmSync(dataDir, { recursive: true, force: true });
  let server: RunningServer;
  try {
    server = await startWebServer(host, {
      port: 0,
      host: '127.0.0.1',
      pin: host.pin(),
      ...(options.requirePin ? { requirePin: true } : {}),
      ...(options.consoleToken ? { consoleToken: options.consoleToken } : {}),
      staticDir: BUILT_SCREENS,
    });
  } catch (error) {
    host.close();
    remove();
    throw error;
  }
  const screens: BuiltScreens = {
    host,
    server,
    async close() {
      await server.close();
      host.close();
      remove();
    },
  };
  return screens;
}
