/**
 * The papers of an earlier match from the Matches screen: its score sheet and its boards as CSV,
 * without opening it. Opening would make it the table's current match and put it on the hall
 * display in the middle of the next match. Real host, console in Chromium.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openHost } from '../../electron/host/host';
import { CREATE_MATCH, fullMatchCommands } from '../host/fixtures/match-script';
import { join } from 'node:path';
import { ARTIFACTS_DIR, startHarness, type Harness } from './support/harness';
import { openConsole, text } from './support/console-page';
import { buttonsOutOfRows } from './support/layout-checks';
import { submitParsed } from '../support/parsed';

const CONSOLE = { role: 'console', readOnly: false } as const;
const NEXT_MATCH = {
  ...CREATE_MATCH,
  sides: [
    { name: 'Chitra', players: ['Chitra'] },
    { name: 'Dev', players: ['Dev'] },
  ],
} as const;

/** Asha beats Bruno 2–1 (27–0, 0–27, 27–0: nine boards), then Chitra v Dev starts on the table. */
function finishedThenNext(dataDir: string): void {
  const host = openHost({ dataDir });
  for (const command of [...fullMatchCommands(), NEXT_MATCH])
    expect(submitParsed(host, command, CONSOLE).ok, JSON.stringify(command)).toBe(true);
  host.close();
}

describe('console: the papers of an earlier match', () => {
  let harness: Harness;
  let page: Page;
  let currentId: string;

  beforeAll(async () => {
    harness = await startHarness('match-papers', { prepare: finishedThenNext });
    currentId = harness.host.current().matchId!;
    page = await openConsole(harness.browser, harness.url);
    await page.click('[data-testid=tab-matches]');
    await page.waitForSelector('[data-testid=match-row] >> text=Asha – Bruno');
  });
  afterAll(async () => {
    await harness?.close();
  });

  const earlierRow = () => page.locator('[data-testid=match-row]', { hasText: 'Asha – Bruno' });

  it('prints the earlier match’s score sheet while the hall keeps the current match', async () => {
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'match-papers-list.png') });
    await page.setViewportSize({ width: 1024, height: 600 });
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'match-papers-list-1024.png') });
    // At the smallest supported size every button of each row is whole, on screen and inside its row.
    expect(await buttonsOutOfRows(page, '[data-testid=match-row]')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    const button = earlierRow().locator('[data-testid=match-sheet]');
    expect(await button.getAttribute('aria-label')).toBe('Score sheet of Asha – Bruno');
    await button.click();
    await page.waitForSelector('[data-testid=score-sheet]');
    const sheet = await text(page, '[data-testid=score-sheet]');
    expect(sheet).toContain('Asha');
    expect(sheet).toContain('Bruno');
    expect(sheet).not.toContain('Chitra');
    expect(await text(page, '[data-testid=sheet-match-result]')).toMatch(/Asha.*2.*1/);
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'match-papers-sheet.png') });
    // Nothing was opened: the table's current match and what the hall sees are unchanged.
    expect(harness.host.current().matchId).toBe(currentId);
    expect(harness.host.current().view.sides.map((side) => side.name)).toEqual(['Chitra', 'Dev']);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForSelector('[data-testid=match-list]');
  });

  it('downloads the earlier match’s boards as CSV', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      earlierRow().locator('[data-testid=match-csv]').click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    // A header and the nine boards, each won 9 points by Asha or Bruno; nothing of the current match.
    const boards = lines.filter((line) => /\b(Asha|Bruno)\b/.test(line) && /\b9\b/.test(line));
    expect(boards.length).toBeGreaterThanOrEqual(9);
    expect(csv).not.toContain('Chitra');
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(harness.host.current().matchId).toBe(currentId);
  });
});
