/**
 * The `score` command (spawned) on the match-file additions: a doubles game's chosen opening
 * partner (`games[].openingPlayer`) and its `breakerPlayer`s, and a forfeit on a technical
 * decision; bad values are refused with the reason and exit code 2.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'carrom-score-opening-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function score(file: object): Promise<{ code: number | null; out: Record<string, unknown> }> {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(file));
  const args = [join(repo, 'node_modules/tsx/dist/cli.mjs'), join(repo, 'electron/cli/score.ts'), path];
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: repo, timeout: 30_000 }, (error, stdout) => {
      const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
      resolve({ code, out: JSON.parse(stdout) as Record<string, unknown> });
    });
  });
}

const DOUBLES = {
  format: 'carrom-match/1',
  type: 'doubles',
  sides: [
    { name: 'Asha / Bela', players: ['Asha', 'Bela'] },
    { name: 'Chen / Dev', players: ['Chen', 'Dev'] },
  ],
  toss: { winner: 0, choice: 'break' },
};
// Game 1: Asha, Chen, Bela break; 36–0 after three boards of 9 + queen (capped at 12).
const GAME_1 = { boards: [0, 0, 0].map(() => ({ winner: 0, pieces: 9, queen: 'winner' })) };
const GAME_2 = [
  { winner: 1, pieces: 2, queen: 'loser' },
  { winner: 0, pieces: 1, queen: 'loser' },
];

type Board = { breaker: number; breakerPlayer: number };
const game2 = (out: Record<string, unknown>): Board[] =>
  (out.games as { boards: Board[] }[])[1]!.boards.map(({ breaker, breakerPlayer }) => ({
    breaker,
    breakerPlayer,
  }));

describe('score: the doubles opening partner and technical forfeits', () => {
  it('without openingPlayer, game 2 is opened by the partner who continues the order (Dev after Bela)', async () => {
    const { code, out } = await score({ ...DOUBLES, games: [GAME_1, { boards: GAME_2 }] });
    expect(code).toBe(0);
    // Dev (1/1), then to his right Asha (0/0).
    expect(game2(out)).toEqual([
      { breaker: 1, breakerPlayer: 1 },
      { breaker: 0, breakerPlayer: 0 },
    ]);
  });

  it('with openingPlayer 0, Chen opens game 2 and the order goes on from him (Bela next)', async () => {
    const { code, out } = await score({ ...DOUBLES, games: [GAME_1, { openingPlayer: 0, boards: GAME_2 }] });
    expect(code).toBe(0);
    expect(game2(out)).toEqual([
      { breaker: 1, breakerPlayer: 0 },
      { breaker: 0, breakerPlayer: 1 },
    ]);
  });

  it('a chosen opening partner for a game not yet started shows in "next"', async () => {
    const { out } = await score({ ...DOUBLES, games: [GAME_1, { openingPlayer: 0, boards: [] }] });
    expect(out.next).toMatchObject({ game: 2, board: 1, breaker: 1, breakerPlayer: 0 });
  });

  it('refuses openingPlayer in game 1 or out of range, with the reason (exit 2)', async () => {
    const game1 = await score({ ...DOUBLES, games: [{ ...GAME_1, openingPlayer: 1 }] });
    expect(game1.code).toBe(2);
    expect(game1.out.error).toMatchObject({ code: 'invalid_format' });
    expect((game1.out.error as { message: string }).message).toMatch(/game 2 or 3/);
    const range = await score({ ...DOUBLES, games: [GAME_1, { openingPlayer: 2, boards: [] }] });
    expect(range.code).toBe(2);
    expect(range.out.error).toMatchObject({ code: 'invalid_format', game: 2 });
  });

  it('a forfeit on a technical decision: the other side wins, the boards played stay', async () => {
    const { code, out } = await score({
      ...DOUBLES,
      games: [GAME_1, { boards: GAME_2 }],
      forfeit: { by: 1, kind: 'technical' },
    });
    expect(code).toBe(0);
    expect(out).toMatchObject({ status: 'finished', winner: 0, endedBy: 'forfeit' });
    expect((out.games as { boards: unknown[] }[])[1]!.boards).toHaveLength(2);
    const unknown = await score({ ...DOUBLES, games: [GAME_1], forfeit: { by: 1, kind: 'bored' } });
    expect(unknown.code).toBe(2);
    expect((unknown.out.error as { message: string }).message).toMatch(/"technical"/);
  });
});
