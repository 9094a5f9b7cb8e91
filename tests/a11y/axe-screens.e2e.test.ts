/*
 * Every screen in every state below passes axe-core (tests/a11y/support/axe.ts: WCAG 2.2 A and
 * AA, one h1, heading order, no empty table header), in each of the six languages, with `<html
 * lang>` on the language shown; the display and the overlay in their dark and light themes.
 * One Chromium for the file; per language a fresh REAL host, the pages open on it (stage.ts).
 *
 * SCREENS is walked in order, each line bringing the pages to its state from the one before: a
 * new screen or state is one more line. The venue's pages (their own host and hub) are in
 * VENUE_SCREENS at the end of the file.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleTranslator } from '../../shared/i18n/console';
import { LANGUAGES, LANGUAGE_TAGS, type Language } from '../../shared/i18n/languages';
import { launchChromium } from '../support/chromium';
import { testPages } from '../support/test-pages';
import { tempDir } from '../host/helpers';
import { openHost, type Host } from '../../electron/host/host';
import { startWebServer, type RunningServer } from '../../electron/app/web-server';
import { startScreenHost, type ScreenHost } from '../venue/screen-host';
import { openSimTable, type SimTable } from '../venue/tables';
import { axeViolations } from './support/axe';
import { walkFocus } from './support/focus';
import { openStage, setDisplay, settled, tab, typedAndRecorded, type PageName, type Stage } from './stage';

type Step = (stage: Stage) => Promise<unknown>;

interface Screen {
  readonly page: PageName;
  readonly name: string;
  /** Bring the stage from the state of the line before to this one. */
  readonly steps: readonly Step[];
}

const screen = (page: PageName, name: string, ...steps: Step[]): Screen => ({ page, name, steps });
/** Keys typed on the console: a named key ("Enter") as it is, any other argument letter by letter. */
const keys =
  (...typed: string[]): Step =>
  async (s) => {
    for (const group of typed)
      for (const key of /^[A-Z][a-z]+$/.test(group) ? [group] : [...group])
        await s.pages.console.keyboard.press(key);
  };
/** Keys whose last one records something on the host: waits until the console shows it. */
const recorded =
  (...typed: string[]): Step =>
  async (s) => {
    await keys(...typed.slice(0, -1))(s);
    await typedAndRecorded(s, typed[typed.length - 1]!);
  };
const id = (testId: string) => `[data-testid=${testId}]`;
const click =
  (selector: string): Step =>
  (s) =>
    s.pages.console.click(selector);
const shows =
  (selector: string): Step =>
  (s) =>
    s.pages.console.waitForSelector(selector);
const to =
  (tabId: string): Step =>
  (s) =>
    tab(s, tabId);
const display =
  (settings: Record<string, unknown>): Step =>
  async (s) =>
    setDisplay(s, settings);
/** 9 pieces and the queen for side 1. */
const board12 = recorded('19w', 'Enter');
const won = shows(id('prompt-game-won'));
const matchType = (n: number) => click(`${id('setup-form')} .types button:nth-child(${n})`);

const SCREENS: readonly Screen[] = [
  screen('console', 'no match: set-up on the match screen'),
  screen('display', 'no match yet'),
  screen('overlay', 'no match yet'),
  screen('timekeeper', 'no match'),
  screen('umpire', 'no match'),
  screen('console', 'matches, none yet', to('matches')),
  screen('console', 'set-up, doubles', to('setup'), matchType(2)),
  screen('console', 'set-up, three players', matchType(3)),
  screen('console', 'set-up, refused', matchType(1), click(id('create-match')), shows('.field-problem')),
  screen('console', 'toss', createMatch),
  screen('console', 'toss chosen', keys('1b'), shows(id('toss-result'))),
  screen('console', 'a board typed', recorded('Enter'), keys('16w'), shows(id('preview-why'))),
  screen('console', 'a board recorded', recorded('Enter')),
  screen('console', 'undo asked', keys('u'), shows(id('undo-ask'))),
  screen('console', 'forfeit panel', keys('Escape', 'f'), shows(id('forfeit-panel'))),
  screen('console', 'C asked, a board half typed', keys('Escape', '2c'), shows(id('correct-question'))),
  screen('console', 'game won', keys('Escape', 'Escape'), board12, board12, won),
  screen('console', 'tracking a board (K), a stroke typed', keys('koo'), shows(id('track-preview'))),
  // Esc clears the stroke typed, Esc again leaves the tracking mode: the console as before.
  screen('display', 'scoreboard', keys('Escape', 'Escape')),
  screen('overlay', 'scoreboard'),
  screen('timekeeper', 'a match in play'),
  screen('umpire', 'a board in play'),
  screen('console', 'corrections', to('corrections')),
  screen('console', 'a correction open', click(id('correct-row-1-1')), shows(id('correction-editor'))),
  screen('console', 'matches', to('matches')),
  screen('console', 'display control', to('display')),
  screen('console', 'LED boards', to('led')),
  screen('console', 'settings', to('settings')),
  screen('display', 'message', display({ mode: 'message', message: 'Lunch break · 13:00' })),
  screen('overlay', 'message'),
  screen('console', 'display control, message shown', to('display')),
  screen('display', 'black-out', display({ mode: 'blackout' })),
];

/** Both themes of the audience's screens; the console and the timekeeper have one. */
const THEMED: ReadonlySet<PageName> = new Set(['display', 'overlay']);

async function createMatch(stage: Stage): Promise<void> {
  const page = stage.pages.console;
  await page.fill('[data-testid=player-0-0]', 'Asha');
  await page.fill('[data-testid=player-1-0]', 'Bruno');
  await page.fill('[data-testid=info-event]', 'City Open');
  await page.click('[data-testid=create-match]');
  await page.waitForSelector('[data-testid=toss-panel]');
}

