/*
 * The umpire's station (issue 28 item 3) in Debian's Chromium against the REAL host (store,
 * engine, web server with the PIN required): the page asks for the PIN, draws the board in play,
 * shows what a stroke will do before it is entered (the host's Preview), and its taps drive a
 * tracked board to its end while the display watches.
 *
 * Needs `npm run build` first: the pages are served from out/renderer.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Host } from '../../electron/host/host';
import type { RunningServer } from '../../electron/app/web-server';
import { startBuiltScreens, type BuiltScreens } from '../support/built-screens';
import { launchChromium } from '../support/chromium';
import { submitParsed } from '../support/parsed';
import { ashaAgainstBruno, ASHA_BREAKS } from '../support/matches';
import { openScreenPage as openPage, rawTextOf, textOf } from '../support/screen-page';

const HOST_ORIGIN = { role: 'console', readOnly: false } as const;
const SIZES = [
  { width: 800, height: 1280 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

describe('the umpire page with the display watching', () => {
  let screens: BuiltScreens | undefined;
  let host: Host;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    screens = await startBuiltScreens('umpire', { requirePin: true });
    ({ host, server } = screens);
    const created = submitParsed(host, ashaAgainstBruno(), HOST_ORIGIN);
    expect(created.ok).toBe(true);
    expect(submitParsed(host, ASHA_BREAKS, HOST_ORIGIN).ok).toBe(true);
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await screens?.close();
  });

  it('asks for the PIN like the console, then shows the board at the break', async () => {
    const page = await openPage(browser, `${server.url}/umpire`, SIZES[0]);
    await page.locator('input[type=password], input[inputmode=numeric]').first().waitFor();
    expect(await page.locator('[data-testid=umpire-board]').count()).toBe(0);
    await page.locator('input[type=password], input[inputmode=numeric]').first().fill(host.pin());
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=umpire-board]').waitFor();
    expect([await textOf(page, 'umpire-left-0'), await textOf(page, 'umpire-left-1')]).toEqual(['9', '9']);
    expect(await textOf(page, 'umpire-state')).toContain('On turn: Asha');
    expect(await rawTextOf(page, 'umpire-state')).toContain('On turn: \u2068Asha\u2069');
    await page.context().close();
  });

  it('previews a stroke, enters it in two taps, and drives the board to its end; the display follows', async () => {
    const umpire = await openPage(browser, `${server.url}/umpire?pin=${host.pin()}`, SIZES[0]);
    const display = await openPage(browser, `${server.url}/display`, { width: 1280, height: 720 });
    await umpire.locator('[data-testid=umpire-board]').waitFor();
    const tap = (id: string) => umpire.locator(`[data-testid="${id}"]`).click();

    await tap('tap-own');
    await tap('tap-own');
    await expect
      .poll(() => textOf(umpire, 'umpire-preview'))
      .toBe(
        'This stroke: 2 own C/m — After it: Asha: 7 C/m left · Bruno: 9 C/m left · Queen on the board · On turn: Asha',
      );
    // Nothing is recorded by the preview.
    expect(host.current().view.live ?? null).toBeNull();
    await tap('tap-enter');
    await expect.poll(() => textOf(umpire, 'umpire-left-0')).toBe('7');
    // Law 50: the stroke clock restarted with the stroke, without a key.
    await expect.poll(() => host.current().view.clocks.stroke?.startedAt ?? null).not.toBeNull();
    await expect.poll(() => display.locator('[data-testid="live-0"] .pip.gone').count()).toBe(2);

    await tap('tap-nothing');
    await tap('tap-enter');
    await expect.poll(() => textOf(umpire, 'umpire-state')).toContain('On turn: Bruno');
    await tap('tap-undo');
    await expect.poll(() => textOf(umpire, 'umpire-state')).toContain('On turn: Asha');
    await tap('tap-redo');
    await expect.poll(() => textOf(umpire, 'umpire-state')).toContain('On turn: Bruno');
    await tap('tap-striker');
    await tap('tap-enter');
    // Bruno's striker with nothing in his pockets: the due is owed (72c), the turn passes.
    await expect.poll(() => textOf(umpire, 'umpire-state')).toContain('Bruno owes 1');
    await expect.poll(() => textOf(display, 'live-owed')).toBe('Dues owed: 1');

    // Asha: the queen and her seven C/m in one stroke (she has C/m in the pockets: covered, 97a).
    await tap('tap-queen');
    for (let i = 0; i < 7; i++) await tap('tap-own');
    await expect.poll(() => textOf(umpire, 'umpire-preview')).toContain('This stroke ends the board.');
    await tap('tap-enter');
    // 9 of Bruno's C/m + the queen: 12 (the plain engine's formula).
    await expect.poll(() => display.locator('[data-testid="score-0"]').first().textContent()).toBe('12');
    expect(host.current().view.sides.map((s) => s.score)).toEqual([12, 0]);
    expect(await display.locator('[data-testid="live-0"]').count()).toBe(0);

    // Board 2, Bruno breaks: a demand with a stroke that does not end the board is refused...
    await umpire.locator('[data-testid=umpire-demand]').selectOption('1');
    await tap('tap-own');
    await tap('tap-enter');
    await expect.poll(() => textOf(umpire, 'notices')).not.toBe('');
    expect(host.current().view.live ?? null).toBeNull();
    // ...and goes with one that does: Bruno's last C/m by an improper stroke, the queen on the
    // board (107): Asha wins by 3, plus the 1 demanded.
    for (let i = 0; i < 8; i++) await tap('tap-own');
    await tap('tap-improper');
    await expect.poll(() => textOf(umpire, 'umpire-preview')).toContain('This stroke ends the board.');
    await tap('tap-enter');
    await expect.poll(() => host.current().view.sides.map((s) => s.score)).toEqual([16, 0]);
    await umpire.context().close();
    await display.context().close();
  });

  it('takes the Remarks of Umpire, with the same field as the console, and keeps them on record', async () => {
    const page = await openPage(browser, `${server.url}/umpire?pin=${host.pin()}`, SIZES[0]);
    const field = page.getByLabel('Remarks of Umpire');
    await field.waitFor();
    await field.fill('Bruno warned for slow play.');
    const save = page.locator('[data-testid=remarks-save]');
    expect((await save.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await save.click();
    await expect
      .poll(async () => {
        const sheet = await host.query({ type: 'OfficialSheet' }, HOST_ORIGIN);
        return sheet.ok && sheet.type === 'OfficialSheet'
          ? (sheet.data as { remarks: string }).remarks
          : null;
      })
      .toBe('Bruno warned for slow play.');
    // Saved: the field no longer says it is not saved.
    await expect.poll(() => textOf(page, 'remarks-state'), { timeout: 30_000 }).toBe('');
    await page.context().close();
  });

  for (const size of SIZES) {
    it(`${size.width}×${size.height}: every tap target is on screen or reachable, none narrower than 44 px`, async () => {
      const page = await openPage(browser, `${server.url}/umpire?pin=${host.pin()}`, size);
      await page.locator('[data-testid=umpire-board]').waitFor();
      const widths = await page.locator('.tap').evaluateAll((nodes) =>
        nodes.map((node) => {
          const rect = node.getBoundingClientRect();
          return { width: rect.width, height: rect.height, right: rect.right };
        }),
      );
      expect(widths.length).toBeGreaterThan(10);
      for (const box of widths) {
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.right).toBeLessThanOrEqual(size.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await page.screenshot({
        path: `test-artifacts/umpire-${size.width}x${size.height}.png`,
        fullPage: true,
      });
      await page.context().close();
    });
  }
});
