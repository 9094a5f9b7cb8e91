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
import { brokerOf, KEEPALIVE_S, openSimTable, VENUE, type SimTable } from './tables';

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

// mosquitto as docs/venue.md sets it up takes the user's name for the client id (one connection a
// user): two hall TVs there have a user each. The hub keeps a client id per host, so they may share one.
describe.each([
  { kind: 'mosquitto', start: startMosquitto, users: [VENUE_USERS.screen, VENUE_USERS.director] },
  { kind: 'the embedded hub', start: startAedes, users: [VENUE_USERS.screen, VENUE_USERS.screen] },
])('two /venue hosts on $kind ($users)', ({ start, users }) => {
  const dir = tempDir('venue-ids-');
  let broker: TestBroker;
  const hosts: { host: Host; service: VenueService; links: string[] }[] = [];

  beforeAll(async () => {
    broker = await start(dir.path, VENUE, 4);
    for (const [index, user] of users.entries()) {
      const host = openHost({ dataDir: join(dir.path, `tv-${index + 1}`) });
      const service = openVenueService(host, {
        broker: {
          url: broker.url,
          username: user,
          password: passwordOf(user),
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

describe.each([
  { kind: 'mosquitto', start: startMosquitto },
  { kind: 'the embedded hub', start: startAedes },
])('a table host that watches the venue on $kind', ({ start }) => {
  const dir = tempDir('venue-ids-');
  let broker: TestBroker;
  let host: Host;
  let service: VenueService;
  const changes: string[] = [];

  beforeAll(async () => {
    broker = await start(dir.path, VENUE, 4);
    host = openHost({ dataDir: join(dir.path, 'table-4') });
    service = openVenueService(host, {
      broker: { ...brokerOf(broker.url, 4), reconnectMs: 250 },
      venue: VENUE,
      table: 4,
      watch: true,
      log: () => undefined,
    });
    service.publisher!.onStatus((status) => void changes.push(`table ${status.link}`));
    service.watcher.onEvent((event) => void (event.kind === 'link' && changes.push(`watch ${event.link}`)));
  });

  afterAll(async () => {
    await service?.close();
    host?.close();
    await broker?.stop();
    dir.remove();
  });

  it('keeps both its connections (the table’s, and its watcher as table-4-watch with the same password)', async () => {
    await expect
      .poll(() => [service.publisher!.status().link, service.watcher.link()], { timeout: 10_000 })
      .toEqual(['online', 'online']);
    const seen = changes.length;
    await pause(1500);
    expect(changes.slice(seen)).toEqual([]);
    expect([service.publisher!.status().link, service.watcher.link()]).toEqual(['online', 'online']);
  });
});

describe('a user taking table 4’s session on mosquitto with the shipped config', () => {
  const dir = tempDir('venue-ids-');
  let broker: TestBroker;
  let table: SimTable;

  beforeAll(async () => {
    broker = await startMosquitto(dir.path, VENUE, 5);
    table = openSimTable(join(dir.path, 'table-4'), 4, broker.url);
  });

  afterAll(async () => {
    await table?.close();
    await broker?.stop();
    dir.remove();
  });

  it.each([
    // The id mosquitto gives table 4 (its user's name), and the one its host sends.
    { user: VENUE_USERS.screen, clientId: VENUE_USERS.table(4) },
    { user: VENUE_USERS.table(5), clientId: VENUE_USERS.table(4) },
    { user: VENUE_USERS.screen, clientId: `${VENUE_USERS.table(4)}-${VENUE}-table-4` },
  ])(
    '$user with the client id $clientId, reconnecting at once whenever closed, never takes it: table 4 stays connected',
    async ({ user, clientId }) => {
      await expect.poll(() => table.publisher.status().link, { timeout: 10_000 }).toBe('online');
      const links: string[] = [];
      const stop = table.publisher.onStatus((status) => void links.push(status.link));
      let connects = 0;
      const intruder = mqtt.connect(broker.url, {
        username: user,
        password: passwordOf(user),
        clientId,
        reconnectPeriod: 100,
      });
      intruder.on('connect', () => void (connects += 1));
      intruder.on('error', () => undefined);
      await expect.poll(() => connects, { timeout: 10_000 }).toBeGreaterThan(0);
      // Held for several of the table's keep-alive rounds: a taken session would have flapped by now.
      await pause(2500);
      intruder.end(true);
      stop();
      expect(links).toEqual([]);
      expect(table.publisher.status().link).toBe('online');
    },
  );
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
