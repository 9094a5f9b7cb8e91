/*
 * The display and overlay in real Chromium against the fake host: size of the digits, text
 * that fits in every script, a score that is in the DOM before its animation ends, recovery
 * after the host goes away, several screens at once, and the overlay's transparency.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ScoreboardView } from '../../shared/contract/scoreboard-view';
import { LONG_NAMES, push, scenarios, side } from './fixtures';
import {
  ARTIFACTS_DIR,
  consoleErrors,
  openPage,
  showsRevision,
  startHarness,
  type Harness,
  PAGE_STATE_TIMEOUT_MS,
} from './harness';
import { escapingBoxes, overflowingTexts } from './layout-probes';
import { saveScreenshot } from '../support/screenshot';

const FULL_HD = { width: 1920, height: 1080 };
const HD = { width: 1280, height: 720 };

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness('behaviour', push(scenarios()['mid-game']!));
}, 60_000);

afterAll(async () => {
  await harness?.close();
  expect(consoleErrors, 'errors in the page consoles (CSP, scripts)').toEqual([]);
});

async function pushAndWait(pages: readonly Page[], view: ScoreboardView, language = 'en') {
  const state = push(view, { language: language as 'en' });
  harness.host.push(state);
  for (const page of pages) await showsRevision(page, state.revision);
  return state;
}

const text = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]`).first().textContent();

function withNames(
  type: 'singles' | 'doubles' | 'three-player',
  names: readonly [string, string],
): ScoreboardView {
  const mid = scenarios()['queen-cutoff']!;
  if (type === 'singles') {
    return {
      ...mid,
      sides: mid.sides.map((entry, index) => ({
        ...entry,
        name: names[index]!,
        players: [names[index]!],
        club: `${names[1 - index]} Carrom Club`,
      })),
    };
  }
  if (type === 'doubles') {
    return {
      ...mid,
      type: 'doubles',
      sides: mid.sides.map((entry, index) => ({
        ...entry,
        name: `${names[index]} Pair`,
        players: [names[index]!, names[1 - index]!],
        breakerPlayer: entry.breaks ? 1 : null,
        club: names[index]!,
      })),
    };
  }
  return {
    ...mid,
    type: 'three-player',
    queenPoints: 5,
    queenCutoff: null,
    bestOf: 1,
    sides: [0, 1, 2].map((index) =>
      side(index, `${names[index % 2]} ${index}`, { score: 7 * index, breaks: index === 2 }),
    ),
    lastBoard: {
      game: 1,
      board: 6,
      winner: null,
      points: [5, 2, 0],
      pieces: null,
      queen: null,
      queenCounted: false,
      finish: null,
      extraPoints: 0,
      extraBoard: false,
    },
  };
}

describe('display layout', () => {
  it('draws score digits at least 20% of the screen height at 1920×1080', async () => {
    const page = await openPage(harness, '/display', FULL_HD);
    await pushAndWait([page], scenarios()['mid-game']!);
    const sizes = await page.evaluate(() =>
      [0, 1].map((index) => {
        const digits = document.querySelector<HTMLElement>(`[data-testid="score-${index}"]`)!;
        const style = getComputedStyle(digits);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const ink = context.measureText(digits.textContent ?? '');
        return {
          box: digits.getBoundingClientRect().height,
          ink: ink.actualBoundingBoxAscent + ink.actualBoundingBoxDescent,
        };
      }),
    );
    for (const size of sizes) {
      expect(size.box).toBeGreaterThanOrEqual(0.2 * 1080);
      expect(size.ink).toBeGreaterThanOrEqual(0.2 * 1080);
    }
    await page.context().close();
  }, 120_000);

  for (const [script, names] of Object.entries(LONG_NAMES)) {
    it(`fits long ${script} names in singles, doubles and three-player, display and overlay`, async () => {
      const pages = [
        await openPage(harness, '/display', FULL_HD),
        await openPage(harness, '/display', HD),
        await openPage(harness, '/overlay', FULL_HD),
      ];
      const language = script === 'chinese' ? 'zh' : script === 'devanagari' ? 'hi' : 'en';
      for (const type of ['singles', 'doubles', 'three-player'] as const) {
        await pushAndWait(pages, withNames(type, names), language);
        for (const page of pages) {
          const label = `${script} ${type} ${page.viewportSize()?.width}`;
          expect(await overflowingTexts(page), label).toEqual([]);
          expect(
            await escapingBoxes(page, '[data-fit]', 'article, [data-testid^="overlay-side"]'),
            label,
          ).toEqual([]);
          const screen = page.url().includes('overlay') ? 'overlay' : 'display';
          await saveScreenshot(
            page,
            `${ARTIFACTS_DIR}long-names-${screen}-${script}-${type}-${page.viewportSize()?.width}.png`,
            { omitBackground: screen === 'overlay' },
          );
        }
      }
      const display = pages[0]!;
      expect(await display.locator('article').count()).toBe(3);
      expect(await display.locator('[data-testid="queen-mark"]').count()).toBe(0);
      for (const page of pages) await page.context().close();
    }, 120_000);
  }
});

describe('fitting on resize', () => {
  const nameSizes = (page: Page): Promise<readonly number[]> =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="side-name"]')].map((node) =>
        parseFloat(getComputedStyle(node).fontSize),
      ),
    );

  it('fits the names again when the window shrinks, and gives them back their size when it grows', async () => {
    const page = await openPage(harness, '/display', FULL_HD);
    await pushAndWait([page], withNames('singles', LONG_NAMES['latin']!));
    await expect.poll(() => overflowingTexts(page)).toEqual([]);
    const wide = await nameSizes(page);
    expect(wide).toHaveLength(2);

    await page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(() => overflowingTexts(page)).toEqual([]);
    await expect.poll(async () => (await nameSizes(page)).every((size, i) => size < wide[i]!)).toBe(true);

    await page.setViewportSize(FULL_HD);
    await expect.poll(() => nameSizes(page)).toEqual(wide);
    expect(await overflowingTexts(page)).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe('score updates', () => {
  it('puts a new score in the DOM at once, with the animation only decorating it', async () => {
    const page = await openPage(harness, '/display', FULL_HD, 'no-preference');
    const before = scenarios()['mid-game']!;
    await pushAndWait([page], before);
    // A roll from reaching `before` must be over, so any roll seen below is the new score's.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="score-0"]')!.getAnimations().length === 0,
    );
    const layoutBefore = await page.evaluate(() =>
      ['side-0', 'side-1', 'centre'].map((id) =>
        JSON.stringify(document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect()),
      ),
    );
    await page.evaluate(() => {
      const digits = document.querySelector<HTMLElement>('[data-testid="score-0"]')!;
      const ghost = digits.parentElement!.querySelector<HTMLElement>('.ghost')!;
      const rolling = (): boolean =>
        digits.getAnimations().some((animation) => animation.playState === 'running');
      const seen = new Promise<{
        text: string;
        rollingAtOnce: boolean;
        rollingNextFrame: boolean;
        leaving: string;
      }>((resolve) => {
        new MutationObserver(() => {
          if (digits.textContent !== '24') return;
          const text = digits.textContent;
          const rollingAtOnce = rolling();
          // The roll starts in the frame that shows the new score, after the score is in the DOM.
          requestAnimationFrame(() =>
            setTimeout(() =>
              resolve({ text, rollingAtOnce, rollingNextFrame: rolling(), leaving: ghost.textContent ?? '' }),
            ),
          );
        }).observe(digits, { childList: true, characterData: true, subtree: true });
      });
      (window as unknown as { scoreSeen: typeof seen }).scoreSeen = seen;
    });
    const after: ScoreboardView = {
      ...before,
      sides: [{ ...before.sides[0]!, score: 24 }, before.sides[1]!],
    };
    await pushAndWait([page], after);
    const seen = await page.evaluate(() => (window as unknown as { scoreSeen: Promise<unknown> }).scoreSeen);
    expect(seen).toEqual({
      text: '24',
      rollingAtOnce: false,
      rollingNextFrame: true,
      leaving: String(before.sides[0]!.score),
    });
    const layoutAfter = await page.evaluate(() =>
      ['side-0', 'side-1', 'centre'].map((id) =>
        JSON.stringify(document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect()),
      ),
    );
    expect(layoutAfter).toEqual(layoutBefore);
    await page.context().close();
  }, 120_000);

  it('shows a new board on two display pages and the overlay', async () => {
    const pages = [
      await openPage(harness, '/display', FULL_HD),
      await openPage(harness, '/display', HD),
      await openPage(harness, '/overlay', FULL_HD),
    ];
    const view = scenarios()['mid-game']!;
    await pushAndWait(pages, {
      ...view,
      sides: [view.sides[0]!, { ...view.sides[1]!, score: 21 }],
    });
    expect(await text(pages[0]!, 'score-1')).toBe('21');
    expect(await text(pages[1]!, 'score-1')).toBe('21');
    expect(await text(pages[2]!, 'overlay-score-1')).toBe('21');
    for (const page of pages) await page.context().close();
  }, 120_000);
});

describe('connection', () => {
  it('marks a lost host after a grace period and recovers with the current state', async () => {
    const page = await openPage(harness, '/display', FULL_HD);
    const view = scenarios()['mid-game']!;
    await pushAndWait([page], view);
    const mark = page.locator('[data-testid="reconnecting"]');

    await harness.host.stop();
    await page.waitForTimeout(1000);
    expect(await mark.count()).toBe(0);
    await mark.waitFor({ state: 'visible', timeout: 4000 });
    expect(await text(page, 'score-0')).toBe('15');

    const current = push({ ...view, sides: [{ ...view.sides[0]!, score: 18 }, view.sides[1]!] });
    harness.host.push(current);
    await harness.host.start();
    await showsRevision(page, current.revision);
    await mark.waitFor({ state: 'detached', timeout: PAGE_STATE_TIMEOUT_MS });
    expect(await text(page, 'score-0')).toBe('18');
    await page.context().close();
  }, 120_000);

  it('dims the scores once the host has been gone for more than 10 seconds', async () => {
    const context = await harness.browser.newContext({ viewport: HD, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${harness.host.origin}/display`);
    const state = push(scenarios()['mid-game']!);
    harness.host.push(state);
    await showsRevision(page, state.revision);
    expect(await page.locator('.sides.stale').count()).toBe(0);

    await harness.host.stop();
    await page.clock.fastForward(3000);
    await page.locator('[data-testid="reconnecting"]').waitFor({ timeout: PAGE_STATE_TIMEOUT_MS });
    expect(await page.locator('.sides.stale').count()).toBe(0);
    await page.clock.fastForward(8000);
    await page.locator('.sides.stale').waitFor({ timeout: PAGE_STATE_TIMEOUT_MS });
    await page.locator('[data-testid="stale-note"]').waitFor({ timeout: PAGE_STATE_TIMEOUT_MS });

    await harness.host.start();
    await page.clock.fastForward(5000);
    await page.locator('.sides.stale').waitFor({ state: 'detached', timeout: PAGE_STATE_TIMEOUT_MS });
    await context.close();
  }, 120_000);
});

describe('display modes and overlay', () => {
  it('blacks out, and shows the operator message instead of the scoreboard', async () => {
    const page = await openPage(harness, '/display', HD);
    const view = scenarios()['mid-game']!;
    const blackout = push(view, { mode: 'blackout' });
    harness.host.push(blackout);
    await showsRevision(page, blackout.revision);
    // Nothing shown: the page's title for screen readers (visually hidden) is all the text it has.
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('main > :not(.sr-only)')].map((node) => (node as HTMLElement).innerText),
    );
    expect(shown.join('').trim()).toBe('');
    expect(await page.locator('h1.sr-only').innerText()).toBe(blackout.display.title);
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('.screen')!).backgroundColor),
    ).toBe('rgb(0, 0, 0)');

    const message = push(view, { mode: 'message', message: 'Intermission: 10 minutes' });
    harness.host.push(message);
    await showsRevision(page, message.revision);
    expect(await text(page, 'message')).toBe('Intermission: 10 minutes');
    expect(await page.locator('[data-testid="score-0"]').count()).toBe(0);
    await page.context().close();
  }, 120_000);

  it('draws the overlay on a transparent background, placed and sized by URL parameters', async () => {
    const page = await openPage(harness, '/overlay?pos=top-right&scale=1.5', FULL_HD);
    await pushAndWait([page], scenarios()['mid-game']!);
    const backgrounds = await page.evaluate(() =>
      ['html', 'body', '.overlay'].map(
        (selector) => getComputedStyle(document.querySelector(selector)!).backgroundColor,
      ),
    );
    expect(backgrounds).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);

    const bar = (await page.locator('[data-testid="overlay-bar"]').boundingBox())!;
    expect(bar.width).toBeCloseTo(760 * 1.5, -1);
    expect(1920 - (bar.x + bar.width)).toBeCloseTo(48, -1);
    expect(bar.y).toBeCloseTo(48, -1);

    const png = (await page.screenshot({ omitBackground: true })).toString('base64');
    const alpha = await page.evaluate(
      async ({ png, inside }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const at = (x: number, y: number) => context.getImageData(x, y, 1, 1).data[3];
        return { corner: at(10, 1070), middle: at(960, 540), bar: at(inside.x, inside.y) };
      },
      { png, inside: { x: Math.round(bar.x + bar.width / 2), y: Math.round(bar.y + bar.height / 2) } },
    );
    expect(alpha).toEqual({ corner: 0, middle: 0, bar: 255 });
    await page.context().close();
  }, 120_000);
});
