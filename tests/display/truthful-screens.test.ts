/*
 * Issue 25, item 3 on the screens: once a game is over, neither the display nor the overlay says
 * whether the queen counts (no board is in play), and the display's centre says the game ended
 * rather than a board number beyond the limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { push, hallScenarios, scenarios, side } from './fixtures';
import { consoleErrors, openPage, showsRevision, startHarness, type Harness } from './harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness('truthful', null);
}, 60_000);

afterAll(async () => {
  await harness?.close();
  expect(consoleErrors, 'errors in the page consoles').toEqual([]);
});

describe('nothing untrue once a game is over', () => {
  it('no queen status on the display or the overlay between games; it is back when the next game runs', async () => {
    const display = await openPage(harness, '/display', { width: 1920, height: 1080 });
    const overlay = await openPage(harness, '/overlay', { width: 1920, height: 1080 });
    // Game 1 won 25–20 on the extra board (board 9 of 8): a side on 25, no board in play.
    const over = push({
      ...hallScenarios()['time-up']!,
      board: 9,
      extraBoard: true,
      games: [{ number: 1, scores: [25, 20], winner: 0, endedBy: 'extraBoard' }],
      gameResult: { number: 1, scores: [25, 20], winner: 0, endedBy: 'extraBoard' },
      sides: [
        side(0, 'Asha Kulkarni', { score: 25, gamesWon: 1, queenCounts: false }),
        side(1, 'Ben Carter', { score: 20, queenCounts: false }),
      ],
    });
    harness.host.push(over);
    for (const page of [display, overlay]) await showsRevision(page, over.revision);
    expect(await display.locator('[data-testid=queen-mark]').count()).toBe(0);
    expect(await overlay.locator('[data-testid=overlay-queen]').count()).toBe(0);
    const stage = (await display.locator('[data-testid=board-status]').textContent()) ?? '';
    expect(stage).not.toMatch(/9/);

    const next = push(scenarios()['mid-game']!);
    harness.host.push(next);
    for (const page of [display, overlay]) await showsRevision(page, next.revision);
    expect(await display.locator('[data-testid=queen-mark]').count()).toBe(2);
    expect(await overlay.locator('[data-testid=overlay-queen]').count()).toBe(2);
    for (const page of [display, overlay]) await page.context().close();
  }, 120_000);
});
