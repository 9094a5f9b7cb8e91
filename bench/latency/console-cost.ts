/**
 * The console page's own main-thread time per board entered by keyboard: on a 2-core machine
 * this is CPU the audience display does not get. Measured from a Chromium trace over CDP: the
 * CPU time (thread time, not wall time: a shared machine's waits are not the console's work) of
 * every top-level task on the page's main thread, split into boards at each board's first key
 * press. Nothing polls the page while a board is on its way (the probe waits on the host's
 * push, then asks the page once), and the CPU the page spends when nobody types (over a quiet
 * window of its own) is reported and taken off, so the figure is the work a board causes.
 * Chromium's wall-clock TaskDuration is reported beside it, as measured before.
 * `npx tsx bench/latency/console-cost.ts [boards]`; CONSOLE_COST_TRACE=file.json keeps the boards' trace
 * (open it in Chromium's performance panel), CONSOLE_COST_PROFILE=file.cpuprofile their JavaScript profile,
 * CONSOLE_COST_SHOT=file.png a screenshot of the console after them.
 */
import { consoleTokenQuery } from './console-token';
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { bareBoardTyper, startBareConsole } from './bare-console';
import { browserCpu, perBoard as browserCpuPerBoard, type BrowserCpu } from './browser-cpu';
import { launchBenchBrowser } from './browser';
import { HostClient } from './host-client';
import { startHostProcess } from './host-process';
import { MatchModel, boardAt, boardCommand, keysOf } from './match-model';
import { summarize, type LatencySummary } from './measure';
import { traced, type TraceEvent } from './trace';

/** How long the page is watched with nobody typing, for its idle CPU. */
const QUIET_MS = 3000;

/**
 * How long after the last board the quiet window starts: the boards' own tail is their work, not
 * the page's idle: the console's push applied a frame after the display's, and each board's
 * "recorded" notice, dismissed by a timer 4 s later (NOTICE_MS in console-state.svelte.ts), with a
 * frame. Measured from the last board's push, the window held those dismissals: 2.1 to 2.2 ms/s on
 * 7 December 2026 (load average 20 to 25), where the page with nothing left to dismiss spends
 * 0.15 ms/s, the browser's own empty tasks (`npx tsx bench/latency/console-idle.ts 10 15` lists
 * what runs). Left out of the idle rate, the dismissals count in the boards' CPU, where they belong.
 */
const SETTLE_BEFORE_QUIET_MS = 4500;

export interface ConsoleCost {
  /** Main-thread CPU of each board, net of the idle rate, in ms. */
  readonly perBoard: readonly number[];
  /** The same on the bare page doing the console's job (bare-console.ts), in the same browser. */
  readonly barePerBoard: readonly number[];
  /** Their median, p95 and p99. */
  readonly cpu: LatencySummary;
  /** The same, mean over all boards. */
  readonly cpuMean: number;
  /** Main-thread CPU when nobody types, in ms per second. */
  readonly idleCpuPerSecond: number;
  /** Chromium's Performance metrics over the same boards, per board (wall clock, idle included). */
  readonly taskDurationMs: number;
  readonly scriptDurationMs: number;
  readonly layoutDurationMs: number;
  readonly recalcStyleDurationMs: number;
  /** Where each board's CPU goes (means per board, in ms; see `phases`), and its rendered frames. */
  readonly phases: Phases;
  /** The same on the bare page. */
  readonly barePhases: Phases;
  /**
   * The whole browser's CPU per board (all its processes and threads, from /proc, over boards
   * typed again with no trace running), console and bare page; null where there is no /proc.
   */
  readonly browser: BrowserCpu | null;
  readonly bareBrowser: BrowserCpu | null;
}

/** CPU per board by kind of work: what to make cheaper to bring the figure down. */
export interface Phases {
  /** JavaScript: event handlers, animation-frame callbacks, timers, socket messages (layout it forces excluded). */
  readonly scriptMs: number;
  /** Style recalculation. */
  readonly styleMs: number;
  readonly layoutMs: number;
  /** Pre-paint, paint, layerizing and the commit to the compositor. */
  readonly paintMs: number;
  /** Tasks that painted: the frames a board costs. */
  readonly frames: number;
  /**
   * The frames painted from the host's answer to the board (the first message the page receives
   * after its Enter) to the next board's first key, median over the boards: what the answer and
   * the push cost the page (issue 42 aims at one).
   */
  readonly framesAfterAnswer: number;
}

