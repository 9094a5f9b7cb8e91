/*
 * The venue settings form (renderer/console/settings/VenueSettings.svelte) against the REAL host
 * in Chromium, on a 1024×600 laptop: a bad broker address and a bad table are each said right
 * under their own field, in the operator's language (English and Russian, the longest), inside
 * the window; the first bad field gets the focus; nothing typed is lost (not the password
 * either); a fixed field loses only its own message; a refusal of the host keeps the typing;
 * and a good form reaches the host's settings.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { refusal } from '../../shared/contract/results';
import { MAX_TABLE } from '../../shared/contract/venue';
import { consoleTranslator } from '../../shared/i18n/console';
import type { Language } from '../../shared/i18n/languages';
import { ARTIFACTS_DIR, startHarness, type Harness } from './support/harness';
import { openConsole, text } from './support/console-page';

const LAPTOP = { width: 1024, height: 600 };
const BAD = { url: 'http://192.168.1.10:1883', venue: 'hall', table: '0', password: 'pässwort 1' };
const GOOD_URL = 'mqtt://192.168.1.10:1883';
/** The TLS fields, left empty here (tests/console/venue-tls-form.e2e.test.ts fills them). */
const NO_TLS = { 'venue-ca': '', 'venue-cert': '', 'venue-key': '' };

const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);

const values = (page: Page) =>
  page.$$eval('[data-testid=venue-settings] input', (inputs) =>
    Object.fromEntries(inputs.map((input) => [input.dataset.testid, (input as HTMLInputElement).value])),
  );

const shownProblems = (page: Page) =>
  page.$$eval('[data-testid=venue-settings] .field-problem', (nodes) =>
    nodes.map((node) => node.getAttribute('data-testid')),
  );

interface Placement {
  readonly text: string;
  /** px from the input's bottom edge to the message's top edge. */
  readonly gap: number;
  /** px between the input's and the message's left edges. */
  readonly leftGap: number;
  /** The message box lies wholly inside the window. */
  readonly inView: boolean;
  /** What is drawn at the message's centre is the message (nothing covers it). */
  readonly onTop: boolean;
  readonly invalid: string | null;
  readonly describedBy: string | null;
  readonly messageId: string;
}

/** Where the message of an input sits, and how the input names it. */
function placement(page: Page, input: string, message: string): Promise<Placement> {
  return page.evaluate(
    ({ input, message }) => {
      const field = document.querySelector(`[data-testid=${input}]`)!;
      const said = document.querySelector(`[data-testid=${message}]`)!;
      const inputBox = field.getBoundingClientRect();
      const box = said.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        text: (said.textContent ?? '').replace(/\s+/g, ' ').trim(),
        gap: box.top - inputBox.bottom,
        leftGap: Math.abs(box.left - inputBox.left),
        inView: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
        onTop: hit !== null && said.contains(hit),
        invalid: field.getAttribute('aria-invalid'),
        describedBy: field.getAttribute('aria-describedby'),
        messageId: said.id,
      };
    },
    { input, message },
  );
}

/** Both problems under their fields, in the window, in `language`, tied to their inputs. */
async function expectBothPlaced(page: Page, language: Language): Promise<void> {
  const t = consoleTranslator(language);
  const expected = {
    url: t('venueSettings.badUrl'),
    table: t('venueSettings.badTable', { max: MAX_TABLE }),
  };
  for (const [field, input] of [
    ['url', 'venue-url'],
    ['table', 'venue-table'],
  ] as const) {
    const at = await placement(page, input, `venue-${field}-problem`);
    expect(at.text, `${language} ${field}`).toBe(expected[field]);
    expect(at.gap, `${language} ${field}: gap under the input`).toBeGreaterThanOrEqual(0);
    expect(at.gap, `${language} ${field}: gap under the input`).toBeLessThan(16);
    expect(at.leftGap, `${language} ${field}: left edges`).toBeLessThan(2);
    expect(at.inView, `${language} ${field}: inside the window`).toBe(true);
    expect(at.onTop, `${language} ${field}: not covered`).toBe(true);
    expect(at.invalid).toBe('true');
    expect(at.describedBy).toBe(at.messageId);
  }
  expect(await shownProblems(page)).toEqual(['venue-url-problem', 'venue-table-problem']);
}

