import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import mqtt, { type MqttClient } from 'mqtt';
import type { Page } from 'playwright-core';
import { openHost } from '../electron/host/host';
import { startWebServer } from '../electron/host/web-server';
import { VENUE_USERS } from '../electron/venue/broker-config';
import { openVenueService } from '../electron/venue/venue-service';
import { tempDir } from '../tests/host/helpers';
import { passwordOf, startMosquitto } from '../tests/venue/brokers';
import { openSimTable, VENUE, type SimTable } from '../tests/venue/tables';
import type { BenchFigure } from './figure';
import { launchBenchBrowser } from './latency/browser';
import { summarize } from './latency/measure';

const STATIC = join(import.meta.dirname, '..', 'out', 'renderer');
const TABLES = 40;
const RATIO_TARGET = 1.5;
const BUSY_TARGET = 25;

const round = (value: number): number => Math.round(value * 1000) / 1000;

/**
 * The venue through mosquitto (docs/venue.md): a committed board at a table → its tile in the
 * /venue overview's DOM on another host, against a bare MQTT publish → subscribe round trip of a
 * state-sized message on the same broker in the same run; then 40 tables entering one board a
 * second each: the overview page's main thread, and the bare round trip under that load.
 */
export async function benchVenue(boards: number, loadSeconds: number): Promise<BenchFigure[]> {
  const dir = tempDir('bench-venue-');
  const broker = await startMosquitto(dir.path, VENUE, TABLES);
  const screenHost = openHost({ dataDir: join(dir.path, 'screen') });
  const venue = openVenueService(screenHost, {
    broker: { url: broker.url, username: VENUE_USERS.screen, password: passwordOf(VENUE_USERS.screen) },
    venue: VENUE,
    table: null,
    log: () => undefined,
  });
  const server = await startWebServer(screenHost, { port: 0, host: '127.0.0.1', staticDir: STATIC, venue });
  // Table 1 here (its commits are timed); tables 2–40 in their own process, the load.
  const sims: SimTable[] = [openSimTable(join(dir.path, 't1'), 1, broker.url)];
  const load = await startLoad(broker.url, dir.path);
  const browser = await launchBenchBrowser();
  const probe = await bareProbe(broker.url);
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(`${server.url}/venue`);
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid=venue-table]').length === count,
      TABLES,
    );
    await watchRevisions(page);
    const stateBytes = JSON.stringify(sims[0]!.host.current()).length;
    const pipeline = await boardToDom(page, sims[0]!, boards);
    const bare: number[] = [];
    for (let n = 0; n < boards; n += 1) bare.push(await probe.roundTrip(stateBytes));
    const quietRtt = summarize(bare);
    const loaded = await underLoad(page, { sim: sims[0]!, load }, probe, stateBytes, loadSeconds);
    const p = summarize(pipeline);
    const medianRatio = p.median / quietRtt.median;
    const p99Ratio = p.p99 / quietRtt.p99;
    const growth = loaded.rtt.median / quietRtt.median;
    return [
      { name: 'board → /venue DOM through mosquitto, median', value: round(p.median), unit: 'ms' },
      { name: 'board → /venue DOM through mosquitto, p99', value: round(p.p99), unit: 'ms' },
      {
        name: `bare MQTT publish → subscribe (${stateBytes} B), median`,
        value: round(quietRtt.median),
        unit: 'ms',
      },
      { name: 'bare MQTT publish → subscribe, p99', value: round(quietRtt.p99), unit: 'ms' },
      ratio('board → DOM / bare round trip, median', medianRatio),
      ratio('board → DOM / bare round trip, p99', p99Ratio),
      {
        name: `overview main thread busy, ${TABLES} tables × 1 board/s`,
        value: round(loaded.busyPercent),
        unit: '%',
        target: `< ${BUSY_TARGET} %`,
        ok: loaded.busyPercent < BUSY_TARGET,
      },
      { name: 'bare round trip under that load, median', value: round(loaded.rtt.median), unit: 'ms' },
      ratio('bare round trip growth under load (median)', growth),
    ];
  } finally {
    probe.close();
    load.stdin?.end();
    await browser.close();
    await Promise.all(sims.map((sim) => sim.close()));
    await server.close();
    await venue.close();
    screenHost.close();
    await broker.stop();
    dir.remove();
  }
}

