/*
 * The match screen at the laptop sizes a venue has (1024×600, 1280×720, 1366×768, 1920×1080, and
 * 1366×768 at 125 % zoom, which Chromium lays out as a 1093×614 CSS viewport at 1.25 device pixels
 * per CSS pixel: that is how the zoom is emulated here), in every console language, against the
 * real host in Debian's Chromium. While a board is being typed, every score, every name, the
 * points preview and every prompt must be wholly inside the viewport and be what the browser finds
 * at its centre; the page must not scroll; the board table scrolls inside its card with its header
 * and totals row in view; the entry's choices show at least one whole row of buttons, or, where a
 * typed board leaves them no room, one line saying what was typed; notices never lie over the
 * scores, the preview, the prompts or a button.
 * Screenshots are saved under test-artifacts/console/layout/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '../../shared/i18n/languages';
import { ARTIFACTS_DIR, startHarness, type Harness } from './support/harness';
import { changes, openConsole, press, waitReady } from './support/console-page';
import { overlaps, pageOverflow, placements } from './support/layout-checks';
import { saveScreenshot } from '../support/screenshot';

interface Size {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly scale: number;
}

const SIZES: readonly Size[] = [
  { name: '1024x600', width: 1024, height: 600, scale: 1 },
  { name: '1280x720', width: 1280, height: 720, scale: 1 },
  { name: '1366x768', width: 1366, height: 768, scale: 1 },
  { name: '1920x1080', width: 1920, height: 1080, scale: 1 },
  // 1366×768 at 125 % zoom: 1366 / 1.25 × 768 / 1.25 CSS pixels, each 1.25 device pixels.
  { name: '1366x768-zoom125', width: 1093, height: 614, scale: 1.25 },
];

const SHOTS = join(ARTIFACTS_DIR, 'layout');

/** What must be in view and uncovered while a board is typed. */
const MUST_SHOW = [
  '[data-testid=score-0]',
  '[data-testid=score-1]',
  '[data-testid=side-0] .name',
  '[data-testid=side-1] .name',
  '[data-testid=entry-preview]',
  '[data-testid=prompts] > *',
  '[data-testid=confirm-board]',
  '[data-testid=game-boards] thead th',
  '[data-testid=game-boards] tfoot td',
  '[data-testid=hall-status]',
];

async function openAt(browser: Browser, url: string, size: Size, language: Language): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: size.scale,
  });
  await context.addInitScript(
    (lang) => window.localStorage.setItem('carrom.console.language', lang),
    language,
  );
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw new Error(`console page error: ${error.message}`);
  });
  await page.goto(`${url}/console`);
  await page.waitForSelector('[data-testid=connection][data-status=connected]');
  await waitReady(page);
  await page.waitForSelector('[data-testid=board-entry]');
  return page;
}

/**
 * Switches a loaded console to `language` with its own language menu, as an operator does, and
 * gives the keyboard back to the board entry (a focused menu would take the typed keys).
 */
async function switchLanguage(page: Page, language: Language): Promise<void> {
  await page.selectOption('[data-testid=console-language]', language);
  // The page's `lang` follows the words it shows: it changes once the language's words are in.
  await page.waitForFunction((tag) => document.documentElement.lang === tag, LANGUAGE_TAGS[language]);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Resizes the page and waits until its fonts and layout have settled at the new size. */
async function resize(page: Page, size: Size): Promise<void> {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.waitForFunction(
    (want) => window.innerWidth === want.width && window.innerHeight === want.height,
    { width: size.width, height: size.height },
  );
  await settled(page);
}

async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Every check of one screen; the problems in words, none when the screen is right. */
async function layoutProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const placement of await placements(page, MUST_SHOW)) {
    if (placement.found === 0) problems.push(`${placement.selector} is not on the screen`);
    problems.push(...placement.problems);
  }
  const overflow = await pageOverflow(page);
  if (overflow.x > 0 || overflow.y > 0) problems.push(`the page scrolls by ${overflow.x}×${overflow.y} px`);
  problems.push(...(await tableProblems(page)));
  problems.push(...(await entryChoicesProblems(page)));
  return problems;
}

/**
 * The board entry's choices show at least one whole row of buttons (they scroll inside the
 * panel), or, where a typed board leaves them no room, they give way to the line that says what
 * was typed, in view and uncovered: never a sliver of buttons.
 */
async function entryChoicesProblems(page: Page): Promise<string[]> {
  const seen = await page.evaluate(() => {
    const displayed = (node: Element | null): boolean =>
      node !== null && getComputedStyle(node).display !== 'none';
    const steps = document.querySelector('[data-testid=board-entry] .steps');
    return {
      choices: displayed(steps),
      visible: steps?.clientHeight ?? 0,
      row: steps?.querySelector('button')?.getBoundingClientRect().height ?? 0,
      typed: displayed(document.querySelector('[data-testid=typed-board]')),
    };
  });
  const problems: string[] = [];
  if (seen.choices && seen.visible < seen.row) {
    problems.push(
      `the board entry's choices show ${seen.visible} px: less than one row of buttons (${seen.row} px)`,
    );
  }
  if (!seen.choices && !seen.typed)
    problems.push('the board entry shows neither its choices nor the typed board');
  if (seen.typed) {
    for (const placement of await placements(page, ['[data-testid=typed-board]']))
      problems.push(...placement.problems);
  }
  return problems;
}

