/*
 * Issue 23, item 9: focus never leaves the operator stranded. After each control of the match
 * screen (the language list, the tabs, the toss and entry buttons, the forfeit panel, undo, the
 * clocks) a board typed on the keyboard is recorded as typed, and Enter opens no list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CONSOLE } from '../host/helpers';
import { startHarness, type Harness } from './support/harness';
import { changes, createMatch, openConsole, press } from './support/console-page';
import { queryParsed } from '../support/parsed';

interface Recorded {
  readonly winner: number;
  readonly pieces: number;
  readonly queen: string;
}

describe('console: the keys come back to the match screen after every control', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('focus');
    page = await openConsole(harness.browser, harness.url);
  });
  afterAll(async () => {
    await harness?.close();
  });

  async function boards(): Promise<Recorded[]> {
    const result = await queryParsed(harness.host, { type: 'AuditTrail', afterSeq: 0 }, CONSOLE);
    if (!result.ok) throw new Error(result.message);
    const trail = result.data as readonly { event: { type: string; entry?: Recorded } }[];
    return trail
      .filter(({ event }) => event.type === 'BoardRecorded')
      .map(({ event }) => ({
        winner: event.entry!.winner,
        pieces: event.entry!.pieces,
        queen: event.entry!.queen,
      }));
  }

  /** Types "winner pieces queen Enter" and checks it is the board recorded last. */
  async function typeBoard(winner: number, pieces: number, queen: 'w' | 'l'): Promise<void> {
    const before = (await boards()).length;
    await changes(page, () => press(page, String(winner + 1), String(pieces), queen, 'Enter'));
    const after = await boards();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toEqual({ winner, pieces, queen: queen === 'w' ? 'winner' : 'loser' });
  }

  it('types a board after each control', async () => {
    await createMatch(page, { players: [['Asha'], ['Bruno']] });
    // The toss by its buttons, then the board by keys.
    await page.click('[data-testid=toss-panel] button:has-text("Asha")');
    await page.click('[data-testid=toss-panel] button:has-text("Break")');
    await changes(page, () => press(page, 'Enter'));
    await typeBoard(0, 2, 'l');

    // The language list: chosen again, and left focused without a choice.
    await page.selectOption('[data-testid=console-language]', 'en');
    await typeBoard(1, 3, 'l');
    await page.focus('[data-testid=console-language]');
    await typeBoard(0, 1, 'l');
    expect(
      await page.$eval('[data-testid=console-language]', (select) => (select as HTMLSelectElement).value),
    ).toBe('en');

    // A tab button, an entry button, the forfeit panel (closed with its button), undo's question.
    await page.click('[data-testid=tab-match]');
    await typeBoard(1, 1, 'l');
    await page.click('[data-testid=winner-1]');
    await press(page, 'Escape');
    await typeBoard(0, 1, 'l');
    await page.click('[data-testid=forfeit-open]');
    await page.click('[data-testid=forfeit-panel] button:has-text("Cancel")');
    await typeBoard(1, 2, 'l');
    await press(page, 'u');
    await page.click('[data-testid=undo-ask] button:has-text("Keep")');
    await typeBoard(0, 2, 'l');
  });
});
