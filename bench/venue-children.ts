import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { BENCH_USER, passwordOf } from '../tests/venue/brokers';

/**
 * The venue bench's other processes, as a venue has other machines: the load (the other
 * tables) and the broker probe each run on an event loop of their own, so that neither measures
 * the other nor the overview's host. They answer one JSON line per request.
 */
export interface LineChild {
  readonly child: ChildProcess;
  /** Writes a request, resolves with the next line of output. */
  ask(line: string): Promise<string>;
  close(): void;
}

export async function startLineChild(
  script: string,
  args: readonly string[],
  what: string,
): Promise<LineChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script), ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const waiting: ((line: string) => void)[] = [];
  lines.on('line', (line) => waiting.shift()?.(line));
  const next = (): Promise<string> => new Promise((resolve) => waiting.push(resolve));
  await new Promise<void>((resolve, reject) => {
    void next().then((line) => (line === 'ready' ? resolve() : reject(new Error(`${what}: ${line}`))));
    child.once('exit', (code) => reject(new Error(`${what} ended (${code})`)));
  });
  return {
    child,
    ask(line) {
      const answer = next();
      child.stdin?.write(`${line}\n`);
      return answer;
    },
    close: () => void child.stdin?.end(),
  };
}

export interface LoadProcess {
  start(): void;
  /** Ends the boards: how many were entered and the load process's CPU time meanwhile. */
  stop(): Promise<{ readonly boards: number; readonly cpuMs: number; readonly wallMs: number }>;
  /** One board at the first table: its revision and when its commit ended (epoch ms). */
  board(): Promise<{ readonly revision: number; readonly committedAt: number }>;
  close(): void;
}

/** Tables FIRST..LAST (bench/venue-load.ts) on the broker, in a process of their own. */
export async function startTables(
  url: string,
  dir: string,
  first: number,
  last: number,
  periodMs = 1000,
): Promise<LoadProcess> {
  const load = await startLineChild(
    'venue-load.ts',
    [url, dir, String(first), String(last), String(periodMs)],
    'the venue tables',
  );
  return {
    start: () => void load.child.stdin?.write('go\n'),
    stop: async () => JSON.parse(await load.ask('stop')) as { boards: number; cpuMs: number; wallMs: number },
    board: async () => JSON.parse(await load.ask('board')) as { revision: number; committedAt: number },
    close: load.close,
  };
}

export interface ProbeProcess {
  /** Round trips of `bytes` on the broker, `gapMs` apart: `count` of them or as many as fit in `seconds`. */
  measure(request: { count: number; seconds: number; bytes: number; gapMs: number }): Promise<number[]>;
  /** The bare pipeline's publisher: `state` is its message (bench/venue-bare.ts). */
  bare(state: unknown): Promise<void>;
  /** Publishes the bare message with this revision; resolves with when it started (epoch ms). */
  publishBare(revision: number): Promise<number>;
  /** A plain subscriber (as `user`) on `topic`, in the probe's process: when each revision arrived. */
  watch(topic: string, user: string, password: string): Promise<void>;
  arrived(): Promise<ReadonlyMap<number, number>>;
  close(): void;
}

/** Two plain mqtt.js clients on the bench's own topics (bench/venue-probe.ts). */
export async function startProbe(url: string): Promise<ProbeProcess> {
  const probe = await startLineChild(
    'venue-probe.ts',
    [url, passwordOf(BENCH_USER), 'bench/probe'],
    'the broker probe',
  );
  return {
    measure: async (request) => JSON.parse(await probe.ask(JSON.stringify(request))) as number[],
    bare: async (state) => void (await probe.ask(JSON.stringify({ bare: state }))),
    publishBare: async (revision) =>
      JSON.parse(await probe.ask(JSON.stringify({ publish: revision }))) as number,
    watch: async (topic, username, password) =>
      void (await probe.ask(JSON.stringify({ watch: topic, user: username, password }))),
    arrived: async () =>
      new Map(JSON.parse(await probe.ask(JSON.stringify({ arrived: true }))) as [number, number][]),
    close: probe.close,
  };
}
