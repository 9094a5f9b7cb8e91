/**
 * Until the host's first state arrives, the timekeeper's and the umpire's pages say they are
 * connecting, never "no match": that would be a guess, and a phone closed on it had not yet
 * kept its device token (ci9d). The socket is held open with nothing sent, then let through.
 * Real Chromium on the built pages; needs `npm run build`.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltScreens, type BuiltScreens } from '../support/built-screens';
import { launchChromium } from '../support/chromium';

let screens: BuiltScreens;
let browser: Browser;

beforeAll(async () => {
  screens = await startBuiltScreens('first-state');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await screens?.close();
});

const STATIONS = [
  { path: '/timekeeper', connecting: 'tk-connecting', noMatch: 'tk-no-match' },
  { path: '/umpire', connecting: 'umpire-connecting', noMatch: 'umpire-no-match' },
] as const;

describe.each(STATIONS)('$path before the first state', ({ path, connecting, noMatch }) => {
  it('says it is connecting, and "no match" only once the host has said so', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The socket opens, but the host's messages wait until the test lets them through.
    await page.routeWebSocket(/\/ws/, async (socket) => {
      const server = socket.connectToServer();
      server.onMessage(async (message) => {
        await released;
        socket.send(message);
      });
    });
    await page.goto(`${screens.server.url}${path}`);
    await page.waitForSelector(`[data-testid=${connecting}]`);
    expect(await page.textContent(`[data-testid=${connecting}]`)).toBe('Connecting…');
    expect(await page.locator(`[data-testid=${noMatch}]`).count()).toBe(0);
    release();
    await page.waitForSelector(`[data-testid=${noMatch}]`);
    expect(await page.locator(`[data-testid=${connecting}]`).count()).toBe(0);
    await page.close();
  }, 60_000);
});
