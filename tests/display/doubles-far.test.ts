/*
 * Doubles read from 10 m (issue 38 item 5): on the hall display the players' line (each player,
 * who breaks, the club) is at least 3 % of the screen height, and both sides' names are the same
 * size where both fit at 5 % or more, at 1920×1080, 1280×720 and 1024×600 in every language; the
 * overlay's player line likewise at least 3 % of its own height. Before, the players' line
 * shrank to 1.2 % (7–13 px) and a long name on one side came out at 4.0 % beside 5.8 %.
 * Measured in real Chromium from the fonts' sizes; photographed into test-artifacts/display/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGUAGES } from '../../shared/i18n/languages';
import type { ScoreboardView } from '../../shared/contract/scoreboard-view';
import { push, scenarios, side, singlesView } from './fixtures';
import { ARTIFACTS_DIR, consoleErrors, openPage, showsRevision, startHarness, type Harness } from './harness';
import { saveScreenshot } from '../support/screenshot';

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
  { width: 1024, height: 600 },
] as const;

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness('doubles-far', push(scenarios()['mid-game']!));
}, 60_000);

afterAll(async () => {
  await harness?.close();
  expect(consoleErrors, 'errors in the page consoles').toEqual([]);
});

/** Doubles as clubs enter them: full names, a club each, one side's name longer than the other's. */
function doubles(): Readonly<Record<string, ScoreboardView>> {
  return {
    'doubles-clubs': singlesView({
      type: 'doubles',
      board: 4,
      sides: [
        side(0, 'Aleksandra Wiśniewska / Maria Kowalczyk', {
          players: ['Aleksandra Wiśniewska', 'Maria Kowalczyk'],
          club: 'KS Warszawa',
          score: 14,
          breaks: true,
          breakerPlayer: 1,
        }),
        side(1, 'Bruno Rossi / Chen Wei', {
          players: ['Bruno Rossi', 'Chen Wei'],
          club: 'Roma',
          score: 9,
        }),
      ],
    }),
    'doubles-cyrillic-devanagari': singlesView({
      type: 'doubles',
      board: 2,
      sides: [
        side(0, 'Иван Петров / Юлия Смирнова', {
          players: ['Иван Петров', 'Юлия Смирнова'],
          club: 'Москва',
          score: 3,
        }),
        side(1, 'अमित शर्मा / राहुल वर्मा', {
          players: ['अमित शर्मा', 'राहुल वर्मा'],
          club: 'मुंबई',
          score: 12,
          breaks: true,
          breakerPlayer: 0,
        }),
      ],
    }),
  };
}

interface Sizes {
  readonly names: readonly number[];
  readonly players: readonly number[];
}

/** The font size (px) each side's name and players' line is drawn at. */
async function fontSizes(page: Page): Promise<Sizes> {
  return page.evaluate(() => {
    const size = (node: Element): number => parseFloat(getComputedStyle(node).fontSize);
    return {
      names: [...document.querySelectorAll('[data-testid="side-name"]')].map(size),
      players: [...document.querySelectorAll('[data-testid="side-players"]')].map(size),
    };
  });
}

describe('doubles on the hall display, from 10 m', () => {
  for (const size of SIZES) {
    it(`${size.width}×${size.height}: players' lines ≥ 3 %, names the same size ≥ 5 %, every language`, async () => {
      const page = await openPage(harness, '/display', size);
      const failures: string[] = [];
      for (const language of LANGUAGES) {
        for (const [name, view] of Object.entries(doubles())) {
          const state = push(view, { language });
          harness.host.push(state);
          await showsRevision(page, state.revision);
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
          await saveScreenshot(
            page,
            `${ARTIFACTS_DIR}doubles-far-${language}-${size.width}x${size.height}-${name}.png`,
          );
          const where = `${language} ${name}`;
          const sizes = await fontSizes(page);
          expect(sizes.players).toHaveLength(2);
          for (const [index, px] of sizes.players.entries()) {
            if (px < 0.03 * size.height)
              failures.push(
                `${where}: side ${index + 1}'s players at ${((px / size.height) * 100).toFixed(1)} %`,
              );
          }
          const [first = 0, second = 0] = sizes.names;
          if (Math.min(first, second) < 0.05 * size.height)
            failures.push(
              `${where}: a name at ${((Math.min(first, second) / size.height) * 100).toFixed(1)} %`,
            );
          if (Math.abs(first - second) > 0.5)
            failures.push(`${where}: names at ${first.toFixed(1)} and ${second.toFixed(1)} px`);
        }
      }
      expect(failures).toEqual([]);
      await page.context().close();
    });
  }
});

describe('doubles on the overlay', () => {
  it('names both pairs at one size, at least 3 % of a 1080 stream, in every language', async () => {
    const page = await openPage(harness, '/overlay', { width: 1920, height: 1080 });
    const failures: string[] = [];
    for (const language of LANGUAGES) {
      for (const [name, view] of Object.entries(doubles())) {
        const state = push(view, { language });
        harness.host.push(state);
        await showsRevision(page, state.revision);
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const sizes = await page.$$eval('[data-testid="overlay-name"]', (nodes) =>
          nodes.map((node) => parseFloat(getComputedStyle(node).fontSize)),
        );
        const [first = 0, second = 0] = sizes;
        if (Math.min(first, second) < 0.03 * 1080)
          failures.push(`${language} ${name}: a name at ${Math.min(first, second)} px`);
        if (Math.abs(first - second) > 0.5)
          failures.push(`${language} ${name}: names at ${first} and ${second} px`);
      }
    }
    await saveScreenshot(page, `${ARTIFACTS_DIR}doubles-far-overlay.png`, { omitBackground: true });
    expect(failures).toEqual([]);
    await page.context().close();
  });
});
