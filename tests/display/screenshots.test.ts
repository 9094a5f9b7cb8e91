/*
 * Photographs the display (and the overlay) in every key situation, in English, Chinese and
 * Hindi, at 1920×1080 and 1280×720, into test-artifacts/display/. Each shot also checks that
 * no fitted text overflows its box, so the pictures are not just taken but judged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { push, scenarios } from './fixtures';
import {
  ARTIFACTS_DIR,
  consoleErrors,
  openPage,
  showsRevision,
  startHarness,
  type Harness,
  PAGE_STATE_TIMEOUT_MS,
} from './harness';
import { overflowingTexts } from './layout-probes';
import { saveScreenshot } from '../support/screenshot';
import { bannerGone } from '../support/banner';

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
] as const;
const LANGUAGES = ['en', 'zh', 'hi', 'ru'] as const;

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness('screenshots', push(scenarios()['before-first-board']!));
}, 60_000);

afterAll(async () => {
  await harness?.close();
  expect(consoleErrors, 'errors in the page consoles (CSP, scripts)').toEqual([]);
});

describe('display screenshots', () => {
  for (const size of SIZES) {
    it(`shows every situation in every language at ${size.width}×${size.height}`, async () => {
      const page: Page = await openPage(harness, '/display', size);
      for (const language of LANGUAGES) {
        for (const [name, view] of Object.entries(scenarios())) {
          const state = push(view, { language });
          harness.host.push(state);
          await showsRevision(page, state.revision);
          await saveScreenshot(
            page,
            `${ARTIFACTS_DIR}display-${language}-${size.width}x${size.height}-${name}.png`,
          );
          expect(await overflowingTexts(page), `${language} ${name}`).toEqual([]);
        }
      }
      await page.context().close();
    }, 90_000);
  }

  it('shows the light theme, an operator message and the overlay', async () => {
    const size = SIZES[0];
    const page = await openPage(harness, '/display', size);
    const views = scenarios();
    const light = push(views['mid-game']!, { theme: 'light' });
    harness.host.push(light);
    await showsRevision(page, light.revision);
    await saveScreenshot(page, `${ARTIFACTS_DIR}display-en-1920x1080-light-mid-game.png`);

    const message = push(views['mid-game']!, {
      mode: 'message',
      message: 'Next match at table 3: Asha Kulkarni vs Ben Carter',
    });
    harness.host.push(message);
    await showsRevision(page, message.revision);
    await saveScreenshot(page, `${ARTIFACTS_DIR}display-en-1920x1080-message.png`);
    expect(await overflowingTexts(page)).toEqual([]);

    for (const other of [
      { width: 1024, height: 768 },
      { width: 1080, height: 1920 },
    ]) {
      await page.setViewportSize(other);
      for (const name of ['mid-game', 'match-won'] as const) {
        const state = push(views[name]!);
        harness.host.push(state);
        await showsRevision(page, state.revision);
        await saveScreenshot(page, `${ARTIFACTS_DIR}display-en-${other.width}x${other.height}-${name}.png`);
        expect(await overflowingTexts(page), `${other.width}x${other.height} ${name}`).toEqual([]);
      }
    }

    const overlay = await openPage(harness, '/overlay', size);
    for (const name of ['mid-game', 'queen-cutoff', 'match-won'] as const) {
      const state = push(views[name]!);
      harness.host.push(state);
      await showsRevision(overlay, state.revision);
      await saveScreenshot(overlay, `${ARTIFACTS_DIR}overlay-en-1920x1080-${name}.png`, {
        omitBackground: true,
      });
      expect(await overflowingTexts(overlay), name).toEqual([]);
    }

    await page.setViewportSize(size);
    // The page's clock is installed just before the banner it moves past (bannerGone). Its time
    // flows by the page's real timers, so on a loaded machine it can fall behind and then catch up
    // at once, firing a hold early (seen twice in CI, checking the banner right after the push):
    // that the banner came is recorded as it is added, not looked for afterwards.
    await page.clock.install();
    // The match is won from a game in play, so the banner comes now (the match won above, at the
    // other sizes, brought its own banner, whose hold may or may not have run out by here).
    const playing = push(views['mid-game']!);
    harness.host.push(playing);
    await showsRevision(page, playing.revision);
    await page.evaluate(() => {
      const seen = document.documentElement;
      seen.dataset['bannerSeen'] = 'false';
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="banner"]')) return;
        seen.dataset['bannerSeen'] = 'true';
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    const won = push(views['match-won']!);
    harness.host.push(won);
    await showsRevision(page, won.revision);
    expect(await page.evaluate(() => document.documentElement.dataset['bannerSeen'])).toBe('true');
    await bannerGone(page, PAGE_STATE_TIMEOUT_MS);
    expect(await page.getByTestId('match-result-text').textContent()).toBe(
      '\u2068Asha Kulkarni\u2069 wins 2–1',
    ); // the name isolated (issue 23 item 11)
    await saveScreenshot(page, `${ARTIFACTS_DIR}display-en-1920x1080-match-won-settled.png`);

    await page.context().close();
    await overlay.context().close();
  }, 60_000);
});
