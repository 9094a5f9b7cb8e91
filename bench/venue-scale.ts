import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openHost, type Host } from '../electron/host/host';
import { openVenueService, type VenueService } from '../electron/venue/venue-service';
import { tempDir } from '../tests/host/helpers';
import { startTcpCut, type TcpCut } from '../tests/support/tcp-cut';
import { BENCH_USER, passwordOf, startMosquitto, type TestBroker } from '../tests/venue/brokers';
import { brokerOf, VENUE } from '../tests/venue/tables';
import type { BenchFigure } from './figure';
import { launchBenchBrowser } from './latency/browser';
import { summarize } from './latency/measure';
import { startBareRelay, type BareRelay } from './venue-bare';
import {
  startLineChild,
  startProbe,
  startTables,
  type LineChild,
  type LoadProcess,
  type ProbeProcess,
} from './venue-children';
import { openStamped, seen } from './venue';

const STATIC = join(import.meta.dirname, '..', 'out', 'renderer');
const RATIO_TARGET = 1.5;
/** Tables per load process (a venue has a machine per table; this bench, two cores). */
const PER_PROCESS = 50;
/** A loaded 2-core machine running 200 tables' hosts and Chromium: a board may take long to show. */
const DOM_WAIT_MS = 120_000;
const round = (value: number): number => Math.round(value * 1000) / 1000;

export interface ScaleOptions {
  /** Simulated tables (the project's publisher, real SQLite), and the first stage's count. */
  readonly tables: number;
  readonly firstStage: number;
  /** Each table enters one board every periodMs. */
  readonly periodMs: number;
  /** Seconds of load for the relay's busy share. */
  readonly loadSeconds: number;
  /** Boards timed at table 1 → the relay's /venue DOM (and as many bare messages). */
  readonly boards: number;
}

/**
 * Item 10 of issue 27 (docs/venue.md, docs/performance.md): `tables` simulated tables on
 * mosquitto, one board every `periodMs` each, one real results relay (its own process) and its
 * /venue page in Chromium. Figures: the bytes one table's host receives at a broker restart,
 * not watching and watching, at `firstStage` tables and at `tables` (the goal: the first
 * independent of the table count); the relay's main thread busy share (event loop utilisation)
 * under the load; a board at table 1 → its tile in the relay's /venue DOM against the bare
 * pipeline (bench/venue-bare.ts) doing the same job in the same run.
 */
export async function benchVenueScale(options: ScaleOptions): Promise<BenchFigure[]> {
  const dir = tempDir('bench-scale-');
  // Two more users than tables: the measured table hosts (not watching, watching).
  const broker = await startMosquitto(dir.path, VENUE, options.tables + 2, true);
  const parts: LoadProcess[] = [];
  const closers: (() => Promise<void> | void)[] = [];
  try {
    const hosts = await measuredHosts(broker.url, dir.path, options.tables);
    closers.push(hosts.close);
    const table = await startTables(broker.url, dir.path, 1, 1, options.periodMs);
    parts.push(table);
    parts.push(...(await loadParts(broker.url, dir.path, 2, options.firstStage, options.periodMs)));
    const small = await restartBytes(broker, hosts);
    parts.push(
      ...(await loadParts(broker.url, dir.path, options.firstStage + 1, options.tables, options.periodMs)),
    );
    const large = await restartBytes(broker, hosts);
    const relay = await startLineChild(
      'venue-relay-child.ts',
      [broker.url, join(dir.path, 'relay'), STATIC],
      'the relay',
    );
    closers.push(relay.close);
    const probe = await startProbe(broker.url);
    closers.push(probe.close);
    const bare = await startBareRelay({
      url: broker.url,
      username: BENCH_USER,
      password: passwordOf(BENCH_USER),
    });
    closers.push(bare.close);
    const browser = await launchBenchBrowser();
    closers.push(() => browser.close());
    const { url } = JSON.parse(await relay.ask('url')) as { url: string };
    const page = await openStamped(browser, `${url}/venue?page=all`);
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid=venue-table]').length >= count,
      options.tables,
      { timeout: 120_000 },
    );
    const state = JSON.parse(await relay.ask('state1')) as unknown;
    if (!state) throw new Error('The relay has no state of table 1.');
    await probe.bare(state);
    const barePage = await openStamped(browser, bare.url);
    await barePage.waitForFunction(() => document.body.dataset['open'] === 'yes');
    for (const part of parts.slice(1)) part.start();
    await relay.ask('mark');
    const timed = await boardsToRelayDom(
      { page, barePage, table, probe, bare, relay, broker },
      options.boards,
    );
    const rest = Math.max(0, options.loadSeconds * 1000 - timed.wallMs);
    await new Promise((resolve) => setTimeout(resolve, rest));
    const relayLoad = JSON.parse(await relay.ask('elu')) as {
      busy: number;
      cpuMs: number;
      wallMs: number;
      kept: number;
    };
    const boards = (await Promise.all(parts.slice(1).map((part) => part.stop()))).reduce(
      (sum, part) => sum + part.boards,
      0,
    );
    return scaleFigures(options, { small, large, relayLoad, boards, timed });
  } finally {
    for (const part of parts) part.close();
    for (const close of closers.reverse()) await close();
    await broker.stop();
    dir.remove();
  }
}

