/*
 * A whole match with the keyboard alone (no click, no fill) on the REAL host in Debian's
 * Chromium: set-up, toss, boards, undo and redo, a correction, every screen, and back to the
 * match to its end. On the way: after "Create match" the keys belong to the match at once (focus
 * on the screen, not lost on <body>); Enter and Space on a focused screen button switch screens
 * from every screen (and never reach the screen's own keys); the current screen is marked
 * aria-current; the toss and the points preview are in polite live regions; and on every screen,
 * and on the timekeeper's page, every control Tab reaches looks different when focused.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../console/support/harness';
import { changes, openConsole, readSides, revision, text } from '../console/support/console-page';
import { walkFocus } from './support/focus';

const TABS = ['match', 'setup', 'matches', 'corrections', 'display', 'led', 'settings'] as const;
type Tab = (typeof TABS)[number];
/** What each screen shows once it is open. */
const SCREEN_MARK: Readonly<Record<Tab, string>> = {
  match: '[data-testid=match-screen], [data-testid=toss-panel]',
  setup: '[data-testid=setup-form]',
  matches: '[data-testid=match-list]',
  corrections: '[data-testid=corrections]',
  display: '[data-testid=display-control]',
  led: '[data-testid=led-panel]',
  settings: '[data-testid=settings-screen]',
};

const activeTestId = (page: Page) =>
  page.evaluate(
    () => (document.activeElement as HTMLElement | null)?.dataset.testid ?? document.activeElement?.tagName,
  );

/** Tab (from the page's start) until the control with this test id has the focus. */
async function tabTo(page: Page, testId: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let stop = 0; stop < 200; stop += 1) {
    await page.keyboard.press('Tab');
    if ((await activeTestId(page)) === testId) return;
  }
  throw new Error(`Tab never reached [data-testid=${testId}]`);
}

async function current(page: Page): Promise<string[]> {
  return page.$$eval('nav [aria-current=page]', (nodes) =>
    nodes.map((node) => node.getAttribute('data-testid') ?? ''),
  );
}

async function screenIs(page: Page, tab: Tab): Promise<void> {
  await page.waitForSelector(SCREEN_MARK[tab]);
  expect(await current(page)).toEqual([`tab-${tab}`]);
}

async function altTo(page: Page, tab: Tab): Promise<void> {
  await page.keyboard.press(`Alt+${TABS.indexOf(tab) + 1}`);
  await screenIs(page, tab);
}

/** Types a board and confirms it with Enter, side-change prompts answered with Y. */
async function board(page: Page, keys: string): Promise<void> {
  if (await page.isVisible('[data-testid=prompt-side-change]'))
    await changes(page, () => page.keyboard.press('y'));
  for (const key of keys) await page.keyboard.press(key);
  await changes(page, () => page.keyboard.press('Enter'));
}

