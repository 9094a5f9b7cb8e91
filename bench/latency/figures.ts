import type { BenchFigure } from '../figure';
import { summarize, type LatencySummary } from './measure';

/** Median, p95 and p99 of one latency distribution as rows of the report. */
export function latencyRows(
  label: string,
  summary: LatencySummary,
  targets: {
    readonly median?: number;
    readonly p95?: number;
    readonly p99?: number;
    readonly why?: string;
  } = {},
): BenchFigure[] {
  return (['median', 'p95', 'p99'] as const).map((which) => {
    const target = targets[which];
    return {
      name: `${label} ${which}`,
      value: round(summary[which]),
      unit: 'ms',
      ...(target !== undefined
        ? { target: `≤ ${target} ms${targets.why ? ` (${targets.why})` : ''}`, ok: summary[which] <= target }
        : {}),
      note: `${summary.count} samples`,
    };
  });
}

export const round = (value: number, digits = 3): number => Math.round(value * 10 ** digits) / 10 ** digits;

/** One frame at 60 Hz, plus a little slack for timer resolution. */
export const FRAME_MS = 1000 / 60;

/** Each run's (batch's) median and p99, for a figure's note: "runs: median 3.1, 2.9 ms; p99 9.0, 7.7 ms". */
export function perRunNote(runs: readonly (readonly number[])[]): string {
  const summaries = runs.filter((run) => run.length > 0).map((run) => summarize(run));
  const list = (pick: (summary: LatencySummary) => number): string =>
    summaries.map((summary) => round(pick(summary), 2)).join(', ');
  return `runs: median ${list((s) => s.median)} ms; p99 ${list((s) => s.p99)} ms`;
}
