import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type RunningServer } from '../../electron/app/web-server';
import { openHost, type Host } from '../../electron/host/host';
import { passwordOwner, venueUsers, VENUE_USERS } from '../../electron/venue/broker-config';
import { writeHashedPasswords } from '../../electron/venue/password-files';
import { upstreamAcl, UPSTREAM_USERS } from '../../electron/venue/relay/upstream-config';
import { openVenueService, type VenueService } from '../../electron/venue/venue-service';
import type { VenueLinkStatus } from '../../shared/contract/venue';
import { CONSOLE, tempDir, waitFor } from '../host/helpers';
import { launchChromium } from '../support/chromium';
import { submitParsed } from '../support/parsed';
import { freePort, passwordOf, runMosquitto, writeVenueFiles } from './brokers';
import { kill, relayRows, startRelay, type RelayProcess } from './relay-process';
import { createTableMatch, KEEPALIVE_S, openHallHost, VENUE } from './tables';
import { overviewMatches } from './venue-suite';

const TABLES = [1, 2, 3] as const;
const STATIC = join(import.meta.dirname, '..', '..', 'out', 'renderer');
/** The freeze: longer than the keep-alive, so every connection is given up meanwhile. */
export const FREEZE_MS = 20_000;
/**
 * From the broker answering again to every tile live: a table's host tries again within its
 * back-off (0.5 s doubling up to 30 s, as shipped), and a try that began during the freeze goes
 * through the moment the broker answers.
 */
const LIVE_AGAIN_MS = 15_000;

