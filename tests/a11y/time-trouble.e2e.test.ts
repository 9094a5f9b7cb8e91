/*
 * The time-trouble marks pass axe-core (contrast included), in every language: the venue's
 * overview with a table whose game clock is past its time warning (its yellow clock and sign, the
 * director's line over the tiles) and with a table whose time is up, and the overlay that follows
 * that table, in both its themes. The venue's own host and embedded hub, two simulated tables
 * whose hosts' clocks the test moves on (no minute is waited).
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n/languages';
import { CONSOLE, tempDir } from '../host/helpers';
import { launchChromium } from '../support/chromium';
import { submitParsed } from '../support/parsed';
import { testPages } from '../support/test-pages';
import { startScreenHost, type ScreenHost } from '../venue/screen-host';
import { openSimTable, type SimTable } from '../venue/tables';
import { axeViolations } from './support/axe';

const TIMED = { preset: 'icf', bestOf: 3, timeLimitMinutes: 2, timeWarningMinutes: 1 } as const;

describe('time trouble passes axe-core on the venue overview and the overlay, in every language', () => {
  const dir = tempDir('a11y-time-trouble-');
  let browser: Browser;
  let screens: ScreenHost;
  const sims: SimTable[] = [];
  const shifts = [0, 0];

  const submit = (sim: SimTable, command: Record<string, unknown>): void => {
    const result = submitParsed(sim.host, command, CONSOLE);
    if (!result.ok) throw new Error(`table ${sim.table}: ${result.message}`);
  };

  beforeAll(async () => {
    browser = await launchChromium();
    screens = await startScreenHost(join(dir.path, 'screen'), await testPages());
    for (const table of [1, 2]) {
      const sim = openSimTable(
        join(dir.path, `table-${table}`),
        table,
        screens.hub.url,
        TIMED,
        undefined,
        () => Date.now() + shifts[table - 1]!,
      );
      submit(sim, { type: 'StartGameClock' });
      sims.push(sim);
    }
    // Table 1 past its warning (0:59 left, paused); table 2 out of time.
    shifts[0] = 61_000;
    submit(sims[0]!, { type: 'PauseGameClock' });
    shifts[1] = 121_000;
    submit(sims[1]!, { type: 'PauseGameClock' });
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all(sims.map((sim) => sim.close()));
    await screens?.close();
    dir.remove();
  });

  async function problems(page: Page, where: string): Promise<string[]> {
    return (await axeViolations(page)).map((line) => `${where}: ${line}`);
  }

  it('the overview with a table in time trouble and one out of time', async () => {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const found: string[] = [];
    for (const language of LANGUAGES) {
      await page.goto(`${screens.server.url}/venue?lang=${language}`);
      await page.waitForSelector('[data-testid=venue-trouble-warning]');
      await page.waitForSelector('[data-testid=venue-trouble-up]');
      await page.waitForSelector('[data-testid=venue-table][data-table="1"][data-time-trouble=warning]');
      found.push(...(await problems(page, `${language} venue overview`)));
    }
    await page.close();
    expect(found).toEqual([]);
  });

  it('the overlay following the table in time trouble, in both themes', async () => {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const found: string[] = [];
    for (const language of LANGUAGES) {
      for (const theme of ['dark', 'light'] as const) {
        await page.goto(`${screens.server.url}/overlay?table=1&lang=${language}&theme=${theme}`);
        await page.waitForSelector('[data-testid=overlay-game-clock][data-warning=true]');
        found.push(...(await problems(page, `${language} overlay (${theme})`)));
      }
    }
    await page.close();
    expect(found).toEqual([]);
  });
});
