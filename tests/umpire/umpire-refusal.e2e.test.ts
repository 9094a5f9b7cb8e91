/**
 * /umpire never offers or previews a stroke the board cannot have, and says a refused one in
 * the page's language, like the console: in Russian, "C/m" stops at the nine on the board
 * (a tenth tap once left the ninth's preview, "ends the board", under "10 own C/m"), and the
 * queen tapped again while she waits to be covered is refused in Russian, not the engine's
 * English. Real Chromium on the built pages, the real host; needs `npm run build`.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltScreens, type BuiltScreens } from '../support/built-screens';
import { launchChromium } from '../support/chromium';
import { ashaAgainstBruno, ASHA_BREAKS } from '../support/matches';
import { submitParsed } from '../support/parsed';

const CONSOLE = { role: 'console', readOnly: false } as const;
const station = (language: string): Readonly<Record<string, string>> =>
  JSON.parse(readFileSync(`shared/i18n/messages/station/${language}.json`, 'utf8')) as Record<string, string>;

let screens: BuiltScreens;
let browser: Browser;

beforeAll(async () => {
  screens = await startBuiltScreens('umpire-refusal');
  for (const command of [ashaAgainstBruno(), ASHA_BREAKS, { type: 'SetConsoleLanguage', language: 'ru' }]) {
    expect(submitParsed(screens.host, command, CONSOLE).ok).toBe(true);
  }
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await screens?.close();
});

async function umpirePage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 800, height: 1280 } });
  await page.goto(`${screens.server.url}/umpire`);
  await page.waitForSelector('html[lang=ru] [data-testid=umpire-board]');
  return page;
}

const preview = (page: Page) => page.locator('[data-testid=umpire-preview]');

describe('/umpire and a stroke the board cannot have', () => {
  it('stops the C/m taps at what is on the board, the preview always of the stroke shown', async () => {
    const page = await umpirePage();
    for (let tap = 0; tap < 9; tap += 1) await page.click('[data-testid=tap-own]');
    expect(await page.isDisabled('[data-testid=tap-own]')).toBe(true);
    // Nine own C/m with the queen on the board: a penalty finish (law 106), said before Enter.
    await expect.poll(() => preview(page).textContent(), { timeout: 15_000 }).toContain('9');
    expect(await preview(page).textContent()).not.toContain('10');
    expect(await page.isDisabled('[data-testid=tap-opp]')).toBe(false);
    await page.close();
  }, 60_000);

  it('refuses the queen while she waits to be covered, in Russian', async () => {
    // Asha pockets one of her C/m, then the queen: she waits for Asha to cover her (law 97b).
    for (const entry of [{ own: 1 }, { queen: true }]) {
      expect(submitParsed(screens.host, { type: 'RecordStroke', entry }, CONSOLE).ok).toBe(true);
    }
    expect(screens.host.current().view.live?.queen).toBe('pending');
    const page = await umpirePage();
    await page.click('[data-testid=tap-queen]');
    const russian = station('ru')['tracker.refusal.invalidStroke']!;
    await expect.poll(() => preview(page).textContent(), { timeout: 15_000 }).toContain(russian);
    const shown = (await preview(page).textContent()) ?? '';
    expect(shown).not.toContain('The queen is not on the board');
    expect(shown).not.toMatch(/[A-Za-z]{4,}/);
    expect(screens.host.current().view.live?.strokes).toBe(2);
    await page.close();
  }, 60_000);
});
