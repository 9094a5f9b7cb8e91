import { rememberConsoleToken } from './console-token';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildServer, type ChildServer, type ChildServerOptions } from './child-server';

/**
 * The headless host as a venue runs it (`out/main/serve.js`, built from `electron/app/serve.ts`), in a child process of its
 * own so its memory and start-up are its own, on a fresh data folder.
 */
export interface HostProcess {
  readonly url: string;
  readonly pid: number;
  readonly dataDir: string;
  /** Spawn → first HTTP 200 answered, in ms. */
  readonly readyMs: number;
  /** Resident memory of the host process, from /proc/PID/status (VmRSS), in bytes. */
  rssBytes(): number;
  stop(): Promise<void>;
}

export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb[1]) * 1024;
}

export async function startHostProcess(
  options: Pick<ChildServerOptions, 'timeoutMs' | 'nodeArgs' | 'env'> = {},
): Promise<HostProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carrom-bench-host-'));
  let server: ChildServer;
  try {
    server = await startChildServer({
      // As `npm run serve` runs it: built (`npm run build`, which the bench ensures), not through tsx.
      args: ['out/main/serve.js', '--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir],
      listening: /Listening on (http:\/\/127\.0\.0\.1:\d+)/,
      readyPath: '/display',
      ...options,
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  rememberConsoleToken(server.url, dataDir);
  return {
    url: server.url,
    pid: server.pid,
    dataDir,
    readyMs: server.readyMs,
    rssBytes: () => residentBytes(server.pid),
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
