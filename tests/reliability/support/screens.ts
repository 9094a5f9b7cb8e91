/*
 * Real screens for the reliability tests: the display page built from renderer/, served by the
 * REAL host (store, engine, web server) on loopback, in Debian's Chromium.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openHost, type Host, type HostOptions } from '../../../electron/host/host';
import { startWebServer, type RunningServer } from '../../../electron/app/web-server';
import { launchChromium as launchTestChromium } from '../../support/chromium';
import { testPages } from '../../support/test-pages';

/** The built display page (one build shared by every test file: tests/support/test-pages.ts). */
export function buildDisplayPages(): Promise<string> {
  return testPages();
}

/** Display pages in other windows keep their timers and frames: nothing here is a hidden tab. */
export function launchChromium(): Promise<Browser> {
  return launchTestChromium(['--disable-background-timer-throttling', '--disable-renderer-backgrounding']);
}

export interface ServedHost {
  readonly host: Host;
  readonly server: RunningServer;
  readonly url: string;
  readonly wsUrl: (role: 'console' | 'display' | 'overlay') => string;
  close(): Promise<void>;
}

/** The real host and web server in this process, serving `staticDir`. */
export async function serveHost(options: HostOptions & { readonly staticDir: string }): Promise<ServedHost> {
  const { staticDir, ...hostOptions } = options;
  const host = openHost(hostOptions);
  let server: RunningServer;
  try {
    server = await startWebServer(host, { port: 0, host: '127.0.0.1', pin: host.pin(), staticDir });
  } catch (error) {
    host.close();
    throw error;
  }
  let closed = false;
  return {
    host,
    server,
    url: server.url,
    wsUrl: (role) => `${server.url.replace(/^http/, 'ws')}/ws?role=${role}`,
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
      host.close();
    },
  };
}

/** Page errors of every display opened (a script error is a failure of the test). */
export const pageErrors: string[] = [];

/** A display page in a context of its own (a window of its own: never a throttled background tab). */
export async function openDisplay(
  browser: Browser,
  url: string,
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${url}/display`);
  return { page, context };
}

/** What the display shows: its revision and the scores of the sides ("12|9"). */
export async function shown(page: Page): Promise<{ revision: number | null; scores: string }> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-testid=display]');
    const revision = root?.getAttribute('data-revision');
    const scores = Array.from(
      document.querySelectorAll('[data-testid^="score-"]'),
      (el) => el.textContent?.trim() ?? '',
    );
    return { revision: revision ? Number(revision) : null, scores: scores.join('|') };
  });
}

/** Waits until the display shows `revision` with `scores`; fails with what it shows instead. */
export async function waitShown(
  page: Page,
  revision: number,
  scores: string,
  timeoutMs = 5000,
): Promise<void> {
  try {
    await page.waitForFunction(
      ({ revision, scores }) => {
        const root = document.querySelector('[data-testid=display]');
        const texts = Array.from(
          document.querySelectorAll('[data-testid^="score-"]'),
          (el) => el.textContent?.trim() ?? '',
        );
        return root?.getAttribute('data-revision') === String(revision) && texts.join('|') === scores;
      },
      { revision, scores },
      { timeout: timeoutMs },
    );
  } catch (_error) {
    const now = await shown(page);
    throw new Error(
      `the display shows revision ${now.revision} "${now.scores}", expected revision ${revision} "${scores}"`,
    );
  }
}
