import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SerialPort } from 'serialport';

let counter = 0;

/** Unique link paths for one pseudo-terminal pair. */
export function uniquePtyPaths(label: string): { readonly a: string; readonly b: string } {
  counter += 1;
  const base = join(
    tmpdir(),
    `led-${label}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}`,
  );
  return { a: `${base}A`, b: `${base}B` };
}

export interface PtyPair {
  readonly a: string;
  readonly b: string;
  /** Ends socat (SIGTERM, then SIGKILL after 2 s) and removes the links. */
  kill(): Promise<void>;
}

/** Starts `socat` linking two raw pseudo-terminals at `paths`; resolves once data can flow. */
export async function startPtyPair(paths: { readonly a: string; readonly b: string }): Promise<PtyPair> {
  rmSync(paths.a, { force: true });
  rmSync(paths.b, { force: true });
  const child = spawn(
    'socat',
    ['-d', '-d', `pty,raw,echo=0,link=${paths.a}`, `pty,raw,echo=0,link=${paths.b}`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let log = '';
    const done = (error: Error | null) => {
      clearTimeout(timer);
      child.off('error', onError);
      child.off('exit', onExit);
      child.stderr?.off('data', onData);
      if (!error) {
        resolve();
        return;
      }
      child.kill('SIGKILL');
      reject(error);
    };
    const onError = (error: NodeJS.ErrnoException) =>
      done(
        error.code === 'ENOENT'
          ? new Error('socat is not installed (the serial-link tests need it): sudo apt-get install -y socat')
          : error,
      );
    const onExit = (code: number | null) => done(new Error(`socat exited (${code}): ${log}`));
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('starting data transfer loop')) done(null);
    };
    const timer = setTimeout(() => done(new Error(`socat did not start within 5 s: ${log}`)), 5000);
    child.on('error', onError);
    child.on('exit', onExit);
    child.stderr?.on('data', onData);
  });
  child.stderr?.resume();
  return { ...paths, kill: () => stopProcess(child, paths) };
}

async function stopProcess(
  child: ChildProcess,
  paths: { readonly a: string; readonly b: string },
): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(paths.a, { force: true });
  rmSync(paths.b, { force: true });
}

/** The far end: a plain serialport reader collecting every byte with its arrival time. */
export interface PtyReader {
  readonly port: SerialPort;
  received(): Buffer;
  readonly chunks: { readonly at: number; readonly data: Buffer }[];
  clear(): void;
  close(): Promise<void>;
}

export async function openPtyReader(
  path: string,
  now: () => number = () => performance.now(),
): Promise<PtyReader> {
  const port = new SerialPort({ path, baudRate: 9600, autoOpen: false });
  const chunks: { at: number; data: Buffer }[] = [];
  port.on('error', () => undefined);
  port.on('data', (data: Buffer) => chunks.push({ at: now(), data }));
  await new Promise<void>((resolve, reject) => port.open((error) => (error ? reject(error) : resolve())));
  return {
    port,
    chunks,
    received: () => Buffer.concat(chunks.map((chunk) => chunk.data)),
    clear: () => {
      chunks.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (!port.isOpen) resolve();
        else port.close(() => resolve());
      }),
  };
}
