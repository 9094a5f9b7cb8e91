/*
 * Issue 14, overlay (an OBS browser source): the game and stroke clocks (each hidden by a URL
 * switch), the queen status in words, the set-up's short names, a doubles pair named once, a
 * game-point row that keeps its name readable, and a picture of each `?layout=` for the docs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { displayTranslator } from '../../shared/i18n/display';
import type { ScoreboardView } from '../../shared/contract/scoreboard-view';
import { LAYOUTS } from '../../renderer/overlay/overlay-params';
import { hallScenarios, push, scenarios } from './fixtures';
import { ARTIFACTS_DIR, consoleErrors, openPage, showsRevision, startHarness, type Harness } from './harness';
import { overflowingTexts } from './layout-probes';

const FULL_HD = { width: 1920, height: 1080 };
const t = displayTranslator('en');
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness('overlay-hall', push(scenarios()['mid-game']!));
}, 60_000);

afterAll(async () => {
  await harness?.close();
  expect(consoleErrors, 'errors in the page consoles').toEqual([]);
});

async function show(pages: readonly Page[], view: ScoreboardView): Promise<void> {
  const state = push(view);
  harness.host.push(state);
  for (const page of pages) await showsRevision(page, state.revision);
}

/** A game in play with both clocks running. */
function withClocks(view: ScoreboardView): ScoreboardView {
  const now = Date.now();
  return {
    ...view,
    clocks: {
      stroke: { seconds: 15, startedAt: now },
      game: { limitMs: 25 * 60000, usedMs: 10 * 60000, runningSince: now, expired: false },
    },
  };
}

const fontSize = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((nodes) => nodes.map((node) => parseFloat(getComputedStyle(node).fontSize)));

describe('the overlay', () => {
  it('shows the game clock and the stroke clock; clock=0 and stroke=0 hide each', async () => {
    const all = await openPage(harness, '/overlay', FULL_HD);
    const noGame = await openPage(harness, '/overlay?clock=0', FULL_HD);
    const noStroke = await openPage(harness, '/overlay?stroke=0', FULL_HD);
    await show([all, noGame, noStroke], withClocks(scenarios()['mid-game']!));
    const count = (page: Page, id: string) => page.getByTestId(id).count();
    expect([await count(all, 'overlay-game-clock'), await count(all, 'overlay-stroke-clock')]).toEqual([
      1, 1,
    ]);
    expect([await count(noGame, 'overlay-game-clock'), await count(noGame, 'overlay-stroke-clock')]).toEqual([
      0, 1,
    ]);
    expect([
      await count(noStroke, 'overlay-game-clock'),
      await count(noStroke, 'overlay-stroke-clock'),
    ]).toEqual([1, 0]);
    expect(await all.getByTestId('overlay-game-clock').textContent()).toMatch(/Game time\s*1[45]:\d\d/);
    expect(await all.getByTestId('overlay-stroke-clock').textContent()).toMatch(/Stroke\s*1[0-5]/);
    await all.screenshot({ path: `${ARTIFACTS_DIR}overlay-hall-clocks.png`, omitBackground: true });
    for (const page of [all, noGame, noStroke]) await page.context().close();
  }, 120_000);

  it('says the queen status in words', async () => {
    const page = await openPage(harness, '/overlay', FULL_HD);
    await show([page], scenarios()['queen-cutoff']!);
    expect(await page.getByTestId('overlay-queen').allTextContents()).toEqual([
      t('queenNoLongerCounts'),
      t('queenCounts'),
    ]);
    expect(await page.getByTestId('overlay-point').allTextContents()).toEqual([t('matchPoint')]);
    await page.context().close();
  }, 120_000);

  it('names a doubles pair once, by its short name when set-up gave one, and keeps it readable at game point', async () => {
    const page = await openPage(harness, '/overlay', FULL_HD);
    const doubles = hallScenarios()['doubles']!;
    await show([page], doubles);
    expect(await page.getByTestId('overlay-name').allTextContents()).toEqual(['Asha & Bela', 'Chen & Dev']);
    const unnamed: ScoreboardView = {
      ...doubles,
      sides: doubles.sides.map((side) => ({ ...side, shortName: null })),
    };
    await show([page], unnamed);
    const rows = await page.locator('[data-testid^="overlay-side-"]').allTextContents();
    // Each player isolated on its own (FSI … PDI, issue 38 item 3), once, in the order entered.
    expect(rows[0]!.split('\u2068Asha Kulkarni\u2069 / \u2068Bela Rao\u2069')).toHaveLength(2);
    expect(await page.getByTestId('overlay-point').count()).toBe(1);
    const [withPoint, without] = await fontSize(page, '[data-testid="overlay-name"]');
    expect(withPoint, 'the game-point row keeps its name size').toBeGreaterThanOrEqual(28);
    expect(without).toBeGreaterThanOrEqual(28);
    expect(await overflowingTexts(page)).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS_DIR}overlay-hall-doubles.png`, omitBackground: true });
    await page.context().close();
  }, 120_000);

  it('photographs every ?layout= for docs/overlay.md, which shows each', async () => {
    for (const layout of LAYOUTS) {
      const page = await openPage(harness, `/overlay?layout=${layout}`, FULL_HD);
      await show([page], withClocks(scenarios()['queen-cutoff']!));
      const bar = page.getByTestId('overlay-bar');
      expect(await bar.getAttribute('data-layout')).toBe(layout);
      expect(await overflowingTexts(page), layout).toEqual([]);
      const box = (await bar.boundingBox())!;
      await page.screenshot({
        path: `${ARTIFACTS_DIR}overlay-layout-${layout}.png`,
        omitBackground: true,
        clip: { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 },
      });
      await page.context().close();
    }
    const docs = readFileSync(fileURLToPath(new URL('../../docs/overlay.md', import.meta.url)), 'utf8');
    for (const layout of LAYOUTS) {
      expect(docs, `docs/overlay.md documents layout=${layout}`).toContain(`layout=${layout}`);
      const image = `images/overlay-layout-${layout}.png`;
      expect(docs).toContain(image);
      expect(existsSync(fileURLToPath(new URL(`../../docs/${image}`, import.meta.url))), image).toBe(true);
    }
  }, 60_000);
});