/** What is wrong with one page as it stands, each line prefixed with where it was seen. */
async function problems(page: Page, where: string, language: Language): Promise<string[]> {
  const found = (await axeViolations(page)).map((line) => `${where}: ${line}`);
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== LANGUAGE_TAGS[language])
    found.push(`${where}: <html lang="${lang}">, not "${LANGUAGE_TAGS[language]}"`);
  // axe takes a page covered by one fixed box (the display, the overlay) for an open dialog and
  // then passes page-has-heading-one without looking: the h1 is counted here as well.
  const headings = await page.$$eval(
    'h1',
    (nodes) =>
      nodes.filter(
        (node) =>
          node.closest('[aria-hidden=true]') === null && node.checkVisibility({ visibilityProperty: false }),
      ).length,
  );
  if (headings !== 1) found.push(`${where}: ${headings} h1 headings that a screen reader reads, not 1`);
  return found;
}

describe('every screen passes axe-core, in every language and both display themes', () => {
  let browser: Browser;
  beforeAll(async () => {
    await testPages();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const language of LANGUAGES) {
    it(`${language}: ${SCREENS.length} screens and states`, async () => {
      const stage = await openStage(browser, language);
      const found: string[] = [];
      try {
        for (const screen of SCREENS) {
          for (const step of screen.steps) await step(stage);
          const themes = THEMED.has(screen.page) ? (['dark', 'light'] as const) : ([null] as const);
          for (const theme of themes) {
            if (theme) setDisplay(stage, { theme });
            await settled(stage, screen.page);
            const where = `${language} ${screen.page} "${screen.name}"${theme ? ` (${theme})` : ''}`;
            found.push(...(await problems(stage.pages[screen.page], where, language)));
          }
        }
      } finally {
        await stage.close();
      }
      expect(found).toEqual([]);
      // 32 screens and states, both display themes: 45 s alone on a loaded 2-core machine.
    }, 240_000);
  }
});

interface VenueScreen {
  readonly name: string;
  readonly path: string;
  /** Done on the page once it shows its tables. */
  readonly then?: (page: Page) => Promise<void>;
}

const VENUE_SCREENS: readonly VenueScreen[] = [
  { name: 'overview', path: '/venue' },
  { name: 'results', path: '/venue/results' },
  // Last: the focus walk after the list runs on this panel.
  {
    name: 'overview, director panel open',
    path: '/venue',
    then: async (page) => {
      await page.keyboard.press('d');
      await page.waitForSelector('[data-testid=venue-director]');
    },
  },
];

describe('the venue pages pass axe-core in every language', () => {
  const dir = tempDir('a11y-venue-');
  let browser: Browser;
  let screens: ScreenHost;
  let sim: SimTable;

  beforeAll(async () => {
    browser = await launchChromium();
    screens = await startScreenHost(join(dir.path, 'screen'), await testPages());
    sim = openSimTable(join(dir.path, 'table-1'), 1, screens.hub.url);
    sim.board(0);
  });
  afterAll(async () => {
    await browser?.close();
    await sim?.close();
    await screens?.close();
    dir.remove();
  });

  it('overview, director panel and results', async () => {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    const found: string[] = [];
    for (const language of LANGUAGES) {
      for (const screen of VENUE_SCREENS) {
        await page.goto(`${screens.server.url}${screen.path}?lang=${language}`);
        await page.waitForSelector(
          '[data-testid=venue-overview][data-tables="1"], [data-testid=venue-results]',
        );
        await screen.then?.(page);
        found.push(...(await problems(page, `${language} venue "${screen.name}"`, language)));
      }
    }
    // Focus shows on each of the director panel's controls (the page is open on it, in Hindi).
    const walk = await walkFocus(page);
    expect(walk.reached.length).toBeGreaterThan(3);
    found.push(...walk.unseen.map((line) => `venue director panel: ${line}`));
    await context.close();
    expect(found).toEqual([]);
  });
});

describe('the PIN forms pass axe-core in every language', () => {
  let browser: Browser;
  let host: Host;
  let server: RunningServer;
  const dir = tempDir('a11y-pin-');

  beforeAll(async () => {
    browser = await launchChromium();
    host = openHost({ dataDir: dir.path });
    server = await startWebServer(host, {
      port: 0,
      host: '127.0.0.1',
      pin: host.pin(),
      requirePin: true,
      staticDir: await testPages(),
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    host?.close();
    dir.remove();
  });

  it('console and timekeeper, asked and refused', async () => {
    const found: string[] = [];
    const wrong = host.pin() === '000000' ? '111111' : '000000';
    const reason = '[data-testid=pin-form] label span';
    for (const language of LANGUAGES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(
        (lang) => window.localStorage.setItem('carrom.console.language', lang),
        language,
      );
      const page = await context.newPage();
      for (const path of ['/console', '/timekeeper']) {
        await page.goto(`${server.url}${path}`);
        await page.waitForSelector('[data-testid=pin-form]');
        found.push(...(await problems(page, `${language} ${path} PIN asked`, language)));
        // One wrong PIN (the host allows a few before it makes a browser wait): the pages opened
        // after it show the refusal as their reason, in their language.
        if (language !== 'en' || path !== '/console') continue;
        await page.fill('[data-testid=pin-form] input', wrong);
        await page.click('[data-testid=pin-form] button[type=submit]');
        await page.waitForFunction(
          ({ selector, words }) => document.querySelector(selector)?.textContent === words,
          { selector: reason, words: consoleTranslator(language)('pin.wrong') },
        );
        found.push(...(await problems(page, `${language} ${path} PIN refused`, language)));
      }
      await context.close();
    }
    expect(found).toEqual([]);
  });
});
