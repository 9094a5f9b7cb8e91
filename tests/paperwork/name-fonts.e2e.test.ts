/*
 * Every script a name may use drawn from the bundled fonts (issue 38 item 6), on the hall's
 * display and in the score sheet's PDF. On screen, Chromium's own account of the fonts that drew
 * each name (DevTools' CSS.getPlatformFontsForNode) names only web fonts the page bundles, never
 * one of the computer's; in the PDF every font is embedded as a real font with a name (no
 * unnamed Type 3 outlines), and the faces of each script are among them. Real host, Chromium.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { getDocumentProxy } from 'unpdf';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR as CONSOLE_ARTIFACTS, startHarness, type Harness } from '../console/support/harness';
import { CONSOLE } from '../host/helpers';
import { submitParsed } from '../support/parsed';
import { withPrintedSheet } from './support/print-sheet';

const ARTIFACTS = join(CONSOLE_ARTIFACTS, '..', 'paperwork');

/** A doubles whose four players and two clubs use eight scripts and an emoji. */
const SIDES = [
  { name: 'محمد علي / মোহাম্মদ রহিম', players: ['محمد علي', 'মোহাম্মদ রহিম'], club: 'अमित क्लब' },
  { name: 'முருகன் / කසුන් පෙරේරා', players: ['முருகன்', 'කසුන් පෙරේරා'], club: '王伟 Иван 🎯' },
] as const;

/** A face of each script must have drawn something; the PDF's font names hold these. */
const FACES = ['NotoSansArabic', 'NotoSansBengali', 'NotoSansTamil', 'NotoSansSinhala', 'NotoSansSC'];

interface PlatformFont {
  readonly familyName: string;
  readonly postScriptName?: string;
  readonly isCustomFont: boolean;
  readonly glyphCount: number;
}

/** The fonts Chromium drew each matching element's text with, by element text. */
async function fontsDrawing(page: Page, selector: string): Promise<Map<string, readonly PlatformFont[]>> {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await session.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
  const drawn = new Map<string, readonly PlatformFont[]>();
  for (const nodeId of nodeIds) {
    const { fonts } = (await session.send('CSS.getPlatformFontsForNode', { nodeId })) as {
      fonts: PlatformFont[];
    };
    const { outerHTML } = await session.send('DOM.getOuterHTML', { nodeId });
    drawn.set(outerHTML.replace(/<[^>]+>/g, '').trim(), fonts);
  }
  await session.detach();
  return drawn;
}

describe('names in every script from the bundled fonts', () => {
  let harness: Harness;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    harness = await startHarness('name-fonts');
    for (const command of [
      {
        type: 'CreateMatch',
        matchType: 'doubles',
        sides: SIDES,
        stage: 'early',
        info: { event: 'Ligue 🎯' },
      },
      { type: 'RecordToss', winner: 0, choice: 'break' },
      { type: 'RecordBoard', entry: { kind: 'sides', winner: 0, pieces: 5, queen: 'winner' } },
    ]) {
      const result = submitParsed(harness.host, command, CONSOLE);
      expect(result.ok, JSON.stringify(result)).toBe(true);
    }
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('draws every name on the hall display with the page’s own fonts', async () => {
    const context = await harness.browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    await page.goto(`${harness.url}/display`);
    await page.getByText('முருகன்').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    const drawn = await fontsDrawing(page, '[data-testid^=side-] *');
    const names = [...drawn.entries()].filter(([text]) =>
      /[\u0600-\u06FF\u0980-\u09FF\u0B80-\u0BFF\u0D80-\u0DFF]/u.test(text),
    );
    expect(names.length).toBeGreaterThan(0);
    const families = new Set<string>();
    for (const [text, fonts] of names) {
      for (const font of fonts) {
        expect(font.isCustomFont, `"${text}" drawn with ${font.familyName}, a font of this computer`).toBe(
          true,
        );
        families.add(font.familyName);
      }
    }
    for (const face of ['Noto Sans Arabic', 'Noto Sans Bengali', 'Noto Sans Tamil', 'Noto Sans Sinhala'])
      expect([...families]).toContain(face);
    await page.screenshot({ path: join(ARTIFACTS, 'name-fonts-display.png') });
    await context.close();
  });

  // In Hindi the sheet's own words are Devanagari too (they once went in as an unnamed Type 3 font).
  it.each(['en', 'hi'] as const)(
    'embeds every font of the score sheet’s PDF as a named real font, in %s',
    async (language) => {
      const fonts = await withPrintedSheet(
        harness,
        language,
        '[data-testid=score-sheet]',
        join(ARTIFACTS, `name-fonts-${language}.pdf`),
        async (_page, pdf) => {
          const document = await getDocumentProxy(new Uint8Array(pdf));
          const found: { name: string; type3: boolean }[] = [];
          for (let number = 1; number <= document.numPages; number += 1) {
            const page = await document.getPage(number);
            await page.getOperatorList();
            for (const [, font] of page.commonObjs as unknown as Iterable<[string, unknown]>) {
              const face = font as { name?: string; isType3Font?: boolean };
              if (face && typeof face === 'object' && 'isType3Font' in face)
                found.push({ name: face.name ?? '', type3: face.isType3Font === true });
            }
          }
          return found;
        },
      );
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) {
        expect(font.type3, `${font.name || 'an unnamed font'} is a Type 3 font`).toBe(false);
        expect(font.name).not.toBe('');
        expect(font.name).not.toMatch(/DejaVu|Liberation|FreeSans/);
      }
      const names = fonts.map((font) => font.name).join(' ');
      for (const face of FACES) expect(names).toContain(face);
    },
  );
});
