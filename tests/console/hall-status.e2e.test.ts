/*
 * The console always shows what the hall sees, against the real host in Chromium: the display's
 * mode, how many displays and overlays are connected (the host counts them as they come and go),
 * the LED link, and a black-out as a banner across the console that leaves the match in view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './support/harness';
import { changes, createMatch, openConsole, press, text } from './support/console-page';
import { pageOverflow, placements } from './support/layout-checks';
import { TestSocket } from '../host/ws-helpers';
import { submitParsed } from '../support/parsed';

const attr = (page: Page, selector: string, name: string) => page.getAttribute(selector, name);

describe('what the hall sees, on the console', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('hall');
    page = await openConsole(harness.browser, harness.url);
    await createMatch(page, { players: [['Asha Raman'], ['Bruno Kowalski']] });
    await changes(page, () => press(page, '1', 'b', 'Enter'));
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('counts the displays and overlays as they connect and leave', async () => {
    expect(await attr(page, '[data-testid=hall-display]', 'data-mode')).toBe('scoreboard');
    expect(await attr(page, '[data-testid=hall-display]', 'data-displays')).toBe('0');
    expect(await text(page, '[data-testid=hall-display]')).toContain('No display connected');
    expect(await page.$('[data-testid=hall-overlays]')).toBeNull();

    const display = await harness.browser.newPage({ viewport: { width: 1280, height: 720 } });
    await display.goto(`${harness.url}/display`);
    await display.waitForSelector('[data-testid=score-0]');
    await page.waitForSelector('[data-testid=hall-display][data-displays="1"]');
    expect(await text(page, '[data-testid=hall-display]')).not.toContain('No display connected');

    const ws = `${harness.url.replace('http', 'ws')}/ws`;
    const overlays = [
      await TestSocket.open(`${ws}?role=overlay`),
      await TestSocket.open(`${ws}?role=overlay`),
    ];
    await page.waitForSelector('[data-testid=hall-overlays]');
    await expect.poll(() => text(page, '[data-testid=hall-overlays]')).toBe('Overlays: 2');

    overlays[0]!.close();
    await expect.poll(() => text(page, '[data-testid=hall-overlays]')).toBe('Overlays: 1');
    overlays[1]!.close();
    await display.close();
    await page.waitForSelector('[data-testid=hall-display][data-displays="0"]');
    expect(await page.$('[data-testid=hall-overlays]')).toBeNull();
  });

  it('says that no LED board is set up', async () => {
    await page.waitForSelector('[data-testid=hall-led]');
    expect(await attr(page, '[data-testid=hall-led]', 'data-boards')).toBe('0');
    expect(await text(page, '[data-testid=hall-led]')).toBe('LED: none');
  });

  it('shows a black-out as a banner across the console, at 1024×600 with the match still in view', async () => {
    await page.setViewportSize({ width: 1024, height: 600 });
    await changes(page, () => press(page, 'Alt+b'));
    await page.waitForSelector('[data-testid=hall-banner][data-mode=blackout]');
    expect(await text(page, '[data-testid=hall-banner]')).toContain(
      'The hall display is blacked out: the audience sees nothing.',
    );
    expect(await attr(page, '[data-testid=hall-display]', 'data-mode')).toBe('blackout');
    expect(await text(page, '[data-testid=hall-display]')).toContain('BLACKED OUT');
    // The banner spans the console's width and is the first thing under the top bar.
    const banner = await page.$eval('[data-testid=hall-banner]', (node) =>
      node.getBoundingClientRect().toJSON(),
    );
    expect(banner.width).toBeGreaterThan(1000);
    expect(banner.top).toBeLessThan(60);
    await press(page, '1', '9', 'w');
    await page.screenshot({ path: 'test-artifacts/console/hall-blackout-1024x600.png' });
    const problems = (
      await placements(page, [
        '[data-testid=hall-banner]',
        '[data-testid=score-0]',
        '[data-testid=score-1]',
        '[data-testid=side-0] .name',
        '[data-testid=side-1] .name',
        '[data-testid=entry-preview]',
        '[data-testid=prompts] > *',
      ])
    ).flatMap((placement) => placement.problems);
    expect(problems).toEqual([]);
    expect(await pageOverflow(page)).toEqual({ x: 0, y: 0 });
    await press(page, 'Escape');

    await changes(page, () => page.click('[data-testid=hall-show-scoreboard]'));
    await page.waitForSelector('[data-testid=hall-banner]', { state: 'detached' });
    expect(await attr(page, '[data-testid=hall-display]', 'data-mode')).toBe('scoreboard');
  });

  it('shows a message on the hall display as a banner with the message', async () => {
    const result = submitParsed(
      harness.host,
      { type: 'UpdateDisplay', mode: 'message', message: 'Lunch break until 14:00' },
      { role: 'console', readOnly: false },
    );
    expect(result.ok).toBe(true);
    await page.waitForSelector('[data-testid=hall-banner][data-mode=message]');
    expect(await text(page, '[data-testid=hall-banner]')).toContain('“Lunch break until 14:00”');
    expect(await attr(page, '[data-testid=hall-display]', 'data-mode')).toBe('message');
  });

  it('shows the match result screen as a banner, and Show scoreboard brings the score back', async () => {
    const result = submitParsed(
      harness.host,
      { type: 'UpdateDisplay', mode: 'result' },
      { role: 'console', readOnly: false },
    );
    expect(result.ok).toBe(true);
    await page.waitForSelector('[data-testid=hall-banner][data-mode=result]');
    expect(await text(page, '[data-testid=hall-banner]')).toContain('match result screen');
    expect(await text(page, '[data-testid=hall-display]')).toContain('Match result');
    await page.click('[data-testid=hall-show-scoreboard]');
    await page.waitForSelector('[data-testid=hall-banner]', { state: 'detached' });
    expect(harness.host.current().display.mode).toBe('scoreboard');
  });
});
