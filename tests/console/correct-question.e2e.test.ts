/*
 * `C` with a board half typed asks before the typed keys are thrown away (Enter or Y: discard and
 * open the corrections; Escape or N: back to the board as typed; both by keyboard or click). With
 * nothing typed, `C` opens the corrections at once, at the latest board. Real host, Chromium.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './support/harness';
import { changes, createMatch, openConsole, press, text } from './support/console-page';

describe('C with a half-typed board', () => {
  let harness: Harness;
  let page: Page;

  const selected = (selector: string) => page.$eval(selector, (node) => node.classList.contains('selected'));

  // One match of three boards for the file; each test types on a console page of its own.
  beforeAll(async () => {
    harness = await startHarness('correct-question');
    const setUp = await openConsole(harness.browser, harness.url);
    await createMatch(setUp, { players: [['Asha'], ['Bruno']] });
    await changes(setUp, () => press(setUp, '1', 'b', 'Enter'));
    for (const keys of [
      ['1', '9', 'w'],
      ['2', '3', 'l'],
      ['1', '2', 'l'],
    ]) {
      await changes(setUp, () => press(setUp, ...keys, 'Enter'));
    }
    await setUp.context().close();
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
  });
  beforeEach(async () => {
    page = await openConsole(harness.browser, harness.url);
    await page.waitForSelector('[data-testid=board-entry]');
  });
  afterEach(async () => {
    await page?.context().close();
  });

  it('asks, and Escape goes back to the board as typed', async () => {
    await press(page, '2', '4', 'c');
    await page.waitForSelector('[data-testid=correct-question]');
    expect(await text(page, '[data-testid=correct-question] p')).toBe(
      'Board 4 is half typed (Bruno · 4). Open the corrections and discard it?',
    );
    // The keys typed while the question shows do not reach the board behind it.
    await press(page, '7');
    expect(await selected('[data-testid=pieces-4]')).toBe(true);
    await press(page, 'Escape');
    await page.waitForSelector('[data-testid=correct-question]', { state: 'detached' });
    expect(await page.$('[data-testid=match-screen]')).not.toBeNull();
    expect(await selected('[data-testid=winner-1]')).toBe(true);
    expect(await selected('[data-testid=pieces-4]')).toBe(true);
  });

  it('N and the "keep typing" button go back too', async () => {
    await press(page, '2', '4', 'c');
    await page.waitForSelector('[data-testid=correct-question]');
    await press(page, 'n');
    await page.waitForSelector('[data-testid=correct-question]', { state: 'detached' });
    await press(page, 'c');
    await page.click('[data-testid=correct-keep]');
    await page.waitForSelector('[data-testid=correct-question]', { state: 'detached' });
    expect(await selected('[data-testid=pieces-4]')).toBe(true);
  });

  it('Enter discards the board and opens the corrections at the latest board', async () => {
    await press(page, '2', '4', 'c');
    await page.waitForSelector('[data-testid=correct-question]');
    await press(page, 'Enter');
    await page.waitForSelector('[data-testid=tab-corrections].active');
    expect(await page.getAttribute('tr.selected', 'data-testid')).toBe('correct-row-1-3');
    await page.click('[data-testid=tab-match]');
    await page.waitForSelector('[data-testid=board-entry]');
    expect(await selected('[data-testid=winner-1]')).toBe(false);
    expect(await text(page, '[data-testid=entry-preview]')).toBe('Choose the winner: 1 or 2.');
  });

  it('with nothing typed, C opens the corrections at once, at the latest board', async () => {
    await press(page, 'c');
    await page.waitForSelector('[data-testid=tab-corrections].active');
    expect(await page.$('[data-testid=correct-question]')).toBeNull();
    expect(await page.getAttribute('tr.selected', 'data-testid')).toBe('correct-row-1-3');
    await page.click('[data-testid=tab-match]');
  });

  it('the discard button does the same as Enter', async () => {
    await page.waitForSelector('[data-testid=board-entry]');
    await press(page, '1', 'c');
    await page.click('[data-testid=correct-discard]');
    await page.waitForSelector('[data-testid=tab-corrections].active');
    await page.click('[data-testid=tab-match]');
    await page.waitForSelector('[data-testid=board-entry]');
    expect(await selected('[data-testid=winner-0]')).toBe(false);
  });
});
