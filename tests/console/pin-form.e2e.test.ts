/*
 * The PIN form (renderer/common/PinForm.svelte, wired once in StationShell) on the console, the
 * timekeeper's and the umpire's page, in
 * Debian's Chromium against the REAL host and web server with the PIN required: each page asks
 * for the PIN with the host's reason in the operator's words, a wrong PIN is refused in words and
 * stays in the field (selected, with the focus, so typing replaces it), and the right one connects.
 *
 * Needs `npm run build` first: the pages are served from out/renderer.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltScreens, type BuiltScreens } from '../support/built-screens';
import { launchChromium } from '../support/chromium';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const ARTIFACTS = join(repo, 'test-artifacts', 'pin-form');

const PAGES = [
  {
    name: 'console',
    path: '/console',
    width: 1366,
    height: 768,
    ready: '[data-testid=console][data-ready=true]',
  },
  { name: 'timekeeper', path: '/timekeeper', width: 360, height: 640, ready: '[data-testid=tk-no-match]' },
  { name: 'umpire', path: '/umpire', width: 360, height: 640, ready: '[data-testid=umpire-no-match]' },
] as const;

const FORM = '[data-testid=pin-form]';
const HELP = 'This console is on the network: type the PIN shown on the scoreboard computer.';
const WRONG = 'That PIN is wrong: type the PIN shown on the scoreboard computer.';

async function openPage(browser: Browser, url: string, width: number, height: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on('pageerror', (error) => {
    throw new Error(`page error on ${url}: ${error.message}`);
  });
  await page.goto(url);
  return page;
}

/** What the form says, white space folded. */
const said = async (page: Page): Promise<string> =>
  ((await page.textContent(FORM)) ?? '').replace(/\s+/g, ' ').trim();

/** Whether the PIN field has the focus and all its text selected (typing replaces it). */
const focusedAndSelected = (page: Page): Promise<boolean> =>
  page.evaluate((selector) => {
    const input = document.querySelector<HTMLInputElement>(`${selector} input`);
    return (
      input !== null &&
      document.activeElement === input &&
      input.selectionStart === 0 &&
      input.selectionEnd === input.value.length
    );
  }, FORM);

describe('the PIN form on the console, the timekeeper and the umpire page', () => {
  let screens: BuiltScreens;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    screens = await startBuiltScreens('pin-form', { requirePin: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await screens?.close();
  });

  it.each(PAGES)('$name: asks, refuses a wrong PIN in words, keeps it, then connects', async (spec) => {
    const page = await openPage(browser, `${screens.server.url}${spec.path}`, spec.width, spec.height);
    await page.waitForSelector(FORM);
    expect(await said(page)).toBe(`PIN required ${HELP} Connect`);
    expect(await focusedAndSelected(page)).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, `${spec.name}-asks.png`) });

    const wrong = screens.host.pin() === '000000' ? '111111' : '000000';
    await page.keyboard.type(wrong);
    await page.click(`${FORM} button[type=submit]`);
    await page.waitForFunction(
      (selector) => document.querySelector(selector)?.textContent?.includes('PIN is wrong'),
      FORM,
    );
    expect(await said(page)).toBe(`PIN required ${WRONG} Connect`);
    expect(await page.inputValue(`${FORM} input`)).toBe(wrong);
    expect(await focusedAndSelected(page)).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, `${spec.name}-wrong.png`) });

    await page.keyboard.type(screens.host.pin());
    await page.keyboard.press('Enter');
    await page.waitForSelector(spec.ready);
    expect(await page.locator(FORM).count()).toBe(0);
    await page.close();
  });
});
