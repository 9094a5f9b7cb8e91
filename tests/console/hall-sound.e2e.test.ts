/*
 * Issue 25, item 4: the console is told that a hall display cannot sound yet. The real host; the
 * display in a Chromium with its autoplay policy on (a user gesture required, as a TV's browser),
 * left untouched; the console in another. When the stroke clock runs out the display's tone is
 * held back: the display reports its sound as locked (a screen status, not a command) and the
 * console warns until someone taps "Enable sound" on the display.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { consoleTranslator } from '../../shared/i18n/console';
import { launchChromium } from '../support/chromium';
import { CONSOLE } from '../host/helpers';
import { axeViolations } from '../a11y/support/axe';
import { ARTIFACTS_DIR, startHarness, type Harness } from './support/harness';
import { openConsole, text } from './support/console-page';
import { submitParsed } from '../support/parsed';

const WAIT_MS = 30_000;

function submit(harness: Harness, command: Record<string, unknown>): void {
  const result = submitParsed(harness.host, command, CONSOLE);
  if (!result.ok) throw new Error(result.message);
}

/**
 * Waits for `expression` in the display without touching it: Playwright's own queries run as a
 * user gesture and would let the page's sound through; DevTools' Runtime.evaluate does not.
 */
async function untouchedWait(client: CDPSession, expression: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const { result } = await client.send('Runtime.evaluate', { expression, returnByValue: true });
    if (result.value === true) return;
    if (Date.now() > deadline) throw new Error(`the display never showed: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the console hears that the hall display cannot sound', () => {
  let harness: Harness;
  let tv: Browser;
  let operator: Page;

  beforeAll(async () => {
    harness = await startHarness('hall-sound');
    tv = await launchChromium(['--autoplay-policy=document-user-activation-required']);
    submit(harness, {
      type: 'CreateMatch',
      matchType: 'singles',
      sides: [
        { name: 'Asha Raman', players: ['Asha Raman'] },
        { name: 'Bruno Kowalski', players: ['Bruno Kowalski'] },
      ],
      stage: 'early',
      info: {},
      rules: { preset: 'icf', strokeSeconds: 2 },
    });
    submit(harness, { type: 'RecordToss', winner: 0, choice: 'break' });
    operator = await openConsole(harness.browser, harness.url);
  }, 120_000);
  afterAll(async () => {
    await tv?.close();
    await harness?.close();
  });

  it('warns while the untouched display holds its tone back, and stops once "Enable sound" is tapped', async () => {
    const display = await (await tv.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
    const client = await display.context().newCDPSession(display);
    await display.goto(`${harness.url}/display`);
    await untouchedWait(
      client,
      '!!document.querySelector(\'[data-testid=display][data-revision]:not([data-revision=""])\')',
    );
    await operator.waitForFunction(
      () => document.querySelector('[data-testid=hall-display]')?.getAttribute('data-displays') === '1',
      undefined,
      { timeout: WAIT_MS },
    );
    expect(await operator.$('[data-testid=hall-sound-locked]')).toBeNull();

    // The stroke clock runs out two seconds later, on a display nobody has touched.
    submit(harness, { type: 'StartStrokeClock' });
    await untouchedWait(client, "!!document.querySelector('[data-testid=enable-sound]')");
    const warning = operator.locator('[data-testid=hall-sound-locked]');
    await warning.waitFor({ timeout: WAIT_MS });
    expect(await text(operator, '[data-testid=hall-sound-locked]')).toBe(
      consoleTranslator('en')('hallSoundLocked'),
    );
    expect(await warning.getAttribute('data-count')).toBe('1');
    await operator.screenshot({ path: join(ARTIFACTS_DIR, 'hall-sound-locked.png') });
    expect(await axeViolations(operator)).toEqual([]);

    await display.click('[data-testid=enable-sound]');
    await display.locator('[data-testid=enable-sound]').waitFor({ state: 'detached', timeout: WAIT_MS });
    await warning.waitFor({ state: 'detached', timeout: WAIT_MS });
    await display.context().close();
  }, 120_000);

  it('drops the warning when a display that cannot sound goes away', async () => {
    const display = await (await tv.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
    const client = await display.context().newCDPSession(display);
    await display.goto(`${harness.url}/display`);
    submit(harness, { type: 'StartStrokeClock' });
    await untouchedWait(client, "!!document.querySelector('[data-testid=enable-sound]')");
    await operator.locator('[data-testid=hall-sound-locked]').waitFor({ timeout: WAIT_MS });
    await display.context().close();
    await operator
      .locator('[data-testid=hall-sound-locked]')
      .waitFor({ state: 'detached', timeout: WAIT_MS });
  }, 120_000);
});
