import { readFileSync } from 'node:fs';
import { CONSOLE_TOKEN_FILE } from '../../electron/host/console-token';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { openHost, type Host } from '../../electron/host/host';
import { VENUE_USERS } from '../../electron/venue/broker-config';
import { sessionOptions } from '../../electron/venue/mqtt-link';
import { openTablePublisher, type TablePublisher } from '../../electron/venue/table-publisher';
import { openVenueService, type VenueOptions, type VenueService } from '../../electron/venue/venue-service';
import { readVenueMessage, type VenueResult } from '../../shared/contract/venue';
import { CONSOLE, waitFor } from '../host/helpers';
import { passwordOf } from './brokers';
import { submitParsed } from '../support/parsed';
import type { Command } from '../../shared/engine';

/** What a table's match is played under: a preset's name, or a preset with settings changed. */
export type TableRules = Extract<Command, { readonly type: 'CreateMatch' }>['rules'];

export const VENUE = 'hall';
/** Short keep-alive and reconnect delay: the suite's waits stay in seconds. */
export const KEEPALIVE_S = 2;
const RECONNECT_MS = 250;
const REPO = join(import.meta.dirname, '..', '..');

/** A simulated table: a real host (SQLite on disk) and the project's publisher, in this process. */
export interface SimTable {
  readonly table: number;
  readonly host: Host;
  publisher: TablePublisher;
  /** performance.timeOrigin + now() when the last commit was done (before the publisher hears of it). */
  readonly lastCommitAt: () => number;
  /** The revision of that commit, as its push carried it. */
  readonly lastRevision: () => number;
  board(index: number): void;
  close(): Promise<void>;
}

export const sideNames = (table: number): readonly [string, string] => [`Asha ${table}`, `Bruno ${table}`];

/** Two sides' names, and optionally their short names (for narrow screens). */
export interface SideNames {
  readonly names: readonly [string, string];
  readonly shortNames?: readonly [string, string];
}

/** Sets up table N's match (sides named by `sideNames` unless given) on its host; throws if the host refuses. */
export function createTableMatch(
  host: Host,
  table: number,
  rules: TableRules = 'free-play',
  sides: SideNames = { names: sideNames(table) },
): void {
  const side = (index: 0 | 1) => {
    const name = sides.names[index];
    const shortName = sides.shortNames?.[index];
    return { name, players: [name], ...(shortName ? { shortName } : {}) };
  };
  const created = submitParsed(
    host,
    {
      type: 'CreateMatch',
      matchType: 'singles',
      sides: [side(0), side(1)],
      rules,
      stage: 'early',
      info: { event: 'Venue test', table: String(table) },
    },
    CONSOLE,
  );
  if (!created.ok) throw new Error(created.message);
}

/** Table N's match with the toss and its first board (side 0 by 3, the queen to the loser): one result to send. */
export function tableWithOneBoard(host: Host, table: number): void {
  createTableMatch(host, table);
  for (const command of [
    { type: 'RecordToss', winner: 0, choice: 'break' },
    { type: 'RecordBoard', entry: { kind: 'sides', winner: 0, pieces: 3, queen: 'loser' } },
  ] as const) {
    const done = submitParsed(host, command, CONSOLE);
    if (!done.ok) throw new Error(done.message);
  }
}

/** Side 0 takes every board whole (9 C/m, the queen covered) until the table's match is over. */
export function finishMatch(sim: Pick<SimTable, 'host'>): void {
  for (let board = 0; board < 10 && sim.host.current().view.phase !== 'matchOver'; board += 1) {
    const result = submitParsed(
      sim.host,
      { type: 'RecordBoard', entry: { kind: 'sides', winner: 0, pieces: 9, queen: 'winner' } },
      CONSOLE,
    );
    if (!result.ok) throw new Error(`finishing the match: ${result.message}`);
  }
  if (sim.host.current().view.phase !== 'matchOver') throw new Error('the match did not end in 10 boards');
}

/**
 * The hall's /venue host (no table of its own), in this process: the same service `npm run serve`
 * runs, logged in as `user` (the director unless said), with `broker` added to its link.
 */
export function openHallHost(
  dataDir: string,
  url: string,
  user: string = VENUE_USERS.director,
  broker: Partial<VenueOptions['broker']> = {},
): { readonly host: Host; readonly service: VenueService } {
  const host = openHost({ dataDir });
  const service = openVenueService(host, {
    broker: {
      url,
      username: user,
      password: passwordOf(user),
      keepaliveSeconds: KEEPALIVE_S,
      reconnectMs: 250,
      ...broker,
    },
    venue: VENUE,
    table: null,
    log: () => undefined,
  });
  return { host, service };
}

