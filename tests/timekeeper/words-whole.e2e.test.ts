/*
 * The timekeeper's page on a small phone (360×640) keeps every button's words whole, in every
 * language, with long names: a side's name on the note buttons, "Warning" and "Foul", the clocks'
 * and the time-outs' buttons. A word too long for its button is broken inside it, never cut with
 * an ellipsis, and nothing runs out of the window sideways. Real host, built pages, Chromium.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n/languages';
import { startBuiltScreens, type BuiltScreens } from '../support/built-screens';
import { launchChromium } from '../support/chromium';
import { submitParsed } from '../support/parsed';

const ORIGIN = { role: 'console', readOnly: false } as const;
const LONG = ['Chandrasekharan Venkataraman', 'Aleksandra Wiśniewska-Kowalczyk'] as const;

/** Buttons whose words are cut (clipped or ellipsized inside them) or that run out of the window. */
const cutButtons = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('button')]
      .filter((button) => button.offsetParent !== null)
      .flatMap((button) => {
        const box = button.getBoundingClientRect();
        const words = (button.textContent ?? '').replace(/\s+/g, ' ').trim();
        const cut =
          button.scrollWidth > button.clientWidth + 1 || button.scrollHeight > button.clientHeight + 1;
        const inner = [...button.querySelectorAll('*')].some((node) => {
          const element = node as HTMLElement;
          return (
            element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflow !== 'visible'
          );
        });
        if (cut || inner) return [`"${words}" is cut`];
        if (box.left < -0.5 || box.right > innerWidth + 0.5) return [`"${words}" runs out of the window`];
        return [];
      }),
  );

describe('the timekeeper page on a 360×640 phone, long names, every language', () => {
  let screens: BuiltScreens;
  let browser: Browser;

  beforeAll(async () => {
    screens = await startBuiltScreens('tk-words');
    for (const command of [
      {
        type: 'CreateMatch',
        matchType: 'singles',
        sides: LONG.map((name) => ({ name, players: [name] })),
        rules: { preset: 'icf', timeLimitMinutes: 45, timeWarningMinutes: 5 },
        stage: 'early',
        info: { event: 'National Ranking Championship 2025', table: '12' },
      },
      { type: 'RecordToss', winner: 0, choice: 'break' },
      { type: 'RecordBoard', entry: { kind: 'sides', winner: 0, pieces: 9, queen: 'winner' } },
      { type: 'StartGameClock' },
    ]) {
      const result = submitParsed(screens.host, command, ORIGIN);
      if (!result.ok) throw new Error(`${command.type} refused: ${JSON.stringify(result)}`);
    }
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await screens?.close();
  });

  it('keeps every button whole and in the window', async () => {
    const found: string[] = [];
    for (const language of LANGUAGES) {
      const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
      await context.addInitScript((lang) => localStorage.setItem('carrom.console.language', lang), language);
      const page = await context.newPage();
      await page.goto(`${screens.server.url}/timekeeper`);
      await page.waitForSelector('[data-testid=tk-note-side-1]');
      await page.evaluate(() => document.fonts.ready);
      // Both sides chosen in turn: the chosen one is set in bold.
      for (const side of [0, 1]) {
        await page.click(`[data-testid=tk-note-side-${side}]`);
        found.push(
          ...(await cutButtons(page)).map((problem) => `${language}, side ${side + 1} chosen: ${problem}`),
        );
      }
      await page.screenshot({ path: `test-artifacts/timekeeper-words-${language}.png`, fullPage: true });
      await context.close();
    }
    expect([...new Set(found)]).toEqual([]);
  }, 120_000);
});
