/*
 * /venue/results on a phone: the players and the audience read the results on theirs. At 360 and
 * 390 px, in every language, with long names: the page never scrolls sideways (a table wider than
 * the phone scrolls in its own box), its edges are the theme's dark (no white margin of the
 * browser's), the title, the links and each result are there, the winner's name in view. The
 * venue's own host and embedded hub, a simulated table whose match is finished, Chromium.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n/languages';
import { tempDir } from '../host/helpers';
import { launchChromium } from '../support/chromium';
import { testPages } from '../support/test-pages';
import { startScreenHost, type ScreenHost } from './screen-host';
import { finishMatch, openSimTable, type SimTable } from './tables';
import { axeViolations } from '../a11y/support/axe';

const NAMES = ['Chandrasekharan Venkataraman', 'Aleksandra Wiśniewska-Kowalczyk'] as const;
const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const;

describe('the venue’s results on a phone', () => {
  const dir = tempDir('venue-results-phone-');
  let screens: ScreenHost;
  let browser: Browser;
  let sim: SimTable;

  beforeAll(async () => {
    screens = await startScreenHost(join(dir.path, 'screen'), await testPages());
    sim = openSimTable(
      join(dir.path, 'table-4'),
      4,
      screens.hub.url,
      { preset: 'icf', bestOf: 3 },
      { names: NAMES },
    );
    finishMatch(sim);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await sim?.close();
    await screens?.close();
    dir.remove();
  });

  it('fits the phone’s width, on the theme’s dark, in every language', async () => {
    const found: string[] = [];
    for (const size of PHONES) {
      const page = await browser.newPage({ viewport: size });
      for (const language of LANGUAGES) {
        const where = `${size.width}×${size.height} ${language}`;
        await page.goto(`${screens.server.url}/venue/results?lang=${language}`);
        await page.waitForSelector('[data-testid=venue-result-winner]');
        await page.evaluate(() => document.fonts.ready);
        const seen = await page.evaluate(() => {
          const winner = document.querySelector('[data-testid=venue-result-winner]')!;
          const box = winner.getBoundingClientRect();
          return {
            pageWidth: document.documentElement.scrollWidth,
            bodyMargin: getComputedStyle(document.body).marginTop,
            edge: getComputedStyle(document.documentElement).backgroundColor,
            winner: (winner.textContent ?? '').replace(/[\u2068\u2069]/g, '').trim(),
            // The winner's name reachable: in its table's scrolling box, which is in the window.
            boxInWindow: (winner.closest('.scroll')?.getBoundingClientRect().right ?? Infinity) <= innerWidth,
            winnerLeft: box.left,
          };
        });
        if (seen.pageWidth > size.width) found.push(`${where}: the page is ${seen.pageWidth} px wide`);
        if (seen.bodyMargin !== '0px') found.push(`${where}: the body has a ${seen.bodyMargin} margin`);
        if (seen.edge !== 'rgb(7, 11, 20)') found.push(`${where}: the page's edge is ${seen.edge}`);
        if (!seen.boxInWindow) found.push(`${where}: the results' box runs out of the window`);
        if (seen.winner !== NAMES[0]) found.push(`${where}: the winner reads "${seen.winner}"`);
        // The table's own scrolling box reached by keyboard too, and the page whole for axe.
        found.push(...(await axeViolations(page)).map((line) => `${where}: ${line}`));
      }
      await page.screenshot({ path: `test-artifacts/venue-results-${size.width}.png`, fullPage: true });
      await page.close();
    }
    expect(found).toEqual([]);
  });
});
