/**
 * Diagnostic, not part of `npm run bench`: how long the display page takes from a push's message
 * event to the end of the DOM update it causes, per board, for a built tree (this one or another
 * checkout's `out/`, e.g. to bisect the page's cost between commits). The tree's own headless host
 * serves its own display; this script's console client plays the boards, one at a time, paced.
 * In the page, the time runs from the socket's message listener (WS_STAMPS_SCRIPT) to the first
 * MutationObserver callback after it, which runs once the page's whole update has run.
 * The page's JavaScript per board comes from a V8 CPU profile over the same boards (sampled every
 * 50 µs: the page's clock is coarsened to 100 µs, its summed samples are finer).
 * `npx tsx bench/latency/display-apply.ts [tree] [boards]` prints the median, p95 and mean in ms;
 * DISPLAY_APPLY_PROFILE=file.cpuprofile keeps the profile (build unminified to read its names).
 * `cpuMsPerBoard` is the page's main-thread CPU per board from a Chromium trace over the same
 * boards (thread time: what a loaded machine's preemption does not inflate, unlike the profile's
 * samples), style, layout and paint included.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchBenchBrowser } from './browser';
import type { CpuProfile } from './cpu-profile';
import { startChildServer } from './child-server';
import { rememberConsoleToken } from './console-token';
import { HostClient } from './host-client';
import { summarize, type LatencySummary } from './measure';
import { MatchModel, boardAt, boardCommand } from './match-model';
import { WS_STAMPS_SCRIPT } from './ws-stamps';
import { traced, type TraceEvent } from './trace';

const OBSERVE_SCRIPT = `(() => {
  const marks = (window.__mutations = []);
  const start = () => new MutationObserver(() => marks.push(performance.timeOrigin + performance.now()))
    .observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
  if (document.documentElement) start(); else addEventListener('DOMContentLoaded', start);
})();`;

/** The renderer main thread's CPU (thread time, ms) in its top-level tasks over a trace. */
function mainThreadCpuMs(events: readonly TraceEvent[]): number {
  const main = events.find((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('the trace has no renderer main thread');
  let end = -Infinity;
  let us = 0;
  const tasks = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts);
  for (const task of tasks) {
    if (task.ts < end) continue; // nested in the task before
    end = task.ts + (task.dur ?? 0);
    us += task.tdur ?? 0;
  }
  return us / 1000;
}

/** The page's JavaScript time in a CPU profile (garbage collection included; idle and the browser's own work not). */
function scriptMs(profile: CpuProfile): number {
  const name = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  let us = 0;
  profile.samples.forEach((id, index) => {
    const label = name.get(id);
    if (label !== '(idle)' && label !== '(program)' && label !== '(root)')
      us += profile.timeDeltas[index + 1] ?? 0;
  });
  return us / 1000;
}

export async function displayApply(
  tree: string,
  boards: number,
): Promise<LatencySummary & { mean: number; scriptMsPerBoard: number; cpuMsPerBoard: number }> {
  const serve = join(tree, 'out/main/serve.js');
  if (!existsSync(serve)) throw new Error(`${tree} has no build (out/main/serve.js): build it first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'carrom-display-apply-'));
  const host = await startChildServer({
    args: [serve, '--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir],
    listening: /Listening on (http:\/\/127\.0\.0\.1:\d+)/,
    readyPath: '/display',
  });
  const browser = await launchBenchBrowser();
  try {
    try {
      rememberConsoleToken(host.url, dataDir);
    } catch {
      // An older host without a start-up token: its console needs none.
    }
    const client = await HostClient.open(host.url);
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.addInitScript(WS_STAMPS_SCRIPT);
    await context.addInitScript(OBSERVE_SCRIPT);
    const page = await context.newPage();
    await page.goto(`${host.url}/display`);
    const model = new MatchModel();
    await model.playChores(client);
    await page.waitForTimeout(1000);
    const took: number[] = [];
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    const play = async (from: number, to: number): Promise<void> => {
      for (let n = from; n < to; n += 1) {
        const command = boardCommand(boardAt(n));
        const revision = await client.command(command);
        model.apply(command);
        await page.waitForFunction(
          (r) =>
            (window as unknown as { __wsReceived: { data: string }[] }).__wsReceived.some((m) =>
              m.data.includes(`"revision":${r},`),
            ),
          revision,
        );
        await page.waitForTimeout(60);
        const ms = await page.evaluate((r) => {
          const w = window as unknown as {
            __wsReceived: { handledAt: number; data: string }[];
            __mutations: number[];
          };
          const push = w.__wsReceived.find(
            (m) => m.data.startsWith('{"type":"state"') && m.data.includes(`"revision":${r},`),
          );
          const after = push ? w.__mutations.find((at) => at >= push.handledAt) : undefined;
          return push && after !== undefined ? after - push.handledAt : NaN;
        }, revision);
        if (n >= 10 && Number.isFinite(ms)) took.push(ms);
        await model.playChores(client);
      }
    };
    await play(0, 10);
    await cdp.send('Profiler.start');
    const events = await traced(cdp, 'devtools.timeline,disabled-by-default-devtools.timeline', () =>
      play(10, boards + 10),
    );
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const keep = process.env['DISPLAY_APPLY_PROFILE'];
    if (keep) writeFileSync(keep, JSON.stringify(profile));
    client.close();
    const summary = summarize(took);
    return {
      ...summary,
      mean: took.reduce((sum, value) => sum + value, 0) / took.length,
      scriptMsPerBoard: scriptMs(profile) / boards,
      cpuMsPerBoard: mainThreadCpuMs(events) / boards,
    };
  } finally {
    await browser.close();
    await host.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const tree = resolve(process.argv[2] ?? '.');
  displayApply(tree, Number(process.argv[3] ?? 120)).then(
    (summary) => console.log(JSON.stringify({ tree, ...summary })),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
