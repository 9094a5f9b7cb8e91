import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readVenueMessage } from '../../shared/contract/venue';
import { CONSOLE, tempDir } from '../host/helpers';
import { launchChromium } from '../support/chromium';
import { startScreenHost, type ScreenHost } from './screen-host';
import { openSimTable, type SimTable, VENUE } from './tables';
import { submitParsed } from '../support/parsed';
import { liveBoard } from '../support/live-board';

/**
 * A board tracked stroke by stroke reaches the venue: the table's state on MQTT carries the live
 * board in its view (an optional field of v1: a state without it still reads), and the /venue
 * overview shows each side's C/m still on the board, following the next stroke.
 */
describe('the live board in the venue', () => {
  const dir = tempDir('venue-live-');
  let screens: ScreenHost;
  let browser: Browser;
  let sim: SimTable;

  beforeAll(async () => {
    screens = await startScreenHost(join(dir.path, 'screen'));
    browser = await launchChromium();
    sim = openSimTable(join(dir.path, 'table-1'), 1, screens.hub.url, 'icf');
  });

  afterAll(async () => {
    await browser?.close();
    await sim?.close();
    await screens?.close();
    dir.remove();
  });

  it('a state message with or without the live board reads as v1', () => {
    const view = sim.host.current().view;
    const state = {
      v: 1,
      venue: VENUE,
      table: 1,
      matchId: null,
      revision: 1,
      publishedAt: 1,
      view,
      display: sim.host.current().display,
    };
    const topic = `carrom/v1/${VENUE}/tables/1/state`;
    const live = liveBoard({ onBoard: [7, 9], turn: 1, strokes: 1 });
    const withLive = readVenueMessage(VENUE, topic, JSON.stringify({ ...state, view: { ...view, live } }));
    expect(withLive.ok && withLive.message.kind === 'state' && withLive.message.state.view.live).toEqual(
      live,
    );
    const { live: _none, ...older } = view;
    expect(readVenueMessage(VENUE, topic, JSON.stringify({ ...state, view: older })).ok).toBe(true);
  });

  it('the overview shows each side C/m on the board and follows the strokes', async () => {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(`${screens.server.url}/venue`);
    await expect.poll(() => page.locator('[data-testid=venue-table]').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('[data-testid=venue-left]').count()).toBe(0);
    // Table 1: side 1 won the toss and breaks. It pockets 2 own C/m, then nothing: the turn passes.
    for (const entry of [{ own: 2 }, {}])
      expect(submitParsed(sim.host, { type: 'RecordStroke', entry }, CONSOLE).ok).toBe(true);
    const left = () => page.locator('[data-testid=venue-left]').allTextContents();
    await expect.poll(left, { timeout: 10_000 }).toEqual(['9', '7']);
    expect(await page.locator('[data-testid=venue-left]').first().getAttribute('title')).toBe(
      'C/m left on the board: 9',
    );
    expect(submitParsed(sim.host, { type: 'RecordStroke', entry: { own: 3, opp: 1 } }, CONSOLE).ok).toBe(
      true,
    );
    await expect.poll(left, { timeout: 10_000 }).toEqual(['6', '6']);
    await page.close();
  });
});
