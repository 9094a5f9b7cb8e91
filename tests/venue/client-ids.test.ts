import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { VENUE_USERS } from '../../electron/venue/broker-config';
import { CLIENT_ID_FILE, hostClientIds } from '../../electron/venue/client-id';
import { openVenueService, type VenueService } from '../../electron/venue/venue-service';
import { tempDir } from '../host/helpers';
import { passwordOf, startAedes, startMosquitto, type TestBroker } from './brokers';
import { KEEPALIVE_S, openSimTable, VENUE, type SimTable } from './tables';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('client ids', () => {
  const dir = tempDir('venue-ids-');
  afterAll(() => dir.remove());

  it('are made once per data folder, kept over restarts, and differ between two folders', () => {
    for (const name of ['a', 'b']) mkdirSync(join(dir.path, name));
    const first = hostClientIds(join(dir.path, 'a'), 'screen');
    expect(first).toEqual(hostClientIds(join(dir.path, 'a'), 'screen'));
    expect(readFileSync(join(dir.path, 'a', CLIENT_ID_FILE), 'utf8')).toMatch(/^[0-9a-f]{12}\n$/);
    const other = hostClientIds(join(dir.path, 'b'), 'screen');
    expect(other.watcher).not.toBe(first.watcher);
    expect(first.watcher).toMatch(/^screen-[0-9a-f]{12}-watch$/);
    expect(first.publisher).not.toBe(first.watcher);
  });
});

describe.each([
  { kind: 'mosquitto', start: startMosquitto },
  { kind: 'the embedded hub', start: startAedes },
])('two /venue hosts with the same user on $kind', ({ start }) => {
  const dir = tempDir('venue-ids-');
  let broker: TestBroker;
  const hosts: { host: Host; service: VenueService; links: string[] }[] = [];

  beforeAll(async () => {
    broker = await start(dir.path, VENUE, 4);
    for (const name of ['tv-1', 'tv-2']) {
      const host = openHost({ dataDir: join(dir.path, name) });
      const service = openVenueService(host, {
        broker: {
          url: broker.url,
          username: VENUE_USERS.screen,
          password: passwordOf(VENUE_USERS.screen),
          keepaliveSeconds: KEEPALIVE_S,
          reconnectMs: 250,
        },
        venue: VENUE,
        table: null,
        log: () => undefined,
      });
      const links: string[] = [];
      service.watcher.onEvent((event) => void (event.kind === 'link' && links.push(event.link)));
      hosts.push({ host, service, links });
    }
  });

  afterAll(async () => {
    for (const { host, service } of hosts) {
      await service.close();
      host.close();
    }
    await broker?.stop();
    dir.remove();
  });

  it('both stay connected: neither takes the other’s session', async () => {
    await expect
      .poll(() => hosts.map(({ service }) => service.watcher.link()), { timeout: 10_000 })
      .toEqual(['online', 'online']);
    await pause(1500);
    // One change each, connecting → online, and no more.
    expect(hosts.map(({ links }) => links)).toEqual([['online'], ['online']]);
  });
});

describe('a user taking another user’s session on the embedded hub', () => {
  const dir = tempDir('venue-ids-');
  let broker: TestBroker;
  let table: SimTable;

  beforeAll(async () => {
    broker = await startAedes(dir.path, VENUE, 4);
    table = openSimTable(join(dir.path, 'table-4'), 4, broker.url);
  });

  afterAll(async () => {
    await table?.close();
    await broker?.stop();
    dir.remove();
  });

  it('is refused, and the table never goes offline', async () => {
    await expect.poll(() => table.publisher.status().link, { timeout: 10_000 }).toBe('online');
    const links: string[] = [];
    table.publisher.onStatus((status) => void links.push(status.link));
    // The screen user, with table 4's own client id (the publisher's default: after table-4's name).
    const stolen = `${VENUE_USERS.table(4)}-${VENUE}-table-4`;
    const intruder = mqtt.connect(broker.url, {
      username: VENUE_USERS.screen,
      password: passwordOf(VENUE_USERS.screen),
      clientId: stolen,
      reconnectPeriod: 0,
    });
    const outcome = await new Promise<string>((resolve) => {
      intruder.once('connect', () => resolve('connected'));
      intruder.once('error', (error) => resolve(error.message));
    });
    intruder.end(true);
    expect(outcome).toMatch(/identifier rejected/i);
    await pause(1000);
    expect(links.filter((link) => link !== 'online')).toEqual([]);
    expect(table.publisher.status().link).toBe('online');
  });
});
