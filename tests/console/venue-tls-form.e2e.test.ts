/*
 * The venue settings form's TLS fields (renderer/console/settings/VenueSettings.svelte) against the
 * REAL host in Chromium, linked the way the console's settings link it (runStoredVenueLink), to a
 * real mosquitto whose TLS listener asks every client for a certificate signed by a CA openssl
 * made here: a relative path and a certificate without its key are said under their fields before
 * anything is sent; a key file that is not there is refused by the host and said under the key's
 * field, in the operator's language, with nothing stored; the right files connect, and the form
 * shows the stored paths.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUE_USERS } from '../../electron/venue/broker-config';
import { runStoredVenueLink, type StoredVenueLinkRunner } from '../../electron/venue/venue-link';
import { consoleTranslator } from '../../shared/i18n/console';
import { tempDir } from '../host/helpers';
import { passwordOf, runMosquittoAskingClientCertificates, type TestBroker } from '../venue/brokers';
import { makeCertificates, type TestCertificates } from '../venue/certificates';
import { VENUE } from '../venue/tables';
import { ARTIFACTS_DIR, startHarness, type Harness } from './support/harness';
import { openConsole, text } from './support/console-page';

const TABLE = 4;
const en = consoleTranslator('en');

const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);

const shownProblems = (page: Page) =>
  page.$$eval('[data-testid=venue-settings] .field-problem', (nodes) =>
    nodes.map((node) => node.getAttribute('data-testid')),
  );

/** How the input names its problem for a screen reader, and that the problem is drawn right under it. */
const tiedProblem = (page: Page, field: 'ca' | 'cert' | 'key') =>
  page.evaluate((field) => {
    const input = document.querySelector(`#venue-link-${field}`)!;
    const said = document.querySelector(`[data-testid=venue-${field}-problem]`);
    const gap = said ? said.getBoundingClientRect().top - input.getBoundingClientRect().bottom : null;
    return {
      invalid: input.getAttribute('aria-invalid'),
      describedBy: input.getAttribute('aria-describedby'),
      messageId: said?.id ?? null,
      gap,
      label: document.querySelector(`label[for=venue-link-${field}]`)?.textContent?.trim() ?? null,
    };
  }, field);

const linkOf = (page: Page) => page.getAttribute('[data-testid=venue-settings-status]', 'data-link');

