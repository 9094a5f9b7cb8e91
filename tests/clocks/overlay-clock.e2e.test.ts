/*
 * The overlay's game clock says what the display's says (renderer/common/clocks.ts:
 * gameClockState, GAME_CLOCK_LABELS): "Ready" before it first runs in the game, "Game time" while
 * it runs, "Paused" once stopped. Debian's Chromium against the REAL host serving the built pages.
 *
 * Needs `npm run build` first: the pages are served from out/renderer.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltScreens, type BuiltScreens } from '../support/built-screens';
import { launchChromium } from '../support/chromium';
import { submitParsed } from '../support/parsed';
import { ashaAgainstBruno, ASHA_BREAKS } from '../support/matches';

const CONSOLE = { role: 'console', readOnly: false } as const;
const CLOCK = '[data-testid=overlay-game-clock]';

describe('the overlay’s game clock', () => {
  let screens: BuiltScreens;
  let browser: Browser;
  let overlay: Page;

  const submit = (command: unknown): void => {
    const result = submitParsed(screens.host, command, CONSOLE);
    if (!result.ok) throw new Error(result.message);
  };
  const shows = async (state: string, label: string): Promise<void> => {
    await overlay.waitForSelector(`${CLOCK}[data-state=${state}]`);
    expect(await overlay.textContent(`${CLOCK} .label`)).toBe(label);
  };

  beforeAll(async () => {
    screens = await startBuiltScreens('overlay-clock');
    submit(ashaAgainstBruno('club-21'));
    submit(ASHA_BREAKS);
    browser = await launchChromium();
    overlay = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    overlay.on('pageerror', (error) => {
      throw new Error(`overlay page error: ${error.message}`);
    });
    await overlay.goto(`${screens.server.url}/overlay`);
  });

  afterAll(async () => {
    await browser?.close();
    await screens?.close();
  });

  it('is ready before it first runs, then running, then paused (not paused before it ever ran)', async () => {
    await shows('ready', 'Ready');
    submit({ type: 'StartGameClock' });
    await shows('running', 'Game time');
    submit({ type: 'PauseGameClock' });
    await shows('paused', 'Paused');
  });
});
