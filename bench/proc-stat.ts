/**
 * Processes' CPU time from /proc (Linux), for the figures that weigh a whole process or a browser
 * (bench/venue.ts, bench/latency/browser-cpu.ts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = ((): number => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A stat file's fields after the command name (which may hold spaces and parentheses). */
function statFields(path: string): string[] {
  const line = readFileSync(path, 'utf8');
  return line.slice(line.lastIndexOf(')') + 2).split(' ');
}

/** utime + stime of a process (`/proc/PID/stat`) or thread (`/proc/PID/task/TID/stat`), in ms; throws if gone. */
export function statCpuMs(path: string): number {
  const fields = statFields(path);
  // utime and stime, fields 14 and 15 of stat (11 and 12 after the command), in clock ticks.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** A process's parent; throws if it is gone. */
export function parentPidOf(pid: number): number {
  return Number(statFields(`/proc/${pid}/stat`)[1]);
}

/** A process's CPU time so far (ms); null where it cannot be read. */
export function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    return statCpuMs(`/proc/${pid}/stat`);
  } catch {
    return null;
  }
}
