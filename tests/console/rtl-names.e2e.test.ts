/*
 * Issue 23, item 11 (the console part): a right-to-left name keeps the scores beside it where
 * they belong. "Score after: محمد علي 12 – 0 Bruno" must not read "12 – 0 محمد علي Bruno": the
 * name is isolated, so on screen the name comes first and the number after it. Screenshots with
 * an Arabic and an Urdu name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR, startHarness, type Harness } from './support/harness';
import { changes, createMatch, openConsole, press } from './support/console-page';

/** Where, on screen, the name and the first number after it are drawn in the preview line. */
async function nameAndScoreBoxes(page: Page, name: string): Promise<{ name: number; score: number }> {
  return page.evaluate((wanted) => {
    const line = document.querySelector('[data-testid=preview-after]');
    const node = line?.firstChild;
    if (!node || node.nodeType !== Node.TEXT_NODE) throw new Error('no preview text');
    const text = node.textContent ?? '';
    const at = text.indexOf(wanted);
    const digits = /\d+/.exec(text.slice(at + wanted.length));
    if (at < 0 || !digits) throw new Error(`"${wanted}" or its score not in "${text}"`);
    const left = (start: number, end: number): number => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      return range.getBoundingClientRect().left;
    };
    const scoreAt = at + wanted.length + digits.index;
    return { name: left(at, at + wanted.length), score: left(scoreAt, scoreAt + digits[0].length) };
  }, name);
}

describe('console: right-to-left names stay beside their own scores', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('rtl-names');
    page = await openConsole(harness.browser, harness.url);
  });
  afterAll(async () => {
    await harness?.close();
  });

  for (const [script, name] of [
    ['arabic', 'محمد علي'],
    ['urdu', 'محمد علی خان'],
  ] as const) {
    it(`shows "${name}" before its score in the preview (${script})`, async () => {
      await createMatch(page, { players: [[name], ['Bruno']] });
      await changes(page, () => press(page, '1', 'b', 'Enter'));
      await press(page, '1', '9', 'w');
      await page.waitForSelector('[data-testid=preview-after]');
      const boxes = await nameAndScoreBoxes(page, name);
      expect(boxes.name).toBeLessThan(boxes.score);
      expect(await page.locator('[data-testid=winner-0] bdi').textContent()).toBe(name);
      await page.screenshot({ path: join(ARTIFACTS_DIR, `rtl-name-${script}.png`) });
      await press(page, 'Escape');
    });
  }
});
