/**
 * One PIN guard for every door: the consoles' /ws and the director's /venue/ws share one
 * allowance of wrong PINs, one count on the console and one set of trusted addresses. A flood of
 * 1,500 loopback addresses over both sockets gets GLOBAL_BURST PINs checked in all (two guards
 * gave it twice as many), every refusal is in the console's count, and the operator's right PIN
 * from the address it logged in from is taken at once on both doors. (A flood of more addresses
 * than the guard remembers, 60,000, is tests/host/pin-guard.test.ts's: about 4 ms a socket here.)
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startWebServer, type RunningServer } from '../../electron/app/web-server';
import { openHost, type Host } from '../../electron/host/host';
import { startHub, type RunningHub } from '../../electron/venue/hub';
import { openVenueService, type VenueService } from '../../electron/venue/venue-service';
import { GLOBAL_BURST } from '../../electron/web/pin-guard';
import { tempDir, waitFor } from '../host/helpers';
import { freePort } from './brokers';
import { VENUE } from './tables';

const STATIC = join(import.meta.dirname, '..', '..', 'out', 'renderer');
const FLOOD_ADDRESSES = 1_500;
const TIMEOUT = { timeout: 10_000 };

/** The n-th guesser's loopback address (Linux answers all of 127.0.0.0/8 on lo). */
const guesser = (n: number): string => `127.20.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/** A console's connection with this PIN from `localAddress`: admitted, or the close reason. */
function consoleTry(port: number, localAddress: string, pin: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws?role=console&pin=${pin}`, { localAddress });
    socket.once('message', () => {
      resolve('admitted');
      socket.close();
    });
    socket.once('close', (_code, reason) => resolve(reason.toString()));
    socket.once('error', reject);
  });
}

/** The director's request on /venue/ws with this PIN from `localAddress`: the answer's words. */
function featureTry(port: number, localAddress: string, pin: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/venue/ws`, { localAddress });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'feature', table: null, pin })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; message?: string };
      if (message.type !== 'featureResult') return;
      resolve(message.message ?? '');
      socket.close();
    });
    socket.once('error', reject);
  });
}

/** Runs `count` tries, `parallel` at a time, and counts their answers. */
async function flood(count: number, parallel: number, attempt: (n: number) => Promise<string>) {
  const answers = new Map<string, number>();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const answer = await attempt(next++);
      answers.set(answer, (answers.get(answer) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return answers;
}

describe('one PIN guard for /ws and /venue/ws', () => {
  const dir = tempDir('one-guard-');
  let hub: RunningHub;
  let host: Host;
  let venue: VenueService;
  let server: RunningServer;
  // The guard's clock stands still: the allowance never refills, so the count is exact.
  const now = (): number => 1_000_000;

  beforeAll(async () => {
    hub = await startHub({ port: await freePort(), host: '127.0.0.1', log: () => undefined });
    host = openHost({ dataDir: join(dir.path, 'hall') });
    venue = openVenueService(host, {
      broker: { url: hub.url, reconnectMs: 250 },
      venue: VENUE,
      table: null,
      log: () => undefined,
    });
    server = await startWebServer(host, {
      port: 0,
      host: '127.0.0.1',
      pin: host.pin(),
      requirePin: true,
      staticDir: STATIC,
      venue,
      now,
    });
    await waitFor(() => (venue.watcher.link() === 'online' ? true : undefined), 'the watcher online');
  }, 30_000);

  afterAll(async () => {
    await server?.close();
    await venue?.close();
    host?.close();
    await hub?.close();
    dir.remove();
  });

  it('checks GLOBAL_BURST wrong PINs in all, counts every refusal, and takes the operator at once on both', async () => {
    const pin = host.pin();
    const wrongPin = pin === '000000' ? '111111' : '000000';
    // The operator logs in on its console: its address is trusted from now on.
    expect(await consoleTry(server.port, '127.0.0.1', pin)).toBe('admitted');

    const started = performance.now();
    const answers = await flood(FLOOD_ADDRESSES, 48, (n) =>
      n % 2 === 0
        ? consoleTry(server.port, guesser(n), wrongPin)
        : featureTry(server.port, guesser(n), wrongPin),
    );
    const seconds = (performance.now() - started) / 1000;
    const checked = answers.get('wrong PIN') ?? 0;
    const waited = [...answers].filter(([reason]) => /^too many wrong PINs: wait \d+ s$/.test(reason));
    expect(checked).toBe(GLOBAL_BURST);
    expect(checked + waited.reduce((sum, [, n]) => sum + n, 0)).toBe(FLOOD_ADDRESSES);

    // The operator, during the flood's aftermath, on both doors: checked at once, taken.
    expect(await featureTry(server.port, '127.0.0.1', pin)).toBe('No table is featured.');
    expect(await consoleTry(server.port, '127.0.0.1', pin)).toBe('admitted');

    // One count on the console: every refusal of both doors, from every address.
    await expect.poll(() => host.settings().webServer.status.wrongPins?.wrong, TIMEOUT).toBe(FLOOD_ADDRESSES);
    expect(host.settings().webServer.status.wrongPins?.addressCount).toBe(FLOOD_ADDRESSES);
    console.log(
      `One guard: ${FLOOD_ADDRESSES} addresses over /ws and /venue/ws in ${seconds.toFixed(1)} s, ${checked} checked`,
    );
  }, 60_000);
});
