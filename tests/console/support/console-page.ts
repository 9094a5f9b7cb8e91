import type { Browser, Page } from 'playwright-core';
import type { Language } from '../../../shared/i18n/languages';

export interface SideReading {
  readonly score: number;
  readonly breaks: boolean;
  readonly queenCounts: boolean;
}

/** `query`: what follows /console in its URL (the start-up token of a host run as `npm start` runs it). */
export async function openConsole(
  browser: Browser,
  url: string,
  language: Language = 'en',
  query = '',
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 960 }, acceptDownloads: true });
  await context.addInitScript(
    (lang) => window.localStorage.setItem('carrom.console.language', lang),
    language,
  );
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw new Error(`console page error: ${error.message}`);
  });
  // A Content-Security-Policy violation or a missing file shows up only as a console error.
  page.on('console', (message) => {
    if (message.type() === 'error') throw new Error(`console page logged an error: ${message.text()}`);
  });
  await page.goto(`${url}/console${query}`);
  await page.waitForSelector('[data-testid=connection][data-status=connected]');
  await waitReady(page);
  return page;
}

export async function revision(page: Page): Promise<number> {
  return Number(await page.getAttribute('[data-testid=console]', 'data-revision'));
}

/** The console has the host's latest state and its own replay of it. */
export async function waitReady(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid=console][data-ready=true]');
}

/** Runs an action that must change the state, and waits until the console shows the change. */
export async function changes(page: Page, action: () => Promise<void>): Promise<void> {
  const before = await revision(page);
  await action();
  await page.waitForFunction((previous) => {
    const root = document.querySelector('[data-testid=console]');
    return (
      !!root &&
      Number(root.getAttribute('data-revision')) > previous &&
      root.getAttribute('data-ready') === 'true'
    );
  }, before);
}

export async function press(page: Page, ...keys: string[]): Promise<void> {
  for (const key of keys) await page.keyboard.press(key);
}

export async function readSides(page: Page): Promise<SideReading[]> {
  return page.$$eval('[data-testid=score-panel] article.side', (nodes) =>
    nodes.map((node) => ({
      score: Number(node.getAttribute('data-score')),
      breaks: node.getAttribute('data-breaks') === 'true',
      queenCounts: node.getAttribute('data-queen-counts') === 'true',
    })),
  );
}

export async function text(page: Page, selector: string): Promise<string> {
  return ((await page.textContent(selector)) ?? '').replace(/\s+/g, ' ').trim();
}

export interface NewMatch {
  readonly type?: 'singles' | 'doubles';
  readonly players: readonly (readonly string[])[];
  readonly event?: string;
  readonly table?: string;
  readonly umpire?: string;
}

/** Fills the set-up form and creates the match; the console then asks for the toss. */
export async function createMatch(page: Page, match: NewMatch): Promise<void> {
  await page.click('[data-testid=tab-setup]');
  if (match.type === 'doubles') await page.click('button:has-text("Doubles")');
  for (const [side, players] of match.players.entries()) {
    for (const [index, name] of players.entries())
      await page.fill(`[data-testid=player-${side}-${index}]`, name);
  }
  if (match.event) await page.fill('[data-testid=info-event]', match.event);
  if (match.table) await page.fill('[data-testid=info-table]', match.table);
  if (match.umpire) await page.fill('[data-testid=info-umpire]', match.umpire);
  await startNewMatch(page);
  await page.waitForSelector('[data-testid=toss-panel]');
}

/**
 * Clicks "Start the match" on the set-up form; when another match is still running the console
 * asks first, and the test answers "start the new one" (the running match stays in the history).
 */
export async function startNewMatch(page: Page): Promise<void> {
  await changes(page, async () => {
    const before = await revision(page);
    await page.click('[data-testid=create-match]');
    const asked = await page.waitForFunction((previous) => {
      if (document.querySelector('[data-testid=running-match-start]')) return 'asked';
      const root = document.querySelector('[data-testid=console]');
      return Number(root?.getAttribute('data-revision')) > previous ? 'started' : false;
    }, before);
    if ((await asked.jsonValue()) === 'asked') await page.click('[data-testid=running-match-start]');
  });
}
