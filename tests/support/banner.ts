/*
 * The hall's banner (a game or the match won, a side change…) holds the display and the overlay
 * for BANNER_HOLD_MS, then gives the screen back. Tests that check the screen after it move the
 * page's clock on (Playwright's page.clock, installed before the banner came) instead of waiting
 * the hold out.
 */
import type { Page } from 'playwright-core';
import { BANNER_HOLD_MS } from '../../renderer/common/banner-timing.svelte';

/** The banner has gone: the page's clock is moved on by the hold, then the banner must leave. */
export async function bannerGone(page: Page, timeout = 15_000): Promise<void> {
  await page.clock.fastForward(BANNER_HOLD_MS);
  await page.locator('[data-testid=banner]').waitFor({ state: 'detached', timeout });
}