const PHASE_OF: Readonly<Record<string, Exclude<keyof Phases, 'frames' | 'framesAfterAnswer'>>> = {
  EventDispatch: 'scriptMs',
  FunctionCall: 'scriptMs',
  FireAnimationFrame: 'scriptMs',
  TimerFire: 'scriptMs',
  UpdateLayoutTree: 'styleMs',
  Layout: 'layoutMs',
  PrePaint: 'paintMs',
  Paint: 'paintMs',
  Layerize: 'paintMs',
  Commit: 'paintMs',
};

/**
 * The main thread's CPU by phase over the boards' window (from the first board's first task),
 * per board. An event counts once, outside any event of its own phase; style and layout forced
 * inside a script count as style and layout, not script.
 */
function phases(
  events: readonly TraceEvent[],
  from: number,
  boards: number,
  keydowns: readonly number[],
): Phases {
  const main = events.find((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain');
  const onMain = events
    .filter((e) => e.pid === main?.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= from)
    .sort((a, b) => a.ts - b.ts);
  const sums = { scriptMs: 0, styleMs: 0, layoutMs: 0, paintMs: 0 };
  const paints: number[] = [];
  const open: TraceEvent[] = [];
  for (const event of onMain) {
    while (open.length > 0 && (open.at(-1)?.ts ?? 0) + (open.at(-1)?.dur ?? 0) <= event.ts) open.pop();
    const phase = PHASE_OF[event.name];
    if (event.name === 'RunTask') {
      open.length = 0;
    } else if (phase && !open.some((outer) => PHASE_OF[outer.name] === phase)) {
      const cpu = (event.tdur ?? 0) / 1000;
      sums[phase] += cpu;
      if (phase !== 'scriptMs' && open.some((outer) => PHASE_OF[outer.name] === 'scriptMs'))
        sums.scriptMs -= cpu;
      if (event.name === 'Paint' && !open.some((outer) => outer.name === 'Paint')) paints.push(event.ts);
    }
    open.push(event);
  }
  return {
    scriptMs: sums.scriptMs / boards,
    styleMs: sums.styleMs / boards,
    layoutMs: sums.layoutMs / boards,
    paintMs: sums.paintMs / boards,
    frames: paints.length / boards,
    framesAfterAnswer: framesAfterAnswer(paints, keydowns, received(events, main), keysOf(boardAt(0)).length),
  };
}

/** When the page's main thread received WebSocket messages. */
function received(events: readonly TraceEvent[], main: TraceEvent | undefined): number[] {
  return events
    .filter((e) => e.name === 'WebSocketReceive' && e.pid === main?.pid && e.tid === main.tid)
    .map((e) => e.ts)
    .sort((a, b) => a - b);
}

/**
 * Per board (`perBoardKeys` key presses, Enter last), the paints after the first message received
 * after its Enter (the host's answer) and before the next board's first key (after the last board:
 * all the paints left); their median.
 */
export function framesAfterAnswer(
  paints: readonly number[],
  keydowns: readonly number[],
  messages: readonly number[],
  perBoardKeys: number,
): number {
  const counts: number[] = [];
  for (let first = 0; first + perBoardKeys <= keydowns.length; first += perBoardKeys) {
    const enter = keydowns[first + perBoardKeys - 1]!;
    const next = keydowns[first + perBoardKeys] ?? Number.POSITIVE_INFINITY;
    const answer = messages.find((at) => at > enter && at < next);
    if (answer === undefined) continue;
    counts.push(paints.filter((at) => at > answer && at < next).length);
  }
  return summarize(counts).median;
}

/** The console's trace while `run` runs (CONSOLE_COST_CATEGORIES picks other categories). */
function consoleTrace(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const categories =
    process.env['CONSOLE_COST_CATEGORIES'] ?? 'devtools.timeline,disabled-by-default-devtools.timeline';
  return traced(cdp, categories, run);
}

/** The renderer main thread's top-level tasks (start in µs, CPU in ms) and its keydown times. */
function mainThread(events: readonly TraceEvent[]): {
  tasks: { start: number; end: number; cpuMs: number }[];
  keydowns: number[];
} {
  const main = events.find((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('the trace has no renderer main thread');
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const tasks: { start: number; end: number; cpuMs: number }[] = [];
  for (const event of onMain) {
    if (event.name !== 'RunTask') continue;
    const last = tasks.at(-1);
    if (last && event.ts < last.end) continue; // nested in the task before
    tasks.push({ start: event.ts, end: event.ts + (event.dur ?? 0), cpuMs: (event.tdur ?? 0) / 1000 });
  }
  const keydowns = onMain
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown')
    .map((e) => e.ts);
  return { tasks, keydowns };
}

/**
 * Waits (on the host's push to the benchmark's own client, then once in the page) for the
 * console to show `revision`, and its board entry when `entry`.
 */
async function shown(page: Page, client: HostClient, revision: number, entry: boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (client.revision < revision) {
    if (Date.now() > deadline) throw new Error(`the host never pushed revision ${revision}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
  // The root is looked up at each check: the page creates it only after its messages load
  // (about half a second after the first paint on a fresh clone), so a lookup made once at load
  // can hold null for good.
  await page.evaluate(`new Promise((resolve, reject) => {
    const root = () => document.querySelector('[data-testid=console]');
    const done = () =>
      Number(root()?.getAttribute('data-revision')) >= ${revision} &&
      root()?.getAttribute('data-ready') === 'true' &&
      (${!entry} || document.querySelector('[data-testid=board-entry]') !== null);
    if (done()) return resolve();
    setTimeout(() => reject(new Error('the console never showed revision ${revision}: it shows ' + root()?.getAttribute('data-revision') + ', ready ' + root()?.getAttribute('data-ready'))), 10000);
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { attributes: true, childList: true, subtree: true });
  })`);
}

export async function consoleCost(boards = 60): Promise<ConsoleCost> {
  const host = await startHostProcess();
  const client = await HostClient.open(host.url);
  const browser = await launchBenchBrowser();
  try {
    const extraCss = process.env['CONSOLE_COST_CSS'];
    const context = await browser.newContext({
      viewport: { width: 1440, height: 960 },
      ...(extraCss ? { bypassCSP: true } : {}),
    });
    const page = await context.newPage();
    // CONSOLE_COST_NO_FRAME=1: the live preview's frame gets an empty page instead of /display,
    // to tell the console's own cost from the framed display's (same renderer, same main thread).
    if (process.env['CONSOLE_COST_NO_FRAME'] === '1') {
      await page.route(/\/display(\?|$)/, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>display</title>',
        }),
      );
    }
    await page.goto(`${host.url}/console${consoleTokenQuery(host.url)}`);
    if (extraCss) await page.addStyleTag({ content: extraCss });
    const model = new MatchModel();
    const boardPushes: string[] = [];
    const typeBoard = async (n: number): Promise<void> => {
      const next = boardAt(n);
      model.apply(boardCommand(next));
      const revision = client.revision;
      for (const key of keysOf(next)) await page.keyboard.press(key);
      await shown(page, client, revision + 1, false);
      boardPushes.push(client.lastPushText);
      await shown(page, client, (await model.playChores(client)) ?? revision + 1, true);
    };
    await shown(page, client, (await model.playChores(client)) ?? 0, true);
    // Warm up: the first boards load fonts and compile code.
    for (let n = 0; n < 5; n += 1) await typeBoard(10_000 + n);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metric = async (): Promise<Map<string, number>> => {
      const { metrics } = (await cdp.send('Performance.getMetrics')) as {
        metrics: { name: string; value: number }[];
      };
      return new Map(metrics.map((m) => [m.name, m.value]));
    };
    const profilePath = process.env['CONSOLE_COST_PROFILE'];
    if (profilePath) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    const before = await metric();
    const events = await consoleTrace(cdp, async () => {
      for (let n = 0; n < boards; n += 1) await typeBoard(n);
    });
    const after = await metric();
    const shotPath = process.env['CONSOLE_COST_SHOT'];
    if (shotPath) await page.screenshot({ path: shotPath });
    const tracePath = process.env['CONSOLE_COST_TRACE'];
    if (tracePath) writeFileSync(tracePath, JSON.stringify({ traceEvents: events }));
    if (profilePath) writeFileSync(profilePath, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    const idle = await idleCpuPerSecond(cdp, page);
    const whole = await wholeBrowserCpu(boards, (n) => typeBoard(20_000 + n), host.pid);
    const thread = mainThread(events);
    const perBoard = boardCpu(thread, boards, idle);
    await context.close();
    const bare = await bareCost(browser, boardPushes, boards);
    const wall = (name: string): number =>
      (((after.get(name) ?? 0) - (before.get(name) ?? 0)) / boards) * 1000;
    return {
      perBoard,
      barePerBoard: bare.perBoard,
      barePhases: bare.phases,
      cpu: summarize(perBoard),
      cpuMean: perBoard.reduce((sum, value) => sum + value, 0) / perBoard.length,
      idleCpuPerSecond: idle,
      taskDurationMs: wall('TaskDuration'),
      scriptDurationMs: wall('ScriptDuration'),
      layoutDurationMs: wall('LayoutDuration'),
      recalcStyleDurationMs: wall('RecalcStyleDuration'),
      phases: boardPhases(events, thread, boards),
      browser: whole,
      bareBrowser: bare.browser,
    };
  } finally {
    await browser.close();
    client.close();
    await host.stop();
  }
}

/** CPU per board by phase, from the first board's first task. */
function boardPhases(
  events: readonly TraceEvent[],
  thread: ReturnType<typeof mainThread>,
  boards: number,
): Phases {
  const firstTask = thread.tasks.find((task) => task.end > (thread.keydowns[0] ?? 0));
  return phases(events, firstTask?.start ?? 0, boards, thread.keydowns);
}

/** Per board, the bare page's main-thread CPU (net of its own idle rate) and its phases, measured as the console's. */
async function bareCost(
  browser: Browser,
  pushes: readonly string[],
  boards: number,
): Promise<{ perBoard: number[]; phases: Phases; browser: BrowserCpu | null }> {
  const bare = await startBareConsole(pushes);
  const context = await browser.newContext({ viewport: { width: 1440, height: 960 } });
  try {
    const page = await context.newPage();
    await page.goto(bare.url);
    const typeBoard = await bareBoardTyper(page);
    for (let n = 0; n < 5; n += 1) await typeBoard(10_000 + n);
    const cdp = await context.newCDPSession(page);
    const events = await consoleTrace(cdp, async () => {
      for (let n = 0; n < boards; n += 1) await typeBoard(n);
    });
    const idle = await idleCpuPerSecond(cdp, page);
    const whole = await wholeBrowserCpu(boards, (n) => typeBoard(20_000 + n));
    const thread = mainThread(events);
    return {
      perBoard: boardCpu(thread, boards, idle),
      phases: boardPhases(events, thread, boards),
      browser: whole,
    };
  } finally {
    await context.close();
    await bare.close();
  }
}

/** The browser's CPU per board over `boards` more boards typed with no trace running (the host's process left out). */
async function wholeBrowserCpu(
  boards: number,
  typeBoard: (n: number) => Promise<void>,
  hostPid?: number,
): Promise<BrowserCpu | null> {
  const others = new Set(hostPid === undefined ? [] : [hostPid]);
  const before = browserCpu(others);
  for (let n = 0; n < boards; n += 1) await typeBoard(n);
  return browserCpuPerBoard(before, browserCpu(others), boards);
}

/** The page's main-thread CPU with nobody typing, in ms per second, over QUIET_MS. */
async function idleCpuPerSecond(cdp: CDPSession, page: Page): Promise<number> {
  await page.waitForTimeout(SETTLE_BEFORE_QUIET_MS);
  const quiet = await consoleTrace(cdp, () => page.waitForTimeout(QUIET_MS));
  return mainThread(quiet).tasks.reduce((sum, task) => sum + task.cpuMs, 0) / (QUIET_MS / 1000);
}

/** Each board's CPU: from its first key press to the next board's, less the idle rate over that time. */
function boardCpu(thread: ReturnType<typeof mainThread>, boards: number, idleCpuPerSecond: number): number[] {
  const perBoardKeys = keysOf(boardAt(0)).length;
  const starts = thread.keydowns.filter((_, index) => index % perBoardKeys === 0);
  if (starts.length !== boards)
    throw new Error(`the trace shows ${starts.length} boards typed, not ${boards}`);
  // A board starts with the task its first key press runs in, and ends where the next one starts.
  const taskStart = (at: number): number => thread.tasks.find((task) => task.end > at)?.start ?? at;
  const bounds = [...starts.map(taskStart), thread.tasks.at(-1)?.end ?? 0];
  return starts.map((_, index) => {
    const from = bounds[index]!;
    const until = bounds[index + 1]!;
    const cpu = thread.tasks
      .filter((task) => task.start >= from && task.start < until)
      .reduce((sum, task) => sum + task.cpuMs, 0);
    return Math.max(0, cpu - (idleCpuPerSecond * (until - from)) / 1e6);
  });
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  consoleCost(Number(process.argv[2] ?? 60)).then(
    ({ perBoard: _each, barePerBoard, ...cost }) =>
      console.log(JSON.stringify({ ...cost, bare: summarize(barePerBoard) }, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
