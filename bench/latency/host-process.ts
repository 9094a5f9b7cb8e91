import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const REPO = resolve(import.meta.dirname, '..', '..');

/**
 * The headless host as a venue runs it (`electron/host/serve.ts`), in a child process of its
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

function httpStatus(url: string): Promise<number> {
  return new Promise((resolveStatus) => {
    const req = request(url, (res) => {
      res.resume();
      res.on('end', () => resolveStatus(res.statusCode ?? 0));
    });
    req.on('error', () => resolveStatus(0));
    req.setTimeout(2000, () => req.destroy());
    req.end();
  });
}

export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb[1]) * 1024;
}

export async function startHostProcess(timeoutMs = 60_000): Promise<HostProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carrom-bench-host-'));
  const started = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'electron/host/serve.ts',
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--data-dir',
      dataDir,
    ],
    { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const deadline = started + timeoutMs;
  let url: string | null = null;
  let readyMs = 0;
  try {
    // The port is only known once the host prints it; from then on, poll until a page is served.
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the host exited: ${output}`);
      if (performance.now() > deadline)
        throw new Error(`the host did not answer within ${timeoutMs} ms: ${output}`);
      url ??= /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? null;
      if (url && (await httpStatus(`${url}/display`)) === 200) {
        readyMs = performance.now() - started;
        break;
      }
      await new Promise((wait) => setTimeout(wait, url ? 2 : 5));
    }
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const pid = child.pid!;
  return {
    url: url!,
    pid,
    dataDir,
    readyMs,
    rssBytes: () => residentBytes(pid),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
