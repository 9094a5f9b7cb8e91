import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Browser, Page } from 'playwright-core';
import { openHost, type Host } from '../electron/host/host';
import { startWebServer, type RunningServer } from '../electron/app/web-server';
import { VENUE_USERS } from '../electron/venue/broker-config';
import { venueTopics } from '../shared/contract/venue';
import { openVenueService, type VenueService } from '../electron/venue/venue-service';
import { tempDir } from '../tests/host/helpers';
import { BENCH_PROBE_USERS, BENCH_USER, passwordOf, startMosquitto } from '../tests/venue/brokers';
import { VENUE } from '../tests/venue/tables';
import type { BenchFigure } from './figure';
import { launchBenchBrowser } from './latency/browser';
import { summarize, type LatencySummary } from './latency/measure';
import { startBareRelay, type BareRelay } from './venue-bare';
import { cpuMsOf } from './proc-stat';
import { startProbe, startTables, type LoadProcess, type ProbeProcess } from './venue-children';

const STATIC = join(import.meta.dirname, '..', 'out', 'renderer');
export const TABLES = 40;
const RATIO_TARGET = 1.5;
const BUSY_TARGET = 25;
/** The probe's pace, idle and under load alike. */
const PROBE_GAP_MS = 50;

const round = (value: number): number => Math.round(value * 1000) / 1000;
const now = (): number => performance.timeOrigin + performance.now();

/**
 * The venue through mosquitto (docs/venue.md), each party on an event loop of its own as in a
 * venue each is another machine: the overview's host (this process) watches the broker and
 * serves /venue to Chromium; table 1 (its commits timed) and tables 2–40 publish from two
 * processes (bench/venue-load.ts); the broker probe (bench/venue-probe.ts) runs alone. Figures: a committed board →
 * its tile in /venue's DOM, with where the time goes, against (a) the literal reference,
 * a bare MQTT publish → subscribe round trip, and (b) the handbook's fair reference, a bare
 * pipeline doing the same job (bench/venue-bare.ts), both in the same run; then 40 tables × one
 * board a second: the overview's main thread and the broker round trip's growth.
 */
export async function benchVenue(boards: number, loadSeconds: number): Promise<BenchFigure[]> {
  const dir = tempDir('bench-venue-');
  const broker = await startMosquitto(dir.path, VENUE, TABLES, true);
  const screen = await startScreenHost(broker.url, join(dir.path, 'screen'));
  const table = await startTables(broker.url, dir.path, 1, 1);
  const load = await startLoad(broker.url, dir.path);
  const probe = await startProbe(broker.url);
  const bench = { username: BENCH_USER, password: passwordOf(BENCH_USER) };
  const bare = await startBareRelay({ url: broker.url, ...bench });
  const browser = await launchBenchBrowser();
  try {
    // Every table on one page, as before the overview paged them: the same DOM work per board.
    const page = await openStamped(browser, `${screen.server.url}/venue?page=all`);
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid=venue-table]').length === count,
      TABLES,
    );
    // The bare pipeline carries table 1's own state message (same size and shape).
    const state = screen.venue.watcher.board.table(1)?.state;
    if (!state) throw new Error('The overview host has no state of table 1.');
    await probe.bare(state);
    // The broker's delivery of table 1's state, timed by a plain subscriber outside the /venue host.
    await probe.watch(venueTopics(VENUE).table(1, 'state'), BENCH_PROBE_USERS.watch, passwordOf(BENCH_USER));
    const barePage = await openStamped(browser, bare.url);
    await barePage.waitForFunction(() => document.body.dataset['open'] === 'yes');
    const runs = await boardsToDom({ page, barePage, table, probe, screen, bare }, boards);
    const bytes = JSON.stringify(state).length;
    const quiet = await probe.measure({ count: 1e6, seconds: loadSeconds, bytes, gapMs: PROBE_GAP_MS });
    const loaded = await underLoad(
      { page, table, load, probe, brokerPid: broker.pid?.() },
      bytes,
      loadSeconds,
    );
    return venueFigures({ ...runs, bytes, quiet: summarize(quiet), loaded });
  } finally {
    probe.close();
    load.close();
    table.close();
    await browser.close();
    await bare.close();
    await screen.close();
    await broker.stop();
    dir.remove();
  }
}

