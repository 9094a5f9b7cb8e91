import type { CDPSession } from 'playwright-core';
import { launchBenchBrowser } from './browser';
import { traced, type TraceEvent } from './trace';
import { consoleTokenQuery } from './console-token';
import { HostClient } from './host-client';
import { startHostProcess } from './host-process';
import { MatchModel, boardAt, boardCommand, keysOf } from './match-model';

/**
 * Diagnostic: `npx tsx bench/latency/console-idle.ts [seconds] [boards]` opens the console on a match with
 * no clock running, types `boards` boards (0 by default) and waits for their pushes, then traces its renderer with nobody typing and prints what
 * ran: each kind of top-level work on the main thread (a timer and the function it called, an
 * animation frame, an event, a frame's style, layout and paint) with its count and CPU time, and
 * the compositor's frames. An idle console should show nothing but the browser's own chores.
 */

/** The page's timeline and script events over `ms` of nothing happening. */
function trace(cdp: CDPSession, ms: number): Promise<TraceEvent[]> {
  return traced(
    cdp,
    'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute',
    () => new Promise((resolve) => setTimeout(resolve, ms)),
  );
}

/** What a top-level task did, named by the first telling event inside it. */
function describe(inner: readonly TraceEvent[]): string {
  for (const event of inner) {
    const data = event.args?.data;
    if (event.name === 'TimerFire') {
      const call = inner.find((other) => other.name === 'FunctionCall')?.args?.data;
      return `timer → ${call?.functionName || '(anonymous)'} ${(call?.url ?? '').replace(/^.*\//, '')}:${call?.lineNumber ?? ''}`;
    }
    if (event.name === 'FireAnimationFrame') return 'requestAnimationFrame callback';
    if (event.name === 'EventDispatch') return `event ${data?.type ?? ''}`;
    if (event.name === 'FunctionCall')
      return `script ${data?.functionName || '(anonymous)'} ${(data?.url ?? '').replace(/^.*\//, '')}:${data?.lineNumber ?? ''}`;
  }
  for (const name of ['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'Commit'])
    if (inner.some((event) => event.name === name))
      return `frame (${inner
        .filter((e) => ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize'].includes(e.name))
        .map((e) => e.name)
        .filter((v, i, a) => a.indexOf(v) === i)
        .join(', ')})`;
  return inner[0]?.name ?? 'empty task';
}

const seconds = Number(process.argv[2] ?? 5);
const boards = Number(process.argv[3] ?? 0);
const host = await startHostProcess();
const client = await HostClient.open(host.url);
const browser = await launchBenchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 960 } });
  const page = await context.newPage();
  await page.goto(`${host.url}/console${consoleTokenQuery(host.url)}`);
  const model = new MatchModel();
  await model.playChores(client);
  await page.waitForSelector('[data-testid=board-entry]', { timeout: 30_000 });
  await page.waitForTimeout(boards === 0 ? 3000 : 500);
  for (let n = 0; n < boards; n++) {
    const revision = client.revision;
    const next = boardAt(n);
    model.apply(boardCommand(next));
    for (const key of keysOf(next)) await page.keyboard.press(key);
    while (client.revision <= revision) await new Promise((resolve) => setTimeout(resolve, 5));
    await model.playChores(client);
    await page.waitForTimeout(300);
  }
  const cdp = await context.newCDPSession(page);
  const events = await trace(cdp, seconds * 1000);
  const main = events.find((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('the trace has no renderer main thread');
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const kinds = new Map<string, { count: number; cpuMs: number }>();
  let total = 0;
  for (let i = 0; i < onMain.length; i++) {
    const task = onMain[i]!;
    if (task.name !== 'RunTask') continue;
    const end = task.ts + (task.dur ?? 0);
    const inner: TraceEvent[] = [];
    while (i + 1 < onMain.length && onMain[i + 1]!.ts < end) inner.push(onMain[++i]!);
    const cpuMs = (task.tdur ?? 0) / 1000;
    total += cpuMs;
    const kind = describe(inner);
    const entry = kinds.get(kind) ?? { count: 0, cpuMs: 0 };
    kinds.set(kind, { count: entry.count + 1, cpuMs: entry.cpuMs + cpuMs });
  }
  const frames = events.filter((e) => e.name === 'BeginFrame' || e.name === 'DrawFrame').length;
  console.log(
    `main thread: ${(total / seconds).toFixed(2)} ms of CPU a second over ${seconds} s; compositor frame events ${frames}`,
  );
  for (const [kind, { count, cpuMs }] of [...kinds].sort((a, b) => b[1].cpuMs - a[1].cpuMs))
    console.log(`${cpuMs.toFixed(2).padStart(8)} ms ${String(count).padStart(5)}×  ${kind}`);
} finally {
  await browser.close();
  client.close();
  await host.stop();
}
