/*
 * Issue 25, items 3 and 5 on the overlay: the timekeeper's time-out or interval is shown while it
 * runs (a URL option, countdown=0, hides it), and a countdown that is over is not shown at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { OfficialTimerView } from '../../shared/contract/scoreboard-view';
import { push, scenarios } from './fixtures';
import { consoleErrors, openPage, showsRevision, startHarness, type Harness } from './harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness('officials-countdown', null);
}, 60_000);

afterAll(async () => {
  await harness?.close();
  expect(consoleErrors, 'errors in the page consoles').toEqual([]);
});

async function showOfficial(pages: readonly Page[], official: OfficialTimerView | null): Promise<void> {
  const view = scenarios()['mid-game']!;
  const state = push({ ...view, clocks: { ...view.clocks, official } });
  harness.host.push(state);
  for (const page of pages) await showsRevision(page, state.revision);
}

const SIZE = { width: 1920, height: 1080 };

describe('the overlay shows the time-out and the interval while they run', () => {
  it('a time-out with the side, an interval, then nothing once it is over; countdown=0 hides it', async () => {
    const overlay = await openPage(harness, '/overlay', SIZE);
    const hidden = await openPage(harness, '/overlay?countdown=0', SIZE);
    const pages = [overlay, hidden];
    await showOfficial(pages, {
      kind: 'timeOut',
      side: 1,
      startedAt: Date.now(),
      seconds: 60,
      sideName: 'Ben Carter',
    });
    const countdown = overlay.locator('[data-testid=overlay-countdown]');
    expect(await countdown.getAttribute('data-kind')).toBe('timeOut');
    expect(await countdown.textContent()).toContain('Ben Carter');
    expect(await hidden.locator('[data-testid=overlay-countdown]').count()).toBe(0);

    await showOfficial(pages, { kind: 'interval', side: null, startedAt: Date.now(), seconds: 120 });
    expect(await countdown.getAttribute('data-kind')).toBe('interval');

    // Started three minutes ago for two: over, so not on air (and not on the display either).
    await showOfficial(pages, {
      kind: 'interval',
      side: null,
      startedAt: Date.now() - 180_000,
      seconds: 120,
    });
    expect(await overlay.locator('[data-testid=overlay-countdown]').count()).toBe(0);
    const display = await openPage(harness, '/display', SIZE);
    await showOfficial([display], {
      kind: 'interval',
      side: null,
      startedAt: Date.now() - 180_000,
      seconds: 120,
    });
    expect(await display.locator('[data-testid=official-countdown]').count()).toBe(0);
    for (const page of [...pages, display]) await page.context().close();
  }, 120_000);
});
