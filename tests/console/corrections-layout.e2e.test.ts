/*
 * The Corrections screen at venue laptop sizes, in English and in Russian (the longest): with a
 * board being corrected, the list's columns and the editor (its choices, the preview of what the
 * correction changes, and its Enter button) are each wholly in view when scrolled to, and nothing
 * lies over them. On a narrow window the editor comes first, above the list; the list alone
 * takes the whole width. Screenshots go to test-artifacts/console/corrections-layout-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleTranslator } from '../../shared/i18n/console';
import { ARTIFACTS_DIR, startHarness, type Harness } from './support/harness';
import { changes, createMatch, openConsole, press } from './support/console-page';
import { cutTexts, placements } from './support/layout-checks';

const SIZES = [
  { width: 1024, height: 600 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/** Problems of the elements `selector` finds, once the first is scrolled into view. */
async function problemsOf(page: Page, selector: string): Promise<string[]> {
  await page.$eval(selector, (node) => node.scrollIntoView({ block: 'nearest' }));
  const [placement] = await placements(page, [selector]);
  if (!placement || placement.found === 0) return [`${selector} is not on the screen`];
  return [...placement.problems];
}

describe('console: the corrections screen at venue sizes', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('corrections-layout');
    page = await openConsole(harness.browser, harness.url);
    await createMatch(page, {
      players: [['Aleksandra Wiśniewska-Kowalczyk'], ['Venkatanarasimha Rajuvaripet']],
      event: 'Club night',
      table: '2',
    });
    await changes(page, () => press(page, '1', 'b', 'Enter'));
    for (const keys of [
      ['1', '9', 'w'],
      ['2', '5', 'l'],
      ['1', '3', 'l'],
    ]) {
      await changes(page, () => press(page, ...keys, 'Enter'));
    }
  });
  afterAll(async () => {
    await harness?.close();
  });

  for (const language of ['en', 'ru'] as const) {
    for (const size of SIZES) {
      it(`shows the list and the editor whole and uncovered at ${size.width}×${size.height}, in ${language}`, async () => {
        if (await page.$('[data-testid=correction-editor]')) await press(page, 'Escape');
        await page.setViewportSize(size);
        await page.selectOption('[data-testid=console-language]', language);
        await page.click('[data-testid=tab-corrections]');
        await page.waitForSelector('[data-testid=correct-row-1-3].selected');

        // The list alone: every column in view, nothing over it.
        const alone = await problemsOf(page, '[data-testid=corrections-table] thead th');
        // From 1366 px the list alone has the room for each name whole (a fixed 9rem cut them).
        if (size.width >= 1366) {
          const cut = await cutTexts(page, '[data-testid=corrections-table] .nm');
          alone.push(...cut.map((name) => `the name "${name}" is cut in the list alone`));
        }
        await press(page, 'Enter', '2');
        await page.waitForSelector('[data-testid=correction-preview] table');
        const problems = [
          ...alone,
          ...(await problemsOf(page, '[data-testid=correction-editor] h2')),
          ...(await problemsOf(page, '[data-testid=correction-editor] .digit')),
          ...(await problemsOf(page, '[data-testid=correction-preview]')),
          ...(await problemsOf(page, '[data-testid=confirm-correction]')),
          ...(await problemsOf(page, '[data-testid=corrections-table] thead th')),
          ...(await problemsOf(page, '[data-testid=correct-row-1-3] td')),
        ];
        await page.$eval('[data-testid=correction-editor]', (node) =>
          node.scrollIntoView({ block: 'start' }),
        );
        await page.screenshot({
          path: `${ARTIFACTS_DIR}/corrections-layout-${size.width}x${size.height}-${language}.png`,
        });
        expect(problems).toEqual([]);
        // The editor shows what it corrects, in the operator's language.
        const title = consoleTranslator(language)('correcting', { game: 1, board: 3 });
        expect((await page.textContent('[data-testid=correction-editor] h2'))?.trim().toLowerCase()).toBe(
          title.toLowerCase(),
        );
        await press(page, 'Escape');
        await page.waitForSelector('[data-testid=correction-editor]', { state: 'detached' });
      });
    }
  }
});
