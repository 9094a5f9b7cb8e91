/*
 * The console's notices ("Recorded: …") go 4 s after the newest one, with one timer for the
 * whole list: a fast operator's burst of boards leaves one wake-up behind it, not one per board
 * (an idle console does no work: issue 42, item 3). Every timer of the notices' length the page
 * sets is watched from before its scripts run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './support/harness';
import { changes, createMatch, openConsole, press, revision } from './support/console-page';

/** The notices' time on screen (NOTICE_MS in renderer/common/console-state.svelte.ts). */
const NOTICE_MS = 4000;

/** Counts the page's pending timers of `ms`: how many at most, and how many ran. */
const WATCH_TIMERS = (ms: number): void => {
  const pending = new Set<number>();
  const seen = { most: 0, ran: 0 };
  (window as unknown as { noticeTimers: typeof seen }).noticeTimers = seen;
  const set = window.setTimeout.bind(window);
  const clear = window.clearTimeout.bind(window);
  window.setTimeout = ((handler: () => void, delay?: number, ...rest: unknown[]) => {
    if (delay !== ms) return set(handler, delay, ...rest);
    const id: number = set(() => {
      pending.delete(id);
      seen.ran += 1;
      handler();
    }, delay);
    pending.add(id);
    seen.most = Math.max(seen.most, pending.size);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) pending.delete(id);
    clear(id);
  }) as typeof window.clearTimeout;
};

const timers = (page: Page) =>
  page.evaluate(() => (window as unknown as { noticeTimers: { most: number; ran: number } }).noticeTimers);

describe("console: the notices' timer", () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('notice-timer');
    page = await openConsole(harness.browser, harness.url);
    await page.context().addInitScript(WATCH_TIMERS, NOTICE_MS);
    await page.reload();
    await page.waitForSelector('[data-testid=console][data-ready=true]');
    await createMatch(page, { players: [['Asha'], ['Bruno']] });
    await changes(page, () => press(page, '1', 'b', 'Enter'));
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('a burst of three boards leaves one timer, and the newest notice goes after it', async () => {
    const before = await revision(page);
    // Three boards in one task, as a fast operator's keys arrive.
    await page.evaluate(() => {
      for (const key of ['1', '3', 'l', 'Enter', '2', '4', 'l', 'Enter', '1', '2', 'l', 'Enter'])
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    });
    await page.waitForFunction(
      (r) => Number(document.querySelector('[data-testid=console]')?.getAttribute('data-revision')) >= r + 3,
      before,
    );
    await page.waitForSelector('[data-testid=notices] .notice:has-text("Recorded")');
    expect((await timers(page)).most).toBe(1);
    await page.waitForSelector('[data-testid=notices] .notice', {
      state: 'detached',
      timeout: NOTICE_MS + 3000,
    });
    expect(await timers(page)).toEqual({ most: 1, ran: 1 });
  });
});
