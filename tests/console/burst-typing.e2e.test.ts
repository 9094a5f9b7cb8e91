/*
 * A fast operator types whole games without waiting for the screen: every key must reach the
 * board it was typed for. A best-of-three match (toss included) is typed in ONE burst — no delay
 * between keys, boards separated by Enter, winners mostly alternating, penalty finishes and every
 * queen choice mixed in — then the host's record is checked board by board against what was
 * typed, and the host's exported match file is scored by the `score` command and compared with
 * the score of the match file built from the typed boards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { scoreMatchFileText } from '../../shared/match-file';
import { randomSinglesMatch, type RandomBoard, type RandomSinglesFile } from '../support/random-match';
import { seededRandom } from '../support/seeded-random';
import { CONSOLE } from '../host/helpers';
import { join } from 'node:path';
import { ARTIFACTS_DIR, startHarness, type Harness } from './support/harness';
import { changes, createMatch, openConsole, text } from './support/console-page';
import { queryParsed } from '../support/parsed';

type TypedBoard = RandomBoard;
type MatchFile = RandomSinglesFile;

interface ScoreOutput {
  readonly status: string;
  readonly winner: number | null;
  readonly gamesWon: readonly number[];
  readonly next: { readonly game: number; readonly needsToss: boolean } | null;
}

const NAMES = ['Asha', 'Bruno'] as const;

function score(file: MatchFile): { exitCode: number; output: ScoreOutput } {
  const result = scoreMatchFileText(JSON.stringify(file));
  return { exitCode: result.exitCode, output: result.output as unknown as ScoreOutput };
}

/** A whole match the `score` command accepts; winners alternate, as in the burst that lost boards. */
function generateMatch(seed: number): MatchFile {
  const file = randomSinglesMatch(seededRandom(seed), { alternate: 0.8, penalties: 0.2, tossWinner: 0 });
  expect(score(file).output.status).toBe('finished');
  return file;
}

/** The keys an operator types for a board: winner, [P, E…], pieces, queen, Enter. */
function keysFor(board: TypedBoard): string[] {
  const keys = [String(board.winner + 1)];
  if (board.finish === 'penalty') keys.push('p', ...Array<string>(board.extra).fill('e'));
  keys.push(String(board.pieces), { winner: 'W', loser: 'l', none: 'N' }[board.queen], 'Enter');
  return keys;
}

/**
 * The whole match's keys; in the deciding game Y right after the board that makes the players
 * change sides (law 60), as the console asks: a board typed over that question is refused.
 */
function burstKeys(file: MatchFile): string[] {
  const games = (scoreMatchFileText(JSON.stringify(file)).output as unknown as SideChanges).games;
  return [
    '1',
    'b',
    'Enter',
    ...file.games.flatMap((game, g) =>
      game.boards.flatMap((board, b) => {
        const changeHere = games[g]?.sideChangeAfterBoard === b + 1 && b + 1 < game.boards.length;
        return [...keysFor(board), ...(changeHere ? ['y'] : [])];
      }),
    ),
  ];
}

interface SideChanges {
  readonly games: readonly { readonly sideChangeAfterBoard: number | null }[];
}

