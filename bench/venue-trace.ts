/**
 * What each table update costs the /venue page: `npx tsx bench/venue-trace.ts [seconds] [css-file]`.
 * The venue bench's set-up (mosquitto with the documented config, the overview's host, 40 tables
 * entering one board a second each in other processes), with a Chromium trace of the overview
 * page for `seconds` (default 10). It prints the page's main-thread time by trace event (script,
 * style, layout, paint, layerize, commit…), per second and per board shown, how many frames were
 * drawn and how many composited layers the page has. A css file, when given, is added to the page
 * first (to measure a style change without a build). The trace is written to
 * test-artifacts/venue-trace.json for the DevTools performance panel. VENUE_TRACE_PROFILE=1 adds
 * the page's script by function (a sampled CPU profile of as many seconds).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { tempDir } from '../tests/host/helpers';
import { startMosquitto } from '../tests/venue/brokers';
import { VENUE } from '../tests/venue/tables';
import type { CDPSession } from 'playwright-core';
import { launchBenchBrowser } from './latency/browser';
import type { CpuProfile } from './latency/cpu-profile';
import type { TraceEvent } from './latency/trace';
import { startLoad, startScreenHost, TABLES } from './venue';
import { startTables } from './venue-children';

/** The main-thread events worth a line (nested ones are counted in their own line too). */
const SHOWN = [
  'RunTask',
  'FunctionCall',
  'v8.callFunction',
  'EventDispatch',
  'FireAnimationFrame',
  'TimerFire',
  'MinorGC',
  'MajorGC',
  'V8.GC_SCAVENGER',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'UpdateLayer',
  'HitTest',
] as const;

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 10);
  const css = process.argv[3] ? readFileSync(process.argv[3], 'utf8') : null;
  const dir = tempDir('bench-venue-trace-');
  const broker = await startMosquitto(dir.path, VENUE, TABLES, true);
  const screen = await startScreenHost(broker.url, join(dir.path, 'screen'));
  const table = await startTables(broker.url, dir.path, 1, 1);
  const load = await startLoad(broker.url, dir.path);
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.addInitScript({ content: KEEP_SOCKETS });
    await page.goto(`${screen.server.url}/venue?page=all`);
    if (css) await page.addStyleTag({ content: css });
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid=venue-table]').length === count,
      TABLES,
    );
    const cdp = await page.context().newCDPSession(page);
    let layers = 0;
    cdp.on('LayerTree.layerTreeDidChange', (event: { layers?: readonly unknown[] }) => {
      layers = event.layers?.length ?? layers;
    });
    await cdp.send('LayerTree.enable');
    const replay = process.env['VENUE_TRACE_REPLAY'] === '1';
    let ones = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    if (replay) await page.evaluate(`(${REPLAY})(${TABLES})`);
    else {
      load.start();
      timer = setInterval(() => void table.board().then(() => (ones += 1)), 1000);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const started = performance.now();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
    });
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const buffer = await browser.stopTracing();
    const wall = performance.now() - started;
    clearInterval(timer);
    const stopped = replay ? { boards: TABLES, wallMs: 1000 } : await load.stop();
    if (!replay) load.start();
    mkdirSync('test-artifacts', { recursive: true });
    writeFileSync(join('test-artifacts', 'venue-trace.json'), buffer);
    const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    const boardsPerSecond = (stopped.boards * 1000) / stopped.wallMs + ones / ((wall + 2000) / 1000);
    report(events, wall, boardsPerSecond, layers);
    if (process.env['VENUE_TRACE_PROFILE'] === '1') await profile(cdp, seconds);
  } finally {
    await load.stop();
    load.close();
    table.close();
    await browser.close();
    await screen.close();
    await broker.stop();
    dir.remove();
  }
}

