import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../host/helpers';
import { launchChromium } from '../support/chromium';
import { startScreenHost, type ScreenHost } from './screen-host';
import { openSimTable, type SimTable } from './tables';

/** The overview on a 1920×1080 hall TV at 1, 16 and 40 tables (embedded hub, no passwords). */
describe('the /venue overview layout', () => {
  const dir = tempDir('venue-layout-');
  let screens: ScreenHost;
  let browser: Browser;
  const sims: SimTable[] = [];

  beforeAll(async () => {
    screens = await startScreenHost(join(dir.path, 'screen'));
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all(sims.map((sim) => sim.close()));
    await screens?.close();
    dir.remove();
  });

  async function grow(count: number): Promise<void> {
    for (let table = sims.length + 1; table <= count; table += 1) {
      const sim = openSimTable(join(dir.path, `table-${table}`), table, screens.hub.url);
      for (let index = 0; index < 1 + (table % 4); index += 1) sim.board(index);
      sims.push(sim);
    }
  }

  async function measure(count: number) {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(`${screens.server.url}/venue`);
    await expect
      .poll(() => page.locator('[data-testid=venue-table]').count(), { timeout: 10_000 })
      .toBe(count);
    await page.screenshot({ path: `test-artifacts/venue-layout-${count}.png` });
    const sizes = await page.evaluate(() => {
      const px = (selector: string): number[] =>
        [...document.querySelectorAll(selector)].map((node) => parseFloat(getComputedStyle(node).fontSize));
      const overflow = [...document.querySelectorAll('[data-testid=venue-table]')].some((tile) => {
        const box = tile.getBoundingClientRect();
        return box.right > window.innerWidth + 1 || box.bottom > window.innerHeight + 1;
      });
      return {
        points: Math.min(...px('[data-testid=venue-points]')),
        names: Math.min(...px('[data-testid=venue-name]')),
        overflow,
      };
    });
    await page.close();
    return sizes;
  }

  it('one table fills the screen', async () => {
    await grow(1);
    const sizes = await measure(1);
    expect(sizes.overflow).toBe(false);
    expect(sizes.points).toBeGreaterThan(200);
  });

  it('16 tables read from 10 m: score digits at least 80 px, names at least 45 px, all on screen', async () => {
    await grow(16);
    const sizes = await measure(16);
    expect(sizes.overflow).toBe(false);
    expect(sizes.points).toBeGreaterThanOrEqual(80);
    expect(sizes.names).toBeGreaterThanOrEqual(45);
  });

  it('40 tables all fit on one screen', async () => {
    await grow(40);
    const sizes = await measure(40);
    expect(sizes.overflow).toBe(false);
    expect(sizes.points).toBeGreaterThanOrEqual(30);
  });
});
