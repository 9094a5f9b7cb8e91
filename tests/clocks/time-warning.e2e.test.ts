/*
 * The time warning on the screens (issue 41 item 2): a 2-minute game with a 1-minute warning,
 * its game clock paused after 61 seconds on the host's clock; the hall display, the timekeeper's
 * page and the streaming overlay mark the clock and say "Time warning", and before it they did
 * not; once the game is over (the next game's clock is fresh) the mark is gone. Debian's Chromium
 * against the REAL host serving the built pages (its clock shifted by the test, so no minute is
 * waited).
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
const DISPLAY_CLOCK = '[data-testid=game-clock]';
const TIMEKEEPER_CLOCK = '[data-testid=tk-game-clock]';
const OVERLAY_CLOCK = '[data-testid=overlay-game-clock]';

describe('the time warning on the hall display and the timekeeper’s page', () => {
  let screens: BuiltScreens;
  let browser: Browser;
  let display: Page;
  let timekeeper: Page;
  let overlay: Page;
  let shift = 0;

  const submit = (command: unknown): void => {
    const result = submitParsed(screens.host, command, CONSOLE);
    if (!result.ok) throw new Error(result.message);
  };
  const page = async (path: string): Promise<Page> => {
    const opened = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    opened.on('pageerror', (error) => {
      throw new Error(`${path} page error: ${error.message}`);
    });
    await opened.goto(`${screens.server.url}${path}`);
    return opened;
  };

  beforeAll(async () => {
    screens = await startBuiltScreens('time-warning', { now: () => Date.now() + shift });
    submit(ashaAgainstBruno({ preset: 'icf', bestOf: 3, timeLimitMinutes: 2, timeWarningMinutes: 1 }));
    submit(ASHA_BREAKS);
    browser = await launchChromium();
    display = await page('/display');
    timekeeper = await page('/timekeeper');
    overlay = await page('/overlay');
  });

  afterAll(async () => {
    await browser?.close();
    await screens?.close();
  });

  it('is not shown while more than the warning is left', async () => {
    submit({ type: 'StartGameClock' });
    await display.waitForSelector(`${DISPLAY_CLOCK}[data-state=running][data-warning=false]`);
    expect(await display.textContent(`${DISPLAY_CLOCK} .label`)).toBe('Game time');
    await timekeeper.waitForSelector(`${TIMEKEEPER_CLOCK}[data-state=running][data-warning=false]`);
    await overlay.waitForSelector(`${OVERLAY_CLOCK}[data-state=running][data-warning=false]`);
    expect(await overlay.textContent(`${OVERLAY_CLOCK} .label`)).toBe('Game time');
  });

  it('is shown once the clock has reached it: the clock marked and "Time warning" on the display, the timekeeper’s page and the overlay', async () => {
    shift = 61_000;
    submit({ type: 'PauseGameClock' });
    await display.waitForSelector(`${DISPLAY_CLOCK}[data-state=paused][data-warning=true]`);
    expect(await display.textContent(`${DISPLAY_CLOCK} .label`)).toBe('Time warning');
    expect(await display.textContent(`${DISPLAY_CLOCK} .value`)).toMatch(/^0:5\d$/);
    expect(await display.getAttribute(DISPLAY_CLOCK, 'class')).toContain('warn');
    await timekeeper.waitForSelector(`${TIMEKEEPER_CLOCK}[data-warning=true]`);
    expect(await timekeeper.textContent(`${TIMEKEEPER_CLOCK} .label`)).toBe('Time warning');
    // The overlay as the hall shows it: the same words for the clock, the same yellow.
    await overlay.waitForSelector(`${OVERLAY_CLOCK}[data-state=paused][data-warning=true]`);
    expect(await overlay.textContent(`${OVERLAY_CLOCK} .label`)).toBe('Time warning');
    expect(await overlay.textContent(`${OVERLAY_CLOCK} .value`)).toMatch(/^0:5\d$/);
    const yellow = (page: Page, selector: string) =>
      page.$eval(selector, (node) => getComputedStyle(node).backgroundColor);
    expect(await yellow(overlay, OVERLAY_CLOCK)).toBe(await yellow(display, DISPLAY_CLOCK));
  });

  it('is gone once the game is over: the next game’s clock is fresh', async () => {
    // Asha takes three boards whole: 12, 24, then 33 (the queen no longer counts from 22).
    for (let board = 0; board < 3; board += 1)
      submit({ type: 'RecordBoard', entry: { kind: 'sides', winner: 0, pieces: 9, queen: 'winner' } });
    await display.waitForSelector(`${DISPLAY_CLOCK}[data-warning=false]`);
    await timekeeper.waitForSelector(`${TIMEKEEPER_CLOCK}[data-warning=false]`);
    await overlay.waitForSelector(`${OVERLAY_CLOCK}[data-state=ready][data-warning=false]`);
    expect(await overlay.textContent(`${OVERLAY_CLOCK} .label`)).toBe('Ready');
    expect(await overlay.getAttribute(OVERLAY_CLOCK, 'class')).not.toContain('warning');
  });
});
