import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const REPO = resolve(import.meta.dirname, '..', '..');

/** A server the benchmark started in a process of its own (a TypeScript entry run with tsx). */
export interface ChildServer {
  readonly url: string;
  readonly pid: number;
  /** Spawn → first HTTP 200 answered on `readyPath`, in ms. */
  readonly readyMs: number;
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  /** The entry script and its arguments, relative to the repository. */
  readonly args: readonly string[];
  /** What the server prints once it listens; group 1 is its origin. */
  readonly listening: RegExp;
  /** A path that answers 200 once the server is ready. */
  readonly readyPath: string;
  readonly timeoutMs?: number;
  /** Node options before the entry (e.g. an `--import` probe) and extra environment. */
  readonly nodeArgs?: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
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

export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  // tsx's loader only when something TypeScript runs (a built host starts without it).
  const typescript = [options.args[0] ?? '', ...(options.nodeArgs ?? [])].some((arg) => arg.endsWith('.ts'));
  const started = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [...(typescript ? ['--import', 'tsx'] : []), ...(options.nodeArgs ?? []), ...options.args],
    { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const deadline = started + timeoutMs;
  let url: string | null = null;
  let readyMs = 0;
  try {
    // The port is only known once the server prints it; from then on, poll until it answers.
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${options.args[0]} exited: ${output}`);
      if (performance.now() > deadline)
        throw new Error(`${options.args[0]} did not answer within ${timeoutMs} ms: ${output}`);
      url ??= options.listening.exec(output)?.[1] ?? null;
      if (url && (await httpStatus(`${url}${options.readyPath}`)) === 200) {
        readyMs = performance.now() - started;
        break;
      }
      await new Promise((wait) => setTimeout(wait, url ? 2 : 5));
    }
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url: url!,
    pid: child.pid!,
    readyMs,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
