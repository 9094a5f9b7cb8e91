/*
 * /umpire on a phone (issue 38 item 8): after any tap, what the stroke will do is on screen beside
 * "Enter stroke" without scrolling, at 360×640 and 390×844; and no button records a stroke by
 * itself: "Nothing pocketed", "Foul (64a)" and each "Technical foul" are previewed first and
 * recorded only by "Enter stroke". Real host, built pages, Debian's Chromium.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Host } from '../../electron/host/host';
import type { RunningServer } from '../../electron/app/web-server';
import { startBuiltScreens, type BuiltScreens } from '../support/built-screens';
import { launchChromium } from '../support/chromium';
import { submitParsed } from '../support/parsed';
import { ashaAgainstBruno, ASHA_BREAKS } from '../support/matches';
import { openScreenPage, textOf } from '../support/screen-page';

const HOST_ORIGIN = { role: 'console', readOnly: false } as const;
const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const;

/** Every stroke button of the page, the pocket taps and the calls. */
const STROKE_TAPS = [
  'tap-own',
  'tap-opp',
  'tap-queen',
  'tap-striker',
  'tap-improper',
  'tap-nothing',
  'tap-foul',
  'tap-technical-0',
  'tap-technical-1',
] as const;

describe('the umpire page on a phone', () => {
  let screens: BuiltScreens | undefined;
  let host: Host;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    screens = await startBuiltScreens('umpire-phone');
    ({ host, server } = screens);
    expect(submitParsed(host, ashaAgainstBruno(), HOST_ORIGIN).ok).toBe(true);
    expect(submitParsed(host, ASHA_BREAKS, HOST_ORIGIN).ok).toBe(true);
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await screens?.close();
  });

  /** Whether the element lies wholly inside the page's viewport as it is now (no scrolling done). */
  async function onScreen(page: Page, testId: string): Promise<boolean> {
    return page.locator(`[data-testid="${testId}"]`).evaluate((element) => {
      const box = element.getBoundingClientRect();
      return (
        box.top >= 0 &&
        box.left >= 0 &&
        box.bottom <= innerHeight &&
        box.right <= innerWidth &&
        box.height > 0
      );
    });
  }

  for (const size of PHONES) {
    it(`shows the preview beside "Enter stroke" after every tap at ${size.width}×${size.height}`, async () => {
      const page = await openScreenPage(browser, `${server.url}/umpire`, size);
      await page.locator('[data-testid=umpire-board]').waitFor();
      for (const id of STROKE_TAPS) {
        await page.locator(`[data-testid="${id}"]`).click();
        await expect
          .poll(() => textOf(page, 'umpire-preview'), { message: id })
          .toMatch(/^This stroke: .+ — /);
        expect(await onScreen(page, 'umpire-preview'), `${id}: the preview on screen`).toBe(true);
        expect(await onScreen(page, 'tap-enter'), `${id}: "Enter stroke" on screen`).toBe(true);
        if (id === 'tap-technical-1')
          await page.screenshot({ path: `test-artifacts/umpire-phone-${size.width}x${size.height}.png` });
        await page.locator('[data-testid=tap-clear]').click();
      }
      // Nothing of it was recorded.
      expect(host.current().view.live ?? null).toBeNull();
      await page.context().close();
    });
  }

  it('previews each call before it is recorded, and records it once with "Enter stroke"', async () => {
    const page = await openScreenPage(browser, `${server.url}/umpire`, PHONES[0]);
    await page.locator('[data-testid=umpire-board]').waitFor();
    const tap = (id: string) => page.locator(`[data-testid="${id}"]`).click();

    await tap('tap-nothing');
    await expect
      .poll(() => textOf(page, 'umpire-preview'))
      .toBe(
        'This stroke: Nothing pocketed — After it: Asha: 9 C/m left · Bruno: 9 C/m left · Queen on the board · On turn: Bruno',
      );
    expect(await page.locator('[data-testid=tap-nothing]').getAttribute('aria-pressed')).toBe('true');
    expect(host.current().view.live ?? null).toBeNull();
    // Tapped again, the call is taken back: nothing to enter.
    await tap('tap-nothing');
    expect(await page.locator('[data-testid=tap-enter]').isDisabled()).toBe(true);
    expect(await textOf(page, 'umpire-preview')).toBe('');

    // A pocketed piece and a call exclude each other: the call replaces it.
    await tap('tap-own');
    await tap('tap-foul');
    await expect.poll(() => textOf(page, 'umpire-preview')).toMatch(/^This stroke: Foul \(64a\) — /);
    expect(await textOf(page, 'tap-own')).toBe('Own C/m +1');
    expect(host.current().view.live ?? null).toBeNull();
    const before = host.current().revision;
    await tap('tap-enter');
    // Asha's foul: one due owed (64a), the turn to Bruno; one command, one revision.
    await expect.poll(() => host.current().view.live?.owed).toEqual([1, 0]);
    expect(host.current().revision).toBe(before + 1);
    expect(host.current().view.live?.turn).toBe(1);
    await expect.poll(() => textOf(page, 'umpire-preview')).toBe('');

    await tap('tap-technical-1');
    await expect.poll(() => textOf(page, 'umpire-preview')).toMatch(/^This stroke: Technical foul: Bruno — /);
    expect(host.current().revision).toBe(before + 1);
    await tap('tap-enter');
    await expect.poll(() => host.current().revision).toBe(before + 2);
    expect(host.current().view.live?.owed).toEqual([1, 1]);
    await page.context().close();
  });
});
