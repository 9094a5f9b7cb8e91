/*
 * An LED board found by its USB adapter's serial number and USB id, set up from a Polish console
 * on a host where no adapter is plugged in (the port list is empty: not every machine that runs
 * the tests can list its serial ports, so the list is given, not read): the card
 * says it waits for the adapter entirely in Polish, with the ids the operator typed, and no
 * English description from the host inside the sentence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR, startHarness, type Harness } from './support/harness';
import { changes, openConsole, text } from './support/console-page';

describe('an LED board waiting for its USB adapter, in Polish', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('led-device-words', { led: { listPorts: () => Promise.resolve([]) } });
    page = await openConsole(harness.browser, harness.url, 'pl');
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('names the adapter by the ids typed, in the console’s words', async () => {
    await page.click('[data-testid=tab-led]');
    await page.click('[data-testid=add-led-board]');
    await page.fill('[data-testid=led-name]', 'Tablica sali');
    await page.check('input[type=radio][value=device]');
    await page.fill('[data-testid=led-serial]', 'CARROM-TEST-0');
    await page.fill('[data-testid=led-vendor]', '0403');
    await page.fill('[data-testid=led-product]', '6001');
    await changes(page, () => page.click('[data-testid=save-led-board]'));

    const reason = page.locator('[data-testid^=led-reason-]');
    await reason.waitFor();
    expect(await reason.evaluate((node) => node.firstChild?.textContent?.trim())).toBe(
      'Czekam na urządzenie (numer seryjny CARROM-TEST-0 i identyfikator USB 0403:6001): nie jest podłączone.',
    );
    // The host's English stays available as the detail line, apart from the sentence.
    expect(await text(page, '[data-testid^=led-reason-] .refusal-detail')).toBe(
      'Waiting for the device with serial number CARROM-TEST-0 and USB id 0403:6001: it is not plugged in.',
    );
    // The card's line: where, which protocol (its Polish name), how fast.
    expect(await text(page, '[data-testid^=led-port-]')).toBe(
      'numer seryjny CARROM-TEST-0 i identyfikator USB 0403:6001 · Linia tekstu (szkic Arduino) · 9600 Bd',
    );
    await page.screenshot({ path: `${ARTIFACTS_DIR}/led-device-waiting-pl.png` });
  });
});
