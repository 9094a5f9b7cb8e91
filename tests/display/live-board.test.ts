/*
 * A board tracked stroke by stroke on the hall's screens, in real Chromium against the fake host:
 * the display's nine marks per side that empty as C/m are pocketed, whose turn, dues owed and the
 * queen in words, in every language; the overlay's one line, and its `live=0` switch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { displayTranslator } from '../../shared/i18n/display';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import type { LiveBoardView, ScoreboardView } from '../../shared/contract/scoreboard-view';
import { push, singlesView } from './fixtures';
import { consoleErrors, openPage, showsRevision, startHarness, type Harness } from './harness';
import { liveBoard } from '../support/live-board';

const FULL_HD = { width: 1920, height: 1080 };

/** Asha (on turn) has 4 C/m left and has pocketed the queen; Ben has 7 left and owes a due. */
const LIVE: LiveBoardView = liveBoard({
  onBoard: [4, 7],
  queen: 'pending',
  queenBy: 0,
  owed: [0, 1],
  strokes: 12,
});
const tracked = (live: LiveBoardView | null): ScoreboardView => singlesView({ live });

let harness: Harness;
let display: Page;

beforeAll(async () => {
  harness = await startHarness('live-board', push(tracked(LIVE)));
  display = await openPage(harness, '/display', FULL_HD);
}, 60_000);

afterAll(async () => {
  await harness?.close();
  expect(consoleErrors, 'errors in the page consoles').toEqual([]);
});

async function show(pages: readonly Page[], view: ScoreboardView, language: Language = 'en') {
  const state = push(view, { language });
  harness.host.push(state);
  for (const page of pages) await showsRevision(page, state.revision);
}

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

describe('the display', () => {
  for (const language of LANGUAGES) {
    it(`${language}: nine marks per side, emptied as pocketed; on turn; dues; the queen in words`, async () => {
      const t = displayTranslator(language);
      await show([display], tracked(LIVE), language);
      const asha = testId(display, 'live-0');
      const ben = testId(display, 'live-1');
      expect(await asha.locator('.pip').count()).toBe(9);
      expect(await asha.locator('.pip.gone').count()).toBe(5);
      expect(await ben.locator('.pip.gone').count()).toBe(2);
      expect(await asha.locator('[data-testid="live-left"]').getAttribute('aria-label')).toBe(
        t('live.left', { count: 4 }),
      );
      expect(await asha.locator('[data-testid="live-turn"]').textContent()).toBe(t('live.onTurn'));
      expect(await ben.locator('[data-testid="live-turn"]').count()).toBe(0);
      expect(await ben.locator('[data-testid="live-owed"]').textContent()).toBe(t('live.owed', { count: 1 }));
      expect(await asha.locator('[data-testid="live-owed"]').count()).toBe(0);
      expect(await asha.locator('[data-testid="live-queen"]').textContent()).toBe(t('live.queenPending'));
    });
  }

  it('follows the next stroke: a C/m pocketed empties one more mark, the turn and the queen move', async () => {
    await show([display], tracked({ ...LIVE, onBoard: [3, 7], queen: 'covered', turn: 0 }));
    expect(await testId(display, 'live-0').locator('.pip.gone').count()).toBe(6);
    expect(await testId(display, 'live-queen').textContent()).toBe('Queen covered');
    await show([display], tracked({ ...LIVE, onBoard: [3, 7], queen: 'board', queenBy: null, turn: 1 }));
    expect(await testId(display, 'live-1').locator('[data-testid="live-turn"]').count()).toBe(1);
    expect(await testId(display, 'live-1').locator('[data-testid="live-queen"]').textContent()).toBe(
      'Queen on the board',
    );
  });

  it('shows nothing of it when no board is tracked', async () => {
    await show([display], tracked(null));
    expect(await testId(display, 'live-0').count()).toBe(0);
  });
});

describe('the overlay', () => {
  it('one line: C/m left per side, whose turn, the queen, dues; live=0 hides it', async () => {
    const overlay = await openPage(harness, '/overlay', FULL_HD);
    const hidden = await openPage(harness, '/overlay?live=0', FULL_HD);
    await show([overlay, hidden], tracked(LIVE));
    expect(await testId(overlay, 'overlay-live').textContent()).toBe(
      // Each name isolated (FSI … PDI, issue 23 item 11).
      '\u2068Asha Kulkarni\u2069 4 – 7 \u2068Ben Carter\u2069 · On turn: \u2068Asha Kulkarni\u2069 · Queen pocketed: to cover (\u2068Asha Kulkarni\u2069) · Dues owed: 1 (\u2068Ben Carter\u2069)',
    );
    expect(await testId(hidden, 'overlay-live').count()).toBe(0);
    await show([overlay], tracked(null));
    expect(await testId(overlay, 'overlay-live').count()).toBe(0);
  });
});
