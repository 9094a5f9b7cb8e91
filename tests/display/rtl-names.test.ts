/*
 * Issue 23, item 11 on the hall's screens, in real Chromium against the fake host: an Arabic and
 * an Urdu name keep the numbers after them where they belong ("محمد علي 4 – 7 Bruno", never
 * "4 – 7 محمد علي Bruno") on the display (the last board, the games of a won match) and the
 * overlay (the tracked board's line, the last board); the names themselves are isolated
 * (`dir="auto"`). Screenshots under test-artifacts/display/.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ScoreboardView } from '../../shared/contract/scoreboard-view';
import { hallScenarios, push, scenarios, side } from './fixtures';
import { ARTIFACTS_DIR, consoleErrors, openPage, showsRevision, startHarness, type Harness } from './harness';
import { leftToRight, partLefts, unisolatedSwaps } from '../support/bidi-order';
import { liveBoard } from '../support/live-board';
import { saveScreenshot } from '../support/screenshot';

const FULL_HD = { width: 1920, height: 1080 };
const NAMES = [
  ['arabic', 'محمد علي'],
  ['urdu', 'محمد علی خان'],
] as const;

/** The two sides renamed: the right-to-left name first, "Bruno" second. */
function renamed(view: ScoreboardView, name: string): ScoreboardView {
  const [first, second] = view.sides;
  return {
    ...view,
    sides: [
      side(0, name, { ...first, name, players: [name] }),
      side(1, 'Bruno', { ...second, name: 'Bruno', players: ['Bruno'] }),
    ],
  };
}

let harness: Harness;
let display: Page;
let overlay: Page;

beforeAll(async () => {
  harness = await startHarness('rtl-names', push(scenarios()['before-first-board']!));
  display = await openPage(harness, '/display', FULL_HD);
  overlay = await openPage(harness, '/overlay', FULL_HD);
}, 60_000);

afterAll(async () => {
  await harness?.close();
  expect(consoleErrors, 'errors in the page consoles').toEqual([]);
});

async function show(view: ScoreboardView): Promise<void> {
  const state = push(view);
  harness.host.push(state);
  await showsRevision(display, state.revision);
  await showsRevision(overlay, state.revision);
}

describe('right-to-left names on the display and the overlay', () => {
  for (const [script, name] of NAMES) {
    it(`${script}: the last board reads "${name} +6 · …" on both screens, the name isolated`, async () => {
      const base = hallScenarios()['last-board']!;
      const lastBoard = { ...base.lastBoard!, winner: 0, points: [6, 0], pieces: 6 };
      await show(renamed({ ...base, lastBoard }, name));
      const onDisplay = await partLefts(display, '[data-testid=last-board]', [name, '#']);
      expect(leftToRight(onDisplay), `display: ${onDisplay.join(', ')}`).toBe(true);
      expect(await unisolatedSwaps(display, `${name} +6 · 6 pieces`, [name, '#'])).toBe(true);
      const panel = display.locator('[data-testid=side-0] [data-testid=side-name]');
      expect(await panel.getAttribute('dir')).toBe('auto');
      expect(await panel.evaluate((node) => getComputedStyle(node).unicodeBidi)).toBe('isolate');
      expect(await panel.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
      const onOverlay = await partLefts(overlay, '[data-testid=overlay]', [name, '#']);
      expect(leftToRight(onOverlay), `overlay: ${onOverlay.join(', ')}`).toBe(true);
      expect(await overlay.locator('[data-testid=overlay-name]').first().getAttribute('dir')).toBe('auto');
      await saveScreenshot(display, join(ARTIFACTS_DIR, `rtl-name-last-board-${script}.png`));
      await saveScreenshot(overlay, join(ARTIFACTS_DIR, `rtl-name-overlay-${script}.png`));
    });

    it(`${script}: the overlay's tracked board reads "${name} 4 – 7 Bruno"`, async () => {
      const live = liveBoard({ onBoard: [4, 7], queen: 'pending', queenBy: 0, owed: [0, 1], strokes: 12 });
      await show(renamed({ ...scenarios()['before-first-board']!, live }, name));
      const parts = [name, '#', '#', 'Bruno'];
      const lefts = await partLefts(overlay, '[data-testid=overlay-live]', parts);
      expect(leftToRight(lefts), lefts.join(', ')).toBe(true);
      expect(await unisolatedSwaps(overlay, `${name} 4 – 7 Bruno`, parts)).toBe(true);
    });

    it(`${script}: a won match lists "Bruno beats ${name} 26–19" with the score after the name`, async () => {
      await show(renamed(scenarios()['match-won']!, name));
      const games = display.locator('[data-testid=match-games] li');
      expect(await games.count()).toBe(3);
      const lefts = await partLefts(display, '[data-testid=match-games] li:nth-child(2)', [
        'Bruno',
        name,
        '#',
      ]);
      expect(leftToRight(lefts), lefts.join(', ')).toBe(true);
      expect(await unisolatedSwaps(display, `Bruno beats ${name} 26–19`, ['Bruno', name, '#'])).toBe(true);
      await saveScreenshot(display, join(ARTIFACTS_DIR, `rtl-name-match-won-${script}.png`));
    });
  }
});
