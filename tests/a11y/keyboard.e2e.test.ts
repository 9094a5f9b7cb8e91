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
import { CONSOLE } from '../host/helpers';
import { submitParsed } from '../support/parsed';
import { ashaAgainstBruno, ASHA_BREAKS } from '../support/matches';

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

/** Controls whose focus cannot be seen, page by page. */
async function unseenOn(page: Page, where: string): Promise<string[]> {
  const walk = await walkFocus(page);
  expect(walk.reached.length, `${where}: Tab reached no control`).toBeGreaterThan(0);
  return walk.unseen.map((line) => `${where}: ${line}`);
}

/** Sets up a match; the keys then belong to it at once. */
async function setUp(page: Page, unseen: string[]): Promise<void> {
  unseen.push(...(await unseenOn(page, 'no match yet')));
  await altTo(page, 'setup');
  await tabTo(page, 'player-0-0');
  await page.keyboard.type('Asha');
  await tabTo(page, 'player-1-0');
  await page.keyboard.type('Bruno');
  await changes(page, () => page.keyboard.press('Enter'));
  await page.waitForSelector('[data-testid=toss-panel]');
  await screenIs(page, 'match');
  expect(await activeTestId(page)).toBe('screen');
  unseen.push(...(await unseenOn(page, 'toss')));
}

/** Records the toss, announced politely. */
async function toss(page: Page): Promise<void> {
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
  // The announcement stays in its live region once the toss is recorded (issue 38 item 9).
  expect(await region?.evaluate((node) => node.isConnected && node.textContent?.trim())).toBe(
    'Asha breaks first and plays white.',
  );
}

/** Previews the points politely while a board is typed, and records two boards (9 : 3). */
async function twoBoards(page: Page, unseen: string[]): Promise<void> {
  const preview = '[data-testid=entry-preview]';
  expect(await page.getAttribute(preview, 'aria-live')).toBe('polite');
  for (const key of '16w') await page.keyboard.press(key);
  expect(await text(page, '[data-testid=preview-why]')).toBe('6 + queen 3 = 9');
  expect(await text(page, preview)).toContain('6 + queen 3 = 9');
  unseen.push(...(await unseenOn(page, 'a board typed')));
  await changes(page, () => page.keyboard.press('Enter'));
  await board(page, '23l');
  expect((await readSides(page)).map((side) => side.score)).toEqual([9, 3]);
}

/** Undoes and redoes the last board. */
async function undoRedo(page: Page): Promise<void> {
  await page.keyboard.press('u');
  await page.waitForSelector('[data-testid=undo-ask]');
  await changes(page, () => page.keyboard.press('u'));
  expect((await readSides(page)).map((side) => side.score)).toEqual([9, 0]);
  await changes(page, () => page.keyboard.press('o'));
  expect((await readSides(page)).map((side) => side.score)).toEqual([9, 3]);
}

/** Corrects the last board from the corrections screen. */
async function correct(page: Page, unseen: string[]): Promise<void> {
  await page.keyboard.press('c');
  await screenIs(page, 'corrections');
  // The last board is selected: Enter opens it.
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid=correction-editor]');
  unseen.push(...(await unseenOn(page, 'a correction open')));
  for (const key of '15w') await page.keyboard.press(key);
  await changes(page, () => page.keyboard.press('Enter'));
  await page.waitForSelector('[data-testid=correction-editor]', { state: 'detached' });
}

/** Opens every screen with Alt+1…7, focus visible on each. */
async function everyScreen(page: Page, unseen: string[]): Promise<void> {
  for (const tab of TABS) {
    await altTo(page, tab);
    unseen.push(...(await unseenOn(page, `the ${tab} screen`)));
  }
}

/** Switches screens with Enter and Space on a focused screen button, from every screen. */
async function switchScreens(page: Page): Promise<void> {
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
}

/** Plays the match to its end and comes back to it. */
async function playToTheEnd(page: Page): Promise<void> {
  await altTo(page, 'match');
  await page.keyboard.press('Escape');
  for (let boards = 0; boards < 20 && !(await page.isVisible('[data-testid=prompt-match-won]')); boards += 1)
    await board(page, '19w');
  expect(await text(page, '[data-testid=prompt-match-won]')).toContain('Asha wins the match');
  await altTo(page, 'matches');
  await altTo(page, 'match');
  expect(await page.isVisible('[data-testid=prompt-match-won]')).toBe(true);
}

// One host and browser for the file; each test opens its own page and starts from what it needs.
describe('the console with the keyboard alone', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness('a11y-keyboard');
  });
  afterAll(async () => {
    await harness?.close();
  });

  // One journey, its steps in order: each step needs the match as the one before left it.
  it('plays a whole match: set-up, toss, boards, undo and redo, a correction, every screen, to its end; focus visible on every control it reached', async () => {
    const page = await openConsole(harness.browser, harness.url);
    const unseen: string[] = [];
    await setUp(page, unseen);
    await toss(page);
    await twoBoards(page, unseen);
    await undoRedo(page);
    await correct(page, unseen);
    await everyScreen(page, unseen);
    await switchScreens(page);
    await playToTheEnd(page);
    expect(unseen).toEqual([]);
  }, 300_000);
});

describe("the timekeeper's page with the keyboard alone", () => {
  let harness: Harness;

  // A match of its own, in play: two boards of game 1 recorded.
  beforeAll(async () => {
    harness = await startHarness('a11y-keyboard-timekeeper');
    const steps = [
      ashaAgainstBruno(),
      ASHA_BREAKS,
      { type: 'RecordBoard', entry: { kind: 'sides', winner: 0, pieces: 6, queen: 'winner' } },
      { type: 'RecordBoard', entry: { kind: 'sides', winner: 1, pieces: 3, queen: 'loser' } },
    ];
    for (const step of steps) expect(submitParsed(harness.host, step, CONSOLE).ok).toBe(true);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('shows focus on every control of the page', async () => {
    const context = await harness.browser.newContext({ viewport: { width: 390, height: 844 } });
    const timekeeper = await context.newPage();
    await timekeeper.goto(`${harness.url}/timekeeper`);
    await timekeeper.waitForSelector('[data-testid=tk-link].connected');
    await timekeeper.waitForSelector('[data-testid=tk-where]');
    const walk = await walkFocus(timekeeper);
    expect(walk.reached.length).toBeGreaterThan(3);
    expect(walk.unseen.map((line) => `timekeeper: ${line}`)).toEqual([]);
    await context.close();
  });
});
