import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openHost, type Host } from '../../electron/host/host';
import { startWebServer, type RunningServer } from '../../electron/app/web-server';
import type { LazyWatcher } from '../../electron/venue/lazy-watcher';
import { openVenueService, type VenueService } from '../../electron/venue/venue-service';
import type { VenueServerMessage } from '../../shared/contract/venue';
import { tempDir, waitFor } from '../host/helpers';
import { startTcpCut, type TcpCut } from '../support/tcp-cut';
import { startMosquitto, type TestBroker } from './brokers';
import { brokerOf, openSimTable, VENUE, type SimTable } from './tables';

const OTHERS = [2, 3, 4, 5, 6, 7, 8, 9] as const;
const TABLE = 1;

/**
 * Item 7: a table's host watches the whole venue only when it serves venue screens. Its broker
 * connection runs through a TCP forwarder that counts the bytes the broker sends it; a broker
 * restart sends a watching host every table's retained state again, a host that does not watch
 * only its own topics.
 */
describe('a table host watches the venue only once a venue screen asks', () => {
  const dir = tempDir('venue-lazy-');
  let broker: TestBroker;
  let line: TcpCut;
  const others: SimTable[] = [];
  let host: Host;
  let service: VenueService;
  let server: RunningServer;
  const stateBytes = (): number =>
    Math.min(...others.map((sim) => JSON.stringify(sim.host.current().view).length));

  /** The bytes the broker sends the table host's connections when it restarts, once they are back. */
  const restartBytes = async (): Promise<number> => {
    line.resetCount();
    await broker.restart();
    await expect.poll(() => service.publisher!.status().link, { timeout: 20_000 }).toBe('online');
    for (const sim of others)
      await expect.poll(() => sim.publisher.status().link, { timeout: 20_000 }).toBe('online');
    // The retained messages of a subscription arrive right after it: give them time to.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return line.bytesToClients();
  };

  beforeAll(async () => {
    broker = await startMosquitto(dir.path, VENUE, 1 + OTHERS.length);
    line = await startTcpCut(broker.port);
    for (const table of OTHERS) {
      const sim = openSimTable(join(dir.path, `table-${table}`), table, broker.url);
      sim.board(0);
      others.push(sim);
    }
    host = openHost({ dataDir: join(dir.path, 'table-1') });
    service = openVenueService(host, {
      broker: brokerOf(`mqtt://127.0.0.1:${line.port}`, TABLE),
      venue: VENUE,
      table: TABLE,
      log: () => undefined,
    });
    server = await startWebServer(host, {
      port: 0,
      host: '127.0.0.1',
      staticDir: join(dir.path, 'no-pages'),
      venue: service,
    });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await service?.close();
    host?.close();
    for (const sim of others) await sim.close();
    await line?.close();
    await broker?.stop();
    dir.remove();
  }, 60_000);

  it('without a screen it receives none of the other tables’ states at a broker restart', async () => {
    await expect.poll(() => service.publisher!.status().link, { timeout: 20_000 }).toBe('online');
    expect((service.watcher as LazyWatcher).opened()).toBe(false);
    const bytes = await restartBytes();
    expect(bytes).toBeLessThan(stateBytes());
    expect((service.watcher as LazyWatcher).opened()).toBe(false);
  }, 60_000);

  it('the first /venue request opens the watcher: the page gets every table, and a restart sends them all again', async () => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/venue/ws`);
    const messages: VenueServerMessage[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data)) as VenueServerMessage));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    expect((service.watcher as LazyWatcher).opened()).toBe(true);
    await waitFor(
      () => {
        const shown = new Set(
          messages.flatMap((message) => (message.type === 'table' ? [message.table.table] : [])),
        );
        return OTHERS.every((table) => shown.has(table)) ? true : undefined;
      },
      'every other table on the page',
      20_000,
    );
    const bytes = await restartBytes();
    expect(bytes).toBeGreaterThan(OTHERS.length * stateBytes());
    ws.close();
  }, 60_000);
});
