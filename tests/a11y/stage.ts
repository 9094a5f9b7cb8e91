/*
 * The accessibility tests' stage: one Debian Chromium for a whole test file, and per language a
 * REAL host (store, engine, web server) on a fresh data folder serving the shared test build,
 * with the console, display, overlay and timekeeper pages open on it in that language.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { openHost, type Host } from '../../electron/host/host';
import { startWebServer, type RunningServer } from '../../electron/app/web-server';
import { LANGUAGE_TAGS, type Language } from '../../shared/i18n/languages';
import { testPages } from '../support/test-pages';
import { changes, openConsole, waitReady } from '../console/support/console-page';
import { submitParsed } from '../support/parsed';

export const CONSOLE_ORIGIN = { role: 'console', readOnly: false } as const;

export type PageName = 'console' | 'display' | 'overlay' | 'timekeeper' | 'umpire';

export interface Stage {
  readonly language: Language;
  readonly host: Host;
  readonly url: string;
  readonly pages: Readonly<Record<PageName, Page>>;
  close(): Promise<void>;
}

/** Throws on a page's script error or logged error: a page that breaks is no page to check. */
function watch(page: Page, name: string): void {
  page.on('pageerror', (error) => {
    throw new Error(`${name} page error: ${error.message}`);
  });
}

async function openScreen(
  browser: Browser,
  url: string,
  size: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport: size, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

export async function openStage(browser: Browser, language: Language): Promise<Stage> {
  const staticDir = await testPages();
  const dataDir = mkdtempSync(join(tmpdir(), `carrom-a11y-${language}-`));
  const host = openHost({ dataDir });
  let server: RunningServer;
  try {
    server = await startWebServer(host, { port: 0, host: '127.0.0.1', pin: host.pin(), staticDir });
  } catch (error) {
    host.close();
    throw error;
  }
  const done = submitParsed(host, { type: 'UpdateDisplay', language }, CONSOLE_ORIGIN);
  if (!done.ok) throw new Error(`the host refused the display's language: ${JSON.stringify(done)}`);
  const consolePage = await openConsole(browser, server.url, language);
  const display = await openScreen(browser, `${server.url}/display`, { width: 1920, height: 1080 });
  const overlay = await openScreen(browser, `${server.url}/overlay`, { width: 1920, height: 1080 });
  const timekeeperContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await timekeeperContext.addInitScript(
    (lang) => window.localStorage.setItem('carrom.console.language', lang),
    language,
  );
  const timekeeper = await timekeeperContext.newPage();
  await timekeeper.goto(`${server.url}/timekeeper`);
  const umpireContext = await browser.newContext({ viewport: { width: 800, height: 1280 } });
  await umpireContext.addInitScript(
    (lang) => window.localStorage.setItem('carrom.console.language', lang),
    language,
  );
  const umpire = await umpireContext.newPage();
  await umpire.goto(`${server.url}/umpire`);
  for (const [name, page] of [
    ['display', display],
    ['overlay', overlay],
    ['timekeeper', timekeeper],
    ['umpire', umpire],
  ] as const)
    watch(page, name);
  return {
    language,
    host,
    url: server.url,
    pages: { console: consolePage, display, overlay, timekeeper, umpire },
    async close() {
      for (const page of [consolePage, display, overlay, timekeeper, umpire]) await page.context().close();
      await server.close();
      host.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The page shows the host's latest state (and its fonts have loaded and laid out). */
export async function settled(stage: Stage, name: PageName): Promise<void> {
  const page = stage.pages[name];
  const revision = stage.host.current().revision;
  if (name === 'console') {
    await waitReady(page);
    await page.waitForFunction(
      (want) =>
        Number(document.querySelector('[data-testid=console]')?.getAttribute('data-revision')) >= want,
      revision,
    );
  } else if (name === 'umpire') {
    await page.waitForSelector('[data-testid=umpire-link].connected');
    await page.waitForSelector('[data-testid=umpire-no-match], [data-testid=umpire-board]');
  } else if (name === 'timekeeper') {
    await page.waitForSelector('[data-testid=tk-link].connected');
    await page.waitForSelector('[data-testid=tk-no-match], [data-testid=tk-where]');
  } else {
    await page.waitForSelector(`[data-revision="${revision}"]`);
  }
  // Each language's words load on their own; a page's `lang` says which it shows.
  await page.waitForFunction((tag) => document.documentElement.lang === tag, LANGUAGE_TAGS[stage.language]);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** A display setting changed from the host, as the console's Display screen changes it. */
export function setDisplay(stage: Stage, settings: Record<string, unknown>): void {
  const done = submitParsed(stage.host, { type: 'UpdateDisplay', ...settings }, CONSOLE_ORIGIN);
  if (!done.ok) throw new Error(`the host refused ${JSON.stringify(settings)}: ${JSON.stringify(done)}`);
}

export async function tab(stage: Stage, id: string): Promise<void> {
  await stage.pages.console.click(`[data-testid=tab-${id}]`);
  await stage.pages.console.waitForSelector(`[data-testid=tab-${id}][aria-current=page]`);
}

/** Keys typed on the console that must record something: waits until the console shows it. */
export async function typedAndRecorded(stage: Stage, ...keys: string[]): Promise<void> {
  const page = stage.pages.console;
  for (const key of keys.slice(0, -1)) await page.keyboard.press(key);
  await changes(page, () => page.keyboard.press(keys[keys.length - 1]!));
}
