/*
 * Nothing the operator aims at or reads moves while a board is typed: the points preview keeps
 * two lines open from the first key, so Enter stays under the pointer when the points come in;
 * both sides' names and scores stand level whichever side breaks. At 1280×720, 1366×768 and
 * 1920×1080, in every console language, with names of an ordinary length. (A preview that needs
 * a third line, the board that decides a game or a very long name with its reason, may still
 * grow; a window 660 px high or less trades the choices for the typed board instead, see
 * layout.e2e.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mergedCatalog } from '../../shared/i18n/catalogs';
import { LANGUAGES } from '../../shared/i18n/languages';
import { startHarness, type Harness } from './support/harness';
import { changes, createMatch, openConsole, press } from './support/console-page';

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/** What must not move while a board is typed. */
const STILL = [
  '[data-testid=confirm-board]',
  '[data-testid=side-0] .name',
  '[data-testid=side-1] .name',
  '[data-testid=score-0]',
  '[data-testid=score-1]',
  '[data-testid=game-boards]',
] as const;

type Tops = Readonly<Record<string, number>>;

/** The top of each of STILL, in CSS pixels (NaN when it is not on the screen). */
async function tops(page: Page): Promise<Tops> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(
    (selectors) =>
      Object.fromEntries(
        selectors.map((selector) => [
          selector,
          document.querySelector(selector)?.getBoundingClientRect().top ?? Number.NaN,
        ]),
      ),
    [...STILL],
  );
}

/** The two sides' names, and their scores, at the same height. */
function levelProblems(at: Tops): string[] {
  const pairs = [
    ['[data-testid=side-0] .name', '[data-testid=side-1] .name'],
    ['[data-testid=score-0]', '[data-testid=score-1]'],
  ] as const;
  return pairs
    .filter(([left, right]) => !(Math.abs((at[left] ?? NaN) - (at[right] ?? NaN)) <= 1))
    .map(([left, right]) => `${left} is at ${at[left]} px, ${right} at ${at[right]} px`);
}

/** What moved by more than a pixel (or is not on the screen) between two readings. */
function moved(before: Tops, after: Tops): string[] {
  return STILL.filter(
    (selector) => !(Math.abs((after[selector] ?? NaN) - (before[selector] ?? NaN)) <= 1),
  ).map((selector) => `${selector} moved from ${before[selector]} to ${after[selector]} px`);
}

describe('console: the board entry holds still while a board is typed', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('steady-entry');
    page = await openConsole(harness.browser, harness.url);
    await createMatch(page, { players: [['Asha Patel'], ['Bruno Costa']], event: 'Club night', table: '3' });
    await changes(page, () => press(page, '1', 'b', 'Enter'));
    await changes(page, () => press(page, '1', '4', 'l', 'Enter'));
  });
  afterAll(async () => {
    await harness?.close();
  });

  for (const [index, language] of LANGUAGES.entries()) {
    it(`keeps Enter, the names and the scores in place, in ${language}`, async () => {
      await page.selectOption('[data-testid=console-language]', language);
      // The language's messages load on their own (one chunk per language): measure once they show.
      const tabMatch = mergedCatalog(['console'], language)['tabMatch']!;
      await expect
        .poll(() => page.locator('[data-testid=tab-match]').textContent(), { timeout: 30_000 })
        .toContain(tabMatch);
      // …and its script's face has loaded (Devanagari and Chinese come with their language).
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const found: string[] = [];
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await press(page, 'Escape');
        const before = await tops(page);
        found.push(...levelProblems(before).map((problem) => `${size.width}×${size.height}: ${problem}`));
        for (const key of ['2', '3', 'l']) {
          await press(page, key);
          const now = await tops(page);
          const where = `${size.width}×${size.height}, after ${key}`;
          found.push(...moved(before, now).map((problem) => `${where}: ${problem}`));
          found.push(...levelProblems(now).map((problem) => `${where}: ${problem}`));
        }
      }
      expect(found).toEqual([]);
      // The next language starts with the other side breaking: each side's badge is tried.
      if (index < LANGUAGES.length - 1) await changes(page, () => press(page, 'Enter'));
    });
  }
});
