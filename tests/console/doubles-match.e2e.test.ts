/*
 * Doubles: level after board 8, the extra-board toss and its break, then the game-3 side
 * change prompt; the console agrees with the score command at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { scoreMatchFileText } from '../../shared/match-file';
import { startHarness, type Harness } from './support/harness';
import { changes, createMatch, openConsole, press, readSides, text } from './support/console-page';

describe('console: doubles with an extra board and the game-3 side change', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('doubles');
    page = await openConsole(harness.browser, harness.url);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('asks for the extra-board toss after a tie on board 8 and the side change in game 3', async () => {
    await createMatch(page, {
      type: 'doubles',
      players: [
        ['Asha', 'Bela'],
        ['Chen', 'Dev'],
      ],
    });
    await changes(page, () => press(page, '1', 'b', 'Enter'));
    expect(await text(page, '[data-testid=breaker-0]')).toBe('Asha breaks');

    const game1 = [
      ['1', '3'],
      ['2', '3'],
      ['1', '2'],
      ['2', '2'],
      ['1', '1'],
      ['2', '1'],
      ['1', '4'],
      ['2', '4'],
    ];
    for (const keys of game1) await changes(page, () => press(page, ...keys, 'l', 'Enter'));
    expect((await readSides(page)).map((s) => s.score)).toEqual([10, 10]);
    const prompt = await text(page, '[data-testid=prompt-extra-toss]');
    expect(prompt).toContain('Game 1 is level 10–10 after the last regular board');
    expect(await page.isVisible('[data-testid=board-entry]')).toBe(false);
    await page.screenshot({ path: 'test-artifacts/console/extra-board-toss-en.png' });

    // Chen / Dev win the toss for the extra board's break: they break it.
    await press(page, '2');
    await changes(page, () => press(page, 'Enter'));
    expect(await text(page, '[data-testid=board-line]')).toBe('Extra board');
    expect((await readSides(page)).map((s) => s.breaks)).toEqual([false, true]);
    await changes(page, () => press(page, '1', '5', 'l', 'Enter'));
    expect(await text(page, '[data-testid=prompt-game-won]')).toContain('Asha / Bela wins game 1, 15–10.');

    for (const keys of [
      ['2', '9', 'w'],
      ['2', '9', 'w'],
      ['2', '1', 'l'],
    ])
      await changes(page, () => press(page, ...keys, 'Enter'));
    expect(await text(page, '[data-testid=prompt-game-won]')).toContain('Chen / Dev wins game 2, 25–0.');

    for (const keys of [
      ['1', '1'],
      ['2', '1'],
      ['1', '1'],
      ['2', '1'],
    ])
      await changes(page, () => press(page, ...keys, 'l', 'Enter'));
    expect(await text(page, '[data-testid=prompt-side-change]')).toContain(
      'Players change sides now (game 3)',
    );
    await page.screenshot({ path: 'test-artifacts/console/side-change-en.png' });
    await changes(page, () => press(page, 'y'));
    expect(await page.isVisible('[data-testid=prompt-side-change]')).toBe(false);
    for (const keys of [
      ['1', '9', 'w'],
      ['1', '9', 'w'],
    ])
      await changes(page, () => press(page, ...keys, 'Enter'));
    expect(await text(page, '[data-testid=prompt-match-won]')).toContain('Asha / Bela wins the match, 2–1.');

    const file = {
      format: 'carrom-match/1',
      type: 'doubles',
      sides: [
        { name: 'Asha / Bela', players: ['Asha', 'Bela'] },
        { name: 'Chen / Dev', players: ['Chen', 'Dev'] },
      ],
      toss: { winner: 0, choice: 'break' },
      games: [
        {
          boards: [
            ...game1.map(([w, p]) => ({ winner: Number(w) - 1, pieces: Number(p), queen: 'loser' })),
            { winner: 0, pieces: 5, queen: 'loser' },
          ],
          extraBoardBreak: 1,
        },
        {
          boards: [
            { winner: 1, pieces: 9, queen: 'winner' },
            { winner: 1, pieces: 9, queen: 'winner' },
            { winner: 1, pieces: 1, queen: 'loser' },
          ],
        },
        {
          boards: [
            ...[0, 1, 0, 1].map((winner) => ({ winner, pieces: 1, queen: 'loser' })),
            { winner: 0, pieces: 9, queen: 'winner' },
            { winner: 0, pieces: 9, queen: 'winner' },
          ],
        },
      ],
    };
    const result = scoreMatchFileText(JSON.stringify(file));
    expect(result.exitCode).toBe(0);
    const report = result.output as unknown as {
      winner: number;
      gamesWon: number[];
      games: { scores: number[]; endedBy: string; sideChangeAfterBoard: number | null }[];
    };
    expect(report.winner).toBe(0);
    expect(report.gamesWon).toEqual([2, 1]);
    expect(report.games[0]!.endedBy).toBe('extraBoard');
    expect(report.games[2]!.sideChangeAfterBoard).toBe(4);
    expect((await readSides(page)).map((s) => s.score)).toEqual(report.games[2]!.scores);
  });
});