/** Processes the other tables run in (a venue has 39 machines for them; this bench, two cores). */
const LOAD_PROCESSES = 3;

/** Tables 2–40 in LOAD_PROCESSES processes, each entering one board a second per table. */
export async function startLoad(url: string, dir: string): Promise<LoadProcess> {
  const per = Math.ceil((TABLES - 1) / LOAD_PROCESSES);
  const parts = await Promise.all(
    Array.from({ length: LOAD_PROCESSES }, (_, index) =>
      startTables(url, dir, 2 + index * per, Math.min(TABLES, 1 + (index + 1) * per)),
    ),
  );
  return {
    start: () => parts.forEach((part) => part.start()),
    async stop() {
      const stopped = await Promise.all(parts.map((part) => part.stop()));
      return {
        boards: stopped.reduce((sum, part) => sum + part.boards, 0),
        cpuMs: stopped.reduce((sum, part) => sum + part.cpuMs, 0),
        wallMs: Math.max(...stopped.map((part) => part.wallMs)),
      };
    },
    board: () => parts[0]!.board(),
    close: () => parts.forEach((part) => part.close()),
  };
}

export interface ScreenHost {
  readonly server: RunningServer;
  readonly venue: VenueService;
  /** When the overview's host had each table's state checked (`table:revision` → epoch ms). */
  readonly checked: ReadonlyMap<string, number>;

  close(): Promise<void>;
}

/** The hall TV's host: watches the venue as the screen user and serves /venue. */
export async function startScreenHost(url: string, dataDir: string): Promise<ScreenHost> {
  const host: Host = openHost({ dataDir });
  const venue: VenueService = openVenueService(host, {
    broker: { url, username: VENUE_USERS.screen, password: passwordOf(VENUE_USERS.screen) },
    venue: VENUE,
    table: null,
    log: () => undefined,
  });
  const checked = new Map<string, number>();
  // Registered before the web server's own listener: the moment the state is read and checked.
  venue.watcher.onEvent((event) => {
    if (event.kind === 'table' && event.table.state)
      checked.set(`${event.table.table}:${event.table.state.revision}`, now());
  });
  const server = await startWebServer(host, { port: 0, host: '127.0.0.1', staticDir: STATIC, venue });
  return {
    server,
    venue,
    checked,
    async close() {
      await server.close();
      await venue.close();
      host.close();
    },
  };
}

type Stamps = { readonly ws: Record<string, number>; readonly dom: Record<string, number> };

/**
 * A page whose WebSocket messages and `data-revision` changes are stamped (epoch ms, the
 * browser's clock) by `table:revision` (`bare:revision` on the bare page), before its own code
 * sees them.
 */
export async function openStamped(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  // A string, not a function: the bench's TypeScript build would add helpers the page lacks.
  await page.addInitScript({ content: STAMPS_SCRIPT });
  await page.goto(url);
  return page;
}

const STAMPS_SCRIPT = `(() => {
  const stamps = { ws: {}, dom: {} };
  window.stamps = stamps;
  const at = () => performance.timeOrigin + performance.now();
  const Native = window.WebSocket;
  window.WebSocket = function (url, protocols) {
    const socket = new Native(url, protocols);
    socket.addEventListener('message', (event) => {
      const when = at();
      if (typeof event.data !== 'string') return;
      const revision = /"revision":(\\d+)/.exec(event.data);
      const table = /"table":\\{"table":(\\d+)/.exec(event.data);
      if (revision) stamps.ws[(table ? table[1] : 'bare') + ':' + revision[1]] ??= when;
    });
    return socket;
  };
  window.WebSocket.prototype = Native.prototype;
  Object.assign(window.WebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
  new MutationObserver((records) => {
    const when = at();
    for (const record of records) {
      const data = record.target.dataset;
      stamps.dom[(data.table ?? 'bare') + ':' + data.revision] ??= when;
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-revision'] });
})();`;

export function seen(page: Page, key: string, timeoutMs = 30_000): Promise<{ ws: number; dom: number }> {
  return page
    .waitForFunction(
      (wanted) => {
        const { ws, dom } = (window as unknown as { stamps: Stamps }).stamps;
        return dom[wanted] ? { ws: ws[wanted] ?? 0, dom: dom[wanted] } : null;
      },
      key,
      { polling: 'raf', timeout: timeoutMs },
    )
    .then((handle) => handle.jsonValue() as Promise<{ ws: number; dom: number }>);
}

