/*
 * Switching the console's language while the new language's words are still on their way (a slow
 * laptop, a busy host): the page keeps the words it has and says which language they are
 * (`<html lang>`, the title), never claims a language it does not show, and a language passed
 * over before it arrived (en → pl → en) does not take the page when it lands. The Polish message
 * files are held back in the network layer until the test lets them through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { startHarness, type Harness } from './support/harness';
import { openConsole, text } from './support/console-page';

const POLISH_FILES = /\/assets\/pl-[^/]+\.js$/;
const LONG_NAME_EN = 'A name can have at most 60 characters (this one has 61).';
const LONG_NAME_PL = 'Nazwa może mieć najwyżej 60 znaków (ta ma 61).';

const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);
const nameError = (page: Page) => text(page, '[data-testid=error-player-0-0]');

/** Holds every request for the Polish message files until `release()`. */
async function holdPolish(page: Page): Promise<{ readonly held: () => number; release(): Promise<void> }> {
  const waiting: Route[] = [];
  await page.route(POLISH_FILES, (route) => void waiting.push(route));
  return {
    held: () => waiting.length,
    async release() {
      await Promise.all(waiting.splice(0).map((route) => route.continue()));
      await page.unroute(POLISH_FILES);
    },
  };
}

describe('switching the console language while its words load', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('language-switch');
    page = await openConsole(harness.browser, harness.url);
    await page.click('[data-testid=tab-setup]');
    await page.fill('[data-testid=player-0-0]', 'A'.repeat(61));
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('keeps English, and says English, until the Polish words are there; a language passed over does not take the page', async () => {
    const englishTitle = await page.title();
    expect(await nameError(page)).toBe(LONG_NAME_EN);
    const polish = await holdPolish(page);

    await page.selectOption('[data-testid=console-language]', 'pl');
    await expect.poll(polish.held).toBeGreaterThan(0);
    expect(await pageLanguage(page)).toBe('en');
    expect(await nameError(page)).toBe(LONG_NAME_EN);
    expect(await page.title()).toBe(englishTitle);

    await page.selectOption('[data-testid=console-language]', 'en');
    const arrived = page.waitForResponse(POLISH_FILES);
    await polish.release();
    await arrived;
    // Two frames: the loaded words are handed to the page and drawn.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await pageLanguage(page)).toBe('en');
    expect(await nameError(page)).toBe(LONG_NAME_EN);

    // Chosen again, Polish is there at once, and the page says so.
    await page.selectOption('[data-testid=console-language]', 'pl');
    await page.waitForSelector('html[lang=pl]');
    expect(await nameError(page)).toBe(LONG_NAME_PL);
    expect(await page.title()).not.toBe(englishTitle);
    await page.selectOption('[data-testid=console-language]', 'en');
    await page.waitForSelector('html[lang=en]');
    expect(await nameError(page)).toBe(LONG_NAME_EN);
  });
});
