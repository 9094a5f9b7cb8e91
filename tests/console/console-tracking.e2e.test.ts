/*
 * Issue 28 item 4 in Debian's Chromium against the REAL host: the console tracks a board from
 * the keyboard (K, the stroke keys, the host's preview before Enter) while /umpire and the
 * display watch; then /umpire records a stroke and the console's live strip shows it at once;
 * a board typed over the tracked board asks before replacing its strokes.
 *
 * Needs `npm run build` first: the pages are served from out/renderer.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Host } from '../../electron/host/host';
import type { RunningServer } from '../../electron/app/web-server';
import { startBuiltScreens, type BuiltScreens } from '../support/built-screens';
import { launchChromium } from '../support/chromium';
import { openConsole, press } from './support/console-page';
import { ashaAgainstBruno, ASHA_BREAKS } from '../support/matches';
import { openScreenPage as openPage, textOf } from '../support/screen-page';

const HOST_ORIGIN = { role: 'console', readOnly: false } as const;

describe('the console tracks a board while /umpire and the display watch', () => {
  let screens: BuiltScreens | undefined;
  let host: Host;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    screens = await startBuiltScreens('console-tracking');
    ({ host, server } = screens);
    const created = host.submit(ashaAgainstBruno(), HOST_ORIGIN);
    expect(created.ok).toBe(true);
    expect(host.submit(ASHA_BREAKS, HOST_ORIGIN).ok).toBe(true);
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await screens?.close();
  });

  it('K, O O: previewed by the host, nothing recorded; Enter records it; /umpire and the display show it; /umpire’s stroke shows on the console', async () => {
    const console = await openConsole(browser, server.url);
    const umpire = await openPage(browser, `${server.url}/umpire?pin=${host.pin()}`, {
      width: 800,
      height: 1280,
    });
    const display = await openPage(browser, `${server.url}/display`, { width: 1280, height: 720 });
    await umpire.locator('[data-testid=umpire-board]').waitFor();

    await console.locator('[data-testid=track-open]').waitFor();
    expect(await console.locator('[data-testid=live-strip]').count()).toBe(0);
    await press(console, 'k');
    await console.locator('[data-testid=track-panel]').waitFor();
    expect(await textOf(console, 'track-turn')).toBe('On turn: Asha');
    await press(console, 'o', 'o');
    expect(await textOf(console, 'track-typed')).toBe('This stroke: 2 own C/m');
    await expect
      .poll(() => textOf(console, 'track-preview'), { timeout: 30_000 })
      .toBe('After it: Asha: 7 C/m left · Bruno: 9 C/m left · Queen on the board · On turn: Asha');
    // The preview records nothing.
    expect(host.current().view.live ?? null).toBeNull();

    await press(console, 'Enter');
    await expect.poll(() => textOf(console, 'live-left-0'), { timeout: 30_000 }).toBe('7');
    expect(await textOf(console, 'live-left-1')).toBe('9');
    expect(await textOf(console, 'track-typed')).toBe(
      'Type what the stroke pocketed, or N for nothing pocketed.',
    );
    await expect.poll(() => textOf(umpire, 'umpire-left-0'), { timeout: 30_000 }).toBe('7');
    await expect
      .poll(() => display.locator('[data-testid="live-0"] .pip.gone').count(), { timeout: 30_000 })
      .toBe(2);

    // N: nothing pocketed, the turn passes to Bruno (48).
    await press(console, 'n');
    await expect.poll(() => textOf(console, 'live-words'), { timeout: 30_000 }).toContain('On turn: Bruno');
    await expect.poll(() => textOf(umpire, 'umpire-state'), { timeout: 30_000 }).toContain('On turn: Bruno');

    // /umpire records Bruno's stroke: one own C/m; the console shows it without a key.
    await umpire.locator('[data-testid=tap-own]').click();
    await umpire.locator('[data-testid=tap-enter]').click();
    await expect.poll(() => textOf(console, 'live-left-1'), { timeout: 30_000 }).toBe('8');
    expect(await textOf(console, 'live-words')).toContain('On turn: Bruno');
    expect(host.current().view.live?.strokes).toBe(3);
    await console.screenshot({ path: 'test-artifacts/console-tracking.png' });

    // U on the console takes /umpire's stroke back; the umpire's page follows.
    await press(console, 'u');
    await expect.poll(() => textOf(umpire, 'umpire-left-1'), { timeout: 30_000 }).toBe('9');
    await expect.poll(() => textOf(console, 'live-left-1'), { timeout: 30_000 }).toBe('9');

    // Leaving the mode and typing the board: the console asks before replacing its strokes.
    await press(console, 'k', '1', '5', 'w', 'Enter');
    await console.locator('[data-testid=replace-ask]').waitFor();
    expect(await textOf(console, 'replace-ask')).toContain(
      'Board 1 is being tracked stroke by stroke (2 strokes so far).',
    );
    expect(host.current().view.sides.map((side) => side.score)).toEqual([0, 0]);
    // The points preview shows what the typed board gives once the strokes are replaced.
    expect(await console.locator('[data-testid=preview-refusal]').count()).toBe(0);
    expect(await textOf(console, 'entry-preview')).toContain('8');
    await console.screenshot({ path: 'test-artifacts/console-tracking-replace.png' });
    await press(console, 'Enter');
    await expect
      .poll(() => host.current().view.sides.map((side) => side.score), { timeout: 30_000 })
      .toEqual([8, 0]);
    expect(host.current().view.live ?? null).toBeNull();
    await expect.poll(() => console.locator('[data-testid=live-strip]').count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => umpire.locator('[data-testid=umpire-left-0]').textContent()).toBe('9');

    await console.context().close();
    await umpire.context().close();
    await display.context().close();
  }, 180_000);

  for (const size of [
    { width: 1024, height: 600 },
    { width: 1366, height: 768 },
  ]) {
    it(`${size.width}×${size.height}: the tracking panel and the live strip fit; Enter is on screen`, async () => {
      const console = await openConsole(browser, server.url);
      await console.setViewportSize(size);
      // A board in play, tracked: one stroke by Asha.
      expect(host.submit({ type: 'RecordStroke', entry: { own: 1 } }, HOST_ORIGIN).ok).toBe(true);
      await console.locator('[data-testid=live-strip]').waitFor();
      await press(console, 'k', 'o');
      await console.locator('[data-testid=track-preview]').waitFor({ timeout: 30_000 });
      const enter = await console.locator('[data-testid="track-key-Enter"]').boundingBox();
      expect(enter && enter.y + enter.height).toBeLessThanOrEqual(size.height);
      expect(await console.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
        size.height,
      );
      expect(await console.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.width,
      );
      await console.screenshot({ path: `test-artifacts/console-tracking-${size.width}x${size.height}.png` });
      await press(console, 'Escape', 'k');
      await console.context().close();
    }, 120_000);
  }

  it("A: the umpire's award from the keyboard, typed and previewed by the host before Enter, ends the board", async () => {
    const console = await openConsole(browser, server.url);
    // A board in play, tracked: one stroke by Asha.
    expect(host.submit({ type: 'RecordStroke', entry: { own: 1 } }, HOST_ORIGIN).ok).toBe(true);
    const before = host.current().view.sides.map((side) => side.score);
    await console.locator('[data-testid=live-strip]').waitFor({ timeout: 30_000 });
    await press(console, 'k');
    await console.locator('[data-testid="track-key-a"]').waitFor();
    // The Enter button says what Enter will do: the award, and to whom once the side is typed.
    await press(console, 'a');
    await expect
      .poll(() => textOf(console, 'track-key-Enter'), { timeout: 30_000 })
      .toBe('Enter Award the board');
    await press(console, '2', '3');
    expect(await textOf(console, 'track-typed')).toBe(
      'Award the board to Bruno · C/m counted for the award: 3',
    );
    await expect
      .poll(() => textOf(console, 'track-key-Enter'), { timeout: 30_000 })
      .toBe('Enter Award the board to Bruno');
    await expect
      .poll(() => textOf(console, 'track-preview'), { timeout: 30_000 })
      .toBe('The award ends the board.');
    // The preview records nothing.
    expect(host.current().view.live?.strokes).toBeGreaterThan(0);
    await console.screenshot({ path: 'test-artifacts/console-tracking-award.png' });

    await press(console, 'Enter');
    await expect.poll(() => host.current().view.live ?? null, { timeout: 30_000 }).toBeNull();
    expect(host.current().view.lastBoard).toMatchObject({ winner: 1, pieces: 3, finish: 'penalty' });
    const after = host.current().view.sides.map((side) => side.score);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBeGreaterThan(before[1] ?? 0);
    await expect.poll(() => console.locator('[data-testid=live-strip]').count(), { timeout: 30_000 }).toBe(0);
    await console.context().close();
  }, 120_000);

  it('the dues clock (law 88) the host runs shows on the console, whoever records: 72c from /umpire, stopped by the next entry', async () => {
    const console = await openConsole(browser, server.url);
    // A fresh board (the award ended the last): whoever breaks pockets 1 own C/m with the
    // striker. It goes straight back and the due stays owed (nothing in the pockets yet).
    const view = host.current().view;
    const breaker = view.sides.findIndex((side) => side.breaks);
    const placer = ['Asha', 'Bruno'][1 - breaker];
    const umpire = { role: 'console', readOnly: false, source: 'web 192.168.1.20' } as const;
    expect(host.submit({ type: 'RecordStroke', entry: { own: 1, striker: true } }, umpire).ok).toBe(true);
    await expect
      .poll(() => textOf(console, 'console-dues-clock'), { timeout: 30_000 })
      .toMatch(new RegExp(`^Dues \\(88\\): ${placer} places them (1[0-5]|[1-9])$`));
    await console.screenshot({ path: 'test-artifacts/console-dues-clock.png' });
    expect(host.submit({ type: 'RecordStroke', entry: {} }, HOST_ORIGIN).ok).toBe(true);
    await expect
      .poll(() => console.locator('[data-testid=console-dues-clock]').count(), { timeout: 30_000 })
      .toBe(0);
    await console.context().close();
  }, 120_000);
});
