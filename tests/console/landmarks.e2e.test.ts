/**
 * Landmarks and headings as a screen reader lists them (issue 38 item 9): the console's main is
 * named by its tab's heading, and on the Display tab the framed hall display's main is named too
 * (two unnamed "main" landmarks before); the match screen's headings do not skip a level (the
 * clocks', keys', board table's and live strip's were h3 straight after the page's h1).
 * Real host, console in Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { CREATE_MATCH, TOSS, board } from '../host/fixtures/match-script';
import { startHarness, type Harness } from './support/harness';
import { openConsole } from './support/console-page';
import { submitParsed } from '../support/parsed';

const CONSOLE = { role: 'console', readOnly: false } as const;

/** Each main landmark of the document: its accessible name from aria-labelledby or aria-label. */
function mainNames(where: Page | Frame): Promise<string[]> {
  return where.$$eval('main, [role=main]', (mains) =>
    mains.map((main) => {
      const by = main.getAttribute('aria-labelledby');
      const named = by ? document.getElementById(by)?.textContent : main.getAttribute('aria-label');
      return (named ?? '').trim();
    }),
  );
}

/** The levels of the visible headings in document order (sr-only ones count: they are read). */
function headingLevels(page: Page): Promise<number[]> {
  return page.$$eval('h1, h2, h3, h4, h5, h6', (headings) =>
    headings.filter((h) => h.getClientRects().length > 0).map((h) => Number(h.tagName.slice(1))),
  );
}

describe('console: landmarks and headings', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('landmarks');
    for (const command of [CREATE_MATCH, TOSS, board(0)])
      expect(submitParsed(harness.host, command, CONSOLE).ok).toBe(true);
    page = await openConsole(harness.browser, harness.url);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('names every main landmark, the framed display’s too', async () => {
    expect(await mainNames(page)).toEqual(['Match']);
    await page.click('[data-testid=tab-display]');
    await page.waitForSelector('iframe');
    expect(await mainNames(page)).toEqual(['Display']);
    // The iframe is in the page before its frame has gone to /display (about:blank first).
    await expect
      .poll(() => page.frames().some((candidate) => candidate.url().includes('/display')))
      .toBe(true);
    const frame = page.frames().find((candidate) => candidate.url().includes('/display'))!;
    await frame.waitForSelector('[data-testid=display]');
    const framed = await mainNames(frame);
    expect(framed).toHaveLength(1);
    expect(framed[0]).not.toBe('');
  });

  it('lets no heading of the match screen skip a level', async () => {
    await page.click('[data-testid=tab-match]');
    await page.waitForSelector('[data-testid=game-boards]');
    const levels = await headingLevels(page);
    expect(levels[0]).toBe(1);
    const skips = levels.flatMap((level, at) =>
      at > 0 && level > levels[at - 1]! + 1 ? [levels.slice(0, at + 1)] : [],
    );
    expect(skips).toEqual([]);
  });
});
