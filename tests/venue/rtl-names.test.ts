/*
 * Issue 23, item 11 on the venue's pages, in real Chromium against a real host and hub: an
 * Arabic and an Urdu name on the overview's tiles (isolated, read right to left, the points
 * beside them), on /venue/results (each name isolated, "محمد علي – Bruno" in that order) and in
 * its CSV (each name alone in its cell, exactly as typed: no bidi isolates in the file, which a
 * spreadsheet would keep in the cell's value). Screenshots under test-artifacts/venue/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../host/helpers';
import { launchChromium } from '../support/chromium';
import { leftToRight, partLefts } from '../support/bidi-order';
import { startScreenHost, type ScreenHost } from './screen-host';
import { openSimTable, type SimTable, finishMatch } from './tables';

const ARTIFACTS = join(import.meta.dirname, '..', '..', 'test-artifacts', 'venue');
const ARABIC = 'محمد علي';
const URDU = 'محمد علی خان';

describe('right-to-left names on the venue pages', () => {
  const dir = tempDir('venue-rtl-');
  let screens: ScreenHost;
  let browser: Browser;
  const sims: SimTable[] = [];

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    screens = await startScreenHost(join(dir.path, 'screen'));
    sims.push(
      openSimTable(join(dir.path, 't1'), 1, screens.hub.url, 'free-play', { names: [ARABIC, 'Bruno'] }),
      openSimTable(join(dir.path, 't2'), 2, screens.hub.url, 'queen-5', { names: [URDU, 'Bruno'] }),
    );
    sims[0]!.board(0);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all(sims.map((sim) => sim.close()));
    await screens?.close();
    dir.remove();
  });

  async function open(path: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(`${screens.server.url}${path}`);
    return page;
  }

  it('the overview: each name isolated and read right to left, its points beside it', async () => {
    const page = await open('/venue');
    const names = page.locator('[data-testid=venue-name]');
    await expect
      .poll(() => names.allTextContents(), { timeout: 20_000 })
      .toEqual([ARABIC, 'Bruno', URDU, 'Bruno']);
    for (const at of [0, 2]) {
      const name = names.nth(at);
      expect(await name.getAttribute('dir')).toBe('auto');
      const style = await name.evaluate((node) => {
        const computed = getComputedStyle(node);
        return { bidi: computed.unicodeBidi, direction: computed.direction };
      });
      expect(style).toEqual({ bidi: 'isolate', direction: 'rtl' });
      const side = page.locator('[data-testid=venue-side]').nth(at);
      const nameBox = (await name.boundingBox())!;
      const pointsBox = (await side.locator('[data-testid=venue-points]').boundingBox())!;
      expect(nameBox.x, 'the name on the left of the tile, as every name').toBeLessThan(pointsBox.x);
    }
    await page.screenshot({ path: join(ARTIFACTS, 'rtl-names-overview.png') });
    await page.close();
  });

  it('/venue/results and its CSV: "محمد علی خان – Bruno" in that order, each name alone in its CSV cell', async () => {
    const table = sims[1]!;
    finishMatch(table);
    const page = await open('/venue/results');
    const row = page.locator('[data-testid=venue-result]');
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    expect(await row.locator('[data-testid=venue-result-sides] bdi').allTextContents()).toEqual([
      URDU,
      'Bruno',
    ]);
    const lefts = await partLefts(page, '[data-testid=venue-result-sides]', [URDU, '–', 'Bruno']);
    expect(leftToRight(lefts), lefts.join(', ')).toBe(true);
    expect(await row.locator('.winner bdi').textContent()).toBe(URDU);
    await page.screenshot({ path: join(ARTIFACTS, 'rtl-names-results.png') });

    const csv = decodeURIComponent(
      (await page.locator('[data-testid=venue-csv]').getAttribute('href'))!.split(',').slice(1).join(','),
    );
    expect(csv).not.toMatch(/[\u2066-\u2069]/);
    const [header, line] = csv.slice(1).split('\r\n');
    const cells = line!.split(',');
    const column = (name: string): string => cells[header!.split(',').indexOf(name)]!;
    expect([column('side_1'), column('side_2'), column('side_3'), column('winner')]).toEqual([
      URDU,
      'Bruno',
      '',
      URDU,
    ]);
    await page.close();
  });
});