/**
 * The board table scrolls inside its card: scrolled to its middle and to its end, its header and
 * totals row stay in view and uncovered, and its last row can be brought into view.
 */
async function tableProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const scroller = '[data-testid=game-boards-scroll]';
  const sizes = await page.$eval(scroller, (node) => ({
    scroll: node.scrollHeight,
    client: node.clientHeight,
    width: node.scrollWidth - node.clientWidth,
  }));
  if (sizes.width > 0) problems.push(`the board table is ${sizes.width} px wider than its card`);
  for (const where of ['middle', 'end'] as const) {
    await page.$eval(
      scroller,
      (node, at) =>
        (node.scrollTop = at === 'end' ? node.scrollHeight : (node.scrollHeight - node.clientHeight) / 2),
      where,
    );
    for (const placement of await placements(page, [
      '[data-testid=game-boards] thead th',
      '[data-testid=game-boards] tfoot td',
    ])) {
      problems.push(...placement.problems.map((problem) => `table scrolled to its ${where}: ${problem}`));
    }
  }
  const last = await placements(page, ['[data-testid=game-boards] tbody tr:last-child td:first-child']);
  problems.push(...last.flatMap((placement) => placement.problems.map((p) => `table at its end: ${p}`)));
  await page.$eval(scroller, (node) => (node.scrollTop = 0));
  return problems;
}

/**
 * A host whose console holds a knockout match (no board limit, so twelve boards stay in game 1)
 * at 24–22 after twelve boards, typed on the console; with `gameWon`, also the 1 9 w that wins
 * game 1. Each group of tests below makes its own in beforeAll, so none depends on another test.
 */
async function startMatch(name: string, options: { readonly gameWon: boolean }): Promise<Harness> {
  const harness = await startHarness(name);
  const page = await openConsole(harness.browser, harness.url);
  await page.click('[data-testid=tab-setup]');
  await page.fill('[data-testid=player-0-0]', 'Aleksandra Wiśniewska-Kowalczyk');
  await page.fill('[data-testid=player-1-0]', 'Venkatanarasimha Rajuvaripet');
  await page.fill('[data-testid=info-event]', 'National Ranking Championship 2025');
  await page.fill('[data-testid=info-table]', '12');
  await page.selectOption('[data-testid=stage]', 'knockout');
  await changes(page, () => page.click('[data-testid=create-match]'));
  await page.waitForSelector('[data-testid=toss-panel]');
  await changes(page, () => press(page, '1', 'b', 'Enter'));
  // Twelve boards: 24–22 in game 1, so the table is longer than its card at small sizes.
  const boards = [
    ['1', '9', 'w'],
    ['2', '9', 'w'],
    ['1', '5', 'l'],
    ['2', '5', 'l'],
    ['1', '2', 'l'],
    ['2', '2', 'l'],
    ['1', '1', 'l'],
    ['2', '1', 'l'],
    ['1', '1', 'l'],
    ['2', '1', 'l'],
    ['1', '3', 'l'],
    ['2', '1', 'l'],
  ];
  for (const keys of boards) await changes(page, () => press(page, ...keys, 'Enter'));
  if (options.gameWon) {
    await changes(page, () => press(page, '1', '9', 'w', 'Enter'));
    await page.waitForSelector('[data-testid=prompt-game-won]');
  }
  await page.context().close();
  return harness;
}

/** The console at each device pixel ratio of SIZES, opened at the first size of that ratio. */
async function openPages(harness: Harness): Promise<Map<number, Page>> {
  const pages = new Map<number, Page>();
  for (const scale of new Set(SIZES.map((size) => size.scale))) {
    const first = SIZES.find((size) => size.scale === scale)!;
    pages.set(scale, await openAt(harness.browser, harness.url, first, 'en'));
  }
  return pages;
}

/**
 * At each size in `language`, with `keys` typed (a board, not confirmed): checks the layout.
 * One page per device pixel ratio stays open for a group of tests: the language is switched with
 * the console's own menu and the sizes with the viewport, instead of loading the page sixty times.
 * Each check starts from what it needs (Escape clears a board typed before, the language is set).
 */
async function checkAllSizes(
  pages: ReadonlyMap<number, Page>,
  language: Language,
  stage: string,
  keys: readonly string[],
): Promise<void> {
  const found: string[] = [];
  for (const [scale, page] of pages) {
    await switchLanguage(page, language);
    await press(page, 'Escape', ...keys);
    await page.waitForSelector('[data-testid=preview-why]');
    for (const size of SIZES.filter((s) => s.scale === scale)) {
      await resize(page, size);
      await saveScreenshot(page, join(SHOTS, `${stage}-${size.name}-${language}.png`));
      found.push(...(await layoutProblems(page)).map((problem) => `${size.name} ${language}: ${problem}`));
      if (size.width >= 1280)
        found.push(...(await winnerNameProblems(page)).map((p) => `${size.name} ${language}: ${p}`));
    }
  }
  expect(found).toEqual([]);
}

