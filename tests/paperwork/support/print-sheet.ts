import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { LANGUAGE_TAGS, type Language } from '../../../shared/i18n/languages';
import type { Harness } from '../../console/support/harness';

/**
 * The console's Print screen in `language`, made as an operator makes it (Settings, then
 * Print, UTC, fonts loaded, `shown` on the page), printed to a PDF kept at `pdfPath`; `read`
 * gets the page and the PDF before the browser context closes. The page must raise no error.
 */
export async function withPrintedSheet<T>(
  harness: Harness,
  language: Language,
  shown: string,
  pdfPath: string,
  read: (page: Page, pdf: Buffer) => Promise<T>,
): Promise<T> {
  const context = await harness.browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'UTC',
    locale: LANGUAGE_TAGS[language],
  });
  await context.addInitScript(
    (lang) => window.localStorage.setItem('carrom.console.language', lang),
    language,
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${harness.url}/console`);
    await page.waitForSelector('[data-testid=console][data-ready=true]');
    await page.click('[data-testid=tab-settings]');
    await page.click('[data-testid=print-sheet]');
    await page.waitForSelector(shown);
    await page.evaluate(() => document.fonts.ready);
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    writeFileSync(pdfPath, pdf);
    expect(errors).toEqual([]);
    return await read(page, pdf);
  } finally {
    await context.close();
  }
}