/** Load processes for tables first..last, PER_PROCESS each, one board every periodMs per table. */
async function loadParts(url: string, dir: string, first: number, last: number, periodMs: number) {
  const parts: Promise<LoadProcess>[] = [];
  for (let start = first; start <= last; start += PER_PROCESS)
    parts.push(startTables(url, dir, start, Math.min(last, start + PER_PROCESS - 1), periodMs));
  return Promise.all(parts);
}

interface MeasuredHosts {
  readonly quiet: { readonly service: VenueService; readonly line: TcpCut };
  readonly watching: { readonly service: VenueService; readonly line: TcpCut };
  close(): Promise<void>;
}

/**
 * Two table hosts (the project's venue service, as `npm run serve -- --table N` runs it), each
 * through a TCP forwarder that counts what the broker sends it: one that serves no venue screen
 * (it does not watch) and one with `--watch`.
 */
async function measuredHosts(url: string, dir: string, tables: number): Promise<MeasuredHosts> {
  const open = async (table: number, watch: boolean) => {
    const line = await startTcpCut(Number(new URL(url).port));
    const host: Host = openHost({ dataDir: join(dir, `measured-${table}`) });
    const service = openVenueService(host, {
      broker: brokerOf(`mqtt://127.0.0.1:${line.port}`, table),
      venue: VENUE,
      table,
      watch,
      log: () => undefined,
    });
    return { host, service, line };
  };
  const quiet = await open(tables + 1, false);
  const watching = await open(tables + 2, true);
  return {
    quiet,
    watching,
    async close() {
      for (const each of [quiet, watching]) {
        await each.service.close();
        each.host.close();
        await each.line.close();
      }
    },
  };
}

