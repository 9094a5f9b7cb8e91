/*
 * A PDF's pages as PNG images, drawn by pdf.js (unpdf's build) in Chromium: what a reader of
 * the PDF sees, margin boxes (running header, page numbers) included, which a screenshot of the
 * print page does not show.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';

const require = createRequire(import.meta.url);
const PDFJS = join(dirname(require.resolve('unpdf')), 'pdfjs.mjs');
const ORIGIN = 'http://pdf-pages.invalid';

export async function savePdfPages(
  browser: Browser,
  pdf: Uint8Array,
  pathOf: (page: number) => string,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 900, height: 1200 } });
  try {
    const page = await context.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/pdfjs.mjs') {
        return route.fulfill({ contentType: 'text/javascript', body: readFileSync(PDFJS) });
      }
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><body style="margin:0;background:#888"><script type="module">
          import * as pdfjs from './pdfjs.mjs';
          window.pdfjs = pdfjs;
          window.pdfReady = true;
        </script></body>`,
      });
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => (window as unknown as { pdfReady?: boolean }).pdfReady === true);
    const count = await page.evaluate(async (bytes) => {
      type Pdfjs = {
        getDocument(options: object): {
          promise: Promise<{
            numPages: number;
            getPage(n: number): Promise<{
              getViewport(o: { scale: number }): { width: number; height: number };
              render(o: object): { promise: Promise<void> };
            }>;
          }>;
        };
      };
      const pdfjs = (window as unknown as { pdfjs: Pdfjs }).pdfjs;
      const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
      for (let n = 1; n <= doc.numPages; n += 1) {
        const pdfPage = await doc.getPage(n);
        const viewport = pdfPage.getViewport({ scale: 1.4 });
        const canvas = document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.id = `page-${n}`;
        canvas.style.display = 'block';
        canvas.style.marginBottom = '8px';
        document.body.append(canvas);
        await pdfPage.render({ canvasContext: canvas.getContext('2d'), viewport }).promise;
      }
      return doc.numPages;
    }, Array.from(pdf));
    for (let n = 1; n <= count; n += 1) {
      writeFileSync(pathOf(n), await page.locator(`#page-${n}`).screenshot());
    }
    return count;
  } finally {
    await context.close();
  }
}
