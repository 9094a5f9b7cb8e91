/*
 * The board entry on a small laptop (1024×600, and 1280×720, 1366×768), in every console language:
 * while a board is typed, every control and readout the operator needs to enter it is wholly in
 * the viewport, uncovered, not cut off by a scrolling panel and clear of every other one: both
 * winners, every pieces digit, the queen's choices, the penalty and extra-points keys, the step
 * labels, each button's key, the line that says what to type, Enter and Esc, Undo and Redo, the
 * two scores; before the board in play is tracked, the prompt of who breaks it; once it is
 * tracked stroke by stroke, each side's C/m left, the queen and who is on turn (the strip of the
 * board in play) and the dues clock of a foul. A timed match (game and stroke clocks beside the
 * entry) with long names and a board to redo, in three states: the winner typed, a penalty finish
 * (ten digits, a third queen choice, extra points) and a whole board that ends the game (the
 * preview's longest form: where it leaves the choices no room they give way to one line of the
 * keys typed, as tests/console/layout.e2e.test.ts allows, and every other control stays). The
 * side column's buttons under its table (clocks, tracking, forfeit) are in view or brought into
 * view by scrolling that column: never cut out of reach, their words whole. Real host, built pages, Debian's
 * Chromium; screenshots under test-artifacts/console/entry-fit/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '../../shared/i18n/languages';
import { submitParsed } from '../support/parsed';
import { ARTIFACTS_DIR, startHarness, type Harness } from './support/harness';
import { press, waitReady } from './support/console-page';
import { cutTexts, pageOverflow, placements } from './support/layout-checks';

const SIZES = [
  { width: 1024, height: 600 },
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
] as const;
type Size = (typeof SIZES)[number];
const SHOTS = join(ARTIFACTS_DIR, 'entry-fit');
const ORIGIN = { role: 'console', readOnly: false } as const;

const board = (winner: number, pieces: number, queen: 'winner' | 'loser') => ({
  type: 'RecordBoard',
  entry: { kind: 'sides', winner, pieces, queen, finish: 'normal' },
});

/** Always in view, each whole and apart from the others. */
const ALWAYS = [
  '[data-testid=score-0]',
  '[data-testid=score-1]',
  '[data-testid=entry-preview]',
  '[data-testid=confirm-board]',
  '[data-testid=clear-board]',
  '[data-testid=penalty]',
  '[data-testid=extra]',
  '[data-testid=undo]',
  '[data-testid=redo]',
];
/**
 * What else is in view: before the board is under way, who breaks it (the prompt above the
 * entry); once it is tracked stroke by stroke, the strip of the board in play (each side's C/m
 * left, the queen, who is on turn) and the dues clock of a foul (law 88).
 */
interface Play {
  readonly name: string;
  readonly shown: readonly string[];
}
const NOT_STARTED: Play = { name: 'untracked', shown: ['[data-testid=prompts] > *'] };
const TRACKED: Play = {
  name: 'tracked',
  shown: [
    '[data-testid=live-left-0]',
    '[data-testid=live-left-1]',
    '[data-testid=live-words]',
    '[data-testid=console-dues-clock]',
  ],
};
/** The choices of the entry (in view, or all given way to the typed keys: see GIVE_WAY_HEIGHT). */
const CHOICES = ['[data-testid=board-entry] .steps .label', '[data-testid=board-entry] .steps button'];
/** Each button's key, inside it. */
const KEYS = ['[data-testid=board-entry] button kbd', '[data-testid=undo] kbd', '[data-testid=redo] kbd'];
/** Under the side column's table: in view, or brought into view by scrolling that column. */
const BELOW = ['[data-testid=clocks] button', '[data-testid=track-open]', '[data-testid=forfeit-open]'];

interface State {
  readonly name: string;
  readonly keys: readonly string[];
  /** The entry's buttons in this state (by test id). */
  readonly buttons: readonly string[];
}

const digits = (from: number) => Array.from({ length: 10 - from }, (_, index) => `pieces-${from + index}`);
const STATES: readonly State[] = [
  {
    name: 'winner',
    keys: ['1'],
    buttons: ['winner-0', 'winner-1', ...digits(1), 'queen-winner', 'queen-loser', 'penalty'],
  },
  {
    name: 'penalty',
    keys: ['1', 'p'],
    buttons: [
      'winner-0',
      'winner-1',
      ...digits(0),
      'queen-winner',
      'queen-loser',
      'queen-none',
      'penalty',
      'extra',
    ],
  },
  {
    name: 'complete',
    keys: ['1', '9', 'w'],
    buttons: ['winner-0', 'winner-1', ...digits(1), 'queen-winner', 'queen-loser', 'penalty'],
  },
];

