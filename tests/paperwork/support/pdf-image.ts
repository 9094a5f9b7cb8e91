/*
 * A PDF's pages as PNG images, drawn by pdf.js (unpdf's build) in Chromium: what a reader of
 * the PDF sees, margin boxes (running header, page numbers) included, which a screenshot of the
 * print page does not show. One page with pdf.js loaded serves every PDF drawn with a browser.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const PDFJS = join(dirname(require.resolve('unpdf')), 'pdfjs.mjs');
const ORIGIN = 'http://pdf-pages.invalid';

/** The pdf.js page of each browser, opened on its first PDF and closed with the browser. */
const readers = new WeakMap<Browser, Promise<Page>>();

async function openReader(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 900, height: 1200 } });
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
  return page;
}

function reader(browser: Browser): Promise<Page> {
  let page = readers.get(browser);
  if (!page) {
    page = openReader(browser);
    readers.set(browser, page);
  }
  return page;
}

export async function savePdfPages(
  browser: Browser,
  pdf: Uint8Array,
  pathOf: (page: number) => string,
): Promise<number> {
  const page = await reader(browser);
  const count = await page.evaluate(async (bytes) => {
    type Pdfjs = {
      getDocument(options: object): {
        destroy(): Promise<void>;
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
    // The pages of the PDF drawn before go: only this one's are on the page.
    document.body.replaceChildren();
    const loading = pdfjs.getDocument({ data: new Uint8Array(bytes) });
    const doc = await loading.promise;
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
    const pages = doc.numPages;
    await loading.destroy();
    return pages;
  }, Array.from(pdf));
  for (let n = 1; n <= count; n += 1) {
    writeFileSync(pathOf(n), await page.locator(`#page-${n}`).screenshot());
  }
  return count;
}
