/*
 * Issue 25, item 4: a TV's browser holds Web Audio back until someone touches the page. Chromium
 * runs here with that autoplay policy on (a user gesture required); when the stroke clock runs
 * out on an untouched display, the tone is held back, and the display offers "Enable sound";
 * one click lets sound through and the button goes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { displayTranslator } from '../../shared/i18n/display';
import { push, scenarios } from './fixtures';
import type { CDPSession } from 'playwright-core';
import { consoleErrors, startHarness, type Harness, PAGE_STATE_TIMEOUT_MS } from './harness';

let harness: Harness;
let browser: Browser;

beforeAll(async () => {
  harness = await startHarness('sound-unlock', null);
  browser = await launchChromium(['--autoplay-policy=document-user-activation-required']);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await harness?.close();
  expect(consoleErrors, 'errors in the page consoles').toEqual([]);
});

/**
 * Waits until `expression` is true in the page without touching it as a user would: Playwright's
 * own queries (locators, evaluate) run as a user gesture and would let the page's sound through,
 * hiding what is tested; DevTools' Runtime.evaluate without userGesture does not.
 */
async function untouchedWait(client: CDPSession, expression: string): Promise<void> {
  const deadline = Date.now() + PAGE_STATE_TIMEOUT_MS;
  for (;;) {
    const { result } = await client.send('Runtime.evaluate', { expression, returnByValue: true });
    if (result.value === true) return;
    if (Date.now() > deadline) throw new Error(`the page never showed: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the display asks for one tap when the browser holds its sound back', () => {
  it('no button before a tone; "Enable sound" once a tone is held back; gone after a click', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
    const client = await page.context().newCDPSession(page);
    await page.goto(`${harness.host.origin}/display`);
    const view = scenarios()['mid-game']!;
    const first = push(view);
    harness.host.push(first);
    await untouchedWait(client, `!!document.querySelector('[data-revision="${first.revision}"]')`);
    const noButton = await client.send('Runtime.evaluate', {
      expression: "document.querySelector('[data-testid=enable-sound]') === null",
      returnByValue: true,
    });
    expect(noButton.result.value).toBe(true);

    // The stroke clock with 1.5 s left: it runs out while the display watches, and would buzz.
    const running = push({
      ...view,
      clocks: { ...view.clocks, stroke: { seconds: 15, startedAt: Date.now() - 13_500 } },
    });
    harness.host.push(running);
    await untouchedWait(client, "!!document.querySelector('[data-testid=enable-sound]')");
    const button = page.locator('[data-testid=enable-sound]');
    expect(await button.textContent()).toBe(displayTranslator('en')('enableSound'));
    expect(Number(await page.getAttribute('[data-testid=clock-alerts]', 'data-sounded'))).toBeGreaterThan(0);

    await button.click();
    await button.waitFor({ state: 'detached', timeout: PAGE_STATE_TIMEOUT_MS });
    await page.context().close();
  }, 120_000);
});