export function openSimTable(
  dataDir: string,
  table: number,
  url: string,
  rules: TableRules = 'free-play',
  sides?: SideNames,
  /** The table host's clock (default: the machine's). */
  now?: () => number,
): SimTable {
  const host = openHost({ dataDir, ...(now ? { now } : {}) });
  createTableMatch(host, table, rules, sides);
  submitParsed(host, { type: 'RecordToss', winner: table % 2, choice: 'break' }, CONSOLE);
  let committedAt = 0;
  let revision = 0;
  host.subscribe((push) => {
    committedAt = performance.timeOrigin + performance.now();
    revision = push.revision;
  });
  const open = (): TablePublisher =>
    openTablePublisher(host, {
      broker: brokerOf(url, table),
      venue: VENUE,
      table,
      log: () => undefined,
    });
  const sim: SimTable = {
    table,
    host,
    publisher: open(),
    lastCommitAt: () => committedAt,
    lastRevision: () => revision,
    board(index) {
      const result = submitParsed(
        host,
        {
          type: 'RecordBoard',
          entry: {
            kind: 'sides',
            winner: (table + index) % 2,
            pieces: 1 + ((table + index) % 9),
            queen: 'loser',
          },
        },
        CONSOLE,
      );
      if (!result.ok) throw new Error(`table ${table}: ${result.message}`);
    },
    async close() {
      await sim.publisher.close();
      host.close();
    },
  };
  return sim;
}

export function brokerOf(url: string, table: number) {
  const username = VENUE_USERS.table(table);
  return {
    url,
    username,
    password: passwordOf(username),
    keepaliveSeconds: KEEPALIVE_S,
    reconnectMs: RECONNECT_MS,
    // Backing off no further than a second: the suites time reconnections after a broker restart.
    reconnectMaxMs: 1000,
  };
}

/**
 * A consumer of the venue's results (read-only user, persistent session with the project's own
 * session options), deduping by (match id, sequence).
 */
export async function openCollector(
  url: string,
  protocolVersion: 4 | 5 = 4,
  clientId = `${VENUE_USERS.screen}-test-collector`,
  /** A user of its own beside a /venue host as `screen`: mosquitto, as shipped, gives each user one connection. */
  user: string = VENUE_USERS.screen,
): Promise<{
  readonly client: MqttClient;
  readonly received: VenueResult[];
  readonly unique: () => Map<string, VenueResult>;
}> {
  const client = mqtt.connect(url, {
    username: user,
    password: passwordOf(user),
    clientId,
    ...sessionOptions(protocolVersion, false),
    protocolVersion,
    reconnectPeriod: RECONNECT_MS,
  });
  const received: VenueResult[] = [];
  client.on('message', (topic, payload) => {
    const reading = readVenueMessage(VENUE, topic, payload.toString());
    if (reading.ok && reading.message.kind === 'results') received.push(reading.message.result);
  });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () =>
      client.subscribe(`carrom/v1/${VENUE}/tables/+/results`, { qos: 1 }, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  });
  return {
    client,
    received,
    unique: () => new Map(received.map((result) => [`${result.matchId}#${result.sequence}`, result])),
  };
}

/** A real host: `npm run serve` as a child process, publishing as `table` and serving /venue. */
export interface RealHost {
  readonly base: string;
  /** The start-up token a console on this computer gives (electron/host/console-token.ts). */
  readonly consoleToken: string;
  readonly child: ChildProcess;
  output(): string;
  kill(): void;
}

export async function startRealHost(dataDir: string, table: number, url: string): Promise<RealHost> {
  const username = VENUE_USERS.table(table);
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'electron/app/serve.ts',
      ...['--port', '0', '--data-dir', dataDir, '--mqtt', url, '--venue', VENUE, '--table', String(table)],
      ...['--mqtt-keepalive', String(KEEPALIVE_S), '--mqtt-reconnect-max', '1'],
    ],
    {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CARROM_MQTT_USER: username, CARROM_MQTT_PASSWORD: passwordOf(username) },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = await waitFor(
    () => /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1],
    `host ${table} to start: ${output}`,
    30_000,
  );
  const consoleToken = readFileSync(join(dataDir, CONSOLE_TOKEN_FILE), 'utf8').trim();
  return { base, consoleToken, child, output: () => output, kill: () => void child.kill('SIGKILL') };
}