/** Keeps the page's sockets and the last message of each table, for the replay. */
const KEEP_SOCKETS = `(() => {
  const Native = window.WebSocket;
  window.venueSockets = [];
  window.venueLast = {};
  window.WebSocket = function (url, protocols) {
    const socket = new Native(url, protocols);
    window.venueSockets.push(socket);
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(event.data);
      if (message.type === 'table') window.venueLast[message.table.table] = message;
      if (message.type === 'overview')
        for (const table of message.tables)
          window.venueLast[table.table] = { type: 'table', table, serverTime: message.serverTime };
    });
    return socket;
  };
  window.WebSocket.prototype = Native.prototype;
  Object.assign(window.WebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
})();`;

/**
 * The replay: the page's own socket is handed each table's last message again, one table every
 * 1000/count ms, with the next revision and a point more: the page's whole work for a board
 * (parse, state, DOM, style, layout, paint, commit), without the broker and the tables' hosts
 * competing for the two cores. A string: the page runs it as it is.
 */
const REPLAY = `(count) => {
  let next = 0;
  setInterval(() => {
    const tables = Object.keys(window.venueLast);
    const last = window.venueLast[tables[next % tables.length]];
    next += 1;
    if (!last || !last.table.state) return;
    const state = last.table.state;
    state.revision += 1;
    state.view.sides[0].score = (state.view.sides[0].score + 1) % 30;
    const data = JSON.stringify(last);
    const socket = window.venueSockets[window.venueSockets.length - 1];
    socket.dispatchEvent(new MessageEvent('message', { data }));
  }, 1000 / count);
}`;

/** The page's script by function (self time, sampled), for the same load. */
async function profile(cdp: CDPSession, seconds: number): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const { profile: taken } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: CpuProfile;
  };
  const byNode = new Map(taken.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  taken.samples.forEach((id, index) => {
    const frame = byNode.get(id)?.callFrame;
    if (!frame) return;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (taken.timeDeltas[index] ?? 0) / 1000);
  });
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
  process.stdout.write('\nscript self time (sampled), ms/s\n');
  for (const [name, ms] of top) process.stdout.write(`${(ms / seconds).toFixed(2).padStart(8)}  ${name}\n`);
}

function report(
  events: readonly TraceEvent[],
  wallMs: number,
  boardsPerSecond: number,
  layers: number,
): void {
  const main = events.find((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain');
  if (!main) throw new Error('The trace has no renderer main thread.');
  const onMain = events.filter(
    (event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X',
  );
  const seconds = wallMs / 1000;
  const lines = SHOWN.map((name) => {
    const picked = onMain.filter((event) => event.name === name);
    const ms = picked.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
    const cpu = picked.reduce((sum, event) => sum + (event.tdur ?? 0), 0) / 1000;
    return { name, count: picked.length, ms, cpu };
  });
  const busy = lines.find((line) => line.name === 'RunTask')?.ms ?? 0;
  const cpu = lines.find((line) => line.name === 'RunTask')?.cpu ?? 0;
  const frames = lines.find((line) => line.name === 'Commit')?.count ?? 0;
  process.stdout.write(
    `${seconds.toFixed(1)} s traced; ${boardsPerSecond.toFixed(1)} boards/s entered; ` +
      `main thread busy ${((busy / wallMs) * 100).toFixed(1)} % (its CPU time ${((cpu / wallMs) * 100).toFixed(1)} %); ${(frames / seconds).toFixed(1)} frames/s; ` +
      `${layers} composited layers\n\n`,
  );
  process.stdout.write('event                 count/s   ms/s   ms/board   ms/frame   cpu ms/s\n');
  for (const line of lines) {
    process.stdout.write(
      `${line.name.padEnd(20)} ${(line.count / seconds).toFixed(1).padStart(8)} ${(line.ms / seconds)
        .toFixed(1)
        .padStart(6)} ${(line.ms / seconds / boardsPerSecond).toFixed(3).padStart(10)} ${(frames
        ? line.ms / frames
        : 0
      )
        .toFixed(3)
        .padStart(10)} ${(line.cpu / seconds).toFixed(1).padStart(10)}\n`,
    );
  }
}

await main();
