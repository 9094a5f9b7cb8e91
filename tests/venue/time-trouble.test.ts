import { join } from 'node:path';
import mqtt from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueTopics, type VenueState } from '../../shared/contract/venue';
import { venueTranslator } from '../../shared/i18n/venue';
import { displayTranslator } from '../../shared/i18n/display';
import { CONSOLE, tempDir, waitFor } from '../host/helpers';
import { launchChromium } from '../support/chromium';
import { submitParsed } from '../support/parsed';
import { testPages } from '../support/test-pages';
import { startScreenHost, type ScreenHost } from './screen-host';
import { openSimTable, VENUE, type SimTable } from './tables';

/**
 * Time trouble on the venue's overview and on an overlay that follows a table (issue: the
 * director must see which tables are short of time). Table 1 plays a 2-minute game with a
 * 1-minute warning, its host's clock moved on by the test (no minute is waited): once its paused
 * clock has 0:59 left its tile marks it (the clock in the hall's yellow, "!" in the place of
 * "Online", "Time warning" for screen readers) and a line over the tiles names it in words; table 2 (no game clock) never is; table 3
 * is a host from before the warning existed (its state has no `warnMs`, sent as such a host
 * sends it): it still shows, its clock too, and is never marked. When table 1's game ends, the
 * marks go. The embedded hub, the /venue host and the tables' own publishers, over real MQTT.
 */
