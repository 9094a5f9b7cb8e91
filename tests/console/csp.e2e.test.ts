/**
 * Every built page renders in a real Chromium under the host's policy, which allows no inline
 * styles, no `<base>` and no form posts, and the browser reports no violation of it: the pages'
 * styles are files, and what they set from script (Svelte's `style:` directives) goes through the
 * CSSOM. Needs `npm run build`.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltScreens, type BuiltScreens } from '../support/built-screens';
import { launchChromium } from '../support/chromium';
import { join } from 'node:path';
import { CONSOLE, ENDLESS_MATCH, tempDir } from '../host/helpers';
import { startScreenHost } from '../venue/screen-host';
import { submitParsed } from '../support/parsed';

let screens: BuiltScreens;
let browser: Browser;

beforeAll(async () => {
  screens = await startBuiltScreens('csp');
  // A match under way: the display and overlay draw their side colours and scores.
  expect(submitParsed(screens.host, ENDLESS_MATCH, CONSOLE)).toMatchObject({ ok: true });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await screens?.close();
});

/** A page that records every policy violation (and every console message about the policy) from the start. */
async function watchedPage(
  path: string,
  base = screens.server.url,
): Promise<{ page: Page; violations: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  const response = await page.goto(`${base}${path}`);
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  expect(policy).toContain("style-src 'self';");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("form-action 'none'");
  return { page, violations };
}

describe('the pages under a policy without inline styles', () => {
  it.each([
    ['/display', '[data-testid=display]'],
    ['/overlay', '[data-testid=overlay-bar]'],
    ['/timekeeper', '[data-testid=timekeeper]'],
  ])('%s renders with no violation', async (path, ready) => {
    const { page, violations } = await watchedPage(path);
    await page.waitForSelector(ready);
    // A second's settling: fitted text and the first pushes have been drawn.
    await page.waitForTimeout(1000);
    expect(violations).toEqual([]);
    await page.close();
  });

  it('the console renders every tab, the live preview of the display included, with no violation', async () => {
    const { page, violations } = await watchedPage('/console');
    await page.waitForSelector('[data-testid=connection][data-status=connected]');
    for (const tab of ['match', 'setup', 'matches', 'corrections', 'display', 'led', 'settings']) {
      await page.click(`[data-testid=tab-${tab}]`);
      if (tab === 'display') {
        await page.waitForSelector('[data-testid=live-preview] iframe');
        const preview = page.frameLocator('[data-testid=live-preview] iframe');
        await preview.locator('[data-testid=display]').waitFor();
        // The preview's scaling is set from script: it must have taken effect.
        const transform = await page
          .locator('[data-testid=live-preview] iframe')
          .evaluate((frame) => getComputedStyle(frame).transform);
        expect(transform).toMatch(/^matrix\(0\.\d+/);
      }
      await page.waitForTimeout(300);
    }
    expect(violations).toEqual([]);
    await page.close();
  });

  it.each(['/venue', '/venue/results'])('%s of a host in a venue renders with no violation', async (path) => {
    const dir = tempDir();
    const venue = await startScreenHost(join(dir.path, 'data'));
    try {
      const { page, violations } = await watchedPage(path, venue.server.url);
      await page.waitForSelector('[data-testid=venue-overview], main');
      await page.waitForTimeout(1000);
      expect(violations).toEqual([]);
      await page.close();
    } finally {
      await venue.close();
      dir.remove();
    }
  });

  it('a side colour the display sets from script takes effect', async () => {
    const { page, violations } = await watchedPage('/display');
    await page.waitForSelector('[data-testid=display]');
    const custom = await page.evaluate(() => {
      const styled = [...document.querySelectorAll<HTMLElement>('[style]')];
      return styled.map((element) => element.style.cssText).filter((text) => text.includes('--'));
    });
    expect(custom.length).toBeGreaterThan(0);
    expect(violations).toEqual([]);
    // The watch itself works: a style attribute set as markup is refused and reported.
    await page.evaluate(() => document.body.setAttribute('style', 'outline: 1px solid red'));
    await expect.poll(() => violations.join('\n')).toMatch(/style-src/);
    await page.close();
  });
});
