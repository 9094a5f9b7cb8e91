/**
 * CPU time of the Chromium this benchmark started, from /proc: every process of it (the pages'
 * renderers with their raster and compositor threads, the GPU process's display compositor, the
 * browser process), and apart from that the renderers' main threads. A page's frames cost CPU
 * off its main thread too, and on a 2-core machine that competes with the host and the audience
 * display as much as the main thread does. Linux only: null elsewhere.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { parentPidOf, statCpuMs } from '../proc-stat';

export interface BrowserCpu {
  /** Every process of the browser, in ms. */
  readonly totalMs: number;
  /** The renderers' main threads, in ms. */
  readonly rendererMainMs: number;
}

/** This process's descendants that are Chromium's, leaving out `others` (e.g. the host) and theirs. */
function browserPids(others: ReadonlySet<number>): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(Number(entry), parentPidOf(Number(entry)));
    } catch {
      // The process ended while the list was read.
    }
  }
  const ours = (pid: number): boolean => {
    for (let at = pid; at > 1; at = parents.get(at) ?? 0) {
      if (others.has(at)) return false;
      if (parents.get(at) === process.pid) return true;
    }
    return false;
  };
  return [...parents.keys()].filter((pid) => {
    if (!ours(pid)) return false;
    try {
      return /chrom/i.test(readFileSync(`/proc/${pid}/comm`, 'utf8'));
    } catch {
      return false;
    }
  });
}

/** The browser's CPU so far; null where there is no /proc. */
export function browserCpu(others: ReadonlySet<number> = new Set()): BrowserCpu | null {
  if (!existsSync('/proc/self/stat')) return null;
  let totalMs = 0;
  let rendererMainMs = 0;
  for (const pid of browserPids(others)) {
    try {
      totalMs += statCpuMs(`/proc/${pid}/stat`);
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer'))
        rendererMainMs += statCpuMs(`/proc/${pid}/task/${pid}/stat`);
    } catch {
      // The process ended between the list and its reading: its CPU is not counted.
    }
  }
  return { totalMs, rendererMainMs };
}

/** CPU per board between two readings. */
export function perBoard(
  before: BrowserCpu | null,
  after: BrowserCpu | null,
  boards: number,
): BrowserCpu | null {
  if (!before || !after) return null;
  return {
    totalMs: (after.totalMs - before.totalMs) / boards,
    rendererMainMs: (after.rendererMainMs - before.rendererMainMs) / boards,
  };
}
