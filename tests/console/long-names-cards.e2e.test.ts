/*
 * The match screen's side cards with long names, at the smallest laptop sizes: a Russian doubles
 * pair whose breaking player is "Александр Константинопольский" put the "Разбивает …" label on one
 * line that ran under the score's digits at 1024×600. A card's facts (breaker, games, queen) stay
 * inside the card and off its score at every size, in Russian and in English; the "Next: … breaks"
 * line under the cards names that player too, not the pair. Real host, built
 * pages, Debian's Chromium; screenshots under test-artifacts/console/long-names/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitParsed } from '../support/parsed';
import { LONG_RUSSIAN_DOUBLES } from '../support/matches';
import { ARTIFACTS_DIR, startHarness, type Harness } from './support/harness';
import { waitReady } from './support/console-page';
import { overlaps } from './support/layout-checks';

const SIZES = [
  { width: 1024, height: 600 },
  { width: 1093, height: 614 },
  { width: 1280, height: 720 },
] as const;
const SHOTS = join(ARTIFACTS_DIR, 'long-names');
const ORIGIN = { role: 'console', readOnly: false } as const;

/** A board as a console sends it (the host's parser fills `extra` and `timeUp`). */
const board = (winner: number, pieces: number) => ({
  type: 'RecordBoard',
  entry: { kind: 'sides', winner, pieces, queen: 'winner', finish: 'normal' },
});

describe('side cards with long names at small laptop sizes', () => {
  let harness: Harness;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    harness = await startHarness('long-names');
    // Game 1 to the second pair, then one board of game 2: a player of the first pair (both
    // names long) breaks, with the games won and the queen facts beside the label.
    for (const command of [
      LONG_RUSSIAN_DOUBLES,
      { type: 'RecordToss', winner: 0, choice: 'break' },
      ...[1, 2, 3, 4].map(() => board(1, 3)),
      board(1, 9),
      board(1, 3),
    ]) {
      const result = submitParsed(harness.host, command, ORIGIN);
      if (!result.ok) throw new Error(`${command.type} refused: ${JSON.stringify(result)}`);
    }
  }, 120_000);

  afterAll(async () => {
    await harness?.close();
  });

  for (const language of ['ru', 'en'] as const)
    for (const size of SIZES)
      it(`keeps the breaker and the facts off the score at ${size.width}×${size.height}, in ${language}`, async () => {
        const context = await harness.browser.newContext({ viewport: size });
        await context.addInitScript(
          (lang) => window.localStorage.setItem('carrom.console.language', lang),
          language,
        );
        const page = await context.newPage();
        await page.goto(`${harness.url}/console`);
        await page.waitForSelector('[data-testid=connection][data-status=connected]');
        await waitReady(page);
        await page.locator('[data-testid=breaker-0]').waitFor();
        await page.screenshot({ path: join(SHOTS, `${language}-${size.width}x${size.height}.png`) });
        // The prompt under the cards names the same breaker as the card: the player, not the pair.
        const next = await page.locator('[data-testid=next-breaker]').textContent();
        expect(next).toContain('Екатерина Верещагина-Тимофеевская');
        expect(next).not.toContain('Константинопольский');
        for (const side of [0, 1]) {
          const facts = `[data-testid=side-${side}] .facts > *`;
          expect(await overlaps(page, facts, [`[data-testid=score-${side}]`])).toEqual([]);
          const outside = await page.locator(`[data-testid=side-${side}]`).evaluate((card) => {
            const edge = card.getBoundingClientRect();
            return [...card.querySelectorAll('.facts > *')]
              .map((fact) => ({ fact, box: fact.getBoundingClientRect() }))
              .filter(({ box }) => box.right > edge.right + 0.5 || box.left < edge.left - 0.5)
              .map(({ fact }) => (fact.textContent ?? '').trim());
          });
          expect(outside).toEqual([]);
        }
        await context.close();
      });
});
