/*
 * Statistics of the tracked boards on the display between games and on the match-over screen
 * (issue 28 item 6), in real Chromium against the fake host, in every language: the figures per
 * side, in the sides' colours; not while a board is played.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { displayTranslator } from '../../shared/i18n/display';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import type { ScoreboardView } from '../../shared/contract/scoreboard-view';
import type { StatisticsView } from '../../shared/contract/scoreboard-view';
import { push, scenarios, singlesView } from './fixtures';
import { consoleErrors, openPage, showsRevision, startHarness, type Harness } from './harness';
import { saveScreenshot } from '../support/screenshot';

const FULL_HD = { width: 1920, height: 1080 };
const side = (n: number) => ({
  strokes: 30 + n,
  pocketing: 10 + n,
  fouls: n,
  dues: 2 + n,
  queenPocketed: 3,
  queenCovered: 2 - n,
  queenLost: 1 + n,
  whiteSlams: 1 - n,
  blackSlams: 0,
});
const STATS: StatisticsView = {
  sides: [side(0), side(1)],
  boards: [{ game: 1, board: 1, strokes: 9, turns: 4 }],
};

let harness: Harness;
let display: Page;

beforeAll(async () => {
  harness = await startHarness('statistics', push(singlesView({ phase: 'gameOver', statistics: STATS })));
  display = await openPage(harness, '/display', FULL_HD);
}, 60_000);

afterAll(async () => {
  await harness?.close();
  expect(consoleErrors, 'errors in the page consoles').toEqual([]);
});

async function show(view: ScoreboardView, language: Language = 'en'): Promise<void> {
  const state = push(view, { language });
  harness.host.push(state);
  await showsRevision(display, state.revision);
}

const item = async (key: string): Promise<string> =>
  ((await display.locator(`[data-testid="statistics-${key}"]`).textContent()) ?? '')
    .replace(/\s+/g, ' ')
    .trim();

describe('statistics on the display between games', () => {
  for (const language of LANGUAGES) {
    it(`${language}: every figure per side, in words of the language; inside the screen`, async () => {
      const t = displayTranslator(language);
      await show(singlesView({ phase: 'gameOver', statistics: STATS }), language);
      // The language's messages load on their own (one chunk per language): wait for its words.
      await expect
        .poll(() => display.locator('#stats-title').textContent(), { timeout: 30_000 })
        .toContain(t('stats.title'));
      expect(await item('stats.strokes')).toBe(`${t('stats.strokes')} 30·31`);
      expect(await item('stats.pocketing')).toBe(`${t('stats.pocketing')} 10·11`);
      expect(await item('stats.fouls')).toBe(`${t('stats.fouls')} 0·1`);
      expect(await item('stats.dues')).toBe(`${t('stats.dues')} 2·3`);
      expect(await item('stats.queenPocketed')).toBe(`${t('stats.queenPocketed')} 3·3`);
      expect(await item('stats.queenCovered')).toBe(`${t('stats.queenCovered')} 2·1`);
      expect(await item('stats.queenLost')).toBe(`${t('stats.queenLost')} 1·2`);
      expect(await item('stats.whiteSlams')).toBe(`${t('stats.whiteSlams')} 1·0`);
      // No Black Slam in the match: not listed.
      expect(await display.locator('[data-testid="statistics-stats.blackSlams"]').count()).toBe(0);
      const box = await display.locator('[data-testid=statistics]').boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(FULL_HD.height);
      expect(await display.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
        FULL_HD.height,
      );
      if (language === 'en' || language === 'hi')
        await saveScreenshot(display, `test-artifacts/display-statistics-${language}.png`);
    });
  }

  it('not while a board is played, nor without tracked boards', async () => {
    await show(singlesView({ phase: 'playing', statistics: STATS }));
    expect(await display.locator('[data-testid=statistics]').count()).toBe(0);
    await show(singlesView({ phase: 'gameOver' }));
    expect(await display.locator('[data-testid=statistics]').count()).toBe(0);
  });

  for (const language of LANGUAGES) {
    it(`${language}: on the match-over screen, under the result, both inside the screen`, async () => {
      const t = displayTranslator(language);
      await show({ ...scenarios()['match-won']!, statistics: STATS }, language);
      const result = display.locator('[data-testid=match-result]');
      const strip = display.locator('[data-testid=statistics]');
      // The language's messages load on their own (one chunk per language): wait for its words.
      await expect
        .poll(() => display.locator('#stats-title').textContent(), { timeout: 30_000 })
        .toContain(t('stats.title'));
      expect(await item('stats.strokes')).toBe(`${t('stats.strokes')} 30·31`);
      expect(await item('stats.whiteSlams')).toBe(`${t('stats.whiteSlams')} 1·0`);
      expect(await display.locator('[data-testid=match-game-3]').isVisible()).toBe(true);
      const [resultBox, stripBox] = [await result.boundingBox(), await strip.boundingBox()];
      expect(resultBox && stripBox && resultBox.y + resultBox.height).toBeLessThanOrEqual(stripBox?.y ?? 0);
      expect(stripBox && stripBox.y + stripBox.height).toBeLessThanOrEqual(FULL_HD.height);
      expect(await display.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
        FULL_HD.height,
      );
      if (language === 'en' || language === 'ru')
        await saveScreenshot(display, `test-artifacts/display-statistics-match-over-${language}.png`);
    });
  }

  it('not on the match-over screen of a match without tracked boards', async () => {
    await show(scenarios()['match-won']!);
    expect(await display.locator('[data-testid=match-result]').count()).toBe(1);
    expect(await display.locator('[data-testid=statistics]').count()).toBe(0);
  });
});