/** Every key dispatched in one task: no gap at all between them, faster than any hand. */
async function dispatchInOneTask(page: Page, keys: readonly string[]): Promise<void> {
  await page.evaluate((all) => {
    for (const key of all)
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, keys);
}

/** Real key presses through the browser's input pipeline, each sent as soon as the last is. */
async function pressWithoutPause(page: Page, keys: readonly string[]): Promise<void> {
  for (const key of keys) await page.keyboard.press(key);
}

interface RecordedBoard {
  readonly game: number;
  readonly board: number;
  readonly entry: TypedBoard;
}

async function recordedBoards(harness: Harness): Promise<RecordedBoard[]> {
  const result = await queryParsed(harness.host, { type: 'AuditTrail', afterSeq: 0 }, CONSOLE);
  if (!result.ok) throw new Error(result.message);
  const trail = result.data as readonly { event: { type: string } & Partial<RecordedBoard> }[];
  return trail
    .filter((entry) => entry.event.type === 'BoardRecorded')
    .map(({ event }) => ({ game: event.game!, board: event.board!, entry: event.entry! }));
}

async function exportedScore(harness: Harness): Promise<ScoreOutput> {
  const result = await queryParsed(harness.host, { type: 'ExportMatchFile' }, CONSOLE);
  if (!result.ok) throw new Error(result.message);
  const { file } = result.data as { file: MatchFile };
  return score(file).output;
}

/** A second page keeps the machine's CPU busy drawing, as a venue laptop running OBS would. */
async function busyNeighbour(browser: Browser): Promise<() => Promise<void>> {
  const page = await browser.newPage();
  await page.setContent('<div id="boxes"></div>');
  await page.evaluate(() => {
    const boxes = document.getElementById('boxes')!;
    for (let i = 0; i < 3000; i++) boxes.appendChild(document.createElement('div')).textContent = String(i);
    const spin = (): void => {
      const end = performance.now() + 14;
      while (performance.now() < end) boxes.style.width = `${(boxes.offsetWidth % 900) + 300}px`;
      requestAnimationFrame(spin);
    };
    requestAnimationFrame(spin);
  });
  return () => page.close();
}

async function typeMatchAndCheck(
  harness: Harness,
  page: Page,
  seed: number,
  type: (page: Page, keys: readonly string[]) => Promise<void>,
): Promise<void> {
  const file = generateMatch(seed);
  const typed = file.games.flatMap((game, g) =>
    game.boards.map((entry, b) => ({ game: g + 1, board: b + 1, entry })),
  );
  expect(typed.some((board) => board.entry.finish === 'penalty')).toBe(true);
  await createMatch(page, { players: [['Asha'], ['Bruno']] });
  await type(page, burstKeys(file));
  const expected = score(file).output;
  await page.waitForSelector('[data-testid=prompt-match-won]', { timeout: 30_000 });

  const recorded = await recordedBoards(harness);
  expect(recorded.map(({ game, board, entry }) => ({ game, board, ...pick(entry) }))).toEqual(
    typed.map(({ game, board, entry }) => ({ game, board, ...pick(entry) })),
  );
  expect(await exportedScore(harness)).toEqual(expected);
  expect(await text(page, '[data-testid=prompt-match-won]')).toContain(
    `${NAMES[expected.winner!]} wins the match, ${expected.gamesWon.join('–')}`,
  );
}

function pick(entry: TypedBoard): TypedBoard {
  const { winner, pieces, queen, finish, extra } = entry;
  return { winner, pieces, queen, finish, extra };
}

describe('console: a whole match typed in one burst loses no key and shifts no board', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('burst');
    page = await openConsole(harness.browser, harness.url);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('keys dispatched in a single task: every board is recorded as typed', async () => {
    await typeMatchAndCheck(harness, page, 1, dispatchInOneTask);
  });

  it('real key presses with no pause: every board is recorded as typed', async () => {
    await typeMatchAndCheck(harness, page, 2, pressWithoutPause);
  });

  it('with the CPU kept busy by a second page drawing: every board is recorded as typed', async () => {
    const stop = await busyNeighbour(harness.browser);
    try {
      await typeMatchAndCheck(harness, page, 3, dispatchInOneTask);
      await typeMatchAndCheck(harness, page, 4, pressWithoutPause);
    } finally {
      await stop();
    }
  });

  it('switching screens right after a burst: Alt+4 waits for both boards, none is lost', async () => {
    await createMatch(page, { players: [['Asha'], ['Bruno']] });
    await changes(page, () => dispatchInOneTask(page, ['1', 'b', 'Enter']));
    await page.evaluate(() => {
      const key = (k: string, altKey = false) =>
        document.body.dispatchEvent(
          new KeyboardEvent('keydown', { key: k, altKey, bubbles: true, cancelable: true }),
        );
      for (const k of ['1', '6', 'w', 'Enter', '2', '3', 'l', 'Enter']) key(k);
      key('4', true);
    });
    await page.waitForSelector('[data-testid=corrections]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid^=correct-row-]').length === 2);
    expect((await recordedBoards(harness)).map((board) => [board.board, pick(board.entry)])).toEqual([
      [1, { winner: 0, pieces: 6, queen: 'winner', finish: 'normal', extra: 0 }],
      [2, { winner: 1, pieces: 3, queen: 'loser', finish: 'normal', extra: 0 }],
    ]);
    await page.click('[data-testid=tab-match]');
  });

  it('keys typed after a refused board are not applied, and the operator is told which', async () => {
    await createMatch(page, { players: [['Asha'], ['Bruno']] });
    await changes(page, () => dispatchInOneTask(page, ['1', 'b', 'Enter']));
    // Board 1 on a normal finish with 0 pieces is refused; "2 9 W Enter" was meant for board 2.
    await dispatchInOneTask(page, ['1', '0', 'w', 'Enter', '2', '9', 'w', 'Enter']);
    const notice = page.locator('[data-testid=keys-not-applied]');
    await notice.waitFor();
    expect(await text(page, '[data-testid=keys-not-applied]')).toBe(
      'Board 1 (Asha won · pieces left: 0 · queen: winner) was refused and stays on screen: 4 keys typed after it were not applied: 2 9 W Enter. Esc clears it, Backspace edits it.',
    );
    expect(await recordedBoards(harness)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'keys-not-applied.png') });
    // The operator sees it without scrolling.
    const box = (await notice.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    // Keys typed after the refusal came are not applied either: the count goes up, the board stays.
    await dispatchInOneTask(page, ['2', '9']);
    await page.waitForFunction(() =>
      /6 keys/.test(document.querySelector('[data-testid=keys-not-applied]')?.textContent ?? ''),
    );
    expect(await recordedBoards(harness)).toEqual([]);
    // The refused board stays on screen to be fixed, and is recorded once it is.
    // Once Backspace took the refusal off, the header no longer tells of it ("Esc clears it").
    await dispatchInOneTask(page, ['Backspace']);
    await page.waitForFunction(() => !document.querySelector('[data-testid=keys-not-applied]'));
    expect(await text(page, '[data-testid=notices]')).not.toMatch(/stays on screen/);
    await changes(page, () => dispatchInOneTask(page, ['Backspace', '6', 'w', 'Enter']));
    expect((await recordedBoards(harness)).map((board) => pick(board.entry))).toEqual([
      { winner: 0, pieces: 6, queen: 'winner', finish: 'normal', extra: 0 },
    ]);
  });
});
