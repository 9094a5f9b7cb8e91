import type { Browser, Page } from 'playwright-core';

/**
 * A screen's page in a context of its own (`size`, reduced motion), at `url`: a script error on
 * the page fails the test that opened it.
 */
export async function openScreenPage(
  browser: Browser,
  url: string,
  size: { readonly width: number; readonly height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport: size, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw new Error(`page error on ${url}: ${error.message}`);
  });
  await page.goto(url);
  return page;
}

/** An element's text with runs of white space as one space, names still isolated (FSI … PDI). */
export async function rawTextOf(page: Page, testId: string): Promise<string> {
  return ((await page.locator(`[data-testid="${testId}"]`).first().textContent()) ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text as read: the isolates around names (issue 23 item 11) left out. */
export async function textOf(page: Page, testId: string): Promise<string> {
  return (await rawTextOf(page, testId)).replace(/[\u2068\u2069]/g, '');
}
