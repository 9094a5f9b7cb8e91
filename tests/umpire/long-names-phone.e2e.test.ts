/*
 * /umpire on a phone with long names: a Russian doubles pair whose surname is one long word
 * ("Константинопольский") made the board card's two columns as wide as that word, and the whole
 * page (both sides, the tap buttons) 472 px wide on a 390 px phone: the second side and half the
 * buttons were off the screen. Nothing may be wider than the phone. Real host, built pages,
 * Debian's Chromium.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Host } from '../../electron/host/host';
import type { RunningServer } from '../../electron/app/web-server';
import { startBuiltScreens, type BuiltScreens } from '../support/built-screens';
import { launchChromium } from '../support/chromium';
import { submitParsed } from '../support/parsed';
import { LONG_RUSSIAN_DOUBLES } from '../support/matches';
import { openScreenPage } from '../support/screen-page';

const HOST_ORIGIN = { role: 'console', readOnly: false } as const;
const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const;

describe('the umpire page on a phone, long names', () => {
  let screens: BuiltScreens | undefined;
  let host: Host;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    screens = await startBuiltScreens('umpire-long-names');
    ({ host, server } = screens);
    expect(submitParsed(host, LONG_RUSSIAN_DOUBLES, HOST_ORIGIN).ok).toBe(true);
    expect(submitParsed(host, { type: 'RecordToss', winner: 0, choice: 'break' }, HOST_ORIGIN).ok).toBe(true);
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await screens?.close();
  });

  for (const size of PHONES) {
    it(`keeps every element inside ${size.width} px`, async () => {
      const page = await openScreenPage(browser, `${server.url}/umpire`, size);
      await page.locator('[data-testid=umpire-board]').waitFor();
      await page.locator('[data-testid="tap-own"]').click();
      const beyond = await page.evaluate(() => {
        const wide: string[] = [];
        for (const element of document.querySelectorAll('body *')) {
          const box = element.getBoundingClientRect();
          if (box.width > 0 && box.right > innerWidth + 0.5)
            wide.push(`${element.tagName}.${element.className} right=${Math.round(box.right)}`);
        }
        return { scrollWidth: document.documentElement.scrollWidth, wide: wide.slice(0, 5) };
      });
      expect(beyond.wide).toEqual([]);
      expect(beyond.scrollWidth).toBeLessThanOrEqual(size.width);
      await page.context().close();
    });
  }
});
