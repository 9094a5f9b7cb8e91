/*
 * Issue 25, item 8: the "Remarks of Umpire" written from the console's keyboard, after the match
 * is decided (the ICF card is signed after play), corrected once, and kept in the audit trail
 * version by version. The real host, the console in Chromium.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR, startHarness, type Harness } from './support/harness';
import { changes, createMatch, openConsole, press, text } from './support/console-page';
import { CONSOLE } from '../host/helpers';
import { axeViolations } from '../a11y/support/axe';
import type { OfficialSheet } from '../../shared/contract/official-sheet';
import { submitParsed } from '../support/parsed';

const board = (winner: number, pieces: number, queen: 'winner' | 'loser') =>
  ({
    type: 'RecordBoard',
    entry: { kind: 'sides', winner, pieces, queen, finish: 'normal', extra: 0 },
  }) as const;

/** Tab from the screen until the remarks field has the focus; how many presses it took. */
async function tabToRemarks(page: Page): Promise<number> {
  for (let presses = 1; presses <= 10; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.id === 'umpire-remarks')) return presses;
  }
  throw new Error('Tab never reached the remarks field');
}

/** The remarks as the host's record has them (its official sheet of the current match). */
async function remarksOnRecord(harness: Harness): Promise<string> {
  const result = await harness.host.query({ type: 'OfficialSheet' }, CONSOLE);
  if (!result.ok || result.type !== 'OfficialSheet') throw new Error('no official sheet');
  return (result.data as OfficialSheet).remarks;
}

describe('Remarks of Umpire on the console', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('remarks');
    page = await openConsole(harness.browser, harness.url);
    await createMatch(page, { players: [['Asha Raman'], ['Bruno Kowalski']], umpire: 'Rahul Sharma' });
    await changes(page, () => press(page, '1', 'b', 'Enter'));
    // Asha wins 2–0 (12 + 9 + 9 a game): the match is decided before the remarks are written.
    for (let game = 0; game < 2; game++) {
      for (const b of [board(0, 9, 'winner'), board(0, 9, 'loser'), board(0, 9, 'loser')]) {
        const result = submitParsed(harness.host, b, CONSOLE);
        if (!result.ok) throw new Error(result.message);
      }
    }
    await page.waitForSelector('[data-testid=match-screen]');
    expect(harness.host.current().view.matchResult?.winner).toBe(0);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('are written by keyboard after the match: Alt+4, Tab to the labelled field, type, Ctrl+Enter', async () => {
    await page.focus('[data-testid=screen]');
    await press(page, 'Alt+4');
    await page.waitForSelector('[data-testid=remarks-panel]');
    await page.focus('[data-testid=screen]');
    expect(await tabToRemarks(page)).toBe(1);
    // Its label is the card's field name; the help says it is kept in the audit trail.
    const field = page.getByLabel('Remarks of Umpire');
    expect(await field.getAttribute('id')).toBe('umpire-remarks');
    expect(await field.getAttribute('aria-describedby')).toContain('umpire-remarks-help');
    // The board keys typed into the field are the field's: no board, no correction is opened.
    await page.keyboard.type('Bruno Kowalski warned for delay (game 1).');
    await press(page, 'Enter');
    await page.keyboard.type('Protest lodged.');
    expect(await text(page, '[data-testid=remarks-state]')).toBe('Not saved yet.');
    expect(await page.$('[data-testid=correction-editor]')).toBeNull();
    await changes(page, () => press(page, 'Control+Enter'));
    expect(await remarksOnRecord(harness)).toBe('Bruno Kowalski warned for delay (game 1).\nProtest lodged.');
    await expect.poll(() => text(page, '[data-testid=remarks-state]'), { timeout: 30_000 }).toBe('');
    expect(harness.host.current().view.matchResult?.winner).toBe(0);
  });

  it('are corrected with Tab, Enter on Save; a hidden bidi override is refused in words and nothing changes', async () => {
    await page.focus('#umpire-remarks');
    await press(page, 'Control+a');
    await page.keyboard.type('Protest lodged\u202e.');
    await press(page, 'Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'remarks-save',
    );
    await press(page, 'Enter');
    await page.waitForSelector('[data-testid=remarks-refusal]', { timeout: 30_000 });
    expect(await text(page, '[data-testid=remarks-refusal]')).toContain('U+202E RIGHT-TO-LEFT OVERRIDE');
    expect(await remarksOnRecord(harness)).toContain('Protest lodged.');

    await page.focus('#umpire-remarks');
    await press(page, 'Control+a');
    await page.keyboard.type('Protest by Bruno Kowalski withdrawn.');
    await press(page, 'Tab');
    await changes(page, () => press(page, 'Enter'));
    expect(await remarksOnRecord(harness)).toBe('Protest by Bruno Kowalski withdrawn.');
    await page.waitForSelector('[data-testid=remarks-refusal]', { state: 'detached', timeout: 30_000 });
  });

  it('keep every version in the audit trail', async () => {
    await page.click('[data-testid=toggle-audit]');
    await page.waitForSelector('[data-testid=audit-trail] tr[data-event=UmpireRemarksSet]');
    const rows = await page.$$eval('[data-testid=audit-trail] tr[data-event=UmpireRemarksSet]', (trs) =>
      trs.map((tr) => (tr.lastElementChild?.textContent ?? '').trim()),
    );
    expect(rows).toEqual([
      'Remarks of Umpire: Bruno Kowalski warned for delay (game 1).\nProtest lodged.',
      'Remarks of Umpire: Protest by Bruno Kowalski withdrawn.',
    ]);
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'umpire-remarks.png'), fullPage: true });
    // The panel, the audit trail and the screen around them pass axe-core (WCAG 2.2 A and AA).
    expect(await axeViolations(page)).toEqual([]);
  });
});
