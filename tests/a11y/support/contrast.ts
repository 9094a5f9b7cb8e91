/*
 * Text contrast measured on the rendered page (WCAG 2.2 relative luminance): for every piece of
 * text shown, its colour (computed, with the opacity of it and its ancestors) against the pixels
 * under its glyphs. Two screenshots: the page as it is, and the page with all text made
 * transparent (what is behind the text); the glyphs are where the two differ, inside the text's
 * boxes. The worst such pixel counts, so a gradient, a glow or a panel edge under a word is
 * measured as drawn. axe leaves text on gradients "to review"; this does not.
 */
import type { Browser, Page } from 'playwright-core';

export interface TextContrast {
  /** The element and its text, shortened. */
  readonly what: string;
  /** The lowest contrast ratio of the text's colour against the pixels behind it. */
  readonly ratio: number;
}

interface TextPiece {
  readonly what: string;
  readonly rgba: readonly [number, number, number, number];
  /** The text's line boxes, in CSS pixels of the viewport. */
  readonly rects: readonly { x: number; y: number; width: number; height: number }[];
}

function settle(page: Page): Promise<unknown> {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Every visible piece of text inside `within` (an element's own text), its colour and boxes. */
function textPieces(page: Page, within: string): Promise<TextPiece[]> {
  return page.evaluate((within) => {
    const parse = (colour: string): [number, number, number, number] => {
      const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const pieces: TextPiece[] = [];
    const root = document.querySelector(within);
    if (!root) return [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const byElement = new Map<Element, TextPiece>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim()) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      let opacity = 1;
      for (let at: Element | null = element; at; at = at.parentElement)
        opacity *= Number(getComputedStyle(at).opacity);
      const rgba = parse(getComputedStyle(element).color);
      rgba[3] *= opacity;
      if (rgba[3] < 0.05) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()]
        .filter((rect) => rect.width >= 1 && rect.height >= 1)
        .map((rect) => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height }));
      if (rects.length === 0) continue;
      const known = byElement.get(element);
      if (known) {
        (known.rects as typeof rects).push(...rects);
        continue;
      }
      const id = element.getAttribute('data-testid');
      const what = `${element.tagName.toLowerCase()}${id ? `[${id}]` : ''}.${[...element.classList].filter((c) => !c.startsWith('svelte-')).join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
      const piece = { what, rgba, rects };
      byElement.set(element, piece);
      pieces.push(piece);
    }
    return pieces;
  }, within);
}

/** Every text drawn transparent: what remains is what is drawn behind the texts. */
const HIDE_TEXT = `*, *::before, *::after { color: transparent !important; text-shadow: none !important;
  -webkit-text-stroke-color: transparent !important; caret-color: transparent !important; }`;

/**
 * The contrast of every visible text of `page` as drawn now. `scratch` is a blank page of the
 * same browser, where the screenshot's pixels are read back through a canvas.
 */
export async function measureTextContrast(
  page: Page,
  scratch: Page,
  within = 'body',
): Promise<TextContrast[]> {
  const pieces = await textPieces(page, within);
  await settle(page);
  const drawn = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  // A constructed style sheet: the pages allow no inline <style> (style-src 'self'), and the
  // measurement must not loosen the policy the pages are served with.
  const hide = await page.evaluateHandle((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return sheet;
  }, HIDE_TEXT);
  const scale = await page.evaluate(() => window.devicePixelRatio);
  let shot: Buffer;
  try {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  } finally {
    await hide.evaluate((sheet) => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((one) => one !== sheet);
    });
  }
  return scratch.evaluate(
    async ({ drawn, behind, pieces, scale }) => {
      const read = async (
        png: string,
      ): Promise<{ data: Uint8ClampedArray; width: number; height: number }> => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        context.drawImage(image, 0, 0);
        const { width, height } = canvas;
        return { data: context.getImageData(0, 0, width, height).data, width, height };
      };
      const withText = await read(drawn);
      const { data: pixels, width, height } = await read(behind);
      const channel = (value: number): number => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (r: number, g: number, b: number): number =>
        0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      /**
       * A glyph of this text covers the pixel: drawn with text, it differs from the page without,
       * and towards the text's own colour (not another text's whose box overlaps this one).
       */
      const glyph = (at: number, colour: readonly number[]): boolean => {
        let change = 0;
        let towards = 0;
        for (let c = 0; c < 3; c += 1) {
          const drawnValue = withText.data[at + c]!;
          const behindValue = pixels[at + c]!;
          change = Math.max(change, Math.abs(drawnValue - behindValue));
          towards += (behindValue - colour[c]!) ** 2 - (drawnValue - colour[c]!) ** 2;
        }
        return change > 32 && towards > 0;
      };
      const results: TextContrast[] = [];
      for (const piece of pieces) {
        const [r, g, b, a] = piece.rgba;
        let worst = Infinity;
        for (const rect of piece.rects) {
          const x0 = Math.max(0, Math.floor(rect.x * scale));
          const y0 = Math.max(0, Math.floor(rect.y * scale));
          const x1 = Math.min(width, Math.ceil((rect.x + rect.width) * scale));
          const y1 = Math.min(height, Math.ceil((rect.y + rect.height) * scale));
          for (let y = y0; y < y1; y += 1) {
            for (let x = x0; x < x1; x += 1) {
              const at = (y * width + x) * 4;
              if (!glyph(at, piece.rgba)) continue;
              const br = pixels[at]!;
              const bg = pixels[at + 1]!;
              const bb = pixels[at + 2]!;
              const fore = luminance(r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a));
              const back = luminance(br, bg, bb);
              const ratio = (Math.max(fore, back) + 0.05) / (Math.min(fore, back) + 0.05);
              if (ratio < worst) worst = ratio;
            }
          }
        }
        // Text hidden under something opaque shows no glyph: nothing of it is seen to measure.
        if (worst !== Infinity) results.push({ what: piece.what, ratio: Math.round(worst * 100) / 100 });
      }
      return results;
    },
    { drawn: drawn.toString('base64'), behind: shot.toString('base64'), pieces, scale },
  );
}

/** A blank page to read screenshots back in (no Content-Security-Policy in its way). */
export async function scratchPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent('<!doctype html><title>scratch</title>');
  return page;
}
