/*
 * Shared set-up of the display e2e tests: build the display and overlay pages, serve them
 * from a fake host, and drive Debian's Chromium with playwright-core.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import type { StatePush } from '../../shared/contract/contract';
import { LANGUAGE_TAGS } from '../../shared/i18n/languages';
import { launchChromium } from '../support/chromium';
import { testPages } from '../support/test-pages';
import { startFakeHost, type FakeHost } from './fake-host';

export const ARTIFACTS_DIR = fileURLToPath(new URL('../../test-artifacts/display/', import.meta.url));

/** The built display and overlay pages (one build shared by every test file: tests/support/test-pages.ts). */
export function buildPages(): Promise<string> {
  return testPages();
}

export interface Harness {
  readonly host: FakeHost;
  readonly browser: Browser;
  close(): Promise<void>;
}

export async function startHarness(_name: string, initial: StatePush | null): Promise<Harness> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const root = await buildPages();
  const host = await startFakeHost(root, initial);
  const browser = await launchChromium();
  return {
    host,
    browser,
    async close() {
      await browser.close();
      await host.stop();
    },
  };
}

/** Console errors of every page opened, except the expected failures while the host is down. */
export const consoleErrors: string[] = [];

export async function openPage(
  harness: Harness,
  path: string,
  size: { width: number; height: number },
  reducedMotion: 'reduce' | 'no-preference' = 'reduce',
): Promise<Page> {
  const context = await harness.browser.newContext({ viewport: size, reducedMotion });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    consoleErrors.push(error.message);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/WebSocket connection to .* failed|ERR_CONNECTION_REFUSED/.test(message.text())) return;
    consoleErrors.push(message.text());
  });
  await page.goto(`${harness.host.origin}${path}`);
  return page;
}

/**
 * How long a display test waits for the page to reach a state. Generous on purpose: the wait
 * ends as soon as the state is there, and on a loaded 2-core machine (the whole suite, a build
 * beside it) a page can take several seconds to take a push.
 */
export const PAGE_STATE_TIMEOUT_MS = 30_000;

/** Waits until the page shows this push and its fonts and fitted text have settled. */
export async function showsRevision(page: Page, revision: number): Promise<void> {
  await page.waitForSelector(`[data-revision="${revision}"]`, { timeout: PAGE_STATE_TIMEOUT_MS });
  // Each language's words load on their own: until they are in, the page shows (and its `lang`
  // says) the language before. The push is shown once its language's words are.
  await page.waitForFunction(
    (tags) => {
      const root = document.querySelector('[data-language]');
      const wanted = root?.getAttribute('data-language');
      return !root || !wanted || root.getAttribute('lang') === tags[wanted];
    },
    LANGUAGE_TAGS as Readonly<Record<string, string>>,
    { timeout: PAGE_STATE_TIMEOUT_MS },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
