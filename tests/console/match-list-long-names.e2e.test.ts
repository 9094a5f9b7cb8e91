/**
 * The Matches screen with long names on the smallest supported laptop (1024×600), in English and
 * Russian: every button of every row (open, export, sheet, CSV, next match here) is whole, on
 * screen and inside its row, and the names stay in their cell. Real host, console in Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openHost } from '../../electron/host/host';
import { join } from 'node:path';
import { ARTIFACTS_DIR, startHarness, type Harness } from './support/harness';
import { openConsole } from './support/console-page';
import { buttonsOutOfRows, cutTexts } from './support/layout-checks';
import { submitParsed } from '../support/parsed';

const CONSOLE = { role: 'console', readOnly: false } as const;
const match = (names: readonly [string, string], table: string) => ({
  type: 'CreateMatch',
  matchType: 'singles',
  sides: names.map((name) => ({ name, players: [name] })),
  rules: { preset: 'icf' },
  stage: 'early',
  info: { event: 'National Ranking Championship 2025', table },
});

/** Two matches of long names: an earlier one (its row has every button) and the current one. */
function twoMatches(dataDir: string): void {
  const host = openHost({ dataDir });
  for (const command of [
    match(['Chandrasekharan Venkataraman', 'Aleksandra Wiśniewska-Kowalczyk'], '12'),
    { type: 'RecordToss', winner: 0, choice: 'break' },
    match(['Venkatanarasimha Rajuvaripet', 'Maria Grazia Bellincampi-Fontanarosa'], '12'),
  ])
    expect(submitParsed(host, command, CONSOLE).ok, JSON.stringify(command)).toBe(true);
  host.close();
}

describe('console: the Matches screen with long names at 1024×600', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('match-list-long', { prepare: twoMatches });
    page = await openConsole(harness.browser, harness.url);
    await page.setViewportSize({ width: 1024, height: 600 });
    await page.click('[data-testid=tab-matches]');
    await page.waitForSelector('[data-testid=match-row] >> text=Chandrasekharan');
  });
  afterAll(async () => {
    await harness?.close();
  });

  for (const language of ['en', 'ru'] as const) {
    it(`keeps every button of every row whole and on screen, in ${language}`, async () => {
      await page.selectOption('[data-testid=console-language]', language);
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(ARTIFACTS_DIR, `match-list-long-${language}.png`) });
      const problems = [
        ...(await buttonsOutOfRows(page, '[data-testid=match-row]')),
        ...(await cutTexts(page, '[data-testid=match-row] td.sides')).map(
          (names) => `the names "${names}" run out of their cell`,
        ),
      ];
      expect(problems).toEqual([]);
    });
  }
});
