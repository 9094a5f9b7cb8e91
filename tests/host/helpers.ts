import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HostOrigin, Timers } from '../../electron/host/host';
import { ashaAgainstBruno } from '../support/matches';

export const CONSOLE: HostOrigin = { role: 'console', readOnly: false };

/** A fresh temporary folder, removed by the returned cleanup. */
export function tempDir(prefix = 'carrom-host-'): { readonly path: string; readonly remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs` (long enough for a loaded 2-core machine: it costs nothing when the value comes). */
export async function waitFor<T>(check: () => T | undefined, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A free-play match: no target and no board limit, so boards can be entered without end. */
export const ENDLESS_MATCH = ashaAgainstBruno('free-play');

/** A clock and timers the test moves by hand. */
export function manualTime(start: number) {
  let now = start;
  let timers: { at: number; callback: () => void; id: number }[] = [];
  let nextId = 1;
  const api: Timers = {
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.push({ at: now + ms, callback, id });
      return id;
    },
    clearTimeout(handle) {
      timers = timers.filter((timer) => timer.id !== handle);
    },
  };
  return {
    now: () => now,
    timers: api,
    pending: () => timers.length,
    advance(ms: number) {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      due.forEach((timer) => timer.callback());
    },
  };
}
