/*
 * A board tracked stroke by stroke on the hall's screens, in real Chromium against the fake host:
 * the display's nine marks per side that empty as C/m are pocketed, whose turn, dues owed and the
 * queen in words, in every language; with every clock of a tracked board running at once (game,
 * stroke, dues) beside two games played, each clock whole on screen and clear of the rest; the
 * overlay's one line, and its `live=0` switch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { displayTranslator } from '../../shared/i18n/display';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import type { LiveBoardView, ScoreboardView } from '../../shared/contract/scoreboard-view';
import { push, side, singlesView } from './fixtures';
import { consoleErrors, openPage, showsRevision, startHarness, type Harness } from './harness';
import { liveBoard } from '../support/live-board';
import { saveScreenshot } from '../support/screenshot';

const FULL_HD = { width: 1920, height: 1080 };
const HD = { width: 1280, height: 720 };

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

  it('every clock of a tracked board at once (game, stroke, dues), in every language at 1280×720 and 1920×1080: each whole on screen, none over another or the games played', async () => {
    const now = Date.now();
    const busy = singlesView({
      game: 3,
      board: 4,
      games: [
        { number: 1, scores: [25, 14], winner: 0, endedBy: 'points' },
        { number: 2, scores: [19, 26], winner: 1, endedBy: 'points' },
        { number: 3, scores: [0, 0], winner: null, endedBy: null },
      ],
      sides: [
        side(0, 'Asha Kulkarni', { club: 'Mumbai', gamesWon: 1, breaks: true }),
        side(1, 'Ben Carter', { club: 'London', gamesWon: 1 }),
      ],
      live: LIVE,
      clocks: {
        stroke: { seconds: 15, startedAt: now },
        game: { limitMs: 25 * 60000, usedMs: 11 * 60000, runningSince: now, expired: false },
        dues: { seconds: 15, startedAt: now, toPlace: [0, 1] },
      },
    });
    const small = await openPage(harness, '/display', HD);
    for (const language of LANGUAGES) {
      const t = displayTranslator(language);
      await show([display, small], busy, language);
      for (const page of [display, small]) {
        const where = `${language} ${page.viewportSize()?.width}`;
        expect(await testId(page, 'dues-clock').locator('.label').textContent(), where).toBe(t('duesClock'));
        const boxes = await page.evaluate(() =>
          ['game-clock', 'stroke-clock', 'dues-clock', 'game-history'].map((id) => {
            const box = document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect();
            return { id, top: box.top, bottom: box.bottom, left: box.left, right: box.right };
          }),
        );
        const size = page.viewportSize()!;
        for (const box of boxes) {
          expect(box.top, `${where} ${box.id}`).toBeGreaterThanOrEqual(0);
          expect(box.bottom, `${where} ${box.id}`).toBeLessThanOrEqual(size.height);
        }
        for (const [i, a] of boxes.entries()) {
          for (const b of boxes.slice(i + 1)) {
            const apart = a.bottom <= b.top || b.bottom <= a.top || a.right <= b.left || b.right <= a.left;
            expect(apart, `${where}: ${a.id} and ${b.id} overlap`).toBe(true);
          }
        }
      }
      if (language === 'ru')
        await saveScreenshot(small, 'test-artifacts/display/live-every-clock-ru-720.png');
    }
    await small.context().close();
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
