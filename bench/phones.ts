import { cpus, loadavg } from 'node:os';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import type { BenchFigure } from './figure';
import { launchBenchBrowser } from './latency/browser';
import { consoleTokenQuery } from './latency/console-token';
import { latencyRows, round } from './latency/figures';
import { HostClient } from './latency/host-client';
import { startHostProcess } from './latency/host-process';
import { ICF_MATCH, TOSS } from './latency/match-model';
import { summarize } from './latency/measure';

/**
 * A phone on a weak hall Wi-Fi: Chromium's emulation of 1.6 Mbit/s down, 750 kbit/s up and
 * 150 ms latency (DevTools' "Fast 3G"), and a mid-range phone's processor (the CPU throttled 4×).
 */
export const WEAK_WIFI = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1000) / 8,
} as const;
export const PHONE_CPU_SLOWDOWN = 4;
/** What Chromium offers a plain-HTTP LAN address (it adds br only for HTTPS and localhost). */
export const PHONE_ACCEPT_ENCODING = 'gzip, deflate';

/** Where each station's words are: the element that holds its working screen once a match is on. */
const STATIONS = [
  { path: '/umpire', marker: '[data-testid=tap-nothing]' },
  { path: '/timekeeper', marker: '[data-testid=tk-where]' },
] as const;

/**
 * "Shown", stamped by the page itself from its navigation start (performance.now()): the
 * station's marker element is in the DOM and has a box; a frame later (its style and layout
 * done, so every face its text needs has been asked for) document.fonts.ready has resolved,
 * i.e. the words are drawn with their web fonts, not a fallback; and the frame after that has
 * started. Text painted in a fallback face first (font-display: swap) does not count.
 */
const SHOWN_SCRIPT = (marker: string): string => `(() => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const visible = () => {
    const el = document.querySelector(${JSON.stringify(marker)});
    return el !== null && el.getBoundingClientRect().height > 0 && (el.textContent ?? '').trim() !== '';
  };
  const done = async () => {
    await frame();
    await document.fonts.ready;
    await frame();
    window.__wordsShownAt = performance.now();
    window.__fontsUsed = [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family);
  };
  const watch = () => {
    if (visible()) return void done();
    const observer = new MutationObserver(() => {
      if (!visible()) return;
      observer.disconnect();
      void done();
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
  };
  if (document.documentElement) watch(); else addEventListener('DOMContentLoaded', watch);
})();`;

interface Transfer {
  bytes: number;
  requests: number;
  fontBytes: number;
  fonts: string[];
  encodings: Set<string>;
}

/** Counts what crosses the (emulated) network for one page: every response's bytes on the wire. */
function countTransfer(session: CDPSession): Transfer {
  const transfer: Transfer = { bytes: 0, requests: 0, fontBytes: 0, fonts: [], encodings: new Set() };
  const kinds = new Map<string, { font: boolean; url: string }>();
  session.on('Network.responseReceived', (event) => {
    const font = event.type === 'Font';
    kinds.set(event.requestId, { font, url: event.response.url });
    const encoding = Object.entries(event.response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    );
    if (encoding) transfer.encodings.add(String(encoding[1]));
  });
  session.on('Network.loadingFinished', (event) => {
    transfer.bytes += event.encodedDataLength;
    transfer.requests += 1;
    const kind = kinds.get(event.requestId);
    if (kind?.font) {
      transfer.fontBytes += event.encodedDataLength;
      transfer.fonts.push(kind.url.replace(/^.*\//, ''));
    }
  });
  return transfer;
}

async function phoneContext(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; session: CDPSession }> {
  // A fresh context: an empty cache, as a phone opening the station for the first time.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  // Chromium offers brotli to the loopback address the bench serves on, but over plain HTTP to a
  // LAN address (a phone on the hall's Wi-Fi) only gzip and deflate: the bench asks as the phone does.
  await session.send('Network.setExtraHTTPHeaders', {
    headers: { 'Accept-Encoding': PHONE_ACCEPT_ENCODING },
  });
  await session.send('Network.emulateNetworkConditions', WEAK_WIFI);
  await session.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  return { context, page, session };
}

interface FirstLoad {
  readonly shownMs: number;
  readonly transfer: Transfer;
  readonly fontsUsed: readonly string[];
}

async function firstLoad(browser: Browser, url: string, marker: string): Promise<FirstLoad> {
  const { context, page, session } = await phoneContext(browser);
  try {
    const transfer = countTransfer(session);
    await page.addInitScript({ content: SHOWN_SCRIPT(marker) });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as unknown as { __wordsShownAt?: number }).__wordsShownAt,
      null,
      {
        timeout: 60_000,
        polling: 100,
      },
    );
    const shown = await page.evaluate(() => {
      const w = window as unknown as { __wordsShownAt: number; __fontsUsed: string[] };
      return { at: w.__wordsShownAt, fonts: w.__fontsUsed };
    });
    // Whatever the page fetches after its words (late fonts, the rest) still counts as moved.
    await page.waitForLoadState('networkidle');
    return { shownMs: shown.at, transfer, fontsUsed: shown.fonts };
  } finally {
    await context.close();
  }
}

/**
 * Taps on /umpire at CPU ×4: "Nothing pocketed" tapped → the preview's DOM changed (the stroke
 * being built, in words, drawn by the page at once), and → the host's answer in it ("after: …",
 * one WebSocket round trip). Each timed tap is taken back by an untimed second tap.
 */