/**
 * From 1280 px wide the board table names each board's winner (issue 38 item 6: it showed only
 * the side's key, "1" or "2"): the name is shown, at least its first letters (3 em), cut with an
 * ellipsis when long, and the key is not.
 */
async function winnerNameProblems(page: Page): Promise<string[]> {
  return page.$$eval('[data-testid=game-boards] tbody tr', (rows) =>
    rows.flatMap((row, index) => {
      const name = row.querySelector<HTMLElement>('.nm');
      const key = row.querySelector<HTMLElement>('.key');
      if (!name || name.textContent === '') return [];
      const em = parseFloat(getComputedStyle(name).fontSize);
      const shown = name.getBoundingClientRect().width;
      const problems: string[] = [];
      if (getComputedStyle(name).display === 'none' || shown < 3 * em)
        problems.push(`board row ${index + 1}: the winner's name is not shown (${Math.round(shown)} px)`);
      if (key && getComputedStyle(key).display !== 'none')
        problems.push(`board row ${index + 1}: the winner is shown by key`);
      return problems;
    }),
  );
}

describe('match screen layout at venue screen sizes, in every language', () => {
  beforeAll(() => {
    mkdirSync(SHOTS, { recursive: true });
  });

  describe('game 1 at 24–22 after twelve boards', () => {
    let harness: Harness;
    let pages: Map<number, Page>;
    beforeAll(async () => {
      harness = await startMatch('layout-mid-game', { gameWon: false });
      pages = await openPages(harness);
    });
    afterAll(async () => {
      await harness?.close();
    });

    for (const language of LANGUAGES) {
      it(`fits a board typed at 24–22 with twelve boards in the table, in ${language}`, async () => {
        // 1 9 w at 24: the board ends the game, so the preview has all its lines.
        await checkAllSizes(pages, language, 'mid-game', ['1', '9', 'w']);
      });
    }
  });

  describe('game 1 won', () => {
    let harness: Harness;
    let pages: Map<number, Page>;
    beforeAll(async () => {
      harness = await startMatch('layout-game-won', { gameWon: true });
      pages = await openPages(harness);
      for (const page of pages.values()) await page.waitForSelector('[data-testid=prompt-game-won]');
    });
    afterAll(async () => {
      await harness?.close();
    });

    for (const language of LANGUAGES) {
      it(`fits the game-won prompt with game 2's first board typed, in ${language}`, async () => {
        await checkAllSizes(pages, language, 'game-won', ['2', '3', 'l']);
      });
    }
  });

  describe('notices', () => {
    let harness: Harness;
    beforeAll(async () => {
      harness = await startMatch('layout-notices', { gameWon: true });
    });
    afterAll(async () => {
      await harness?.close();
    });

    it('keeps notices off the scores, the preview, the prompts and every button at every size', async () => {
      const languages: readonly Language[] = ['en', 'ru', 'hi', 'zh', 'pl'];
      const found: string[] = [];
      for (const [index, size] of SIZES.entries()) {
        const language = languages[index % languages.length]!;
        const page = await openAt(harness.browser, harness.url, size, language);
        await changes(page, () => press(page, String((index % 2) + 1), '1', 'l', 'Enter'));
        await press(page, '1', '2', 'l');
        await page.waitForSelector('[data-testid=notices] .notice');
        await saveScreenshot(page, join(SHOTS, `notice-${size.name}-${language}.png`));
        const covered = await overlaps(page, '[data-testid=notices] .notice', [
          '[data-testid=score-0]',
          '[data-testid=score-1]',
          '[data-testid=side-0] .name',
          '[data-testid=side-1] .name',
          '[data-testid=entry-preview]',
          '[data-testid=prompts] > *',
          'button',
          'select',
        ]);
        found.push(...covered.map((problem) => `${size.name} ${language}: ${problem}`));
        const notice = await placements(page, ['[data-testid=notices] .notice']);
        found.push(
          ...notice.flatMap((p) => p.problems.map((problem) => `${size.name} ${language}: ${problem}`)),
        );
        // Its lines whole: the bar's height must not cut a line of it across (its lines are clamped
        // to a whole number, with an ellipsis, and the full text is in its title).
        const cut = await page.$eval('[data-testid=notices] .notice', (node) => {
          const element = node as HTMLElement;
          const shown = element.getBoundingClientRect().height;
          element.style.maxHeight = 'none';
          const whole = element.getBoundingClientRect().height;
          element.style.maxHeight = '';
          return whole - shown > 0.5 ? `${element.textContent ?? ''}: ${shown} of ${whole} px high` : null;
        });
        if (cut) found.push(`${size.name} ${language}: the notice's lines are cut: ${cut}`);
        await page.context().close();
      }
      expect(found).toEqual([]);
    });
  });
});
