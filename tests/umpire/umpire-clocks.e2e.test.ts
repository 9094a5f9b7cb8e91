/*
 * /umpire's break clock (law 46), dues clock (law 88: the host's, whoever records the entry; the
 * timekeeper, the hall display and the overlay show it too) and, in doubles, which player strikes,
 * in Debian's Chromium against the REAL host. Needs `npm run build` first.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Host } from '../../electron/host/host';
import { startBuiltScreens, type BuiltScreens } from '../support/built-screens';
import { launchChromium } from '../support/chromium';
import { openScreenPage, textOf } from '../support/screen-page';

const HOST_ORIGIN = { role: 'console', readOnly: false } as const;
const WAIT = { timeout: 30_000 };

async function openUmpire(browser: Browser, screens: BuiltScreens): Promise<Page> {
  const page = await openScreenPage(browser, `${screens.server.url}/umpire?pin=${screens.host.pin()}`, {
    width: 800,
    height: 1280,
  });
  await page.locator('[data-testid=umpire-board]').waitFor();
  return page;
}

function startMatch(host: Host, type: 'singles' | 'doubles'): void {
  const sides =
    type === 'singles'
      ? [
          { name: 'Asha', players: ['Asha'] },
          { name: 'Bruno', players: ['Bruno'] },
        ]
      : [
          { name: 'Asha & Bela', players: ['Asha', 'Bela'] },
          { name: 'Chen & Dev', players: ['Chen', 'Dev'] },
        ];
  const created = host.submit(
    { type: 'CreateMatch', matchType: type, sides, rules: 'icf', stage: 'early', info: {} },
    HOST_ORIGIN,
  );
  expect(created.ok).toBe(true);
  expect(host.submit({ type: 'RecordToss', winner: 0, choice: 'break' }, HOST_ORIGIN).ok).toBe(true);
}

describe('/umpire: the break and dues clocks, the striking player in doubles', () => {
  let singles: BuiltScreens | undefined;
  let doubles: BuiltScreens | undefined;
  let console72c: BuiltScreens | undefined;
  let browser: Browser;

  beforeAll(async () => {
    singles = await startBuiltScreens('umpire-clocks');
    doubles = await startBuiltScreens('umpire-doubles');
    console72c = await startBuiltScreens('umpire-dues-72c');
    startMatch(singles.host, 'singles');
    startMatch(doubles.host, 'doubles');
    startMatch(console72c.host, 'singles');
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await singles?.close();
    await doubles?.close();
    await console72c?.close();
  });

  it('the break clock runs from "call play" to the break; the dues clock from a due placed to the next stroke', async () => {
    const page = await openUmpire(browser, singles as BuiltScreens);
    const tap = (id: string) => page.locator(`[data-testid="${id}"]`).click();
    expect(await page.locator('[data-testid=umpire-clock-left]').count()).toBe(0);
    await tap('tap-call-play');
    expect(await textOf(page, 'umpire-clock-name')).toBe('Break (46): Asha');
    // It runs: from 15 s down.
    await expect.poll(() => textOf(page, 'umpire-clock-left'), WAIT).toMatch(/^(1[0-4]|[1-9]) s$/);
    await page.screenshot({ path: 'test-artifacts/umpire-break-clock.png' });

    // The break: 2 own C/m. The break clock stops; nothing is to be placed.
    await tap('tap-own');
    await tap('tap-own');
    await tap('tap-enter');
    await expect.poll(() => textOf(page, 'umpire-left-0'), WAIT).toBe('7');
    expect(await page.locator('[data-testid=umpire-clock-left]').count()).toBe(0);
    expect(await page.locator('[data-testid=tap-call-play]').count()).toBe(0);

    // Asha pockets the striker: 1 due from her pockets goes back (72), Bruno places it in 15 s.
    await tap('tap-striker');
    await tap('tap-enter');
    await expect.poll(() => textOf(page, 'umpire-left-0'), WAIT).toBe('8');
    expect(await textOf(page, 'umpire-clock-name')).toBe('Dues (88): Bruno places them');
    await expect.poll(() => textOf(page, 'umpire-clock-left'), WAIT).toMatch(/^(1[0-5]|[1-9]) s$/);
    await page.screenshot({ path: 'test-artifacts/umpire-dues-clock.png' });

    // Bruno's stroke: the due was placed, the clock stops.
    await tap('tap-nothing');
    await tap('tap-enter');
    await expect.poll(() => textOf(page, 'umpire-state'), WAIT).toContain('On turn: Asha');
    expect(await page.locator('[data-testid=umpire-clock-left]').count()).toBe(0);
    await page.context().close();
  }, 120_000);

  it('72c, recorded at the console: own C/m back with the striker while the due stays owed: the host runs the clock, /umpire and the timekeeper show it', async () => {
    const screens = console72c as BuiltScreens;
    const page = await openUmpire(browser, screens);
    // The timekeeper's phone watches too: the same clock, from the same push.
    const tk = await (await browser.newContext({ viewport: { width: 360, height: 640 } })).newPage();
    await tk.goto(`${screens.server.url}/timekeeper?pin=${screens.host.pin()}`);
    await tk.locator('[data-testid=tk-stroke]').waitFor(WAIT);
    // The hall display and the broadcast overlay show the audience the same countdown.
    const display = await openScreenPage(browser, `${screens.server.url}/display`, {
      width: 1920,
      height: 1080,
    });
    const overlay = await openScreenPage(browser, `${screens.server.url}/overlay`, {
      width: 1920,
      height: 1080,
    });
    await display.locator('[data-testid=display]').waitFor(WAIT);
    await overlay.locator('[data-testid=overlay-bar]').waitFor(WAIT);
    expect(await display.locator('[data-testid=dues-clock]').count()).toBe(0);
    const record = (entry: Record<string, unknown>) =>
      expect(screens.host.submit({ type: 'RecordStroke', entry }, HOST_ORIGIN).ok).toBe(true);
    // Asha's break: 1 own C/m with the striker. It goes back and the due is owed (nothing in her
    // pockets): the board shows 9 and 9 as before, yet that C/m is to be placed.
    record({ own: 1, striker: true });
    await expect.poll(() => textOf(page, 'umpire-state'), WAIT).toContain('Asha owes 1');
    expect(await textOf(page, 'umpire-left-0')).toBe('9');
    await expect.poll(() => textOf(page, 'umpire-clock-name'), WAIT).toBe('Dues (88): Bruno places them');
    await expect.poll(() => textOf(page, 'umpire-clock-left'), WAIT).toMatch(/^(1[0-5]|[1-9]) s$/);
    await page.screenshot({ path: 'test-artifacts/umpire-dues-72c.png' });
    await expect
      .poll(() => textOf(tk, 'tk-dues'), WAIT)
      .toMatch(/^Dues \(88\): Bruno places them (1[0-5]|[1-9]) s$/);
    await tk.screenshot({ path: 'test-artifacts/timekeeper-dues-72c.png' });
    await expect.poll(() => textOf(display, 'dues-clock'), WAIT).toMatch(/^Dues (1[0-5]|[1-9])$/);
    expect(await display.getAttribute('[data-testid=dues-clock]', 'data-state')).toMatch(/^(running|warn)$/);
    await display.screenshot({ path: 'test-artifacts/display-dues-72c.png' });
    await expect.poll(() => textOf(overlay, 'overlay-dues-clock'), WAIT).toMatch(/^Dues (1[0-5]|[1-9])$/);
    // Her next stroke, recorded at the console again: the C/m was placed, the clock stops here too.
    record({});
    await expect.poll(() => page.locator('[data-testid=umpire-clock-left]').count(), WAIT).toBe(0);
    expect(await textOf(page, 'umpire-clock')).not.toContain('Dues');
    await expect.poll(() => tk.locator('[data-testid=tk-dues]').count(), WAIT).toBe(0);
    await expect.poll(() => display.locator('[data-testid=dues-clock]').count(), WAIT).toBe(0);
    await expect.poll(() => overlay.locator('[data-testid=overlay-dues-clock]').count(), WAIT).toBe(0);
    await display.context().close();
    await overlay.context().close();
    await tk.context().close();
    await page.context().close();
  }, 120_000);

  it('doubles: the player who strikes is named and marked, round the table', async () => {
    const page = await openUmpire(browser, doubles as BuiltScreens);
    const tap = (id: string) => page.locator(`[data-testid="${id}"]`).click();
    expect(await textOf(page, 'umpire-state')).toContain('On turn: Asha & Bela (Asha)');
    expect(await textOf(page, 'umpire-players-0')).toBe('Asha·Bela');
    expect(await page.locator('[data-testid=umpire-players-0] .striking').textContent()).toBe('Asha');
    await tap('tap-call-play');
    expect(await textOf(page, 'umpire-clock-name')).toBe('Break (46): Asha & Bela (Asha)');
    await tap('tap-nothing');
    await tap('tap-enter');
    await expect.poll(() => textOf(page, 'umpire-state'), WAIT).toContain('On turn: Chen & Dev (Chen)');
    expect(await page.locator('[data-testid=umpire-players-1] .striking').textContent()).toBe('Chen');
    await tap('tap-nothing');
    await tap('tap-enter');
    await expect.poll(() => textOf(page, 'umpire-state'), WAIT).toContain('On turn: Asha & Bela (Bela)');
    await page.screenshot({ path: 'test-artifacts/umpire-doubles.png' });
    await page.context().close();
  }, 120_000);
});