interface Parties {
  readonly page: Page;
  readonly barePage: Page;
  readonly table: LoadProcess;
  readonly probe: ProbeProcess;
  readonly screen: ScreenHost;
  readonly bare: BareRelay;
}

/** Boards at table 1 and, in turn with them, the bare pipeline's messages; 5 of each to warm up. */
async function boardsToDom(parties: Parties, boards: number) {
  const runs: { revision: number; started: number; checked: number; at: { ws: number; dom: number } }[] = [];
  const bareRuns: { revision: number; started: number; at: { ws: number; dom: number } }[] = [];
  for (let n = 0; n < boards + 5; n += 1) {
    // The bare pipeline starts once the product's trailing work (the board's result) is done.
    const result = resultOf(parties.screen.venue.watcher);
    // From the end of the table's commit (the screens and the broker hear of it after that).
    const { revision, committedAt: started } = await parties.table.board();
    const key = `1:${revision}`;
    const at = await seen(parties.page, key);
    await result;
    const bareStarted = await parties.probe.publishBare(n + 1);
    const bareAt = await seen(parties.barePage, `bare:${n + 1}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (n < 5) continue;
    runs.push({ revision, started, checked: parties.screen.checked.get(key) ?? Number.NaN, at });
    bareRuns.push({ revision: n + 1, started: bareStarted, at: bareAt });
  }
  const arrived = await parties.probe.arrived();
  const arrivedAt = (revision: number): number => arrived.get(revision) ?? Number.NaN;
  const bareAt = (revision: number): number => parties.bare.received.get(revision) ?? Number.NaN;
  return {
    product: summarize(runs.map((run) => run.at.dom - run.started)),
    stages: {
      toArrived: summarize(runs.map((run) => arrivedAt(run.revision) - run.started)),
      toChecked: summarize(runs.map((run) => run.checked - arrivedAt(run.revision))),
      toPage: summarize(runs.map((run) => run.at.ws - run.checked)),
      toDom: summarize(runs.map((run) => run.at.dom - run.at.ws)),
    },
    bare: summarize(bareRuns.map((run) => run.at.dom - run.started)),
    bareStages: {
      toArrived: summarize(bareRuns.map((run) => bareAt(run.revision) - run.started)),
      toPage: summarize(bareRuns.map((run) => run.at.ws - bareAt(run.revision))),
      toDom: summarize(bareRuns.map((run) => run.at.dom - run.at.ws)),
    },
  };
}

/** Resolves when the watcher has handled table 1's next result (or after 1 s). */
function resultOf(watcher: VenueService['watcher']): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, 1000);
    const stop = watcher.onEvent((event) => {
      if (event.kind === 'result' && event.result.table === 1) done();
    });
    function done(): void {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });
}

interface LoadParties {
  readonly page: Page;
  readonly table: LoadProcess;
  readonly load: LoadProcess;
  readonly probe: ProbeProcess;
  readonly brokerPid: number | undefined;
}

/** 40 tables, one board a second each (39 in the load process, table 1 here), for `seconds`. */
async function underLoad(parties: LoadParties, bytes: number, seconds: number) {
  const cdp = await parties.page.context().newCDPSession(parties.page);
  await cdp.send('Performance.enable');
  const taskSeconds = async (): Promise<number> => {
    const { metrics } = (await cdp.send('Performance.getMetrics')) as {
      metrics: { name: string; value: number }[];
    };
    return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
  };
  parties.load.start();
  let next = 0;
  const timer = setInterval(() => {
    next += 1;
    void parties.table.board();
  }, 1000);
  const before = { task: await taskSeconds(), broker: cpuMsOf(parties.brokerPid), wall: performance.now() };
  const rtt = await parties.probe.measure({ count: 1e6, seconds, bytes, gapMs: PROBE_GAP_MS });
  const busy = (await taskSeconds()) - before.task;
  const brokerCpu = cpuMsOf(parties.brokerPid);
  const wall = performance.now() - before.wall;
  clearInterval(timer);
  const load = await parties.load.stop();
  await cdp.detach();
  return {
    busyPercent: (busy * 1000 * 100) / wall,
    busyMsPerBoard: (busy * 1000) / (load.boards + next),
    rtt: summarize(rtt),
    boardsPerSecond: ((load.boards + next) * 1000) / load.wallMs,
    loadCpuPercent: (load.cpuMs * 100) / load.wallMs,
    brokerCpuPercent:
      before.broker === null || brokerCpu === null ? null : ((brokerCpu - before.broker) * 100) / wall,
  };
}

interface Runs {
  readonly product: LatencySummary;
  readonly stages: Readonly<Record<'toArrived' | 'toChecked' | 'toPage' | 'toDom', LatencySummary>>;
  readonly bare: LatencySummary;
  readonly bareStages: Readonly<Record<'toArrived' | 'toPage' | 'toDom', LatencySummary>>;
  readonly bytes: number;
  readonly quiet: LatencySummary;
  readonly loaded: Awaited<ReturnType<typeof underLoad>>;
}

function ms(name: string, value: number): BenchFigure {
  return { name, value: round(value), unit: 'ms' };
}

function ratio(name: string, value: number): BenchFigure {
  return { name, value: round(value), unit: '×', target: `≤ ${RATIO_TARGET}×`, ok: value <= RATIO_TARGET };
}

function venueFigures(runs: Runs): BenchFigure[] {
  const { product, stages, bare, quiet, loaded } = runs;
  return [
    ms('board → /venue DOM through mosquitto, median', product.median),
    ms('board → /venue DOM through mosquitto, p99', product.p99),
    ms('  of which commit → a plain subscriber (probe process) has it, median', stages.toArrived.median),
    ms('  of which → the /venue host has checked it, median', stages.toChecked.median),
    ms('  of which → the page has the message, median', stages.toPage.median),
    ms('  of which message → DOM, median', stages.toDom.median),
    ms(`(a) bare MQTT publish → subscribe (${runs.bytes} B, probe process), median`, quiet.median),
    ms('(a) bare MQTT publish → subscribe, p99', quiet.p99),
    ratio(
      'board → DOM / (a) bare publish → subscribe [issue’s literal target], median',
      product.median / quiet.median,
    ),
    ratio(
      'board → DOM / (a) bare publish → subscribe [issue’s literal target], p99',
      product.p99 / quiet.p99,
    ),
    ms('(b) bare pipeline MQTT → subscriber → WebSocket → page DOM, median', bare.median),
    ms('(b) bare pipeline, p99', bare.p99),
    ms('  of which publish → the bare subscriber has it, median', runs.bareStages.toArrived.median),
    ms('  of which → the bare page has the message, median', runs.bareStages.toPage.median),
    ms('  of which message → DOM, median', runs.bareStages.toDom.median),
    ratio(
      'board → DOM / (b) bare pipeline [handbook’s fair reference], median',
      product.median / bare.median,
    ),
    ratio('board → DOM / (b) bare pipeline [handbook’s fair reference], p99', product.p99 / bare.p99),
    {
      name: `overview main thread busy, ${TABLES} tables × 1 board/s`,
      value: round(loaded.busyPercent),
      unit: '%',
      target: `< ${BUSY_TARGET} %`,
      ok: loaded.busyPercent < BUSY_TARGET,
    },
    { name: 'boards entered under load (40 wanted)', value: round(loaded.boardsPerSecond), unit: '/s' },
    ms('overview main thread per board shown', loaded.busyMsPerBoard),
    ms('broker round trip under that load (probe process), median', loaded.rtt.median),
    ms('broker round trip under that load, p99', loaded.rtt.p99),
    ratio('broker round trip growth under load, median', loaded.rtt.median / quiet.median),
    ratio('broker round trip growth under load, p99', loaded.rtt.p99 / quiet.p99),
    {
      name: `load processes' CPU (39 tables’ hosts in ${LOAD_PROCESSES}; other machines in a venue)`,
      value: round(loaded.loadCpuPercent),
      unit: '% of a core',
    },
    ...(loaded.brokerCpuPercent === null
      ? []
      : [{ name: 'mosquitto CPU under load', value: round(loaded.brokerCpuPercent), unit: '% of a core' }]),
  ];
}