/** Restarts the broker; the bytes each measured host received until it was back and 3 s more. */
async function restartBytes(broker: TestBroker, hosts: MeasuredHosts) {
  const online = (service: VenueService): boolean => service.publisher?.status().link === 'online';
  hosts.quiet.line.resetCount();
  hosts.watching.line.resetCount();
  await broker.restart();
  const deadline = Date.now() + 120_000;
  while (!(online(hosts.quiet.service) && online(hosts.watching.service)) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return { quiet: hosts.quiet.line.bytesToClients(), watching: hosts.watching.line.bytesToClients() };
}

interface TimedParties {
  readonly page: Page;
  readonly barePage: Page;
  readonly table: LoadProcess;
  readonly probe: ProbeProcess;
  readonly bare: BareRelay;
  readonly relay: LineChild;
  readonly broker: TestBroker;
}

/** Boards at table 1 → the relay's /venue DOM, each followed by a bare message; 3 to warm up. */
async function boardsToRelayDom(parties: TimedParties, boards: number) {
  const started = Date.now();
  const product: number[] = [];
  const bare: number[] = [];
  for (let n = 0; n < boards + 3; n += 1) {
    const { revision, committedAt } = await parties.table.board();
    const at = await seen(parties.page, `1:${revision}`, DOM_WAIT_MS).catch(async (error: unknown) => {
      // Where the board stopped: the relay's own state of table 1 and what it kept meanwhile.
      const state = JSON.parse(await parties.relay.ask('state1')) as { revision?: number } | null;
      const load = await parties.relay.ask('elu');
      throw new Error(
        `Table 1's board (revision ${revision}) did not reach the relay's /venue DOM: the relay has ` +
          `revision ${state?.revision ?? 'none'}; relay since the mark: ${load}; ${droppedWords(parties.broker)} ` +
          String(error),
      );
    });
    const bareStarted = await parties.probe.publishBare(n + 1);
    const bareAt = await seen(parties.barePage, `bare:${n + 1}`, DOM_WAIT_MS);
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (n < 3) continue;
    product.push(at.dom - committedAt);
    bare.push(bareAt.dom - bareStarted);
  }
  return { product: summarize(product), bare: summarize(bare), wallMs: Date.now() - started };
}

/** What mosquitto said of messages it dropped for a client that fell behind (its queue full). */
function droppedWords(broker: TestBroker): string {
  const lines = (broker.log?.() ?? '').split('\n').filter((line) => /dropped/i.test(line));
  if (lines.length === 0) return 'mosquitto logged no dropped messages.';
  return `mosquitto: ${lines.length} line(s) of dropped messages, the last: ${lines.at(-1)!.trim()}.`;
}

interface ScaleRuns {
  readonly small: { readonly quiet: number; readonly watching: number };
  readonly large: { readonly quiet: number; readonly watching: number };
  readonly relayLoad: {
    readonly busy: number;
    readonly cpuMs: number;
    readonly wallMs: number;
    readonly kept: number;
  };
  readonly boards: number;
  readonly timed: Awaited<ReturnType<typeof boardsToRelayDom>>;
}

function scaleFigures(options: ScaleOptions, runs: ScaleRuns): BenchFigure[] {
  const { small, large, relayLoad, timed } = runs;
  const bytes = (name: string, value: number): BenchFigure => ({ name, value, unit: 'B' });
  const ratio = (name: string, value: number): BenchFigure => ({
    name,
    value: round(value),
    unit: '×',
    target: `≤ ${RATIO_TARGET}×`,
    ok: value <= RATIO_TARGET,
  });
  const ms = (name: string, value: number): BenchFigure => ({ name, value: round(value), unit: 'ms' });
  const every = `${options.tables} tables × 1 board / ${options.periodMs / 1000} s`;
  return [
    bytes(
      `a table host receives at a broker restart, not watching, ${options.firstStage} tables`,
      small.quiet,
    ),
    bytes(`a table host receives at a broker restart, not watching, ${options.tables} tables`, large.quiet),
    {
      name: `  growth from ${options.firstStage} to ${options.tables} tables, not watching (1 = independent)`,
      value: round(large.quiet / Math.max(1, small.quiet)),
      unit: '×',
    },
    bytes(
      `a table host receives at a broker restart, watching (--watch), ${options.firstStage} tables`,
      small.watching,
    ),
    bytes(
      `a table host receives at a broker restart, watching (--watch), ${options.tables} tables`,
      large.watching,
    ),
    {
      name: `results relay main thread busy (event loop utilisation), ${every}`,
      value: round(relayLoad.busy * 100),
      unit: '%',
    },
    {
      name: 'results relay CPU, all its threads',
      value: round((relayLoad.cpuMs * 100) / relayLoad.wallMs),
      unit: '% of a core',
    },
    { name: 'results kept by the relay meanwhile', value: relayLoad.kept, unit: 'results' },
    {
      name: 'boards entered meanwhile (wanted)',
      value: round((runs.boards * 1000) / relayLoad.wallMs),
      unit: `/s (${round((options.tables * 1000) / options.periodMs)})`,
    },
    ms('board → the relay’s /venue DOM under that load, median', timed.product.median),
    ms('board → the relay’s /venue DOM, p99', timed.product.p99),
    ms('bare pipeline MQTT → subscriber → WebSocket → page DOM, same run, median', timed.bare.median),
    ms('bare pipeline, p99', timed.bare.p99),
    ratio('board → relay /venue DOM / bare pipeline, median', timed.product.median / timed.bare.median),
    ratio('board → relay /venue DOM / bare pipeline, p99', timed.product.p99 / timed.bare.p99),
  ];
}
