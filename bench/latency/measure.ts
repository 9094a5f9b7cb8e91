import type { Page } from 'playwright-core';

/**
 * Key press → DOM → frame, measured inside Chromium: the press page stamps each trusted key
 * event (its event time), the watching page stamps the mutation that shows the expected text
 * and the next animation frame after it. All stamps are on the browser's clock
 * (timeOrigin + high-resolution time), so no Node round trip is inside the figure.
 */
export async function instrumentPress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __presses: number[] };
    w.__presses = [];
    window.addEventListener('keydown', (e) => w.__presses.push(performance.timeOrigin + e.timeStamp), {
      capture: true,
    });
  });
}

export async function instrumentWatch(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(selector);
  await page.evaluate((sel) => {
    const w = window as unknown as {
      __marks: { text: string; dom: number; frame: number }[];
      __text: () => string;
    };
    w.__marks = [];
    w.__text = () =>
      Array.from(document.querySelectorAll(sel), (el) => el.textContent?.trim() ?? '').join('|');
    const observer = new MutationObserver(() => {
      const dom = performance.timeOrigin + performance.now();
      const text = w.__text();
      requestAnimationFrame(() => {
        // Runs when the frame that contains the change is produced.
        w.__marks.push({ text, dom, frame: performance.timeOrigin + performance.now() });
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

/** Waits until a watching page shows `expected`; returns its stamps relative to the press. */
export async function awaitShown(
  page: Page,
  expected: string,
  pressAt: number,
  timeoutMs = 5000,
): Promise<Sample> {
  const handle = await page.waitForFunction(
    ({ expected, pressAt }) => {
      const w = window as unknown as { __marks: { text: string; dom: number; frame: number }[] };
      const mark = w.__marks.find((m) => m.text === expected && m.dom >= pressAt);
      return mark ? { dom: mark.dom - pressAt, frame: mark.frame - pressAt } : null;
    },
    { expected, pressAt },
    { timeout: timeoutMs, polling: 'raf' },
  );
  return (await handle.jsonValue()) as Sample;
}

export async function lastPress(page: Page, count: number): Promise<number> {
  const handle = await page.waitForFunction(
    (count) => {
      const w = window as unknown as { __presses: number[] };
      return w.__presses.length >= count ? w.__presses[count - 1] : null;
    },
    count,
    { timeout: 5000 },
  );
  return (await handle.jsonValue()) as number;
}

export async function clearMarks(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __marks: unknown[] }).__marks.length = 0;
  });
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
