import { launchBenchBrowser } from './browser';
import { consoleTokenQuery } from './console-token';
import { HostClient } from './host-client';
import { startHostProcess } from './host-process';
import { ICF_MATCH, TOSS } from './match-model';
import { PHONE_CPU_SLOWDOWN, WEAK_WIFI } from '../phones';

/**
 * Diagnostic: `npx tsx bench/latency/phone-waterfall.ts /umpire` prints one first load of a station
 * on the emulated weak Wi-Fi and phone CPU (the bench's phones section) as a waterfall: each
 * response's start and end from the navigation, its bytes on the wire and its file, and when the
 * page's marks (DOMContentLoaded, the socket's first message, the words) came.
 */
const path = process.argv[2] ?? '/umpire';
const host = await startHostProcess();
const chores = await HostClient.open(host.url);
const browser = await launchBenchBrowser();
try {
  await chores.command(ICF_MATCH);
  await chores.command(TOSS);
  await chores.command({ type: 'RecordStroke', entry: {} });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', WEAK_WIFI);
  await session.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  const started = new Map<string, { at: number; url: string }>();
  const rows: { start: number; end: number; bytes: number; url: string }[] = [];
  let origin = 0;
  session.on('Network.requestWillBeSent', (event) => {
    if (origin === 0) origin = event.timestamp;
    started.set(event.requestId, { at: event.timestamp, url: event.request.url });
  });
  session.on('Network.loadingFinished', (event) => {
    const start = started.get(event.requestId);
    if (start)
      rows.push({
        start: (start.at - origin) * 1000,
        end: (event.timestamp - origin) * 1000,
        bytes: event.encodedDataLength,
        url: start.url.replace(/^.*\/\/[^/]+/, '').slice(0, 70),
      });
  });
  await page.addInitScript({
    content: `addEventListener('DOMContentLoaded', () => (window.__dcl = performance.now()));
      const Socket = WebSocket;
      window.WebSocket = class extends Socket { constructor(...a) { super(...a); window.__wsOpenAsked ??= performance.now();
        this.addEventListener('message', () => (window.__wsFirst ??= performance.now()), { once: true }); } };`,
  });
  await page.goto(`${host.url}${path}${consoleTokenQuery(host.url)}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const marks = await page.evaluate(() => {
    const w = window as unknown as Record<string, number>;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    return { dcl: w['__dcl'], wsAsked: w['__wsOpenAsked'], wsFirstMessage: w['__wsFirst'], fcp };
  });
  for (const row of rows.sort((a, b) => a.start - b.start))
    console.log(
      `${row.start.toFixed(0).padStart(6)} → ${row.end.toFixed(0).padStart(6)} ms ${String(row.bytes).padStart(8)} B  ${row.url}`,
    );
  console.log(marks);
} finally {
  await browser.close();
  chores.close();
  await host.stop();
}
