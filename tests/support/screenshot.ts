/*
 * A page's viewport saved as a PNG test artifact, encoded for speed: Chromium's fast PNG setting
 * (CDP Page.captureScreenshot with optimizeForSpeed) gives the same pixels as page.screenshot in
 * about a third of the time, in a larger file. The test files that photograph every state in every
 * language spent more time encoding PNGs than checking the states. As page.screenshot does, the
 * page's fonts have loaded and the text caret is hidden while it is taken.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/**
 * Saves the viewport of `page` at `path` (device pixels, as page.screenshot); with
 * `omitBackground`, where the page draws no background is transparent. Returns the PNG.
 */
export async function saveScreenshot(
  page: Page,
  path: string,
  options: { readonly omitBackground?: boolean } = {},
): Promise<Buffer> {
  const cdp = await sessionOf(page);
  // A constructed style sheet: the pages allow no inline <style> (style-src 'self').
  const caretHidden = await page.evaluateHandle(async () => {
    await document.fonts.ready;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { caret-color: transparent !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return sheet;
  });
  if (options.omitBackground) {
    await cdp.send('Emulation.setDefaultBackgroundColorOverride', { color: { r: 0, g: 0, b: 0, a: 0 } });
  }
  try {
    // The viewport where the page is scrolled to, in device pixels: page.screenshot's clip.
    const { cssVisualViewport: view } = await cdp.send('Page.getLayoutMetrics');
    const scale = await page.evaluate(() => window.devicePixelRatio);
    const clip = { x: view.pageX, y: view.pageY, width: view.clientWidth, height: view.clientHeight, scale };
    const { data } = await cdp.send('Page.captureScreenshot', {
      format: 'png',
      optimizeForSpeed: true,
      clip,
      captureBeyondViewport: false,
    });
    const png = Buffer.from(data, 'base64');
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, png);
    return png;
  } finally {
    if (options.omitBackground) await cdp.send('Emulation.setDefaultBackgroundColorOverride', {});
    await caretHidden.evaluate((sheet) => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((one) => one !== sheet);
    });
    await caretHidden.dispose();
  }
}