describe('the console with the keyboard alone', () => {
  let harness: Harness;
  let page: Page;
  /** Controls whose focus cannot be seen, screen by screen. */
  const unseen: string[] = [];

  async function focusVisibleOn(where: string): Promise<void> {
    const walk = await walkFocus(page);
    expect(walk.reached.length, `${where}: Tab reached no control`).toBeGreaterThan(0);
    unseen.push(...walk.unseen.map((line) => `${where}: ${line}`));
  }

  beforeAll(async () => {
    harness = await startHarness('a11y-keyboard');
    page = await openConsole(harness.browser, harness.url);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('sets up a match; the keys then belong to it at once', async () => {
    await focusVisibleOn('no match yet');
    await altTo(page, 'setup');
    await tabTo(page, 'player-0-0');
    await page.keyboard.type('Asha');
    await tabTo(page, 'player-1-0');
    await page.keyboard.type('Bruno');
    await changes(page, () => page.keyboard.press('Enter'));
    await page.waitForSelector('[data-testid=toss-panel]');
    await screenIs(page, 'match');
    expect(await activeTestId(page)).toBe('screen');
    await focusVisibleOn('toss');
  });

  it('records the toss, announced politely', async () => {
    // The region is there before the toss is chosen, so a screen reader hears what comes into it.
    const region = await page.$('[data-testid=toss-announce]');
    expect(await region?.getAttribute('role')).toBe('status');
    await page.keyboard.press('1');
    await page.keyboard.press('b');
    expect(await region?.evaluate((node) => node.textContent?.trim())).toBe(
      'Asha breaks first and plays white.',
    );
    await changes(page, () => page.keyboard.press('Enter'));
    await page.waitForSelector('[data-testid=board-entry]');
  });

  it('previews the points politely while a board is typed, and records boards', async () => {
    const preview = '[data-testid=entry-preview]';
    expect(await page.getAttribute(preview, 'aria-live')).toBe('polite');
    for (const key of '16w') await page.keyboard.press(key);
    expect(await text(page, '[data-testid=preview-why]')).toBe('6 + queen 3 = 9');
    expect(await text(page, preview)).toContain('6 + queen 3 = 9');
    await focusVisibleOn('a board typed');
    await changes(page, () => page.keyboard.press('Enter'));
    await board(page, '23l');
    expect((await readSides(page)).map((side) => side.score)).toEqual([9, 3]);
  });

  it('undoes and redoes the last board', async () => {
    await page.keyboard.press('u');
    await page.waitForSelector('[data-testid=undo-ask]');
    await changes(page, () => page.keyboard.press('u'));
    expect((await readSides(page)).map((side) => side.score)).toEqual([9, 0]);
    await changes(page, () => page.keyboard.press('o'));
    expect((await readSides(page)).map((side) => side.score)).toEqual([9, 3]);
  });

  it('corrects a board from the corrections screen', async () => {
    await page.keyboard.press('c');
    await screenIs(page, 'corrections');
    // The last board is selected: Enter opens it.
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=correction-editor]');
    await focusVisibleOn('a correction open');
    for (const key of '15w') await page.keyboard.press(key);
    await changes(page, () => page.keyboard.press('Enter'));
    await page.waitForSelector('[data-testid=correction-editor]', { state: 'detached' });
  });

  it('opens every screen with Alt+1…7, focus visible on each', async () => {
    for (const tab of TABS) {
      await altTo(page, tab);
      await focusVisibleOn(`the ${tab} screen`);
    }
  });

  it('switches screens with Enter and Space on a focused screen button, from every screen', async () => {
    for (const [index, from] of TABS.entries()) {
      for (const key of ['Enter', ' '] as const) {
        const to = TABS[(index + (key === 'Enter' ? 1 : 2)) % TABS.length]!;
        await altTo(page, from);
        // A whole board typed: Enter reaching the match screen's keys would record it.
        if (from === 'match') for (const typed of '16w') await page.keyboard.press(typed);
        const before = await revision(page);
        await tabTo(page, `tab-${to}`);
        await page.keyboard.press(key);
        await screenIs(page, to);
        // The key switched screens and did nothing else: no board recorded, no correction opened.
        expect(await revision(page)).toBe(before);
        expect(await page.isVisible('[data-testid=correction-editor]')).toBe(false);
      }
    }
  });

  it("shows focus on every control of the timekeeper's page", async () => {
    const context = await harness.browser.newContext({ viewport: { width: 390, height: 844 } });
    const timekeeper = await context.newPage();
    await timekeeper.goto(`${harness.url}/timekeeper`);
    await timekeeper.waitForSelector('[data-testid=tk-link].connected');
    await timekeeper.waitForSelector('[data-testid=tk-where]');
    const walk = await walkFocus(timekeeper);
    expect(walk.reached.length).toBeGreaterThan(3);
    unseen.push(...walk.unseen.map((line) => `timekeeper: ${line}`));
    await context.close();
  });

  it('plays the match to its end and comes back to it', async () => {
    await altTo(page, 'match');
    await page.keyboard.press('Escape');
    for (
      let boards = 0;
      boards < 20 && !(await page.isVisible('[data-testid=prompt-match-won]'));
      boards += 1
    )
      await board(page, '19w');
    expect(await text(page, '[data-testid=prompt-match-won]')).toContain('Asha wins the match');
    await altTo(page, 'matches');
    await altTo(page, 'match');
    expect(await page.isVisible('[data-testid=prompt-match-won]')).toBe(true);
  });

  it('has focus visible on every control it reached', () => {
    expect(unseen).toEqual([]);
  });
});