async function switchLanguage(page: Page, language: Language): Promise<void> {
  await page.selectOption('[data-testid=console-language]', language);
  await page.waitForFunction((tag) => document.documentElement.lang === tag, LANGUAGE_TAGS[language]);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

async function resize(page: Page, size: Size): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction(
    (want) => window.innerWidth === want.width && window.innerHeight === want.height,
    size,
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Pairs of shown elements whose boxes intersect (one inside the other is not a pair), in words. */
function crossings(page: Page, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate((list) => {
    const nodes = list.flatMap((selector) =>
      [...document.querySelectorAll(selector)]
        .map((node) => ({ selector, node, box: node.getBoundingClientRect() }))
        .filter((item) => item.box.width > 0 && item.box.height > 0),
    );
    const name = (item: (typeof nodes)[number]) =>
      `${item.selector} "${(item.node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30)}"`;
    const found: string[] = [];
    for (const [index, a] of nodes.entries()) {
      for (const b of nodes.slice(index + 1)) {
        if (a.node.contains(b.node) || b.node.contains(a.node)) continue;
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 0.5 && y > 0.5) found.push(`${name(a)} overlaps ${name(b)}`);
      }
    }
    return found;
  }, selectors);
}

async function placementProblems(page: Page, selectors: readonly string[]): Promise<string[]> {
  return (await placements(page, selectors)).flatMap((placement) => placement.problems);
}

/** Whether the entry's choices are shown (else they gave way to the line of typed keys). */
const choicesShown = (page: Page): Promise<boolean> =>
  page.$eval('[data-testid=board-entry] .steps', (node) => getComputedStyle(node).display !== 'none');

async function entryProblems(page: Page, play: Play, state: State): Promise<string[]> {
  const problems: string[] = [];
  const shown = await choicesShown(page);
  const gaveWay = state.name === 'complete' && !shown;
  if (!shown && !gaveWay) problems.push('the choices are hidden');
  if (gaveWay) problems.push(...(await placementProblems(page, ['[data-testid=typed-board]'])));
  for (const id of state.buttons) {
    if ((await page.locator(`[data-testid=board-entry] [data-testid=${id}]`).count()) !== 1)
      problems.push(`the button ${id} is not in the entry`);
  }
  const inView = [...ALWAYS, ...play.shown, ...(gaveWay ? ['[data-testid=typed-board]'] : CHOICES)];
  for (const placement of await placements(page, [...inView, ...KEYS])) {
    const optional = placement.selector === '[data-testid=extra]' && state.name !== 'penalty';
    if (placement.found === 0 && !optional) problems.push(`${placement.selector} is not on the screen`);
    problems.push(...placement.problems.filter((problem) => !(gaveWay && problem.endsWith('has no size'))));
  }
  problems.push(...(await crossings(page, [...inView, ...BELOW])));
  problems.push(...(await belowProblems(page)));
  const overflow = await pageOverflow(page);
  if (overflow.x > 0 || overflow.y > 0) problems.push(`the page scrolls by ${overflow.x}×${overflow.y} px`);
  return problems;
}

/**
 * The side column's buttons under its table: each in view, or brought into view by scrolling
 * that column (a timed match's clocks make it longer than a short window); the column is back at
 * its top after.
 */
async function belowProblems(page: Page): Promise<string[]> {
  const side = '[data-testid=match-screen] > .side';
  const problems: string[] = [];
  for (const selector of BELOW) {
    const count = await page.locator(selector).count();
    if (count === 0) problems.push(`${selector} is not on the screen`);
    for (let index = 0; index < count; index += 1) {
      const scrollTo = () =>
        page
          .locator(selector)
          .nth(index)
          .evaluate((node) => {
            node.scrollIntoView({ block: 'nearest' });
            node.setAttribute('data-checked', '');
          });
      await scrollTo();
      let [placement] = await placements(page, ['[data-checked]']);
      // The column's clocks run (the stroke clock's end adds its note above the buttons): a row
      // that came between the scroll and the measure is scrolled past again, as the operator would.
      if (placement?.problems.length) {
        await scrollTo();
        [placement] = await placements(page, ['[data-checked]']);
      }
      // Its words whole: not clamped or cut inside it (the operator reads what the key does).
      if ((await cutTexts(page, '[data-checked]')).length > 0) problems.push(`${selector} has its words cut`);
      await page.$eval('[data-checked]', (node) => node.removeAttribute('data-checked'));
      problems.push(...(placement?.problems ?? []).map((problem) => `${selector} scrolled to: ${problem}`));
    }
  }
  await page.$eval(side, (node) => (node.scrollTop = 0));
  return problems;
}

describe('the board entry at small laptop sizes, in every language', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    harness = await startHarness('entry-fit');
    // A timed match at 24–14 in game 1, so 1 9 W ends it; its last board voided, so Redo shows.
    for (const command of [
      {
        type: 'CreateMatch',
        matchType: 'singles',
        sides: [
          { name: 'Aleksandra Wiśniewska-Kowalczyk', players: ['Aleksandra Wiśniewska-Kowalczyk'] },
          { name: 'Venkatanarasimha Rajuvaripet', players: ['Venkatanarasimha Rajuvaripet'] },
        ],
        rules: { preset: 'icf', timeLimitMinutes: 45, timeWarningMinutes: 5 },
        stage: 'early',
        info: { event: 'National Ranking Championship 2025', table: '12' },
      },
      { type: 'RecordToss', winner: 0, choice: 'break' },
      board(0, 9, 'winner'),
      board(1, 9, 'winner'),
      board(0, 9, 'winner'),
      board(1, 2, 'loser'),
      board(1, 1, 'loser'),
      { type: 'VoidLastBoard' },
    ]) {
      const result = submitParsed(harness.host, command, ORIGIN);
      if (!result.ok) throw new Error(`${command.type} refused: ${JSON.stringify(result)}`);
    }
    const context = await harness.browser.newContext({ viewport: SIZES[0] });
    page = await context.newPage();
    page.on('pageerror', (error) => {
      throw new Error(`console page error: ${error.message}`);
    });
    await page.goto(`${harness.url}/console`);
    await page.waitForSelector('[data-testid=connection][data-status=connected]');
    await waitReady(page);
    await page.waitForSelector('[data-testid=board-entry]');
    await page.waitForSelector('[data-testid=redo]');
  }, 120_000);

  afterAll(async () => {
    await harness?.close();
  });

  const submit = (command: { readonly type: string } & Record<string, unknown>): void => {
    const result = submitParsed(harness.host, command, ORIGIN);
    if (!result.ok) throw new Error(`${command.type} refused: ${JSON.stringify(result)}`);
  };

  async function check(language: Language, play: Play): Promise<string[]> {
    const found: string[] = [];
    for (const state of STATES) {
      await press(page, 'Escape', ...state.keys);
      if (state.name === 'complete') await page.waitForSelector('[data-testid=preview-why]');
      for (const size of SIZES) {
        await resize(page, size);
        const shot = `${play.name}-${state.name}-${size.width}x${size.height}-${language}.png`;
        await page.screenshot({ path: join(SHOTS, shot) });
        found.push(
          ...(await entryProblems(page, play, state)).map(
            (problem) => `${size.width}×${size.height} ${play.name} ${state.name}: ${problem}`,
          ),
        );
      }
    }
    await press(page, 'Escape');
    return found;
  }

  describe('before the board in play is tracked', () => {
    for (const language of LANGUAGES) {
      it(`shows every control of the entry whole and apart, in ${language}`, async () => {
        await switchLanguage(page, language);
        expect(await check(language, NOT_STARTED)).toEqual([]);
      });
    }
  });

  describe('with two strokes of the board in play tracked, the second a foul', () => {
    beforeAll(async () => {
      submit({ type: 'RecordStroke', entry: { own: 1 } });
      submit({ type: 'RecordStroke', entry: { own: 1, striker: true } });
      await page.waitForSelector('[data-testid=console-dues-clock]');
    });

    for (const language of LANGUAGES) {
      it(`shows every control of the entry, the board in play and the dues whole and apart, in ${language}`, async () => {
        await switchLanguage(page, language);
        expect(await check(language, TRACKED)).toEqual([]);
      });
    }
  });
});
