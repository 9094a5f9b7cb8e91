/*
 * Screenshots of the console's main screens in English, Polish, Hindi and Chinese, saved as
 * artifacts under test-artifacts/console/, each after checking the screen shows what it must.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/i18n/languages';
import { consoleTranslator } from '../../shared/i18n/console';
import { ARTIFACTS_DIR, startHarness, type Harness } from './support/harness';
import { changes, createMatch, openConsole, press, waitReady } from './support/console-page';

const LANGUAGES: readonly Language[] = ['en', 'pl', 'hi', 'zh'];

describe('console screenshots', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness('screens');
    const page = await openConsole(harness.browser, harness.url);
    await createMatch(page, {
      players: [['Asha Raman'], ['Bruno Kowalski']],
      event: 'City Open 2025',
      table: '3',
    });
    await changes(page, () => press(page, '1', 'b', 'Enter'));
    for (const keys of [
      ['1', '9', 'w'],
      ['2', '3', 'l'],
      ['1', '6', 'l'],
      ['1', '4', 'l'],
    ]) {
      await changes(page, () => press(page, ...keys, 'Enter'));
    }
    // One LED board with a frame template, so the LED screen has something to show.
    await page.click('[data-testid=tab-led]');
    await page.click('[data-testid=add-led-board]');
    await page.fill('[data-testid=led-name]', 'Hall board');
    await page.selectOption('[data-testid=led-protocol]', 'template');
    await changes(page, () => page.click('[data-testid=save-led-board]'));
    await page.context().close();
  });
  afterAll(async () => {
    await harness?.close();
  });

  for (const language of LANGUAGES) {
    it(`captures the main screens in ${language}`, async () => {
      const t = consoleTranslator(language);
      const page = await openConsole(harness.browser, harness.url, language);
      const shot = (name: string) =>
        page.screenshot({ path: `${ARTIFACTS_DIR}/${name}-${language}.png`, fullPage: true });
      expect(await page.getAttribute('html', 'lang')).toBe(language === 'zh' ? 'zh-Hans' : language);

      await page.click('[data-testid=tab-setup]');
      await page.fill('[data-testid=player-0-0]', 'Asha Raman');
      await page.fill('[data-testid=player-1-0]', 'Bruno Kowalski');
      expect(await page.textContent('[data-testid=create-match]')).toContain(t('createMatch'));
      await shot('setup');

      await page.click('[data-testid=tab-match]');
      await waitReady(page);
      await press(page, '1', '2', 'w');
      // 22 before the board: the console says why the queen adds nothing.
      expect(await page.textContent('[data-testid=preview-why]')).toBe(
        `2 (${t('whyQueenNotCounted', { name: 'Asha Raman', score: 22 })})`,
      );
      await shot('board-entry');
      await press(page, 'Escape');

      await page.click('[data-testid=tab-corrections]');
      await page.click('[data-testid=correct-row-1-1]');
      await press(page, '8');
      await page.waitForSelector('[data-testid=change-1-1]');
      await shot('correction-preview');

      await page.click('[data-testid=tab-display]');
      await page.waitForSelector('[data-testid=live-preview] iframe');
      await page.waitForTimeout(800);
      await shot('display-control');

      await page.click('[data-testid=tab-led]');
      await page.waitForSelector('[data-testid^=led-board-]');
      await page.click('[data-testid^=led-board-] button:nth-of-type(2)');
      await page.waitForSelector('[data-testid=template-preview] code');
      await shot('led-panel');

      await page.click('[data-testid=tab-settings]');
      await page.click('[data-testid=print-sheet]');
      await page.waitForSelector('[data-testid=score-sheet]');
      expect(await page.textContent('[data-testid=score-sheet] h1')).toBe(t('sheetTitle'));
      await shot('score-sheet');
      await page.emulateMedia({ media: 'print' });
      await shot('score-sheet-print');
      await page.context().close();
    });
  }
});