/** Scrolls the screen to its start (the form out of sight) or to its end (under the form). */
const scrollTo = (page: Page, where: 'start' | 'end') =>
  page.$eval(
    'main',
    (main, where) => {
      main.scrollTop = where === 'start' ? 0 : main.scrollHeight;
    },
    where,
  );

describe('the venue settings form on a 1024×600 laptop', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('venue-form');
  });
  afterAll(async () => {
    await harness?.close();
  });
  // Each test types into a form of its own.
  beforeEach(async () => {
    page = await openConsole(harness.browser, harness.url);
    await page.setViewportSize(LAPTOP);
    await page.click('[data-testid=tab-settings]');
    await page.waitForSelector('[data-testid=venue-settings]');
  });
  afterEach(async () => {
    await page?.context().close();
  });

  it('says nothing while a field is being typed, and checks it once it is left', async () => {
    await page.click('[data-testid=venue-url]');
    await page.keyboard.type('m');
    expect(await shownProblems(page)).toEqual([]);
    expect(await page.getAttribute('[data-testid=venue-url]', 'aria-invalid')).toBe('false');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('venue-id');
    expect(await text(page, '[data-testid=venue-url-problem]')).toBe(
      consoleTranslator('en')('venueSettings.badUrl'),
    );
    // Fields not typed into are not marked for being left.
    await page.keyboard.press('Tab');
    expect(await shownProblems(page)).toEqual(['venue-url-problem']);
  });

  // One journey, its steps in order: each step starts from what the one before left.
  it('a bad form is refused (each field said, in English and in Russian), fixed field by field, refused by the host with what was typed kept, then saved', async () => {
    // refuses a bad address and table: each said under its field, focus on the first, nothing lost
    {
      for (const [field, value] of [
        ['venue-url', BAD.url],
        ['venue-id', BAD.venue],
        ['venue-table', BAD.table],
        ['venue-password', BAD.password],
      ] as const)
        await page.fill(`[data-testid=${field}]`, value);
      // The operator scrolled up to the exports and sends the form with Enter from the password.
      await scrollTo(page, 'start');
      expect(await page.isVisible('[data-testid=venue-url]')).toBe(true);
      const urlTop = await page.$eval('[data-testid=venue-url]', (node) => node.getBoundingClientRect().top);
      expect(urlTop).toBeGreaterThan(LAPTOP.height);
      expect(await focused(page)).toBe('venue-password');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid=venue-table-problem]');

      expect(await focused(page)).toBe('venue-url');
      await expectBothPlaced(page, 'en');
      expect(await values(page)).toEqual({
        'venue-url': BAD.url,
        'venue-id': BAD.venue,
        'venue-table': BAD.table,
        'venue-user': '',
        'venue-password': BAD.password,
        ...NO_TLS,
      });
      expect(harness.host.settings().venueLink).toBeNull();
      await page.screenshot({ path: `${ARTIFACTS_DIR}/venue-form-en.png` });
    }
    // says the same in Russian, the longest, still under each field and inside the window
    {
      await page.selectOption('[data-testid=console-language]', 'ru');
      await page.waitForSelector('html[lang=ru]');
      await scrollTo(page, 'end');
      await page.click('[data-testid=venue-connect]');
      expect(await focused(page)).toBe('venue-url');
      await expectBothPlaced(page, 'ru');
      await page.screenshot({ path: `${ARTIFACTS_DIR}/venue-form-ru.png` });
      await page.selectOption('[data-testid=console-language]', 'en');
      await page.waitForSelector('html[lang=en]');
    }
    // takes away only the message of a field typed right
    {
      await page.fill('[data-testid=venue-url]', GOOD_URL);
      expect(await shownProblems(page)).toEqual(['venue-table-problem']);
      expect(await page.getAttribute('[data-testid=venue-url]', 'aria-invalid')).toBe('false');
      expect(await page.getAttribute('[data-testid=venue-url]', 'aria-describedby')).toBeNull();
      expect(await text(page, '[data-testid=venue-table-problem]')).toBe(
        `The table must be a whole number from 1 to ${MAX_TABLE}.`,
      );
      await page.screenshot({ path: `${ARTIFACTS_DIR}/venue-form-url-fixed.png` });
      await page.fill('[data-testid=venue-table]', '7');
      expect(await shownProblems(page)).toEqual([]);
    }
    // shows a refusal of the host and keeps what was typed
    {
      const submit = harness.host.submit;
      const refused = vi
        .spyOn(harness.host, 'submit')
        .mockImplementation((message, origin) =>
          (message as { type?: unknown }).type === 'SetVenueLink'
            ? refusal('internal', 'The host could not carry this out (disk full); nothing was recorded.')
            : submit(message, origin),
        );
      try {
        await page.click('[data-testid=venue-connect]');
        await page.waitForSelector('[data-testid=notices] [data-kind=error]');
      } finally {
        refused.mockRestore();
      }
      expect(await text(page, '[data-testid=notices]')).toBe(
        'The scoreboard could not carry this out: nothing was recorded.',
      );
      const said = await page.evaluate(() => {
        const refusal = document.querySelector('[data-testid=venue-host-refusal]')!;
        const buttons = document.querySelector('[data-testid=venue-connect]')!.getBoundingClientRect();
        const box = refusal.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return {
          detail: refusal.querySelector('[data-testid=refusal-detail]')?.textContent ?? '',
          gapUnderButtons: box.top - buttons.bottom,
          // Within a pixel: the scroller moves by whole pixels, the box may end at 600.28 of 600.
          inView: box.top >= 0 && box.bottom <= innerHeight + 1,
          onTop: hit !== null && refusal.contains(hit),
          elsewhere: document.querySelectorAll('[data-testid=refusal]').length,
        };
      });
      expect(said.detail).toContain('disk full');
      expect(said.gapUnderButtons, 'right under the form buttons').toBeGreaterThanOrEqual(0);
      expect(said.gapUnderButtons, 'right under the form buttons').toBeLessThan(40);
      expect(said.inView, 'inside the window').toBe(true);
      expect(said.onTop, 'not covered').toBe(true);
      expect(said.elsewhere, 'said once, not also in the export panel').toBe(0);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/venue-form-refused.png` });
      expect(await values(page)).toEqual({
        'venue-url': GOOD_URL,
        'venue-id': BAD.venue,
        'venue-table': '7',
        'venue-user': '',
        'venue-password': BAD.password,
        ...NO_TLS,
      });
      expect(harness.host.settings().venueLink).toBeNull();
    }
    // saves a good form: the host has the new link and the password
    {
      await page.click('[data-testid=venue-connect]');
      await page.waitForSelector('[data-testid=venue-password-set]');
      expect(harness.host.settings().venueLink).toEqual({
        url: GOOD_URL,
        venue: BAD.venue,
        table: 7,
        user: '',
        passwordSet: true,
        ca: '',
        cert: '',
        key: '',
      });
      expect(await shownProblems(page)).toEqual([]);
      // The stored link shows again; the password is written, never shown back.
      expect(await values(page)).toEqual({
        'venue-url': GOOD_URL,
        'venue-id': BAD.venue,
        'venue-table': '7',
        'venue-user': '',
        'venue-password': '',
        ...NO_TLS,
      });
      await page.screenshot({ path: `${ARTIFACTS_DIR}/venue-form-saved.png` });
    }
  }, 300_000);

  it('names the table in the user label only while the table field holds a valid table', async () => {
    const en = consoleTranslator('en');
    const label = () => text(page, 'label[for=venue-link-user]');
    for (const typed of ['0', 'abc', '1e2', String(MAX_TABLE + 1)]) {
      await page.fill('[data-testid=venue-table]', typed);
      expect(await label(), typed).toBe(en('venueSettings.user', { table: 'N' }));
      expect(await label(), typed).not.toContain(`table-${typed}`);
    }
    await page.screenshot({ path: `${ARTIFACTS_DIR}/venue-form-user-label-bad-table.png` });
    await page.fill('[data-testid=venue-table]', '7');
    expect(await label()).toBe('User (empty: table-7)');
  });
});
