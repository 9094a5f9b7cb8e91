import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** `npm run serve` in a process of its own: `node --import tsx electron/app/serve.ts …args`. */
export interface ServeProcess {
  readonly child: ChildProcess;
  /** Everything it printed so far, stdout and stderr interleaved as they came. */
  output(): string;
  stdout(): string;
  stderr(): string;
  /** Its exit code (null when a signal ended it), once its output is all read. */
  readonly exited: Promise<number | null>;
}

export function spawnServe(
  args: readonly string[],
  options: Pick<SpawnOptions, 'env' | 'uid' | 'gid'> = {},
): ServeProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'electron/app/serve.ts', ...args], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  // 'close', not 'exit': by then all it printed has been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, output: () => output, stdout: () => stdout, stderr: () => stderr, exited };
}

/**
 * The base URL from serve's "Listening on http://127.0.0.1:PORT" line. Fails with what it printed
 * if it exits first or prints no such line within `timeoutMs`; the process is left to the caller.
 */
export function listeningUrl(serve: ServeProcess, timeoutMs = 30_000): Promise<string> {
  const found = (): string | undefined =>
    /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(serve.output())?.[1];
  return new Promise((resolve, reject) => {
    const done = (settle: () => void): void => {
      clearTimeout(timer);
      serve.child.stdout?.off('data', onData);
      serve.child.off('exit', onExit);
      settle();
    };
    const onData = (): void => {
      const url = found();
      if (url !== undefined) done(() => resolve(url));
    };
    const onExit = (code: number | null): void =>
      done(() =>
        reject(new Error(`serve.ts exited with ${String(code)} before listening: ${serve.output()}`)),
      );
    const timer = setTimeout(
      () =>
        done(() => reject(new Error(`serve.ts did not listen within ${timeoutMs} ms: ${serve.output()}`))),
      timeoutMs,
    );
    serve.child.stdout?.on('data', onData);
    serve.child.once('exit', onExit);
    onData();
    if (found() === undefined && serve.child.exitCode !== null) onExit(serve.child.exitCode);
  });
}

/** The console's URL with its start-up token, as serve prints it once it listens. */
export async function consoleUrl(serve: ServeProcess, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const url = /(http:\/\/127\.0\.0\.1:\d+\/console\?token=[\w-]+)/.exec(serve.output())?.[1];
    if (url !== undefined) return url;
    if (Date.now() > deadline) throw new Error(`serve.ts printed no console URL: ${serve.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
