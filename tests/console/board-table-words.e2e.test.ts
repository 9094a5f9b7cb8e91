/*
 * The match screen's table of this game's boards shows every heading and every word whole, in
 * each console language at venue laptop sizes: only a long winner's name is cut (with an
 * ellipsis; its full name is its title), and on a narrow card the winner's column gives its
 * heading up to the key. Before, fixed column widths cut "Pieces" to "Pie…" at every size and
 * "проигравший" / "zwycięzca" in the queen's column.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGUAGES } from '../../shared/i18n/languages';
import { startHarness, type Harness } from './support/harness';
import { changes, createMatch, openConsole, press } from './support/console-page';

const SIZES = [
  { width: 1024, height: 600 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;

interface Cut {
  readonly column: number;
  readonly text: string;
  readonly heading: boolean;
}

/** The table's cells whose words do not fit, and whether the table is wider than its card. */
function cutCells(page: Page): Promise<{ cut: Cut[]; tableWidth: number; roomWidth: number }> {
  return page.evaluate(() => {
    const table = document.querySelector<HTMLTableElement>('[data-testid=game-boards] table');
    if (!table) throw new Error('no table of boards on the match screen');
    const cut = [...table.querySelectorAll<HTMLTableCellElement>('th, td')]
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => ({
        column: cell.cellIndex + 1,
        text: (cell.textContent ?? '').trim(),
        heading: cell.tagName === 'TH',
      }));
    return { cut, tableWidth: table.scrollWidth, roomWidth: table.parentElement?.clientWidth ?? 0 };
  });
}

describe("console: the game's table of boards", () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('board-table-words');
    page = await openConsole(harness.browser, harness.url);
    await createMatch(page, { players: [['Asha Ramanathan'], ['Bruno Kowalczyk']], event: 'City Open' });
    await press(page, '1', 'b');
    await changes(page, () => press(page, 'Enter'));
    // The queen covered by the loser, then by the winner: both words in the queen's column.
    await changes(page, () => press(page, '1', '5', 'l', 'Enter'));
    await changes(page, () => press(page, '2', '3', 'w', 'Enter'));
  });
  afterAll(async () => {
    await harness?.close();
  });

  it.each(LANGUAGES)('%s: only a long name is cut, at every size', async (language) => {
    await page.selectOption('[data-testid=console-language]', language);
    const problems: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => done(true))));
      const { cut, tableWidth, roomWidth } = await cutCells(page);
      if (tableWidth > roomWidth)
        problems.push(`${size.width}: the table is ${tableWidth} px in ${roomWidth}`);
      // The winner's column (2) may cut a name, or its heading on a card too narrow for names.
      for (const cell of cut.filter((c) => c.column !== 2))
        problems.push(`${size.width}: "${cell.text}" (column ${cell.column}) is cut`);
    }
    expect(problems).toEqual([]);
  });
});
