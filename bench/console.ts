import type { BenchFigure } from './figure';
import { consoleCost, type ConsoleCost, type Phases } from './latency/console-cost';
import { latencyRows, round } from './latency/figures';
import { summarize } from './latency/measure';

/** The target of issue 12 item 12: the console's own main-thread time per board. */
const TARGET_MS = 10;
/** Issue 42 item 3: the console at most twice a bare page doing its job. */
const RATIO_TARGET = 2;

/**
 * The console page's own main-thread CPU per board typed (see latency/console-cost.ts), over
 * `runs` runs of `boards` boards, each with a fresh host, browser and page.
 */
export async function benchConsole(boards: number, runs: number): Promise<BenchFigure[]> {
  const costs: ConsoleCost[] = [];
  for (let run = 0; run < runs; run += 1) costs.push(await consoleCost(boards));
  const all = costs.flatMap((cost) => cost.perBoard);
  const summary = summarize(all);
  const bare = summarize(costs.flatMap((cost) => cost.barePerBoard));
  const mean = all.reduce((sum, value) => sum + value, 0) / all.length;
  const perRun = (pick: (cost: ConsoleCost) => number): string =>
    costs.map((cost) => round(pick(cost), 1)).join(', ');
  return [
    ...latencyRows('console main-thread CPU per board (net of idle)', summary, {
      median: TARGET_MS,
      why: 'issue 12 item 12',
    }),
    {
      name: 'console main-thread CPU per board, mean',
      value: round(mean),
      unit: 'ms',
      target: `≤ ${TARGET_MS} ms`,
      ok: mean <= TARGET_MS,
      note: `run medians: ${perRun((cost) => cost.cpu.median)} ms; ${runs} runs × ${boards} boards typed (4 keys each)`,
    },
    {
      name: "reference: a bare page doing the console's job, CPU per board",
      value: round(bare.median),
      unit: 'ms',
      note: `p99 ${round(bare.p99)} ms; same keys, same push bytes, same browser and trace (latency/bare-console.ts)`,
    },
    {
      name: 'console / bare page, CPU per board at the median',
      value: round(summary.median / bare.median, 2),
      unit: '×',
      target: `≤ ${RATIO_TARGET} ×`,
      ok: summary.median / bare.median <= RATIO_TARGET,
      note: `p99 ${round(summary.p99 / bare.p99, 2)}×; the floor any page pays on this machine (issue 42 item 3)`,
    },
    {
      name: "console frames from the host's answer to the next board, median",
      value: round(median_(costs.map((cost) => cost.phases.framesAfterAnswer)), 1),
      unit: 'frames',
      target: '≤ 1',
      ok: median_(costs.map((cost) => cost.phases.framesAfterAnswer)) <= 1,
      note: `per run: ${perRun((cost) => cost.phases.framesAfterAnswer)}; bare page ${round(median_(costs.map((cost) => cost.barePhases.framesAfterAnswer)), 1)} (the answer and the push drawn in one frame: issue 42 item 3)`,
    },
    {
      name: 'console frames per board (CPU by phase, console and bare page: note)',
      value: round(mean_(costs.map((cost) => cost.phases.frames)), 1),
      unit: '',
      note: `ms per board, console (bare page): ${phaseText(costs.map((cost) => cost.phases))} (${phaseText(costs.map((cost) => cost.barePhases))}); frames on the bare page ${round(mean_(costs.map((cost) => cost.barePhases.frames)), 1)}`,
    },
    ...browserRows(costs),
    {
      name: 'console main-thread CPU with nobody typing',
      value: round(costs.reduce((sum, cost) => sum + cost.idleCpuPerSecond, 0) / costs.length),
      unit: 'ms/s',
      note: `per run: ${perRun((cost) => cost.idleCpuPerSecond)} ms/s; no clock running (taken off the figures above)`,
    },
    {
      name: "console per board, Chromium's TaskDuration (wall clock, waits included)",
      value: round(costs.reduce((sum, cost) => sum + cost.taskDurationMs, 0) / costs.length),
      unit: 'ms',
      note: `ScriptDuration ${perRun((cost) => cost.scriptDurationMs)}, LayoutDuration ${perRun((cost) => cost.layoutDurationMs)}, RecalcStyleDuration ${perRun((cost) => cost.recalcStyleDurationMs)} ms per run`,
    },
  ];
}

/**
 * The whole browser's CPU per board (every process and thread: raster, compositor, the GPU
 * process, the browser), console against bare page: what the console takes from a 2-core
 * machine's host and audience display beyond its main thread. No target.
 */
function browserRows(costs: readonly ConsoleCost[]): BenchFigure[] {
  const ours = costs.flatMap((cost) => (cost.browser ? [cost.browser] : []));
  const bare = costs.flatMap((cost) => (cost.bareBrowser ? [cost.bareBrowser] : []));
  if (ours.length === 0 || bare.length === 0) return [];
  const total = mean_(ours.map((cpu) => cpu.totalMs));
  const bareTotal = mean_(bare.map((cpu) => cpu.totalMs));
  const main = mean_(ours.map((cpu) => cpu.rendererMainMs));
  const bareMain = mean_(bare.map((cpu) => cpu.rendererMainMs));
  return [
    {
      name: 'console: whole browser CPU per board (all processes, from /proc)',
      value: round(total, 1),
      unit: 'ms',
      note: `renderer main thread ${round(main, 1)} ms, everything else (raster, compositor, GPU process, browser) ${round(total - main, 1)} ms; runs: ${ours.map((cpu) => round(cpu.totalMs, 1)).join(', ')} ms; typed again with no trace running`,
    },
    {
      name: 'bare page: whole browser CPU per board',
      value: round(bareTotal, 1),
      unit: 'ms',
      note: `renderer main thread ${round(bareMain, 1)} ms, everything else ${round(bareTotal - bareMain, 1)} ms; console / bare page ${round(total / bareTotal, 2)}×`,
    },
  ];
}

const mean_ = (values: readonly number[]): number =>
  values.reduce((sum, value) => sum + value, 0) / values.length;
const median_ = (values: readonly number[]): number => summarize(values).median;

/** Where a board's CPU goes, as means over the runs: script, style, layout, paint. */
function phaseText(phases: readonly Phases[]): string {
  const of = (pick: (phase: Phases) => number): number => round(mean_(phases.map(pick)), 1);
  return `script ${of((p) => p.scriptMs)}, style ${of((p) => p.styleMs)}, layout ${of((p) => p.layoutMs)}, paint ${of((p) => p.paintMs)}`;
}
