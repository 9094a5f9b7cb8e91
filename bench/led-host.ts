import { performance } from 'node:perf_hooks';
import { openPtyReader, startPtyPair, uniquePtyPaths, type PtyReader } from '../tests/led/support/pty-pair';
import type { BenchFigure } from './figure';
import { latencyRows } from './latency/figures';
import { HostClient } from './latency/host-client';
import { startHostProcess } from './latency/host-process';
import { summarize } from './latency/measure';
import { MatchModel, boardAt, boardCommand } from './latency/match-model';

/** Resolves with the arrival time of the next complete line at the far end. */
function nextLine(reader: PtyReader, timeoutMs = 3000): Promise<number> {
  return new Promise((resolve, reject) => {
    let first: number | null = null;
    const onData = (data: Buffer) => {
      first ??= performance.now();
      if (!data.includes(0x0a)) return;
      clearTimeout(timer);
      reader.port.off('data', onData);
      resolve(first);
    };
    const timer = setTimeout(() => {
      reader.port.off('data', onData);
      reject(new Error(`no frame within ${timeoutMs} ms`));
    }, timeoutMs);
    reader.port.on('data', onData);
  });
}

/**
 * Operator → LED through the real host: a board submitted over the WebSocket to the headless
 * host process (check, decide, SQLite commit, push) → first byte of its frame at the far end of
 * a socat pseudo-terminal pair configured in the host as an LED board (line protocol).
 */
export async function benchLedThroughHost(boards = 300): Promise<BenchFigure[]> {
  const pair = await startPtyPair(uniquePtyPaths('bench-host'));
  const reader = await openPtyReader(pair.b);
  const host = await startHostProcess();
  const client = await HostClient.open(host.url);
  const model = new MatchModel();
  const firstByte: number[] = [];
  const committed: number[] = [];
  try {
    const configured = nextLine(reader);
    await client.command({
      type: 'AddLedBoard',
      board: {
        id: 'bench',
        name: 'Bench',
        port: { kind: 'path', path: pair.a },
        protocol: { kind: 'line' },
        keepAliveMs: 0,
      },
    });
    await configured;
    for (let n = 0; n < boards; n += 1) {
      await model.playChores(client);
      // Let the frames of the chores drain, so the next line is the board's.
      await new Promise((wait) => setTimeout(wait, 15));
      const command = boardCommand(boardAt(n));
      const arrival = nextLine(reader);
      const start = performance.now();
      await client.command(command);
      committed.push(performance.now() - start);
      firstByte.push((await arrival) - start);
      model.apply(command);
    }
  } finally {
    client.close();
    await host.stop();
    await reader.close();
    await pair.kill();
  }
  return [
    ...latencyRows('board sent over WebSocket → first LED byte at far end', summarize(firstByte), {
      median: 10,
      p99: 25,
      why: 'proposed',
    }),
    ...latencyRows('board sent over WebSocket → commit acknowledged (same boards)', summarize(committed)),
  ];
}
