/**
 * The phones follow the console's language (issue 38 item 9): a timekeeper and an umpire opened in
 * English switch to Polish when the operator chooses Polish on the console, without a reload; a
 * phone whose browser chose its own language keeps it. Real host, built pages, Chromium.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltScreens, type BuiltScreens } from '../support/built-screens';
import { launchChromium } from '../support/chromium';

let screens: BuiltScreens;
let browser: Browser;

beforeAll(async () => {
  screens = await startBuiltScreens('follow-language');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await screens?.close();
});

async function phone(path: string, ownLanguage?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (ownLanguage)
    await context.addInitScript(
      (language) => localStorage.setItem('carrom.console.language', language),
      ownLanguage,
    );
  const page = await context.newPage();
  await page.goto(`${screens.server.url}${path}`);
  await page.waitForFunction(() => document.documentElement.lang !== '');
  return page;
}

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('the phones and the console language', () => {
  it('follow the operator’s choice, unless the phone chose its own', async () => {
    const timekeeper = await phone('/timekeeper');
    const umpire = await phone('/umpire');
    const ownChoice = await phone('/timekeeper', 'it');
    expect(await lang(timekeeper)).toBe('en');
    expect(await lang(umpire)).toBe('en');
    await expect.poll(() => lang(ownChoice)).toBe('it');

    const operator = await browser.newPage();
    await operator.goto(`${screens.server.url}/console`);
    await operator.waitForSelector('[data-testid=console][data-ready=true]');
    await operator.selectOption('label.lang select', 'pl');

    await expect.poll(() => lang(timekeeper), { timeout: 15_000 }).toBe('pl');
    await expect.poll(() => lang(umpire), { timeout: 15_000 }).toBe('pl');
    expect(await timekeeper.locator('h1').first().textContent()).not.toBe('Timekeeper');
    expect(await lang(ownChoice)).toBe('it');
    for (const page of [timekeeper, umpire, ownChoice, operator]) await page.context().close();
  }, 60_000);
});
