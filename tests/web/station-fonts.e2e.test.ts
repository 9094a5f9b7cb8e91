/*
 * Issue 42 item 5: a phone opening a station downloads only the font files for the words it
 * shows, and asks for them while the page's words and state are still on their way, not after
 * it has mounted. In English that is the Latin subsets of the station's faces: no Chinese subset
 * for the link's dot (● lies in one of Noto Sans SC's), no woff copy. Real host, built pages,
 * Debian's Chromium.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltScreens, type BuiltScreens } from '../support/built-screens';
import { launchChromium } from '../support/chromium';
import { submitParsed } from '../support/parsed';
import { ashaAgainstBruno, ASHA_BREAKS } from '../support/matches';

const HOST_ORIGIN = { role: 'console', readOnly: false } as const;

/**
 * The station's working screen, once a match is on, and the font files it needs in English: the
 * running text's face in its two weights. The timekeeper's clocks are set in that face too (the
 * condensed display face was one more file, 21 kB, before its words were drawn on a weak Wi-Fi).
 */
const LATIN_TEXT_FACES = ['noto-sans-latin-500-normal', 'noto-sans-latin-700-normal'];
const STATIONS = [
  { path: '/umpire', marker: '[data-testid=umpire-board]', faces: LATIN_TEXT_FACES },
  { path: '/timekeeper', marker: '[data-testid=tk-where]', faces: LATIN_TEXT_FACES },
] as const;

/** Marks, in the page's own time, when the station's marker first appears. */
const MARKER_SCRIPT = (marker: string): string => `new MutationObserver((_, observer) => {
  if (!document.querySelector(${JSON.stringify(marker)})) return;
  window.__markerAt = performance.now();
  observer.disconnect();
}).observe(document, { subtree: true, childList: true });`;

describe("a station's first load fetches only the fonts of its words", () => {
  let screens: BuiltScreens | undefined;
  let browser: Browser;

  beforeAll(async () => {
    screens = await startBuiltScreens('station-fonts');
    expect(submitParsed(screens.host, ashaAgainstBruno(), HOST_ORIGIN).ok).toBe(true);
    expect(submitParsed(screens.host, ASHA_BREAKS, HOST_ORIGIN).ok).toBe(true);
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await screens?.close();
  });

  it.each(STATIONS)(
    "$path in English: its faces' Latin subsets only, asked for before the page mounts",
    async ({ path, marker, faces }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        await page.addInitScript({ content: MARKER_SCRIPT(marker) });
        await page.goto(`${screens!.server.url}${path}`);
        await page.locator(marker).waitFor();
        await page.evaluate(() => document.fonts.ready);
        await page.waitForLoadState('networkidle');
        const { fonts, markerAt } = await page.evaluate(() => ({
          fonts: performance
            .getEntriesByType('resource')
            .filter((entry) => /\.woff2?$/.test(entry.name))
            .map((entry) => ({ file: entry.name.replace(/^.*\//, ''), startTime: entry.startTime })),
          markerAt: (window as unknown as { __markerAt: number }).__markerAt,
        }));
        expect(fonts.length).toBeGreaterThan(0);
        // Nor Noto Sans SC's ~200 @font-face rules (55 kB of the fonts' stylesheet): no Chinese here.
        const chineseFaces = await page.evaluate(
          () =>
            [...document.styleSheets]
              .flatMap((sheet) => [...sheet.cssRules])
              .filter((rule) => rule instanceof CSSFontFaceRule && rule.cssText.includes('Noto Sans SC'))
              .length,
        );
        expect(chineseFaces).toBe(0);
        expect([...new Set(fonts.map(({ file }) => file.replace(/-[\w-]{8}\.woff2$/, '')))].sort()).toEqual(
          faces,
        );
        // Each face the page's first words are drawn in was asked for before those words were in the DOM.
        expect(
          fonts
            .filter((font) => font.startTime < markerAt)
            .map((font) => font.file)
            .sort(),
        ).toEqual(fonts.map((font) => font.file).sort());
      } finally {
        await context.close();
      }
    },
  );

  it.each(STATIONS)(
    '$path in English with a Chinese name: brings in the Chinese face when the name is on the page',
    async ({ path, marker }) => {
      const chinese = await startBuiltScreens('station-fonts-han');
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const match = {
          ...ashaAgainstBruno(),
          sides: [
            { name: '王芳', players: ['王芳'] },
            { name: 'Bruno', players: ['Bruno'] },
          ],
        };
        expect(submitParsed(chinese.host, match, HOST_ORIGIN).ok).toBe(true);
        expect(submitParsed(chinese.host, ASHA_BREAKS, HOST_ORIGIN).ok).toBe(true);
        const page = await context.newPage();
        await page.goto(`${chinese.server.url}${path}`);
        await page.locator(marker).waitFor();
        await expect
          .poll(() =>
            page.evaluate(() =>
              [...document.styleSheets].some((sheet) => (sheet.href ?? '').includes('fonts-han')),
            ),
          )
          .toBe(true);
        await page.evaluate(() => document.fonts.load('500 16px "Noto Sans SC"', '王芳'));
        const faces = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => entry.name.replace(/^.*\//, ''))
            .filter((file) => file.startsWith('noto-sans-sc-')),
        );
        expect(faces.length).toBeGreaterThan(0);
      } finally {
        await context.close();
        await chinese.close();
      }
    },
  );
});
