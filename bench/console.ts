import type { BenchFigure } from './figure';
import { consoleCost, type ConsoleCost, type Phases } from './latency/console-cost';
import { latencyRows, round } from './latency/figures';
import { summarize } from './latency/measure';

/** The target of issue 12 item 12: the console's own main-thread time per board. */
const TARGET_MS = 10;

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
      note: `p99 ${round(summary.p99 / bare.p99, 2)}×; the floor any page pays on this machine, for reading the absolute target`,
    },
    {
      name: 'console frames per board (CPU by phase, console and bare page: note)',
      value: round(mean_(costs.map((cost) => cost.phases.frames)), 1),
      unit: '',
      note: `ms per board, console (bare page): ${phaseText(costs.map((cost) => cost.phases))} (${phaseText(costs.map((cost) => cost.barePhases))}); frames on the bare page ${round(mean_(costs.map((cost) => cost.barePhases.frames)), 1)}`,
    },
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

const mean_ = (values: readonly number[]): number =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

/** Where a board's CPU goes, as means over the runs: script, style, layout, paint. */
function phaseText(phases: readonly Phases[]): string {
  const of = (pick: (phase: Phases) => number): number => round(mean_(phases.map(pick)), 1);
  return `script ${of((p) => p.scriptMs)}, style ${of((p) => p.styleMs)}, layout ${of((p) => p.layoutMs)}, paint ${of((p) => p.paintMs)}`;
}
