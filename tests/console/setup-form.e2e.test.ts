/*
 * The set-up form, against the real host in Chromium: focus starts on the first player's name,
 * Tab follows the form's visual order, every problem is shown under its own field in the
 * operator's language with the rule it enforces (the engine's limits), the same name on both
 * sides is refused, a short name travels to the host, and starting a match over a running one
 * asks first and keeps the running match in the history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MatchSummary } from '../../shared/contract';
import { startHarness, type Harness } from './support/harness';
import { changes, openConsole, press, revision, text } from './support/console-page';
import { queryParsed } from '../support/parsed';

const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);

/** The error shown for a field, and how it sits under the field (px from the field's bottom edge). */
async function errorUnder(
  page: Page,
  field: string,
): Promise<{ text: string; gap: number; leftGap: number }> {
  const input = await page.$eval(`[data-testid=${field}]`, (node) => node.getBoundingClientRect().toJSON());
  const error = await page.$eval(`[data-testid=error-${field}]`, (node) =>
    node.getBoundingClientRect().toJSON(),
  );
  return {
    text: await text(page, `[data-testid=error-${field}]`),
    gap: error.top - input.bottom,
    leftGap: Math.abs(error.left - input.left),
  };
}

describe('set-up form', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('setup');
    page = await openConsole(harness.browser, harness.url);
    await page.click('[data-testid=tab-setup]');
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("starts on the first player's name and tabs through the fields in the order they are shown", async () => {
    await page.waitForSelector('[data-testid=player-0-0]');
    expect(await focused(page)).toBe('player-0-0');
    const order: string[] = [];
    for (let i = 0; i < 11; i++) {
      await press(page, 'Tab');
      order.push(String(await focused(page)));
    }
    expect(order).toEqual([
      'short-name-0',
      'club-0',
      'player-1-0',
      'short-name-1',
      'club-1',
      'info-event',
      'info-round',
      'info-table',
      'info-umpire',
      'stage',
      'preset',
    ]);
    // Visual order: each side's fields go down its card, side 2's card is right of side 1's.
    const box = (id: string) =>
      page.$eval(`[data-testid=${id}]`, (node) => node.getBoundingClientRect().toJSON());
    const [p0, s0, c0, p1] = await Promise.all(
      ['player-0-0', 'short-name-0', 'club-0', 'player-1-0'].map(box),
    );
    expect(s0.top).toBeGreaterThan(p0.top);
    expect(c0.top).toBeGreaterThan(s0.top);
    expect(p1.left).toBeGreaterThan(p0.right);
  });

  it('shows each problem under its field with the rule, in the operator’s language, and creates nothing', async () => {
    const before = await revision(page);
    await page.fill('[data-testid=player-0-0]', 'A'.repeat(61));
    const long = await errorUnder(page, 'player-0-0');
    expect(long.text).toBe('A name can have at most 60 characters (this one has 61).');
    expect(long.gap).toBeGreaterThanOrEqual(-1);
    expect(long.gap).toBeLessThan(24);
    expect(long.leftGap).toBeLessThan(24);
    // Nothing typed is cut off: the field holds all 61 characters.
    expect((await page.inputValue('[data-testid=player-0-0]')).length).toBe(61);

    await page.fill('[data-testid=short-name-1]', 'ABCDEFGHIJKLM');
    expect((await errorUnder(page, 'short-name-1')).text).toBe(
      'A short name can have at most 12 characters (this one has 13).',
    );
    await page.click('[data-testid=create-match]');
    await page.waitForSelector('[data-testid=setup-problem]');
    // Player 2's name is empty: now marked too; focus goes to the first field with a problem.
    expect((await errorUnder(page, 'player-1-0')).text).toBe('A name is needed here.');
    expect(await focused(page)).toBe('player-0-0');
    await page.screenshot({ path: 'test-artifacts/console/setup-errors.png' });

    await page.selectOption('[data-testid=console-language]', 'pl');
    await page.waitForSelector('html[lang=pl]');
    expect((await errorUnder(page, 'player-0-0')).text).toBe(
      'Nazwa może mieć najwyżej 60 znaków (ta ma 61).',
    );
    await page.selectOption('[data-testid=console-language]', 'en');
    await page.waitForSelector('html[lang=en]');
    // The language went to the host as a setting; no match was created.
    expect(await revision(page)).toBeGreaterThan(before);
    expect(harness.host.current().matchId).toBeNull();
  });

  it('refuses the same name on both sides, whatever the letter case and spaces', async () => {
    await page.fill('[data-testid=player-0-0]', 'Asha Raman');
    await page.fill('[data-testid=player-1-0]', '  asha   RAMAN ');
    await page.fill('[data-testid=short-name-1]', '');
    expect((await errorUnder(page, 'player-1-0')).text).toBe(
      'Both sides have the name “asha RAMAN”: each side needs a name of its own.',
    );
    expect(await page.$('[data-testid=error-player-0-0]')).toBeNull();
    await page.click('[data-testid=create-match]');
    expect(await focused(page)).toBe('player-1-0');
    expect(harness.host.current().matchId).toBeNull();
  });

  it('creates the match with a short name', async () => {
    await page.fill('[data-testid=player-1-0]', 'Venkatanarasimha Rajuvaripet');
    await page.fill('[data-testid=short-name-1]', 'VENKAT');
    await changes(page, () => page.click('[data-testid=create-match]'));
    await page.waitForSelector('[data-testid=toss-panel]');
    const sides = harness.host.current().view.sides;
    expect(sides.map((side) => [side.name, side.shortName])).toEqual([
      ['Asha Raman', null],
      ['Venkatanarasimha Rajuvaripet', 'VENKAT'],
    ]);
  });

  it('asks before starting a match over a running one, and keeps the running one in the history', async () => {
    await changes(page, () => press(page, '1', 'b', 'Enter'));
    // A narrow score card shows the short name instead of a cut one; a wide card the full name.
    expect(await page.isVisible('[data-testid=short-name-1]')).toBe(false);
    await page.setViewportSize({ width: 1024, height: 600 });
    await page.waitForSelector('[data-testid=short-name-1]', { state: 'visible' });
    expect(await text(page, '[data-testid=short-name-1]')).toBe('VENKAT');
    expect(await page.isVisible('[data-testid=side-1] .name .full')).toBe(false);
    expect(await page.isVisible('[data-testid=side-0] .name .full')).toBe(true);
    await page.setViewportSize({ width: 1440, height: 960 });
    await changes(page, () => press(page, '1', '4', 'l', 'Enter'));
    const running = harness.host.current().matchId;
    await page.click('[data-testid=tab-setup]');
    await page.fill('[data-testid=player-0-0]', 'Chen Wei');
    await page.fill('[data-testid=player-1-0]', 'Dev Patel');
    const before = await revision(page);
    await page.click('[data-testid=create-match]');
    await page.waitForSelector('[data-testid=running-match-question]');
    expect(await text(page, '[data-testid=running-match-question]')).toContain(
      'A match is in progress: Asha Raman – Venkatanarasimha Rajuvaripet (4–0). Start a new match anyway?',
    );
    await page.screenshot({ path: 'test-artifacts/console/setup-running-match.png' });
    // Focus is on "Go back"; Escape goes back too, and nothing changed.
    expect(await focused(page)).toBe('running-match-cancel');
    await press(page, 'Escape');
    await page.waitForSelector('[data-testid=running-match-question]', { state: 'detached' });
    expect(await revision(page)).toBe(before);
    expect(harness.host.current().matchId).toBe(running);

    await page.click('[data-testid=create-match]');
    await page.waitForSelector('[data-testid=running-match-start]');
    await changes(page, () => page.click('[data-testid=running-match-start]'));
    await page.waitForSelector('[data-testid=toss-panel]');
    const current = harness.host.current().matchId;
    expect(current).not.toBe(running);
    const list = await queryParsed(
      harness.host,
      { type: 'ListMatches', scope: 'all' },
      { role: 'console', readOnly: false },
    );
    if (!list.ok) throw new Error(list.message);
    const ids = (list.data as readonly MatchSummary[]).map((match) => match.id);
    expect(ids).toContain(running);
    expect(ids).toContain(current);
  });
});
