import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeHashedPasswords } from '../../electron/venue/password-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Host } from '../../electron/host/host';
import { VENUE_USERS } from '../../electron/venue/broker-config';
import { bridgeConf, upstreamAcl, UPSTREAM_USERS } from '../../electron/venue/relay/upstream-config';
import type { VenueService } from '../../electron/venue/venue-service';
import type { VenueServerMessage } from '../../shared/contract/venue';
import { CONSOLE, tempDir, waitFor } from '../host/helpers';
import { startTcpCut, type TcpCut } from '../support/tcp-cut';
import { passwordOf, runMosquitto, startMosquitto, type TestBroker } from './brokers';
import { kill, relayRows, startRelay, type RelayProcess } from './relay-process';
import { createTableMatch, openSimTable, VENUE, type SimTable, openHallHost } from './tables';

const REPO = join(import.meta.dirname, '..', '..');
const BRIDGE_TEMPLATE = join(REPO, 'resources', 'mosquitto', 'bridge.conf');
const TABLES = [1, 2, 3] as const;

/** The upstream ("internet") mosquitto: the shipped config, with the upstream's users and ACL. */
async function startUpstream(dir: string): Promise<TestBroker> {
  mkdirSync(dir, { recursive: true });
  const users = [UPSTREAM_USERS.bridge(VENUE), UPSTREAM_USERS.relay, UPSTREAM_USERS.public];
  const passwordFile = join(dir, 'passwords');
  writeHashedPasswords(
    passwordFile,
    users.map((user) => [user, passwordOf(user)] as const),
  );
  const aclFile = join(dir, 'acl');
  writeFileSync(aclFile, upstreamAcl([VENUE]));
  return runMosquitto(dir, { passwordFile, aclFile });
}

const outboxKeys = (sim: SimTable): string[] =>
  (
    sim.host.store.database.prepare('SELECT match_id, sequence FROM venue_outbox').all() as {
      match_id: string;
      sequence: number;
    }[]
  ).map((row) => `${row.match_id}#${row.sequence}`);