/** A broker a test can freeze (SIGSTOP), stop and kill, in a process of its own. */
export interface FaultyBroker {
  readonly url: string;
  pid(): number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGKILL (mosquitto keeps what it saved; the hub's memory is gone), then started again. */
  crash(): Promise<void>;
}

/** The hall's users and ACL for TABLES, with the results relay's user beside them (its upstream rights). */
function hallFiles(dir: string): { readonly passwordFile: string; readonly aclFile: string } {
  const files = writeVenueFiles(dir, VENUE, TABLES.length);
  const logins = venueUsers(VENUE, TABLES.length).map(
    (user) => [user, passwordOf(passwordOwner(user))] as const,
  );
  writeHashedPasswords(files.passwordFile, [
    ...logins,
    [UPSTREAM_USERS.relay, passwordOf(UPSTREAM_USERS.relay)],
  ]);
  const relayBlock = /\nuser relay\n[^]*?(?=\n\n|\n?$)/.exec(upstreamAcl([VENUE]))?.[0];
  if (!relayBlock) throw new Error('the upstream ACL has no relay user');
  appendFileSync(files.aclFile, `${relayBlock}\n`);
  return files;
}

export async function faultyMosquitto(dir: string): Promise<FaultyBroker> {
  const broker = await runMosquitto(dir, hallFiles(dir));
  return {
    url: broker.url,
    pid: () => broker.pid?.() ?? Number.NaN,
    stop: () => broker.stop(),
    start: () => broker.start(),
    crash: () => broker.crash(),
  };
}

/** The embedded hub (electron/venue/hub.ts) as its own process: tests/venue/hub-process.ts. */
export async function faultyHub(dir: string): Promise<FaultyBroker> {
  const { passwordFile, aclFile } = hallFiles(dir);
  const port = await freePort();
  const wsPort = await freePort();
  let child: ChildProcess | null = null;
  const start = async (): Promise<void> => {
    const started = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(import.meta.dirname, 'hub-process.ts'),
        String(port),
        String(wsPort),
        passwordFile,
        aclFile,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    let output = '';
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitFor(
      () => (output.includes('hub ready') ? true : undefined),
      `the hub to start: ${output}`,
      30_000,
    );
  };
  const end = async (signal: NodeJS.Signals): Promise<void> => {
    const running = child;
    child = null;
    if (running) await kill(running, signal);
  };
  await start();
  return {
    url: `mqtt://127.0.0.1:${port}`,
    pid: () => child?.pid ?? Number.NaN,
    stop: () => end('SIGTERM'),
    start,
    async crash() {
      await end('SIGKILL');
      await start();
    },
  };
}

interface TableHost {
  readonly table: number;
  readonly host: Host;
  readonly service: VenueService;
  readonly log: string[];
}

/** A table's host as `npm run serve --table N` runs it: its console's status is host.settings().venue. */
function openTableHost(dir: string, table: number, url: string): TableHost {
  const host = openHost({ dataDir: join(dir, `table-${table}`) });
  createTableMatch(host, table);
  submitParsed(host, { type: 'RecordToss', winner: table % 2, choice: 'break' }, CONSOLE);
  const log: string[] = [];
  const user = VENUE_USERS.table(table);
  const service = openVenueService(host, {
    // The shipped back-off (0.5 s doubling up to 30 s); a short keep-alive so the suite's waits stay short.
    broker: { url, username: user, password: passwordOf(user), keepaliveSeconds: KEEPALIVE_S },
    venue: VENUE,
    table,
    log: (line) => void log.push(line),
  });
  return { table, host, service, log };
}

/** A board every `everyMs` on each table, a new match when one ends: tables keep scoring through every fault. */
function keepScoring(tables: readonly TableHost[], everyMs: number): () => void {
  let index = 0;
  const timer = setInterval(() => {
    index += 1;
    for (const { host, table } of tables) {
      if (host.current().view.phase === 'matchOver') {
        createTableMatch(host, table);
        submitParsed(host, { type: 'RecordToss', winner: table % 2, choice: 'break' }, CONSOLE);
        continue;
      }
      const entry = {
        kind: 'sides',
        winner: (table + index) % 2,
        pieces: 1 + ((table + index) % 9),
        queen: 'loser',
      };
      const done = submitParsed(host, { type: 'RecordBoard', entry } as never, CONSOLE);
      if (!done.ok) throw new Error(`table ${table}: ${done.message}`);
    }
  }, everyMs);
  return () => clearInterval(timer);
}

const consoles = (hosts: readonly Pick<TableHost, 'host'>[]): (VenueLinkStatus | null | undefined)[] =>
  hosts.map(({ host }) => host.settings().venue);

/** Every console linked, with no problem left standing. */
function allOnline(hosts: readonly Pick<TableHost, 'host'>[]): string | true {
  for (const status of consoles(hosts)) {
    if (status?.link !== 'online' || status.message !== null || status.cause !== undefined)
      return JSON.stringify(status);
  }
  return true;
}

/** Every console down for one of `causes`, said as such (never as a refusal). */
function allDown(hosts: readonly Pick<TableHost, 'host'>[], causes: readonly string[]): string | true {
  for (const status of consoles(hosts)) {
    if (status?.link !== 'offline' || !causes.includes(status.cause ?? '')) return JSON.stringify(status);
  }
  return true;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 39, items 1 and 2: three tables scoring, the hall's director host serving /venue in
 * Chromium and collecting, a results relay on the same broker; the broker frozen for 20 s,
 * stopped and killed. Each time every tile is live again within seconds of the broker answering,
 * with no host restarted; every console says what happened in its own words (never a refusal);
 * at the end every result the collector and the relay hold is confirmed on its table's console.
 */
export function brokerFaultSuite(
  kind: string,
  startBroker: (dir: string) => Promise<FaultyBroker>,
  options: {
    /**
     * Whether the hall's collector ends with every result as well as the relay. The hub keeps
     * sessions in memory: what it held for the hall's host when it was killed is gone, and a
     * result the relay confirmed meanwhile is not sent again (a confirmation does not say which
     * collector sent it, protocol v1), so there only the relay is sure to hold them all.
     */
    readonly collectorKeepsAll: boolean;
  },
): void {
  describe(`tables survive a frozen, stopped and killed broker (${kind})`, () => {
    const dir = tempDir(`venue-faults-${kind}-`);
    let broker: FaultyBroker;
    const tables: TableHost[] = [];
    let hall: { readonly host: Host; readonly service: VenueService };
    let server: RunningServer;
    let relay: RelayProcess;
    let browser: Browser;
    let page: Page;
    let stopScoring = (): void => undefined;
    /** Every result the hall's collector received, per table. */
    const collected = new Map<number, Set<string>>();
    const everyone = () => [...tables, hall];
    /** Every link state any console was shown. */
    const links: string[] = [];

    beforeAll(async () => {
      // mosquitto drops to its own user: its files in the top folder, which the tests give it.
      broker = await startBroker(dir.path);
      const launched = launchChromium();
      hall = openHallHost(join(dir.path, 'hall'), broker.url);
      hall.service.watcher.onEvent((event) => {
        if (event.kind !== 'result') return;
        const held = collected.get(event.result.table) ?? new Set<string>();
        held.add(`${event.result.matchId}#${event.result.sequence}`);
        collected.set(event.result.table, held);
      });
      server = await startWebServer(hall.host, {
        port: 0,
        host: '127.0.0.1',
        staticDir: STATIC,
        venue: hall.service,
      });
      relay = await startRelay(join(dir.path, 'relay'), broker.url);
      for (const table of TABLES) tables.push(openTableHost(dir.path, table, broker.url));
      for (const { host } of everyone()) {
        host.onSettingsChange((settings) => {
          if (settings.venue) links.push(settings.venue.link);
        });
      }
      browser = await launched;
      page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
      await page.goto(`${server.url}/venue?page=all`);
      stopScoring = keepScoring(tables, 700);
    }, 90_000);

    afterAll(async () => {
      stopScoring();
      await browser?.close();
      if (relay) await kill(relay.child, 'SIGTERM');
      await server?.close();
      for (const { service, host } of [...tables, ...(hall ? [hall] : [])]) {
        await service.close();
        host.close();
      }
      await broker?.stop();
      dir.remove();
    }, 60_000);

    it('shows every table live while the broker runs', async () => {
      await expect.poll(() => overviewMatches(page, tables), { timeout: 20_000 }).toBe(true);
      await expect.poll(() => allOnline(everyone()), { timeout: 5000 }).toBe(true);
    });

    it('frozen for 20 s (SIGSTOP): every console says the broker stopped answering, and the tiles are live within seconds of SIGCONT', async () => {
      process.kill(broker.pid(), 'SIGSTOP');
      const frozenAt = Date.now();
      try {
        await expect.poll(() => allDown(everyone(), ['silent']), { timeout: FREEZE_MS - 2000 }).toBe(true);
        await pause(FREEZE_MS - (Date.now() - frozenAt));
      } finally {
        process.kill(broker.pid(), 'SIGCONT');
      }
      const thawedAt = Date.now();
      await expect.poll(() => overviewMatches(page, tables), { timeout: LIVE_AGAIN_MS }).toBe(true);
      console.log(`${kind}: tiles live ${Date.now() - thawedAt} ms after a ${FREEZE_MS / 1000} s freeze`);
      await expect.poll(() => allOnline(everyone()), { timeout: 5000 }).toBe(true);
      // Still live a few boards later: nothing was held back.
      await pause(2000);
      await expect.poll(() => overviewMatches(page, tables), { timeout: 5000 }).toBe(true);
    }, 60_000);

    it('stopped, then started again: said as a closed connection or nothing answering, never a refusal; live again', async () => {
      await broker.stop();
      await expect.poll(() => allDown(everyone(), ['closed', 'unreachable']), { timeout: 10_000 }).toBe(true);
      await pause(2000);
      await broker.start();
      const startedAt = Date.now();
      await expect.poll(() => overviewMatches(page, tables), { timeout: LIVE_AGAIN_MS }).toBe(true);
      console.log(`${kind}: tiles live ${Date.now() - startedAt} ms after the broker started again`);
      await expect.poll(() => allOnline(everyone()), { timeout: 5000 }).toBe(true);
    }, 60_000);

    it('killed (SIGKILL) and started again: live again, no host restarted', async () => {
      await broker.crash();
      const startedAt = Date.now();
      await pause(500);
      await expect.poll(() => overviewMatches(page, tables), { timeout: LIVE_AGAIN_MS }).toBe(true);
      console.log(`${kind}: tiles live ${Date.now() - startedAt} ms after a kill`);
      await expect.poll(() => allOnline(everyone()), { timeout: 5000 }).toBe(true);
    }, 60_000);

    it('no console and no log line called any of it a refusal', () => {
      for (const { table, log } of tables) {
        expect(
          log.filter((line) => /broker refused/i.test(line)),
          `table ${table}`,
        ).toEqual([]);
      }
      expect(links.filter((link) => link === 'refused')).toEqual([]);
    });

    it('every result the collector and the relay hold is confirmed on its table’s console, and they hold them all', async () => {
      stopScoring();
      await expect
        .poll(
          () =>
            consoles(tables).every(
              (status) => status?.pendingResults === 0 && status.unconfirmedResults === 0,
            ),
          { timeout: 30_000 },
        )
        .toBe(true);
      for (const { table, host } of tables) {
        const outbox = host.store.database.prepare('SELECT match_id, sequence FROM venue_outbox').all() as {
          match_id: string;
          sequence: number;
        }[];
        const keys = outbox.map((row) => `${row.match_id}#${row.sequence}`).sort();
        expect(keys.length, `table ${table}'s results`).toBeGreaterThan(20);
        // The relay holds every result of the table's outbox, each once.
        await expect
          .poll(() => keys.filter((key) => relayRows(join(dir.path, 'relay')).get(key) !== 1), {
            timeout: 15_000,
          })
          .toEqual([]);
        const held = [...(collected.get(table) ?? [])].sort();
        expect(
          held.filter((key) => !keys.includes(key)),
          `table ${table}: held, not in its outbox`,
        ).toEqual([]);
        if (options.collectorKeepsAll)
          expect(held, `the hall collector's results of table ${table}`).toEqual(keys);
      }
    }, 60_000);
  });
}