async function umpireTaps(
  browser: Browser,
  url: string,
  taps: number,
): Promise<{ preview: number[]; answer: number[] }> {
  const { context, page } = await phoneContext(browser);
  try {
    await page.goto(url);
    const nothing = page.locator('[data-testid=tap-nothing]');
    await nothing.waitFor({ timeout: 60_000 });
    await page.evaluate(() => {
      const w = window as unknown as { __tapAt: number; __changes: { at: number; text: string }[] };
      w.__changes = [];
      addEventListener('pointerup', (e) => (w.__tapAt = e.timeStamp), { capture: true });
      const preview = document.querySelector('[data-testid=umpire-preview]')!;
      new MutationObserver(() =>
        w.__changes.push({ at: performance.now(), text: preview.textContent ?? '' }),
      ).observe(preview, { subtree: true, childList: true, characterData: true });
    });
    const preview: number[] = [];
    const answer: number[] = [];
    for (let i = 0; i < taps + 3; i++) {
      await page.evaluate(() => ((window as unknown as { __changes: unknown[] }).__changes.length = 0));
      await nothing.tap();
      await page.waitForFunction(
        () =>
          (window as unknown as { __changes: { text: string }[] }).__changes.some((c) =>
            c.text.includes(' — '),
          ),
        null,
        { timeout: 10_000 },
      );
      const stamps = await page.evaluate(() => {
        const w = window as unknown as { __tapAt: number; __changes: { at: number; text: string }[] };
        return {
          preview: w.__changes[0]!.at - w.__tapAt,
          answer: w.__changes.find((c) => c.text.includes(' — '))!.at - w.__tapAt,
        };
      });
      // The same call again takes it back: the preview empties (untimed).
      await nothing.tap();
      await page.waitForFunction(
        () => document.querySelector('[data-testid=umpire-preview]')?.textContent?.trim() === '',
        null,
        { timeout: 10_000 },
      );
      if (i < 3) continue; // warm-up taps: the page's first handlers, cold code
      preview.push(stamps.preview);
      answer.push(stamps.answer);
    }
    return { preview, answer };
  } finally {
    await context.close();
  }
}

const kB = (bytes: number): number => round(bytes / 1000, 1);

/**
 * Phones on a weak Wi-Fi (issue 42 item 5): first loads of /umpire and /timekeeper with an empty
 * cache through the emulated network and CPU, alternating, until their words are shown; the bytes
 * moved; and a tap's preview on /umpire at CPU ×4.
 */
export async function benchPhones(loads: number, taps: number): Promise<BenchFigure[]> {
  const host = await startHostProcess();
  const chores = await HostClient.open(host.url);
  let browser: Browser | null = null;
  const loadBefore = loadavg()[0]!;
  const results = new Map<string, FirstLoad[]>(STATIONS.map((s) => [s.path, []]));
  let tapped: { preview: number[]; answer: number[] };
  try {
    await chores.command(ICF_MATCH);
    await chores.command(TOSS);
    // Two strokes: the board is tracked and a stroke is being played, as during a match.
    await chores.command({ type: 'RecordStroke', entry: {} });
    await chores.command({ type: 'RecordStroke', entry: {} });
    browser = await launchBenchBrowser();
    for (let i = 0; i < loads; i++)
      for (const station of i % 2 === 0 ? STATIONS : [...STATIONS].reverse())
        results
          .get(station.path)!
          .push(
            await firstLoad(
              browser,
              `${host.url}${station.path}${consoleTokenQuery(host.url)}`,
              station.marker,
            ),
          );
    tapped = await umpireTaps(browser, `${host.url}/umpire${consoleTokenQuery(host.url)}`, taps);
  } finally {
    await browser?.close();
    chores.close();
    await host.stop();
  }
  const conditions = `${round((WEAK_WIFI.downloadThroughput * 8) / 1e6, 2)} Mbit/s down, ${WEAK_WIFI.latency} ms, CPU ×${PHONE_CPU_SLOWDOWN}, empty cache; ${cpus().length} cores, load ${loadBefore.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}`;
  const figures: BenchFigure[] = [];
  for (const station of STATIONS) {
    const runs = results.get(station.path)!;
    const shown = summarize(runs.map((run) => run.shownMs));
    const bytes = runs.map((run) => run.transfer.bytes);
    const last = runs.at(-1)!;
    figures.push(
      {
        name: `${station.path}: first load → words shown, median`,
        value: round(shown.median, 0),
        unit: 'ms',
        target: '≤ 1500 ms',
        ok: shown.median <= 1500,
        note: `runs ${runs.map((run) => Math.round(run.shownMs)).join(', ')} ms; ${conditions}; fonts drawn: ${[...new Set(last.fontsUsed)].join(', ') || 'none'}`,
      },
      {
        name: `${station.path}: bytes moved on a first load`,
        value: kB(Math.max(...bytes)),
        unit: 'kB',
        note: `${last.transfer.requests} responses, encoding ${[...last.transfer.encodings].join('/') || 'none'}; runs ${bytes.map(kB).join(', ')} kB`,
      },
      {
        name: `${station.path}: font bytes on a first load`,
        value: kB(last.transfer.fontBytes),
        unit: 'kB',
        note: `${last.transfer.fonts.length} files: ${last.transfer.fonts.join(', ') || 'none'}`,
      },
    );
  }
  const preview = summarize(tapped.preview);
  figures.push(
    ...latencyRows('/umpire at CPU ×4: tap → preview DOM changed', preview, {
      p95: 100,
      why: 'a phone',
    }).filter((row) => !row.name.endsWith('p99')),
    ...latencyRows("/umpire at CPU ×4: tap → host's answer in the preview", summarize(tapped.answer)).filter(
      (row) => !row.name.endsWith('p99'),
    ),
  );
  return figures;
}