function ratio(name: string, value: number): BenchFigure {
  return { name, value: round(value), unit: '×', target: `≤ ${RATIO_TARGET}×`, ok: value <= RATIO_TARGET };
}

/** Each tile's data-revision, stamped (epoch ms) by a MutationObserver as the DOM changes. */
async function watchRevisions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { venueSeen: Record<string, number> }).venueSeen = seen;
    new MutationObserver((records) => {
      const at = performance.timeOrigin + performance.now();
      for (const record of records) {
        const tile = record.target as HTMLElement;
        seen[`${tile.dataset['table']}:${tile.dataset['revision']}`] ??= at;
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-revision'] });
  });
}

async function boardToDom(page: Page, sim: SimTable, boards: number): Promise<number[]> {
  const samples: number[] = [];
  for (let n = 0; n < boards + 5; n += 1) {
    sim.board(100 + n);
    // From the end of the table's commit (the screens and the broker hear of it after that).
    const started = sim.lastCommitAt();
    const key = `${sim.table}:${sim.host.current().revision}`;
    const seenAt = (await page
      .waitForFunction(
        (wanted) => (window as unknown as { venueSeen: Record<string, number> }).venueSeen[wanted],
        key,
        { polling: 'raf' },
      )
      .then((handle) => handle.jsonValue())) as number;
    if (n >= 5) samples.push(seenAt - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return samples;
}

interface Probe {
  roundTrip(bytes: number): Promise<number>;
  close(): void;
}

/** Two plain mqtt.js clients on the broker: publish on one, time the message's arrival on the other. */
async function bareProbe(url: string): Promise<Probe> {
  const connect = (clientId: string): Promise<MqttClient> =>
    new Promise((resolve) => {
      const client = mqtt.connect(url, {
        clientId,
        username: VENUE_USERS.director,
        password: passwordOf(VENUE_USERS.director),
        protocolVersion: 5,
      });
      client.once('connect', () => resolve(client));
    });
  const [sender, receiver] = await Promise.all([connect('bench-probe-send'), connect('bench-probe-receive')]);
  const topic = `carrom/v1/${VENUE}/featured`;
  let waiting: ((at: number) => void) | null = null;
  receiver.on('message', () => waiting?.(performance.now()));
  await new Promise<void>((resolve) => receiver.subscribe(topic, { qos: 1 }, () => resolve()));
  return {
    async roundTrip(bytes) {
      const payload = 'x'.repeat(bytes);
      const arrived = new Promise<number>((resolve) => (waiting = resolve));
      const started = performance.now();
      sender.publish(topic, payload, { qos: 1 });
      const at = await arrived;
      waiting = null;
      return at - started;
    },
    close() {
      sender.end(true);
      receiver.end(true);
    },
  };
}

async function startLoad(url: string, dir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'venue-load.ts'), url, dir, '2', String(TABLES)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (data: Buffer) => data.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`the venue load process ended (${code})`)));
  });
  return child;
}

/** 40 tables, one board a second each (39 in the load process, table 1 here), for `seconds`. */
async function underLoad(
  page: Page,
  tables: { readonly sim: SimTable; readonly load: ChildProcess },
  probe: Probe,
  bytes: number,
  seconds: number,
) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async (): Promise<number> => {
    const { metrics } = (await cdp.send('Performance.getMetrics')) as {
      metrics: { name: string; value: number }[];
    };
    return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
  };
  tables.load.stdin?.write('go\n');
  let next = 0;
  const timer = setInterval(() => tables.sim.board(5000 + next++), 1000);
  const before = await taskSeconds();
  const started = performance.now();
  const rtt: number[] = [];
  while (performance.now() - started < seconds * 1000) {
    rtt.push(await probe.roundTrip(bytes));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const busy = (await taskSeconds()) - before;
  const wall = (performance.now() - started) / 1000;
  clearInterval(timer);
  await cdp.detach();
  return { busyPercent: (busy / wall) * 100, rtt: summarize(rtt) };
}
