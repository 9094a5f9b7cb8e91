import type { Page } from 'playwright-core';

/**
 * Key press → DOM → frame, measured inside Chromium: the press page stamps each trusted key
 * event (its event time), the watching page stamps the mutation that shows the expected text
 * and the next animation frame after it. All stamps are on the browser's clock
 * (timeOrigin + high-resolution time), so no Node round trip is inside the figure.
 */
export async function instrumentPress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __presses: number[]; __pressWaiters: (() => void)[] };
    w.__presses = [];
    w.__pressWaiters = [];
    window.addEventListener(
      'keydown',
      (e) => {
        w.__presses.push(performance.timeOrigin + e.timeStamp);
        for (const wake of w.__pressWaiters.splice(0)) wake();
      },
      { capture: true },
    );
  });
}

export async function instrumentWatch(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(selector);
  await page.evaluate((sel) => {
    const w = window as unknown as {
      __marks: { text: string; dom: number; frame: number }[];
      __markWaiters: (() => void)[];
      __text: () => string;
    };
    w.__marks = [];
    w.__markWaiters = [];
    w.__text = () =>
      Array.from(document.querySelectorAll(sel), (el) => el.textContent?.trim() ?? '').join('|');
    const observer = new MutationObserver(() => {
      const dom = performance.timeOrigin + performance.now();
      const text = w.__text();
      requestAnimationFrame((frameStart) => {
        // The frame that contains the change, by the time it began (its vsync): the same for
        // every callback of that frame, however long the page's own frame callbacks take.
        w.__marks.push({ text, dom, frame: Math.max(dom, performance.timeOrigin + frameStart) });
        for (const wake of w.__markWaiters.splice(0)) wake();
      });
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  }, selector);
}

export interface Sample {
  readonly dom: number;
  readonly frame: number;
}

/**
 * Waits until a watching page shows `expected`; returns its stamps relative to the press. The
 * page wakes the wait itself when a mark is added: nothing polls, so the measurement adds no
 * work of its own to the pages' frames while a board is on its way.
 */
export async function awaitShown(
  page: Page,
  expected: string,
  pressAt: number,
  timeoutMs = 5000,
): Promise<Sample> {
  const sample = await page.evaluate(
    ({ expected, pressAt, timeoutMs }) =>
      new Promise<Sample | null>((resolve) => {
        const w = window as unknown as {
          __marks: { text: string; dom: number; frame: number }[];
          __markWaiters: (() => void)[];
        };
        const timer = setTimeout(() => resolve(null), timeoutMs);
        // A member, not a named local: the page gets this function's source, without tsx's helpers.
        const wait: { check?: () => void } = {};
        wait.check = () => {
          const mark = w.__marks.find((m) => m.text === expected && m.dom >= pressAt);
          if (!mark) return void w.__markWaiters.push(wait.check!);
          clearTimeout(timer);
          resolve({ dom: mark.dom - pressAt, frame: mark.frame - pressAt });
        };
        wait.check();
      }),
    { expected, pressAt, timeoutMs },
  );
  if (!sample) throw new Error(`the watching page did not show "${expected}" within ${timeoutMs} ms`);
  return sample;
}

/** The time stamp of key press number `count` on the press page, once it has happened. */
export async function lastPress(page: Page, count: number, timeoutMs = 5000): Promise<number> {
  const at = await page.evaluate(
    ({ count, timeoutMs }) =>
      new Promise<number | null>((resolve) => {
        const w = window as unknown as { __presses: number[]; __pressWaiters: (() => void)[] };
        const timer = setTimeout(() => resolve(null), timeoutMs);
        const wait: { check?: () => void } = {};
        wait.check = () => {
          const at = w.__presses[count - 1];
          if (at === undefined) return void w.__pressWaiters.push(wait.check!);
          clearTimeout(timer);
          resolve(at);
        };
        wait.check();
      }),
    { count, timeoutMs },
  );
  if (at === null) throw new Error(`key press ${count} did not reach the press page within ${timeoutMs} ms`);
  return at;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

export interface LatencySummary {
  readonly median: number;
  readonly p95: number;
  readonly p99: number;
  readonly count: number;
}

export function summarize(values: readonly number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    count: sorted.length,
  };
}
