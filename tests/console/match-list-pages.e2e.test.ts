/**
 * The Matches tab a page at a time: a host with many stored matches answers the console with the
 * 50 most recent, and "Show older matches" brings the next 50. Every board refreshes the list, so a
 * list that grew with the stored matches made each board slower (0.25 ms per stored match).
 * Real host, console in Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openHost } from '../../electron/host/host';
import { CREATE_MATCH, TOSS, board } from '../host/fixtures/match-script';
import { startHarness, type Harness } from './support/harness';
import { openConsole } from './support/console-page';
import { submitParsed } from '../support/parsed';

const CONSOLE = { role: 'console', readOnly: false } as const;
const STORED = 57;

/** Match k is "Player k" against "Rival k"; the last one stays open, a board into its first game. */
function manyMatches(dataDir: string): void {
  const host = openHost({ dataDir });
  for (let k = 1; k <= STORED; k += 1) {
    const match = {
      ...CREATE_MATCH,
      sides: [
        { name: `Player ${k}`, players: [`Player ${k}`] },
        { name: `Rival ${k}`, players: [`Rival ${k}`] },
      ],
    };
    for (const command of [match, TOSS, board(0)])
      expect(submitParsed(host, command, CONSOLE).ok, JSON.stringify(command)).toBe(true);
  }
  host.close();
}

describe('console: the stored matches a page at a time', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('match-list-pages', { prepare: manyMatches });
    page = await openConsole(harness.browser, harness.url);
    await page.click('[data-testid=tab-matches]');
    await page.waitForSelector('[data-testid=match-row] >> text=Player 57 – Rival 57');
  });
  afterAll(async () => {
    await harness?.close();
  });

  const rows = () => page.locator('[data-testid=match-row] td.sides').allTextContents();

  it('shows the 50 most recent, then the older ones on request, and keeps them through a board', async () => {
    const first = await rows();
    expect(first).toHaveLength(50);
    expect(first[0]).toBe('Player 57 – Rival 57');
    expect(first.at(-1)).toBe('Player 8 – Rival 8');
    const older = page.locator('[data-testid=match-list-older]');
    expect(await older.textContent()).toBe('Show older matches');

    await older.click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=match-row]').length === 57);
    expect((await rows()).at(-1)).toBe('Player 1 – Rival 1');
    expect(await older.count()).toBe(0);

    // A board on the current match refreshes the list: the pages shown stay shown, its score moves.
    const before = await page
      .locator('[data-testid=match-row]')
      .first()
      .locator('[data-testid=match-result]')
      .textContent();
    expect(submitParsed(harness.host, board(0), CONSOLE).ok).toBe(true);
    await page.waitForFunction(
      (previous) =>
        document.querySelector('[data-testid=match-row] [data-testid=match-result]')?.textContent !==
        previous,
      before,
    );
    expect(await rows()).toHaveLength(STORED);
  });

  it('starts again from the first page when the scope changes', async () => {
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=match-row]').length === 50);
    expect(await page.locator('[data-testid=match-list-older]').count()).toBe(1);
  });
});