describe('time trouble on the venue overview and a table’s overlay', () => {
  const dir = tempDir('venue-time-trouble-');
  let screens: ScreenHost;
  let browser: Browser;
  let overview: Page;
  let overlay: Page;
  let shift = 0;
  const sims: SimTable[] = [];

  const submit = (sim: SimTable, command: Record<string, unknown>): void => {
    const result = submitParsed(sim.host, command, CONSOLE);
    if (!result.ok) throw new Error(`table ${sim.table}: ${result.message}`);
  };
  const tile = (table: number) => `[data-testid=venue-table][data-table="${table}"]`;
  const trouble = (page: Page, table: number) => page.getAttribute(tile(table), 'data-time-trouble');

  beforeAll(async () => {
    screens = await startScreenHost(join(dir.path, 'screen'), await testPages());
    sims.push(
      openSimTable(
        join(dir.path, 'table-1'),
        1,
        screens.hub.url,
        { preset: 'icf', bestOf: 3, timeLimitMinutes: 2, timeWarningMinutes: 1 },
        undefined,
        () => Date.now() + shift,
      ),
      openSimTable(join(dir.path, 'table-2'), 2, screens.hub.url),
    );
    browser = await launchChromium();
    overview = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    overlay = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    for (const page of [overview, overlay]) {
      page.on('pageerror', (error) => {
        throw new Error(`page error: ${error.message}`);
      });
    }
    await overview.goto(`${screens.server.url}/venue`);
    await overview.waitForSelector('[data-testid=venue-overview][data-tables="2"]');
    await overlay.goto(`${screens.server.url}/overlay?table=1`);
    await overlay.waitForSelector('[data-testid=overlay-game-clock]');
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all(sims.map((sim) => sim.close()));
    await screens?.close();
    dir.remove();
  });

  it('marks no table while its game has more than the warning left', async () => {
    submit(sims[0]!, { type: 'StartGameClock' });
    await overlay.waitForSelector('[data-testid=overlay-game-clock][data-state=running][data-warning=false]');
    await expect.poll(() => trouble(overview, 1)).toBe('none');
    expect(await trouble(overview, 2)).toBe('none');
    expect(await overview.locator('[data-testid=venue-time-trouble]').count()).toBe(0);
    expect(await overview.getAttribute(`${tile(1)} [data-testid=venue-clock]`, 'class')).not.toContain(
      'warning',
    );
    expect(await overview.textContent(`${tile(1)} [data-testid=venue-status]`)).toBe('Online');
  });

  it('marks table 1 on its tile and names it over the tiles, in words, once its warning is reached', async () => {
    shift = 61_000;
    submit(sims[0]!, { type: 'PauseGameClock' });
    await expect.poll(() => trouble(overview, 1)).toBe('warning');
    const clock = `${tile(1)} [data-testid=venue-clock]`;
    expect(await overview.getAttribute(clock, 'class')).toContain('warning');
    expect((await overview.textContent(clock))?.trim()).toMatch(/^0:5\d$/);
    // The sign in the place of "Online", its words for screen readers.
    const sign = `${tile(1)} [data-testid=venue-trouble]`;
    expect(await overview.textContent(`${sign} [aria-hidden=true]`)).toBe('!');
    expect(await overview.textContent(`${sign} .sr-only`)).toBe('Time warning');
    expect(await overview.textContent('[data-testid=venue-trouble-warning]')).toBe('Time warning: table 1');
    expect(await trouble(overview, 2)).toBe('none');
    await overview.screenshot({ path: 'test-artifacts/venue-time-trouble.png' });
  });

  it('shows it on the overlay that follows the table, as the hall does', async () => {
    const clock = '[data-testid=overlay-game-clock]';
    await overlay.waitForSelector(`${clock}[data-state=paused][data-warning=true]`);
    expect(await overlay.textContent(`${clock} .label`)).toBe(displayTranslator('en')('timeWarning'));
    expect(await overlay.getAttribute(clock, 'class')).toContain('warning');
    await overlay.screenshot({ path: 'test-artifacts/overlay-time-warning.png' });
  });

  it('says it in the overview’s language', async () => {
    const ru = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await ru.goto(`${screens.server.url}/venue?lang=ru`);
    await ru.waitForSelector('[data-testid=venue-trouble-warning]');
    expect(await ru.textContent('[data-testid=venue-trouble-warning]')).toBe(
      venueTranslator('ru')('warningAtTables', { count: 1, tables: '1' }),
    );
    expect(await ru.textContent(`${tile(1)} [data-testid=venue-trouble] .sr-only`)).toBe(
      venueTranslator('ru')('timeWarning'),
    );
    await ru.close();
  });

  it('shows a table from before the warning as it always did, never marked', async () => {
    // Table 1's state as a host from before the time warning would have sent it, as table 3.
    const client = await mqtt.connectAsync(screens.hub.url, { clientId: 'old-table-3', clean: true });
    try {
      const topics = venueTopics(VENUE);
      const current = await new Promise<VenueState>((resolve) => {
        client.on('message', (topic, payload) => {
          if (topic === topics.table(1, 'state')) resolve(JSON.parse(payload.toString()) as VenueState);
        });
        void client.subscribeAsync(topics.table(1, 'state'));
      });
      const { warnMs, ...oldClock } = current.view.clocks.game!;
      expect(warnMs).toBe(60_000);
      const old = {
        ...current,
        table: 3,
        view: { ...current.view, clocks: { ...current.view.clocks, game: oldClock } },
      };
      await client.publishAsync(topics.table(3, 'status'), 'online', { retain: true, qos: 1 });
      await client.publishAsync(topics.table(3, 'state'), JSON.stringify(old), { retain: true, qos: 1 });
    } finally {
      await client.endAsync();
    }
    await overview.waitForSelector(`${tile(3)} [data-testid=venue-clock]`);
    expect(await trouble(overview, 3)).toBe('none');
    expect((await overview.textContent(`${tile(3)} [data-testid=venue-clock]`))?.trim()).toMatch(/^0:5\d$/);
    expect(await overview.locator(`${tile(3)} [data-testid=venue-points]`).allTextContents()).toHaveLength(2);
    expect(await overview.textContent('[data-testid=venue-trouble-warning]')).toBe('Time warning: table 1');
  });

  it('marks table 1 out of time: its clock says so and its tile is framed in red, as it names it over the tiles', async () => {
    const border = (table: number) =>
      overview.$eval(tile(table), (element) => getComputedStyle(element).borderTopColor);
    const plain = await border(2);
    expect(await border(1)).not.toBe(plain); // the warning's yellow
    submit(sims[0]!, { type: 'StartGameClock' });
    shift = 121_000;
    submit(sims[0]!, { type: 'PauseGameClock' });
    await expect.poll(() => trouble(overview, 1)).toBe('up');
    expect((await overview.textContent(`${tile(1)} [data-testid=venue-clock]`))?.trim()).toBe('Time up');
    expect(await overview.textContent('[data-testid=venue-trouble-up]')).toBe('Time up: table 1');
    expect(await overview.locator('[data-testid=venue-trouble-warning]').count()).toBe(0);
    const red = await border(1);
    expect(red).not.toBe(plain);
    expect(red).toBe('rgb(224, 50, 47)'); // the queen's red of "Time up" (--queen)
    expect(await trouble(overview, 2)).toBe('none');
    // The overlay following the table says it as the hall does: its words, in the hall's yellow.
    const clock = '[data-testid=overlay-game-clock]';
    await overlay.waitForSelector(`${clock}[data-state=up]`);
    expect(await overlay.textContent(`${clock} .label`)).toBe(displayTranslator('en')('timeUp'));
    expect(await overlay.$eval(clock, (element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(255, 238, 0)',
    );
    await overlay.screenshot({ path: 'test-artifacts/overlay-time-up.png' });
  });

  it('clears the marks when table 1’s game ends (the next game’s clock is fresh)', async () => {
    for (let board = 0; board < 3; board += 1) {
      submit(sims[0]!, {
        type: 'RecordBoard',
        entry: { kind: 'sides', winner: 0, pieces: 9, queen: 'winner' },
      });
    }
    await waitFor(
      () => (sims[0]!.host.current().view.phase === 'gameOver' ? true : undefined),
      'table 1’s game to end',
    );
    await expect.poll(() => trouble(overview, 1)).toBe('none');
    await expect.poll(() => overview.locator('[data-testid=venue-time-trouble]').count()).toBe(0);
    expect(await overview.locator(`${tile(1)} [data-testid=venue-trouble]`).count()).toBe(0);
    expect(await overview.textContent(`${tile(1)} [data-testid=venue-status]`)).toBe('Online');
    await overlay.waitForSelector('[data-testid=overlay-game-clock][data-warning=false]');
    expect(await overlay.getAttribute('[data-testid=overlay-game-clock]', 'class')).not.toContain('warning');
  });
});
