/*
 * Issue 25, item 2: one condensed face (Roboto Condensed) draws Latin, Cyrillic and Greek on the
 * display, so "Иван Петров" beside "Bruno" is not set in a wider, bigger fallback; Chinese is in
 * Noto Sans SC and Devanagari in Noto Sans Devanagari, condensed on its width axis. Chromium says
 * which fonts it drew each name with (DevTools protocol: CSS.getPlatformFontsForNode).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { push, side, singlesView } from './fixtures';
import { consoleErrors, openPage, showsRevision, startHarness, type Harness } from './harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness('fonts', null);
}, 60_000);

afterAll(async () => {
  await harness?.close();
  expect(consoleErrors, 'errors in the page consoles').toEqual([]);
});

/** The fonts Chromium drew an element's text with, by family name, with glyph counts. */
async function fontsOf(page: Page, selector: string): Promise<Readonly<Record<string, number>>> {
  const client = await page.context().newCDPSession(page);
  await client.send('DOM.enable');
  await client.send('CSS.enable');
  const { root } = await client.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await client.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  // The fonts used for the element's child text nodes (the name is its only child).
  const { fonts } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
  await client.detach();
  const used: Record<string, number> = {};
  for (const font of fonts) used[font.familyName] = (used[font.familyName] ?? 0) + font.glyphCount;
  return used;
}

async function showNames(page: Page, names: readonly [string, string]): Promise<void> {
  const state = push(singlesView({ sides: [side(0, names[0]), side(1, names[1])] }));
  harness.host.push(state);
  await showsRevision(page, state.revision);
}

describe('one condensed face, with partners for Chinese and Devanagari', () => {
  it('Latin, Cyrillic and Greek names are all Roboto Condensed', async () => {
    const page = await openPage(harness, '/display', { width: 1920, height: 1080 });
    for (const names of [
      ['Bruno Rossi', 'Иван Петров'],
      ['Łukasz Wiśniewski', 'Αλέξανδρος Παππάς'],
    ] as const) {
      await showNames(page, names);
      for (const index of [0, 1]) {
        const fonts = await fontsOf(page, `[data-testid="side-${index}"] [data-testid="side-name"]`);
        expect(Object.keys(fonts), `${names[index]}: ${JSON.stringify(fonts)}`).toEqual(['Roboto Condensed']);
      }
    }
    await page.context().close();
  }, 120_000);

  it('Chinese in Noto Sans SC, Devanagari in Noto Sans Devanagari; digits and Latin still Roboto Condensed', async () => {
    const page = await openPage(harness, '/display', { width: 1920, height: 1080 });
    await showNames(page, ['王明 Li', 'राहुल शर्मा 2']);
    const chinese = await fontsOf(page, '[data-testid="side-0"] [data-testid="side-name"]');
    // Chromium names a web font by the family inside the file ("Noto Sans SC Thin" for the SC files).
    const han = Object.entries(chinese).filter(([family]) => /Noto Sans SC/.test(family));
    expect(
      han.reduce((sum, [, glyphs]) => sum + glyphs, 0),
      JSON.stringify(chinese),
    ).toBe(2);
    expect(chinese['Roboto Condensed'], JSON.stringify(chinese)).toBeGreaterThanOrEqual(2);
    const hindi = await fontsOf(page, '[data-testid="side-1"] [data-testid="side-name"]');
    expect(
      Object.keys(hindi).some((family) => /Noto Sans Devanagari/.test(family)),
      JSON.stringify(hindi),
    ).toBe(true);
    expect(hindi['Roboto Condensed'], JSON.stringify(hindi)).toBeGreaterThanOrEqual(1);
    await page.context().close();
  }, 120_000);

  it('the display face sets Devanagari condensed: narrower than the running text face at the same size', async () => {
    const page = await openPage(harness, '/display', { width: 1920, height: 1080 });
    await showNames(page, ['राहुल शर्मा', 'सुब्रह्मण्यम कुलकर्णी']);
    const widths = await page.evaluate(async () => {
      const make = (family: string): HTMLElement => {
        const span = document.createElement('span');
        span.textContent = 'सुब्रह्मण्यम कुलकर्णी';
        span.style.cssText = `position:absolute;top:0;left:0;white-space:nowrap;font-size:100px;font-weight:700;font-family:${family}`;
        document.body.append(span);
        return span;
      };
      const display = make('var(--font-display)');
      const text = make('var(--font-text)');
      await document.fonts.ready;
      return { display: display.getBoundingClientRect().width, text: text.getBoundingClientRect().width };
    });
    expect(widths.display, JSON.stringify(widths)).toBeLessThan(widths.text * 0.9);
    await page.context().close();
  }, 120_000);
});