/** The relay's /venue/ws: its first messages (the overview and the results). */
async function relayScreens(
  base: string,
): Promise<{ overview: VenueServerMessage; results: VenueServerMessage; answer: VenueServerMessage }> {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/venue/ws`, {
    headers: { Origin: 'https://elsewhere.example' },
  });
  const messages: VenueServerMessage[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as VenueServerMessage));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'feature', table: 1, pin: '0000' }));
  const found = await waitFor(
    () => {
      const overview = messages.find((message) => message.type === 'overview');
      const results = messages.find((message) => message.type === 'results');
      const answer = messages.find((message) => message.type === 'featureResult');
      return overview && results && answer ? { overview, results, answer } : undefined;
    },
    'the relay’s screens',
    20_000,
  );
  ws.close();
  return found;
}

describe('live results on the internet: a hall bridged to an upstream broker, and a results relay there', () => {
  const dir = tempDir('venue-relay-');
  const relayDir = join(dir.path, 'relay');
  let upstream: TestBroker;
  let line: TcpCut;
  let hall: TestBroker;
  let director: { host: Host; service: VenueService };
  const tables: SimTable[] = [];
  let relay: RelayProcess | null = null;
  let boards = 0;
  /** The matches that finished (by a walkover), as [table, match id], in that order. */
  const forfeited: [number, string][] = [];
  const forfeit = (table: SimTable, by: number): void => {
    forfeited.push([table.table, table.host.current().matchId!]);
    expect(table.host.submit({ type: 'Forfeit', by, kind: 'walkover' }, CONSOLE).ok).toBe(true);
  };

  const playBoards = (count: number): void => {
    for (let index = 0; index < count; index += 1) {
      for (const table of tables) table.board(boards);
      boards += 1;
    }
  };
  /** Every result every table queued, and none twice, is in the relay's database. */
  const missingOnRelay = (): string[] => {
    const rows = relayRows(relayDir);
    return tables.flatMap(outboxKeys).filter((key) => rows.get(key) !== 1);
  };
  const queued = (): number => tables.flatMap(outboxKeys).length;
  /** The hall's own collector (the director's /venue host) has confirmed everything. */
  const unconfirmedInHall = (): number =>
    tables.reduce((sum, table) => sum + (table.publisher.status().unconfirmedResults ?? 1), 0);

  beforeAll(async () => {
    // Both brokers' folders are inside this one: mosquitto (its own user when run as root) must pass through.
    chmodSync(dir.path, 0o711);
    upstream = await startUpstream(join(dir.path, 'upstream'));
    line = await startTcpCut(upstream.port);
    const bridge = bridgeConf(readFileSync(BRIDGE_TEMPLATE, 'utf8'), {
      venue: VENUE,
      address: `127.0.0.1:${line.port}`,
      password: passwordOf(UPSTREAM_USERS.bridge(VENUE)),
      cafile: null,
    });
    mkdirSync(join(dir.path, 'hall'));
    hall = await startMosquitto(join(dir.path, 'hall'), VENUE, TABLES.length, false, bridge);
    director = openHallHost(join(dir.path, 'director'), hall.url, VENUE_USERS.director, {
      reconnectMaxMs: 1000,
    });
    for (const table of TABLES) tables.push(openSimTable(join(dir.path, `table-${table}`), table, hall.url));
  }, 60_000);

  afterAll(async () => {
    if (relay) await kill(relay.child, 'SIGTERM');
    for (const table of tables) await table.close();
    await director?.service.close();
    director?.host.close();
    await hall?.stop();
    await line?.close();
    await upstream?.stop();
    dir.remove();
  }, 60_000);

  // One story, its parts in order: each part needs the relay and the results the one before left.
  it('keeps each result once: a relay started late gets what the hall had confirmed; the internet line cut while boards and a match finish; the relay killed during a match and started again', async () => {
    // Started late: on request it gets what the hall had already confirmed.
    playBoards(3);
    await expect.poll(unconfirmedInHall, { timeout: 30_000 }).toBe(0);
    relay = await startRelay(relayDir, upstream.url);
    await expect.poll(missingOnRelay, { timeout: 60_000 }).toEqual([]);

    // The internet line is cut while boards and a match finish: each result once when it returns.
    await line.cut();
    const beforeCut = queued();
    playBoards(3);
    forfeit(tables[0]!, 1);
    await expect.poll(queued, { timeout: 30_000 }).toBeGreaterThan(beforeCut + 3 * TABLES.length);
    await expect.poll(unconfirmedInHall, { timeout: 30_000 }).toBe(0);
    expect(missingOnRelay().length).toBeGreaterThan(0);
    await line.restore();
    await expect.poll(missingOnRelay, { timeout: 90_000 }).toEqual([]);

    // Killed during a match: started again, it has every result once.
    await kill(relay.child, 'SIGKILL');
    relay = null;
    createTableMatch(tables[0]!.host, 1);
    tables[0]!.host.submit({ type: 'RecordToss', winner: 0, choice: 'break' }, CONSOLE);
    const beforeKill = queued();
    playBoards(2);
    forfeit(tables[1]!, 0);
    await expect.poll(queued, { timeout: 30_000 }).toBeGreaterThan(beforeKill + 2 * TABLES.length);
    await expect.poll(unconfirmedInHall, { timeout: 30_000 }).toBe(0);
    expect(missingOnRelay().length).toBeGreaterThan(0);
    relay = await startRelay(relayDir, upstream.url);
    await expect.poll(missingOnRelay, { timeout: 60_000 }).toEqual([]);
    const kept = [...relayRows(relayDir).keys()].sort();
    expect(kept).toEqual(tables.flatMap(outboxKeys).sort());

    // Its results page lists the finished matches, in the order they finished.
    const screens = await relayScreens(relay.base);
    const finished = screens.results.type === 'results' ? screens.results.matches : [];
    expect(finished.map((match) => [match.table, match.matchId])).toEqual(forfeited);
    await kill(relay.child, 'SIGTERM');
    relay = null;
  }, 400_000);

  it('the relay serves /venue and /venue/results read-only, and nothing else', async () => {
    // A relay of its own, on its own data folder.
    relay = await startRelay(join(dir.path, 'relay-read-only'), upstream.url);
    const { base } = relay;
    const status = async (path: string, method = 'GET') => (await fetch(`${base}${path}`, { method })).status;
    expect(await status('/console')).toBe(404);
    expect(await status('/display')).toBe(404);
    expect(await status('/ws')).toBe(404);
    expect(await status('/venue', 'POST')).toBe(405);
    expect([200, 503]).toContain(await status('/venue'));
    expect([200, 503]).toContain(await status('/venue/results'));
    // The hall's tables reach a relay that has just started (their state is kept upstream).
    const tablesShown = async () => {
      const { overview } = await relayScreens(base);
      return overview.type === 'overview' && overview.tables.map((table) => table.table);
    };
    await expect.poll(tablesShown, { timeout: 30_000 }).toEqual([...TABLES]);
    expect((await relayScreens(base)).answer).toMatchObject({ type: 'featureResult', ok: false });
  }, 60_000);
});
