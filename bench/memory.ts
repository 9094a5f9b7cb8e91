import type { CDPSession, Page } from 'playwright-core';
import type { BenchFigure } from './figure';
import { launchBenchBrowser } from './latency/browser';
import { round } from './latency/figures';
import { HostClient } from './latency/host-client';
import { startHostProcess } from './latency/host-process';
import { MatchModel, boardAt, boardCommand } from './latency/match-model';

const MB = 1024 * 1024;

/** Waits until the display shows `revision` (its data-revision attribute). */
async function displayAt(page: Page, revision: number): Promise<void> {
  await page.waitForFunction(
    (revision) =>
      Number(document.querySelector('[data-testid=display]')?.getAttribute('data-revision')) >= revision,
    revision,
    { timeout: 30_000 },
  );
}

/** JS heap of the page after a full garbage collection, in bytes. */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usage.usedSize;
}

/** Least-squares slope of y over x. */
function slope(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i += 1) {
    num += (xs[i]! - mx) * (ys[i]! - my);
    den += (xs[i]! - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

/**
 * A long tournament day: 2,000 boards (ICF matches one after another) through the headless
 * host process with a display page watching. Host resident memory (/proc VmRSS) and the
 * display's JS heap (after a forced GC over CDP) are sampled along the way.
 */
export async function benchMemory(boards = 2000, samples = 6): Promise<BenchFigure[]> {
  const host = await startHostProcess();
  const client = await HostClient.open(host.url);
  const browser = await launchBenchBrowser();
  const model = new MatchModel();
  let revision = 0;
  const send = async (command: unknown): Promise<void> => {
    revision = await client.command(command);
    model.apply(command);
  };
  const chores = async (): Promise<void> => {
    revision = (await model.playChores(client)) ?? revision;
  };
  const atBoard: number[] = [];
  const rss: number[] = [];
  const heap: number[] = [];
  let matches = 0;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto(`${host.url}/display`);
    const cdp = await context.newCDPSession(page);
    let entered = 0;
    const play = async (count: number): Promise<void> => {
      for (let i = 0; i < count; i += 1) {
        if (model.view().phase === 'matchOver' || model.view().phase === 'setup') matches += 1;
        await chores();
        await send(boardCommand(boardAt(entered++)));
      }
    };
    const sample = async (): Promise<void> => {
      await displayAt(page, revision);
      atBoard.push(entered);
      heap.push(await heapAfterGc(cdp));
      rss.push(host.rssBytes());
    };
    // Warm up first (code compiled, caches filled), so growth means growth.
    await play(50);
    await sample();
    const step = boards / (samples - 1);
    for (let s = 1; s < samples; s += 1) {
      await play(Math.round(50 + s * step) - entered);
      await sample();
    }
  } finally {
    await browser.close();
    client.close();
    await host.stop();
  }
  const hostGrowth = rss.at(-1)! - rss[0]!;
  const heapGrowth = heap.at(-1)! - heap[0]!;
  const heapTrend = slope(atBoard, heap) * boards;
  const list = (values: readonly number[]) => values.map((v) => (v / MB).toFixed(1)).join(', ');
  return [
    {
      name: 'host resident memory before (after 50 warm-up boards)',
      value: round(rss[0]! / MB, 1),
      unit: 'MB',
    },
    {
      name: `host resident memory growth over ${boards} boards`,
      value: round(hostGrowth / MB, 1),
      unit: 'MB',
      target: '< 20 MB',
      ok: hostGrowth < 20 * MB,
      note: `VmRSS at boards ${atBoard.join(', ')}: ${list(rss)} MB; ${matches} matches`,
    },
    { name: 'display JS heap before (after forced GC)', value: round(heap[0]! / MB, 2), unit: 'MB' },
    {
      name: `display JS heap growth over ${boards} boards`,
      value: round(heapGrowth / MB, 2),
      unit: 'MB',
      note: `after forced GC at boards ${atBoard.join(', ')}: ${list(heap)} MB`,
    },
    {
      name: `display JS heap trend (least-squares slope × ${boards} boards)`,
      value: round(heapTrend / MB, 2),
      unit: 'MB',
      target: '< 1 MB (no upward trend)',
      ok: heapTrend < MB,
      note: `${samples} samples after forced GC`,
    },
  ];
}
