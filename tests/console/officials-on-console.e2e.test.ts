/*
 * Issue 25, item 5: the console shows what the timekeeper runs, as it happens: the time-out and
 * the interval counting down, and the officials' log, in the clock panel. The real host, the
 * timekeeper's commands through its command path, the console in Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './support/harness';
import { changes, createMatch, openConsole, press, text } from './support/console-page';
import { CONSOLE } from '../host/helpers';
import { submitParsed } from '../support/parsed';

const TIMEKEEPER = { ...CONSOLE, source: 'timekeeper' } as const;

describe('the timekeeper, seen from the console', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('officials');
    page = await openConsole(harness.browser, harness.url);
    await createMatch(page, { players: [['Asha Raman'], ['Bruno Kowalski']], umpire: 'Rahul Sharma' });
    await changes(page, () => press(page, '1', 'b', 'Enter'));
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("keeps the umpire's name from the set-up form with the match", () => {
    expect(harness.host.current().view.info.umpire).toBe('Rahul Sharma');
  });

  it('counts a time-out down beside the clocks, and logs it', async () => {
    expect(submitParsed(harness.host, { type: 'StartTimeOut', side: 1 }, TIMEKEEPER).ok).toBe(true);
    const countdown = page.locator('[data-testid=console-official-countdown]');
    await countdown.waitFor({ timeout: 30_000 });
    expect(await countdown.getAttribute('data-kind')).toBe('timeOut');
    expect(await countdown.textContent()).toContain('Bruno Kowalski');
    // 60 s, counting down: it reads 1:00 or 0:5x, never more.
    expect(await countdown.locator('.value').textContent()).toMatch(/^(1:00|0:[0-5]\d)$/);
    await page.waitForSelector('[data-testid=console-officials-log]');
    expect(await text(page, '[data-testid=console-officials-log]')).toContain('Time-out');
  });

  it('shows a warning the timekeeper records, and drops the countdown when it is stopped', async () => {
    expect(
      submitParsed(harness.host, { type: 'RecordOfficialNote', kind: 'warning', side: 0 }, TIMEKEEPER).ok,
    ).toBe(true);
    await expect
      .poll(() => text(page, '[data-testid=console-officials-log] li:first-child'), { timeout: 30_000 })
      .toContain('Warning');
    expect(await text(page, '[data-testid=console-officials-log] li:first-child')).toContain('Asha Raman');
    expect(submitParsed(harness.host, { type: 'StopOfficialTimer' }, TIMEKEEPER).ok).toBe(true);
    await page
      .locator('[data-testid=console-official-countdown]')
      .waitFor({ state: 'detached', timeout: 30_000 });
  });
});
