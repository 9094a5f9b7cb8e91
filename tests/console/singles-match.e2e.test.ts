/*
 * A full best-of-three singles match entered only by keyboard on the real host. After every
 * board the console's scores, breaker and queen status must equal the `score` command's
 * output for the match file built alongside.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { scoreMatchFileText } from '../../shared/match-file';
import { startHarness, type Harness } from './support/harness';
import { changes, createMatch, openConsole, press, readSides, text, waitReady } from './support/console-page';
import { winnerFirstText } from '../../renderer/common/result-text';

interface FileBoard {
  readonly winner: number;
  readonly pieces: number;
  readonly queen: 'winner' | 'loser';
}

interface ScoreOutput {
  readonly status: string;
  readonly winner: number | null;
  readonly gamesWon: readonly number[];
  readonly games: readonly {
    readonly scores: readonly number[];
    readonly status: string;
    readonly sideChangeAfterBoard: number | null;
  }[];
  readonly next: {
    readonly game: number;
    readonly breaker: number | null;
    readonly queenCounts: readonly boolean[];
  } | null;
}

const NAMES = ['Asha', 'Bruno'];

/** Per game: boards, and what the console must explain before confirming some of them. */
const GAMES: readonly (readonly (FileBoard & { readonly why?: string })[])[] = [
  [
    { winner: 0, pieces: 6, queen: 'winner', why: '6 + queen 3 = 9' },
    { winner: 1, pieces: 3, queen: 'loser' },
    { winner: 0, pieces: 9, queen: 'winner' },
    // 21 before the board: the queen still counts (law 54), and the game ends on 30.
    { winner: 0, pieces: 6, queen: 'winner', why: '6 + queen 3 = 9' },
  ],
  [
    { winner: 1, pieces: 5, queen: 'winner' },
    { winner: 0, pieces: 2, queen: 'loser' },
    { winner: 1, pieces: 4, queen: 'winner' },
    { winner: 0, pieces: 1, queen: 'winner' },
    { winner: 1, pieces: 7, queen: 'winner' },
  ],
  [
    { winner: 0, pieces: 3, queen: 'loser' },
    { winner: 1, pieces: 2, queen: 'loser' },
    { winner: 0, pieces: 4, queen: 'winner' },
    { winner: 1, pieces: 1, queen: 'loser' },
    { winner: 0, pieces: 9, queen: 'winner' },
    // 22 before the board: the queen adds nothing.
    { winner: 0, pieces: 2, queen: 'winner', why: '2 (queen does not count: Asha had 22 before this board)' },
    { winner: 1, pieces: 1, queen: 'loser' },
    { winner: 1, pieces: 2, queen: 'loser' },
  ],
];

function score(file: object): ScoreOutput {
  const result = scoreMatchFileText(JSON.stringify(file));
  expect(result.exitCode).toBe(0);
  return result.output as unknown as ScoreOutput;
}

async function expectMatchesScore(page: Page, report: ScoreOutput): Promise<void> {
  const sides = await readSides(page);
  const lastGame = report.games[report.games.length - 1]!;
  expect(sides.map((s) => s.score)).toEqual(lastGame.scores);
  if (report.status === 'finished') {
    expect(await text(page, '[data-testid=prompt-match-won]')).toContain(
      // winner first (issue 13 item 9)
      `${NAMES[report.winner!]} wins the match, ${winnerFirstText(report.gamesWon, report.winner!)}`,
    );
    return;
  }
  const next = report.next!;
  // Between games no board is in play, so the console marks the queen as counting for nobody
  // (issue 25, item 3); the score command still says how the next game's first board counts.
  expect(sides.map((s) => s.queenCounts)).toEqual(
    lastGame.status === 'finished' ? NAMES.map(() => false) : next.queenCounts,
  );
  expect(await text(page, '[data-testid=next-breaker]')).toBe(
    `Next: ${NAMES[next.breaker!]} breaks and plays white`,
  );
  if (lastGame.status === 'finished') {
    expect(await page.isVisible('[data-testid=prompt-game-won]')).toBe(true);
  } else {
    expect(sides.map((s) => s.breaks)).toEqual(NAMES.map((_, i) => i === next.breaker));
  }
}

describe('console: a best-of-three singles match by keyboard', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness('singles');
    page = await openConsole(harness.browser, harness.url);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('records every board in four keys and agrees with the score command after each', async () => {
    await createMatch(page, { players: [['Asha'], ['Bruno']], event: 'City Open', table: '3' });
    await press(page, '1', 'b');
    expect(await text(page, '[data-testid=toss-result]')).toBe('Asha breaks first and plays white.');
    await changes(page, () => press(page, 'Enter'));

    const file = {
      format: 'carrom-match/1',
      type: 'singles',
      rules: 'icf',
      stage: 'early',
      sides: NAMES.map((name) => ({ name, players: [name] })),
      toss: { winner: 0, choice: 'break' },
      games: [] as { boards: FileBoard[] }[],
    };

    for (const [g, boards] of GAMES.entries()) {
      file.games.push({ boards: [] });
      for (const [b, board] of boards.entries()) {
        const keys = [String(board.winner + 1), String(board.pieces), board.queen === 'winner' ? 'w' : 'l'];
        await press(page, ...keys);
        if (board.why) expect(await text(page, '[data-testid=preview-why]')).toBe(board.why);
        await changes(page, () => press(page, 'Enter'));
        file.games[g]!.boards.push({ winner: board.winner, pieces: board.pieces, queen: board.queen });
        const report = score(file);
        await expectMatchesScore(page, report);

        const sideChangeAt = report.games[g]!.sideChangeAfterBoard;
        if (sideChangeAt === b + 1 && report.status !== 'finished') {
          expect(await text(page, '[data-testid=prompt-side-change]')).toContain(
            'Players change sides now (game 3)',
          );
          await changes(page, () => press(page, 'y'));
          expect(await page.isVisible('[data-testid=prompt-side-change]')).toBe(false);
        }
      }
    }

    const final = score(file);
    expect(final.status).toBe('finished');
    expect(final.winner).toBe(0);
    expect(final.gamesWon).toEqual([2, 1]);
    expect(final.games[2]!.sideChangeAfterBoard).toBe(4);
    // The match is over: the entry panel is gone and nothing more can be recorded by keys.
    expect(await page.isVisible('[data-testid=board-entry]')).toBe(false);
  });

  it('undoes the last board after asking (U, then U again), showing which board first', async () => {
    await createMatch(page, { players: [['Chitra'], ['Dinesh']] });
    await changes(page, () => press(page, '2', 's', 'Enter'));
    await changes(page, () => press(page, '1', '4', 'l', 'Enter'));
    expect(await text(page, '[data-testid=undo]')).toBe(
      'U Undo board 1 (Chitra won · pieces left: 4 · queen: loser → +4)',
    );
    await press(page, 'u');
    expect(await text(page, '[data-testid=undo-ask] .question')).toBe(
      'Undo board 1: Chitra won · pieces left: 4 · queen: loser → +4?',
    );
    await changes(page, () => press(page, 'u'));
    await waitReady(page);
    expect((await readSides(page)).map((s) => s.score)).toEqual([0, 0]);
    expect(await text(page, '[data-testid=board-line]')).toBe('Board 1 / 8');
    expect(await text(page, '[data-testid=undo]')).toBe('U No board to undo');
  });
});
