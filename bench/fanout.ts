import { consoleTokenQuery } from './latency/console-token';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import type { BenchFigure } from './figure';
import { latencyRows, perRunNote, round } from './latency/figures';
import { startHostProcess } from './latency/host-process';
import { MatchModel, boardAt, boardCommand } from './latency/match-model';
import { summarize } from './latency/measure';
import { capturePushSamples } from './latency/push-samples';
import { startReferenceProcess } from './latency/reference';

const WARM_UP_BOARDS = 10;

/** Bare WebSocket clients that only count what they receive, and when the last message came. */
class Listeners {
  private readonly counts: number[];
  private readonly lastAt: number[];
  private waiter: (() => void) | null = null;
  private target: readonly number[] = [];

  private constructor(private readonly sockets: readonly WebSocket[]) {
    this.counts = sockets.map(() => 0);
    this.lastAt = sockets.map(() => 0);
    sockets.forEach((socket, index) =>
      socket.on('message', () => {
        this.lastAt[index] = performance.now();
        this.counts[index]! += 1;
        if (this.waiter && this.counts.every((count, i) => count >= this.target[i]!)) this.waiter();
      }),
    );
  }

  static async open(url: string, count: number): Promise<Listeners> {
    const sockets = await Promise.all(
      Array.from(
        { length: count },
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const socket = new WebSocket(url);
            socket.once('open', () => resolve(socket));
            socket.once('error', reject);
          }),
      ),
    );
    return new Listeners(sockets);
  }

  /** Runs `send`, then resolves to ms from just before it to the last socket's next message. */
  async time(send: () => void): Promise<number> {
    this.target = this.counts.map((count) => count + 1);
    const arrived = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('a socket never got the push')), 10_000);
      this.waiter = () => {
        clearTimeout(timer);
        this.waiter = null;
        resolve();
      };
    });
    const start = performance.now();
    send();
    await arrived;
    return Math.max(...this.lastAt) - start;
  }

  /** Waits until no message has come for `quietMs` (the chores' pushes have all arrived). */
  async settle(quietMs = 30): Promise<void> {
    let seen = -1;
    for (;;) {
      const total = this.counts.reduce((sum, count) => sum + count, 0);
      if (total === seen) return;
      seen = total;
      await new Promise((resolve) => setTimeout(resolve, quietMs));
    }
  }

  close(): void {
    for (const socket of this.sockets) socket.terminate();
  }
}

/**
 * A console connection that sends commands and reads only their results: the pushes it gets
 * (the console's own view, the largest message) are left unparsed, so parsing them in this
 * process never delays the display sockets' time stamps.
 */
class RawConsole {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    (result: { ok: boolean; revision?: number; message?: string }) => void
  >();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      if (!data.subarray(0, 24).toString().includes('"result"')) return;
      const message = JSON.parse(data.toString()) as {
        id: number;
        result: { ok: boolean; revision?: number; message?: string };
      };
      this.pending.get(message.id)?.(message.result);
      this.pending.delete(message.id);
    });
  }

  static async open(baseUrl: string): Promise<RawConsole> {
    const socket = new WebSocket(
      `${baseUrl.replace(/^http/, 'ws')}/ws?role=console${consoleTokenQuery(baseUrl, '&')}`,
    );
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return new RawConsole(socket);
  }

  /** Sends a command that must be accepted; resolves to the new revision. */
  command(body: unknown): Promise<number> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (result) =>
        result.ok
          ? resolve(result.revision ?? 0)
          : reject(new Error(`the host refused ${JSON.stringify(body).slice(0, 120)}: ${result.message}`)),
      );
      this.socket.send(JSON.stringify({ type: 'command', id, command: body }));
    });
  }

  close(): void {
    this.socket.terminate();
  }
}

/**
 * Host fan-out: one board, sent by a console, until the last of `sockets` bare display sockets
 * has its push; against the reference server (one durable insert, a broadcast) to as many
 * sockets, in alternating batches; every timed message, on both, after the same quiet.
 * Everything is on the benchmark's clock; no browser runs.
 */
export async function benchFanOut(boards: number, sockets = 20, batches = 3): Promise<BenchFigure[]> {
  const host = await startHostProcess();
  const pushes = await capturePushSamples(host.url);
  const reference = await startReferenceProcess({ pushes });
  const sender = await RawConsole.open(host.url);
  const referenceSender = new WebSocket(`${reference.origin.replace(/^http/, 'ws')}/ws`);
  await new Promise((resolve, reject) => referenceSender.once('open', resolve).once('error', reject));
  const displays = await Listeners.open(`${host.url.replace(/^http/, 'ws')}/ws?role=display`, sockets);
  const referenceDisplays = await Listeners.open(`${reference.origin.replace(/^http/, 'ws')}/ws`, sockets);
  const ours: number[][] = [];
  const theirs: number[][] = [];
  try {
    const model = new MatchModel();
    let board = 0;
    let press = 0;
    const productBoard = async (): Promise<number> => {
      await model.playChores(sender);
      await displays.settle();
      const next = boardCommand(boardAt(board++));
      model.apply(next);
      let accepted: Promise<number> = Promise.resolve(0);
      const ms = await displays.time(() => (accepted = sender.command(next)));
      await accepted;
      return ms;
    };
    // Each timed message, on either server, follows the same quiet (no message for 30 ms), as a
    // board follows the last one in a match. Sent back to back, the reference was measured hot
    // while the product (chores, then quiet) was measured cold: on this machine a durable SQLite
    // commit takes about 0.2 ms right after the previous one and 3–5 ms after 30 ms of quiet, the
    // same for the reference's insert and the product's transaction.
    const referenceBoard = async (): Promise<number> => {
      await referenceDisplays.settle();
      return referenceDisplays.time(() => referenceSender.send(String(++press)));
    };
    const perBatch = Math.ceil(boards / batches);
    for (let batch = 0; batch < batches; batch += 1) {
      const [product, floor]: [number[], number[]] = [[], []];
      for (let n = 0; n < WARM_UP_BOARDS; n += 1) await productBoard();
      for (let n = 0; n < perBatch; n += 1) product.push(await productBoard());
      for (let n = 0; n < WARM_UP_BOARDS; n += 1) await referenceBoard();
      for (let n = 0; n < perBatch; n += 1) floor.push(await referenceBoard());
      ours.push(product);
      theirs.push(floor);
    }
  } finally {
    displays.close();
    referenceDisplays.close();
    referenceSender.terminate();
    sender.close();
    await reference.close();
    await host.stop();
  }
  const product = summarize(ours.flat());
  const floor = summarize(theirs.flat());
  const ratio = product.median / floor.median;
  return [
    ...latencyRows(`${sockets} sockets: product host, command sent → last socket has the push`, product),
    ...latencyRows(`${sockets} sockets: reference server, message sent → last socket has it`, floor),
    {
      name: `${sockets} sockets: product / reference fan-out, median`,
      value: round(ratio, 2),
      unit: '×',
      target: '≤ 1.3 ×',
      ok: ratio <= 1.3,
      note: `${round(product.median, 2)} ms vs ${round(floor.median, 2)} ms; each timed message after 30 ms of quiet; ${batches} alternating batches, each after ${WARM_UP_BOARDS} untimed boards; product ${perRunNote(ours)}; reference ${perRunNote(theirs)}`,
    },
    {
      name: `${sockets} sockets: product / reference fan-out, p99`,
      value: round(product.p99 / floor.p99, 2),
      unit: '×',
      note: `${round(product.p99, 2)} ms vs ${round(floor.p99, 2)} ms`,
    },
  ];
}
