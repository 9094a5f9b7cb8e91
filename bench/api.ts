import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { openHost } from '../electron/host/host';
import { startWebServer } from '../electron/app/web-server';
import { tempDir, ENDLESS_MATCH } from '../tests/host/helpers';
import { TOSS, board } from '../tests/host/fixtures/match-script';
import { submitParsed } from '../tests/support/parsed';
import type { BenchFigure } from './figure';
import { launchBenchBrowser } from './latency/browser';
import { round } from './latency/figures';
import { summarize } from './latency/measure';

const CONSOLE = { role: 'console', readOnly: false } as const;
/** How often the vMix-like client polls vmix.json (vMix's own data source polls at most this often). */
const POLL_MS = 100;

/**
 * Issue 40's speed figure: a board committed → (a) the display page's DOM showing its revision,
 * (b) the /api/v1/events change with that revision received, (c) a polled /api/v1/vmix.json
 * showing the new score. All three watch the same boards of one host in this process; the
 * figures are the medians and their ratios to the display's own latency.
 */
export async function benchApi(boards: number): Promise<BenchFigure[]> {
  const dir = tempDir();
  const host = openHost({ dataDir: dir.path });
  for (const command of [ENDLESS_MATCH, TOSS]) submitParsed(host, command, CONSOLE);
  const server = await startWebServer(host, {
    port: 0,
    host: '127.0.0.1',
    staticDir: resolve(import.meta.dirname, '..', 'out', 'renderer'),
  });
  const key = host.apiKeys.create('bench', 'read').key;
  const browser = await launchBenchBrowser();
  const page = await browser.newPage();
  await page.goto(`${server.url}/display`);
  await page.waitForSelector('[data-revision]:not([data-revision=""])', { state: 'attached' });
  const events = new WebSocket(`ws://127.0.0.1:${server.port}/api/v1/events`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  const eventAt = new Map<number, number>();
  events.on('message', (data) => {
    const message = JSON.parse(String(data)) as { type: string; revision?: number };
    if (message.type === 'change' && message.revision !== undefined)
      eventAt.set(message.revision, performance.now());
  });
  await new Promise((resolveOpen) => events.once('open', resolveOpen));
  const samples = { display: [] as number[], events: [] as number[], vmix: [] as number[] };
  // A vMix-like poller at its own pace, as vMix polls: when each score was first seen.
  const seenAt = new Map<string, number>();
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const score = await readScore(server.url, key);
      if (!seenAt.has(score)) seenAt.set(score, performance.now());
      await new Promise((next) => setTimeout(next, POLL_MS));
    }
  })();
  try {
    for (let index = 0; index < boards; index += 1) {
      const started = performance.now();
      const result = submitParsed(host, board(index % 2), CONSOLE);
      if (!result.ok || !('revision' in result)) throw new Error('the bench board was refused');
      const revision = result.revision;
      const score = host
        .current()
        .view.sides.map((side) => side.score)
        .join(' – ');
      await page.waitForSelector(`[data-revision="${revision}"]`, { state: 'attached' });
      samples.display.push(performance.now() - started);
      while (!seenAt.has(score)) await new Promise((next) => setTimeout(next, 1));
      samples.vmix.push(seenAt.get(score)! - started);
      while (!eventAt.has(revision)) await new Promise((next) => setTimeout(next, 1));
      samples.events.push(eventAt.get(revision)! - started);
      await new Promise((next) => setTimeout(next, 50));
    }
  } finally {
    polling = false;
    await poller;
    events.close();
    await browser.close();
    await server.close();
    host.close();
    dir.remove();
  }
  const display = summarize(samples.display).median;
  const figure = (name: string, values: number[]): BenchFigure[] => {
    const median = summarize(values).median;
    return [
      { name: `board → ${name}, median`, value: round(median), unit: 'ms' },
      { name: `board → ${name} ÷ board → display page`, value: round(median / display), unit: '×' },
    ];
  };
  return [
    { name: 'board → display page DOM (its revision), median', value: round(display), unit: 'ms' },
    ...figure('/api/v1/events change', samples.events),
    ...figure(`vmix.json polled every ${POLL_MS} ms`, samples.vmix),
  ];
}

/** The score vmix.json shows now. */
async function readScore(base: string, key: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/vmix.json`, { headers: { Authorization: `Bearer ${key}` } });
  const rows = (await response.json()) as Record<string, string>[];
  return rows[0]?.['Score.Text'] ?? '';
}
