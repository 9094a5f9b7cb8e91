import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONSOLE_TOKEN_FILE } from '../../../electron/host/console-token';
import { listeningUrl, spawnServe } from '../../support/serve-process';

/** The headless host as the venue runs it: `electron/app/serve.ts` in a process of its own. */
export interface ServeChild {
  readonly child: ChildProcess;
  readonly url: string;
  wsUrl(role: string): string;
  /** Still running (not exited, not killed by a signal). */
  alive(): boolean;
  output(): string;
  /** SIGTERM, and the exit code (serve.ts exits with 0 after a clean shutdown). */
  stop(): Promise<number | null>;
}

export async function startServeChild(dataDir: string, timeoutMs = 30_000): Promise<ServeChild> {
  const serve = spawnServe(['--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir]);
  const { child, exited } = serve;
  let url: string;
  try {
    url = await listeningUrl(serve, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    child,
    url,
    // A console gives the start-up token the host keeps in its data folder (this test runs as its account).
    wsUrl: (role) =>
      `${url.replace(/^http/, 'ws')}/ws?role=${role}` +
      (role === 'console' ? `&token=${readFileSync(join(dataDir, CONSOLE_TOKEN_FILE), 'utf8').trim()}` : ''),
    alive: () => child.exitCode === null && child.signalCode === null,
    output: serve.output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
