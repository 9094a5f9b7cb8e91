/*
 * Issue 38, item 4, in Chromium against the real host: the side change of game 3 (law 60) is a
 * question. Board 5 typed over "Players change sides now… Y" (by hand, or in one burst behind
 * board 4) is refused in words and not recorded; Y records the change; board 5 then goes; and
 * the official sheet says the sides changed after board 4, where they really did.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficialSheet } from '../../shared/contract/official-sheet';
import { CONSOLE } from '../host/helpers';
import { queryParsed } from '../support/parsed';
import { changes, createMatch, openConsole, press, text } from './support/console-page';
import { ARTIFACTS_DIR, startHarness, type Harness } from './support/harness';

const REFUSED =
  '2 was not applied: the players change sides now (law 60, game 3): no board is taken until Y confirms they have moved.';

async function boardsOfGame3(harness: Harness): Promise<number> {
  const result = await queryParsed(harness.host, { type: 'AuditTrail', afterSeq: 0 }, CONSOLE);
  if (!result.ok) throw new Error(result.message);
  const trail = result.data as readonly { event: { type: string; game?: number } }[];
  return trail.filter(({ event }) => event.type === 'BoardRecorded' && event.game === 3).length;
}

async function sheet(harness: Harness): Promise<OfficialSheet> {
  const result = await queryParsed(harness.host, { type: 'OfficialSheet' }, CONSOLE);
  if (!result.ok) throw new Error(result.message);
  return result.data as OfficialSheet;
}

/** Every key dispatched in one task: no gap at all between them. */
async function dispatchInOneTask(page: Page, keys: readonly string[]): Promise<void> {
  await page.evaluate((all) => {
    for (const key of all)
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, keys);
}

describe('console: a board typed over the side change question is refused (law 60)', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('side-change-question');
    page = await openConsole(harness.browser, harness.url);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('by hand: board 5 refused in words, Y records the change, board 5 goes; the sheet says after board 4', async () => {
    await playTo(page, 4);
    await page.waitForSelector('[data-testid=prompt-side-change]');
    await press(page, '2');
    await page.waitForFunction(
      (words) => document.querySelector('[data-testid=notices]')?.textContent?.includes(words),
      REFUSED,
    );
    await press(page, '9', 'w', 'Enter');
    await page.waitForSelector('[data-testid=keys-not-applied]');
    expect(await text(page, '[data-testid=keys-not-applied]')).toBe(
      'The key 2 was refused and stays on screen: 3 keys typed after it were not applied: 9 W Enter. Esc clears it, Backspace edits it.',
    );
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'side-change-board-refused.png') });
    expect(await boardsOfGame3(harness)).toBe(4);
    await press(page, 'Escape');
    await changes(page, () => press(page, 'y'));
    expect(await page.isVisible('[data-testid=prompt-side-change]')).toBe(false);
    await changes(page, () => press(page, '2', '9', 'w', 'Enter'));
    expect(await boardsOfGame3(harness)).toBe(5);
    const game3 = (await sheet(harness)).games[2]!;
    expect(game3.sideChange?.afterBoard).toBe(4);
  });

  it('in one burst behind board 4: board 5 is refused once the change is due, nothing recorded after board 4', async () => {
    await playTo(page, 3);
    await dispatchInOneTask(page, ['1', '1', 'l', 'Enter', '2', '9', 'w', 'Enter']);
    await page.waitForSelector('[data-testid=keys-not-applied]');
    expect(await text(page, '[data-testid=keys-not-applied]')).toMatch(
      /3 keys typed after it were not applied: 9 W Enter\./,
    );
    expect(await page.isVisible('[data-testid=prompt-side-change]')).toBe(true);
    expect(await boardsOfGame3(harness)).toBe(4);
    await press(page, 'Escape');
    await changes(page, () => press(page, 'y'));
    await changes(page, () => press(page, '2', '9', 'w', 'Enter'));
    expect((await sheet(harness)).games[2]!.sideChange?.afterBoard).toBe(4);
  });
});

/** A new match, played by keys up to `boards` boards of game 3 (Asha 1 point each). */
async function playTo(page: Page, boards: number): Promise<void> {
  await createMatch(page, { players: [['Asha'], ['Bruno']] });
  await changes(page, () => press(page, '1', 'b', 'Enter'));
  for (const winner of ['1', '1', '1', '2', '2', '2']) {
    await changes(page, () => press(page, winner, '9', 'w', 'Enter'));
  }
  for (let b = 0; b < boards; b++) await changes(page, () => press(page, '1', '1', 'l', 'Enter'));
}
