/**
 * The control API's overlay verbs (issue 40 item 1) on the real overlay page: hide-overlay empties
 * every overlay, show-overlay brings it back, overlay-layout switches each page's layout whatever
 * its URL says, and null gives each page its own again. Real Chromium on the built pages (`npm run
 * build` first).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltScreens, type BuiltScreens } from '../support/built-screens';
import { launchChromium } from '../support/chromium';
import { consoleSubmits } from './api-harness';
import { board, CREATE_MATCH, TOSS } from '../host/fixtures/match-script';

let screens: BuiltScreens;
let browser: Browser;
let key: string;

beforeAll(async () => {
  screens = await startBuiltScreens('api-overlay');
  browser = await launchChromium();
  for (const command of [CREATE_MATCH, TOSS]) consoleSubmits(screens.host, command);
  key = screens.host.apiKeys.create('Stream Deck', 'control').key;
});

afterAll(async () => {
  await browser?.close();
  await screens?.close();
});

const act = async (verb: string, body: unknown = {}): Promise<void> => {
  const answer = await fetch(`${screens.server.url}/api/v1/actions/${verb}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
};

describe('the overlay verbs', () => {
  it('hide and show the overlay and set its layout on every overlay page', async () => {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(`${screens.server.url}/overlay?layout=bar`);
    const bar = page.locator('[data-testid=overlay-bar]');
    await bar.waitFor();
    expect(await bar.getAttribute('data-layout')).toBe('bar');

    await act('hide-overlay');
    await expect.poll(() => bar.count()).toBe(0);
    await act('show-overlay');
    await bar.waitFor();

    await act('overlay-layout', { overlayLayout: 'compact' });
    await expect.poll(() => bar.getAttribute('data-layout')).toBe('compact');
    await act('overlay-layout', { overlayLayout: null });
    await expect.poll(() => bar.getAttribute('data-layout')).toBe('bar');
    await page.close();
  }, 60_000);
});

describe('the match result screen', () => {
  it('shows each game’s result on the hall display while the match is played, then the scoreboard again', async () => {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(`${screens.server.url}/display`);
    await page.locator('[data-testid=display]').waitFor();
    for (const command of [board(0), board(0), board(0)]) consoleSubmits(screens.host, command);
    await act('show-result');
    const result = page.locator('[data-testid=match-result]');
    await result.waitFor();
    expect(await page.locator('[data-testid=match-game-1]').textContent()).toContain('Asha');
    await act('show-scoreboard');
    await expect.poll(() => result.count()).toBe(0);
    await page.close();
  }, 60_000);
});
