/*
 * A correction of board 2 that changes whether the queen counts in board 5: previewed on the
 * console before confirming, then seen on the console, on the audience display and in the
 * exported match file; the audit trail keeps the original and the correction. Refused
 * entries show the engine's message and change nothing.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { scoreMatchFileText } from '../../shared/match-file';
import { startHarness, type Harness } from './support/harness';
import { changes, createMatch, openConsole, press, readSides, revision, text } from './support/console-page';

describe('console: corrections and refusals', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('corrections');
    page = await openConsole(harness.browser, harness.url);
    await createMatch(page, { players: [['Asha'], ['Bruno']], event: 'Club night', table: '2' });
    await changes(page, () => press(page, '1', 'b', 'Enter'));
    // 12, 17, 17–1, 20–1, then the queen counts at 20: 1 + 3 → 24–1.
    for (const keys of [
      ['1', '9', 'w'],
      ['1', '5', 'l'],
      ['2', '1', 'l'],
      ['1', '3', 'l'],
      ['1', '1', 'w'],
    ]) {
      await changes(page, () => press(page, ...keys, 'Enter'));
    }
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('refuses impossible entries with the engine’s message and changes nothing', async () => {
    const before = await revision(page);
    await press(page, '2', '0', 'w');
    expect(await text(page, '[data-testid=preview-refusal]')).toMatch(/pieces/i);
    await press(page, 'Enter');
    await page.waitForSelector('[data-testid=refusal]');
    const refusal = await text(page, '[data-testid=refusal]');
    expect(refusal).toContain('Refused — nothing was changed');
    expect(refusal).toContain('cannot leave the opponent 0 pieces');
    expect(await revision(page)).toBe(before);
    expect((await readSides(page)).map((s) => s.score)).toEqual([24, 1]);

    // A penalty finish whose queen was covered by nobody is fine; on a normal finish it is not.
    await press(page, 'Escape', '2', '3', 'n', 'Enter');
    await page.waitForSelector('[data-testid=refusal]');
    expect(await text(page, '[data-testid=refusal]')).toMatch(/queen/i);
    expect(await revision(page)).toBe(before);
    expect((await readSides(page)).map((s) => s.score)).toEqual([24, 1]);
    await press(page, 'Escape');
  });

  it('previews a correction of board 2 down to the queen of board 5, then applies it everywhere', async () => {
    const display = await harness.browser.newPage({ viewport: { width: 1280, height: 720 } });
    await display.goto(`${harness.url}/display`);
    await display.waitForSelector('[data-testid=score-0]');
    expect(await display.textContent('[data-testid=score-0]')).toBe('24');

    await page.click('[data-testid=tab-corrections]');
    // The list opens at the latest board (5), the likeliest to need fixing; three up is board 2.
    expect(await page.getAttribute('tr.selected', 'data-testid')).toBe('correct-row-1-5');
    await press(page, 'ArrowUp', 'ArrowUp', 'ArrowUp', 'Enter');
    await page.waitForSelector('[data-testid=correction-editor]');
    expect(await text(page, '[data-testid=correction-editor] h2')).toBe('Correcting game 1, board 2');
    await press(page, '7');
    expect(await text(page, '[data-testid=correction-entry]')).toBe(
      'Asha won · pieces left: 7 · queen: loser',
    );
    const cells = (row: string) =>
      page.$$eval(`[data-testid=${row}] td`, (tds) =>
        tds.map((td) => (td.textContent ?? '').replace(/\s+/g, ' ').trim()),
      );
    // The preview is the host's answer to a Preview query: it comes a round trip after the key.
    await page.waitForSelector('[data-testid=change-1-5]');
    expect(await cells('change-1-5')).toEqual([
      '1',
      '5',
      '+4 · 24–1 · queen counts',
      '+1 · 23–1 · queen does not count',
    ]);
    expect(await cells('change-1-2')).toEqual([
      '1',
      '2',
      '+5 · 17–0 · queen does not count',
      '+7 · 19–0 · queen does not count',
    ]);
    await page.screenshot({ path: 'test-artifacts/console/correction-preview-en.png' });

    await changes(page, () => press(page, 'Enter'));
    await page.click('[data-testid=tab-match]');
    expect((await readSides(page)).map((s) => s.score)).toEqual([23, 1]);
    expect((await readSides(page))[0]!.queenCounts).toBe(false);
    await display.waitForFunction(
      () => document.querySelector('[data-testid=score-0]')?.textContent === '23',
    );

    // The audit trail keeps the original entry and the correction.
    await page.click('[data-testid=tab-corrections]');
    await page.click('[data-testid=toggle-audit]');
    const corrected = await text(page, '[data-testid=audit-trail] tr[data-event=BoardCorrected]');
    expect(corrected).toContain(
      'Game 1, board 2 corrected: was Asha won · pieces left: 5 · queen: loser; now Asha won · pieces left: 7 · queen: loser',
    );
    expect(await page.$$('[data-testid=audit-trail] tr[data-event=BoardRecorded]')).toHaveLength(5);

    // The exported match file carries the correction, and the score command agrees.
    await page.click('[data-testid=tab-settings]');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid=export-file]'),
    ]);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      games: { boards: { pieces: number }[] }[];
    };
    expect(file.games[0]!.boards[1]!.pieces).toBe(7);
    const report = scoreMatchFileText(JSON.stringify(file));
    expect(report.exitCode).toBe(0);
    const output = report.output as unknown as {
      games: { scores: number[]; boards: { queenCounted: boolean }[] }[];
    };
    expect(output.games[0]!.scores).toEqual([23, 1]);
    expect(output.games[0]!.boards[4]!.queenCounted).toBe(false);
    await display.close();
  });

  it('refuses a correction that would leave later boards impossible, naming them', async () => {
    await page.click('[data-testid=tab-corrections]');
    // Board 1 worth 12 → make Bruno win it with 9 + queen: Asha's later totals shift, nothing breaks;
    // instead make board 4 end the game early: Asha 9 + queen at 19 → 31, so board 5 would follow a decided game.
    await page.click('[data-testid=correct-row-1-4]');
    await press(page, 'ArrowLeft', '9', 'w');
    // The refusal is the host's answer to a Preview query of the edited board; until it comes, the
    // panel may still show the answer for the board as it was ("already has these values").
    await page.waitForFunction(() =>
      /board 5/.test(document.querySelector('[data-testid=correction-refusal]')?.textContent ?? ''),
    );
    expect(await text(page, '[data-testid=correction-refusal]')).toMatch(/board 5/);
    const before = await revision(page);
    await press(page, 'Enter');
    await page.waitForSelector('[data-testid=refusal]');
    expect(await revision(page)).toBe(before);
    await press(page, 'Escape');
  });
});
