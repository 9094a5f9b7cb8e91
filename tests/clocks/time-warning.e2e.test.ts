/*
 * The time warning on the screens (issue 41 item 2): a 2-minute game with a 1-minute warning,
 * its game clock paused after 61 seconds on the host's clock; the hall display and the
 * timekeeper's page mark the clock and say "Time warning", and before it they did not. Debian's
 * Chromium against the REAL host serving the built pages (its clock shifted by the test, so no
 * minute is waited).
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

describe('the time warning on the hall display and the timekeeper’s page', () => {
  let screens: BuiltScreens;
  let browser: Browser;
  let display: Page;
  let timekeeper: Page;
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
    submit(ashaAgainstBruno({ preset: 'icf', bestOf: 1, timeLimitMinutes: 2, timeWarningMinutes: 1 }));
    submit(ASHA_BREAKS);
    browser = await launchChromium();
    display = await page('/display');
    timekeeper = await page('/timekeeper');
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
  });

  it('is shown once the clock has reached it: the clock marked and "Time warning" on both screens', async () => {
    shift = 61_000;
    submit({ type: 'PauseGameClock' });
    await display.waitForSelector(`${DISPLAY_CLOCK}[data-state=paused][data-warning=true]`);
    expect(await display.textContent(`${DISPLAY_CLOCK} .label`)).toBe('Time warning');
    expect(await display.textContent(`${DISPLAY_CLOCK} .value`)).toMatch(/^0:5\d$/);
    expect(await display.getAttribute(DISPLAY_CLOCK, 'class')).toContain('warn');
    await timekeeper.waitForSelector(`${TIMEKEEPER_CLOCK}[data-warning=true]`);
    expect(await timekeeper.textContent(`${TIMEKEEPER_CLOCK} .label`)).toBe('Time warning');
  });
});
