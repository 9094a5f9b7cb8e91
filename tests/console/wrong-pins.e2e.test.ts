/**
 * The console's settings say how many wrong PINs came from how many addresses in the last ten
 * minutes, and which: three guesses from three loopback addresses against the real host, the
 * console in a real Chromium. Needs `npm run build`.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startBuiltScreens, type BuiltScreens } from '../support/built-screens';
import { launchChromium } from '../support/chromium';

let screens: BuiltScreens;
let browser: Browser;

beforeAll(async () => {
  screens = await startBuiltScreens('wrong-pins', { requirePin: true });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await screens?.close();
});

/** One wrong PIN from `localAddress`; resolves with the close reason. */
function guess(localAddress: string, pin: string): Promise<string> {
  const url = `${screens.server.url.replace(/^http/, 'ws')}/ws?role=console&pin=${pin}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { localAddress });
    socket.once('close', (_code, reason) => resolve(reason.toString()));
    socket.once('error', reject);
  });
}

describe('the wrong-PIN report on the console', () => {
  it('shows "3 wrong PINs from 3 addresses in the last 10 minutes" with the addresses', async () => {
    const wrong = screens.host.pin() === '000000' ? '111111' : '000000';
    const addresses = ['127.0.0.21', '127.0.0.22', '127.0.0.23'];
    for (const address of addresses) expect(await guess(address, wrong)).toBe('wrong PIN');

    const page = await browser.newPage({ viewport: { width: 1440, height: 960 } });
    await page.goto(`${screens.server.url}/console?pin=${screens.host.pin()}`);
    await page.waitForSelector('[data-testid=connection][data-status=connected]');
    await page.click('[data-testid=tab-settings]');
    const report = page.locator('[data-testid=wrong-pins]');
    await expect
      .poll(async () => ((await report.count()) > 0 ? ((await report.textContent()) ?? '') : ''))
      .toContain('3 wrong PINs from 3 addresses in the last 10 minutes:');
    const text = (await report.textContent()) ?? '';
    // Latest first.
    expect(text).toContain('127.0.0.23, 127.0.0.22, and 127.0.0.21');
    await page.close();
  }, 60_000);
});