describe('the venue form’s TLS files, with a real host and mosquitto asking for a client certificate', () => {
  const dir = tempDir('venue-tls-form-');
  let certificates: TestCertificates;
  let broker: TestBroker;
  let tlsPort: number;
  let harness: Harness;
  let runner: StoredVenueLinkRunner;
  let page: Page;

  beforeAll(async () => {
    certificates = makeCertificates(join(dir.path, 'pki'), { client: VENUE_USERS.table(TABLE) });
    ({ broker, tlsPort } = await runMosquittoAskingClientCertificates(dir.path, VENUE, TABLE, certificates));
    harness = await startHarness('venue-tls-form');
    runner = runStoredVenueLink(harness.host);
    page = await openConsole(harness.browser, harness.url);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.click('[data-testid=tab-settings]');
    await page.waitForSelector('[data-testid=venue-settings]');
  }, 90_000);

  afterAll(async () => {
    await runner?.close();
    await harness?.close();
    await broker?.stop();
    dir.remove();
  });

  it('labels the three files, in a group of their own', async () => {
    expect(await text(page, '[data-testid=venue-settings] fieldset legend')).toBe(
      en('venueSettings.tlsTitle'),
    );
    for (const [field, key] of [
      ['ca', 'venueSettings.ca'],
      ['cert', 'venueSettings.cert'],
      ['key', 'venueSettings.key'],
    ] as const)
      expect((await tiedProblem(page, field)).label).toBe(en(key));
  });

  it('says a relative path and a certificate without its key under their fields, before sending', async () => {
    await page.fill('[data-testid=venue-url]', `mqtts://127.0.0.1:${tlsPort}`);
    await page.fill('[data-testid=venue-id]', VENUE);
    await page.fill('[data-testid=venue-table]', String(TABLE));
    await page.fill('[data-testid=venue-password]', passwordOf(VENUE_USERS.table(TABLE)));
    await page.fill('[data-testid=venue-ca]', 'pki/ca.crt');
    await page.fill('[data-testid=venue-cert]', certificates.clientCert!);
    await page.click('[data-testid=venue-connect]');
    await page.waitForSelector('[data-testid=venue-key-problem]');
    expect(await shownProblems(page)).toEqual(['venue-ca-problem', 'venue-key-problem']);
    expect(await text(page, '[data-testid=venue-ca-problem]')).toBe(en('venueSettings.notAbsolute'));
    expect(await text(page, '[data-testid=venue-key-problem]')).toBe(en('venueSettings.certWithoutKey'));
    expect(await focused(page)).toBe('venue-ca');
    for (const field of ['ca', 'key'] as const) {
      const tied = await tiedProblem(page, field);
      expect(tied.invalid, field).toBe('true');
      expect(tied.describedBy, field).toBe(tied.messageId);
      expect(tied.gap, `${field}: right under its input`).toBeGreaterThanOrEqual(0);
      expect(tied.gap, `${field}: right under its input`).toBeLessThan(16);
    }
    expect(harness.host.settings().venueLink).toBeNull();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/venue-tls-form-problems.png`, fullPage: true });
  });

  it('says the host’s refusal of a missing key file under the key, in the operator’s language', async () => {
    const missing = join(dir.path, 'pki', 'no-such.key');
    await page.fill('[data-testid=venue-ca]', certificates.ca);
    await page.fill('[data-testid=venue-key]', missing);
    expect(await shownProblems(page)).toEqual([]);
    await page.click('[data-testid=venue-connect]');
    await page.waitForSelector('[data-testid=venue-key-problem]');
    expect(await text(page, '[data-testid=venue-key-problem]')).toBe(
      en('venueSettings.fileMissing', { path: missing }),
    );
    expect(
      await page.getAttribute('[data-testid=venue-host-refusal] [data-testid=refusal-text]', 'data-code'),
    ).toBe('tls_file');
    await expect.poll(() => focused(page)).toBe('venue-key');
    const tied = await tiedProblem(page, 'key');
    expect(tied.invalid).toBe('true');
    expect(tied.describedBy).toBe(tied.messageId);
    expect(harness.host.settings().venueLink).toBeNull();

    await page.selectOption('[data-testid=console-language]', 'pl');
    await page.waitForSelector('html[lang=pl]');
    const pl = consoleTranslator('pl');
    await expect
      .poll(() => text(page, '[data-testid=venue-key-problem]'))
      .toBe(pl('venueSettings.fileMissing', { path: missing }));
    await page.screenshot({ path: `${ARTIFACTS_DIR}/venue-tls-form-missing-key-pl.png`, fullPage: true });
    await page.selectOption('[data-testid=console-language]', 'en');
    await page.waitForSelector('html[lang=en]');
  });

  it('connects with the right files, and shows the stored paths', async () => {
    await page.fill('[data-testid=venue-key]', certificates.clientKey!);
    expect(await shownProblems(page)).toEqual([]);
    await page.click('[data-testid=venue-connect]');
    await expect.poll(() => linkOf(page), { timeout: 30_000 }).toBe('online');
    expect(harness.host.settings().venueLink).toEqual({
      url: `mqtts://127.0.0.1:${tlsPort}`,
      venue: VENUE,
      table: TABLE,
      user: '',
      passwordSet: true,
      ca: certificates.ca,
      cert: certificates.clientCert,
      key: certificates.clientKey,
    });
    expect(await page.inputValue('[data-testid=venue-ca]')).toBe(certificates.ca);
    expect(await page.inputValue('[data-testid=venue-key]')).toBe(certificates.clientKey);
    expect(await page.inputValue('[data-testid=venue-password]')).toBe('');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/venue-tls-form-online.png`, fullPage: true });
  });
});
