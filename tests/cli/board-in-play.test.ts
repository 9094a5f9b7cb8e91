/**
 * match-file.md, "Boards recorded stroke by stroke": a stroke board in play. Its game is listed
 * (`in_progress`, scores, `firstBreaker`, `boards: []`) even when it is the game's only board; a
 * board with `strokes: []` is in play (`next.live`); a demand on a board that waits for the
 * umpire's award is `needs_award`. The property: appending a board in play to any valid file
 * changes the report only by `next.live` and, where its game had no board yet, that game's entry.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readEntry } from '../../shared/engine/tracker/check';
import { applyEntry, boardAtBreak } from '../../shared/engine/tracker/laws';
import { importMatchFile, scoreMatchFileText } from '../../shared/match-file';
import type { ScoreReport } from '../../shared/views/score-report';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const side = (name: string) => ({ name, players: [name] });
const base = {
  format: 'carrom-match/1',
  sides: [side('Asha'), side('Bruno')],
  toss: { winner: 0, choice: 'break' },
};
const report = (json: unknown): ScoreReport => {
  const out = scoreMatchFileText(JSON.stringify(json));
  expect(out.exitCode, JSON.stringify(out.output)).toBe(0);
  return out.output as ScoreReport;
};
const errorOf = (json: unknown): Record<string, unknown> => {
  const out = scoreMatchFileText(JSON.stringify(json));
  expect(out.exitCode, JSON.stringify(out.output)).toBe(2);
  return (out.output as unknown as { error: Record<string, unknown> }).error;
};
const WHITEWASH = { winner: 0, pieces: 9, queen: 'winner' };
const GAME_WON = { boards: [WHITEWASH, WHITEWASH, WHITEWASH] };
const inProgress = (number: number, firstBreaker: number) => ({
  number,
  status: 'in_progress',
  winner: null,
  endedBy: null,
  scores: [0, 0],
  firstBreaker,
  sideChangeAfterBoard: null,
  boards: [],
});

describe('a game whose only board is in play', () => {
  it('game 1: listed in progress with its scores, first breaker and no boards', () => {
    const out = report({ ...base, games: [{ boards: [{ strokes: [{ own: 2 }, {}] }] }] });
    expect(out.games).toEqual([inProgress(1, 0)]);
    expect(out.next).toMatchObject({ game: 1, board: 1, breaker: 0, live: { turn: 1, strokes: 2 } });
  });

  it('game 2: the game next points to is listed after the finished game 1 (law 49a: Bruno breaks)', () => {
    const out = report({ ...base, games: [GAME_WON, { boards: [{ strokes: [{ own: 1 }] }] }] });
    expect(out.games.map((g) => [g.number, g.status])).toEqual([
      [1, 'finished'],
      [2, 'in_progress'],
    ]);
    expect(out.games[1]).toEqual(inProgress(2, 1));
    expect(out.next).toMatchObject({ game: 2, board: 1, breaker: 1, live: { turn: 1, pieces: [9, 8] } });
  });

  it('a game with finished boards and a board in play is listed once, with its boards', () => {
    const out = report({ ...base, games: [{ boards: [WHITEWASH, { strokes: [{}] }] }] });
    expect(out.games).toHaveLength(1);
    expect(out.games[0]).toMatchObject({ number: 1, status: 'in_progress', scores: [12, 0] });
    expect(out.games[0]?.boards).toHaveLength(1);
  });
});

describe('a board with strokes: []', () => {
  it('is in play: next.live is the board at the break, its game listed', () => {
    const out = report({ ...base, games: [{ boards: [{ strokes: [] }] }] });
    expect(out.games).toEqual([inProgress(1, 0)]);
    expect(out.next).toEqual({
      game: 1,
      board: 1,
      breaker: 0,
      queenCounts: [true, true],
      needsToss: false,
      live: { turn: 0, pieces: [9, 9], queen: 'board', queenBy: null, owed: [0, 0], strokes: 0 },
    });
  });

  it('after plain boards: live starts with the next breaker on turn', () => {
    const out = report({ ...base, games: [{ boards: [WHITEWASH, { strokes: [] }] }] });
    expect(out.next).toMatchObject({ board: 2, breaker: 1, live: { turn: 1, pieces: [9, 9], strokes: 0 } });
  });

  it('through the real score command', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'board-in-play-'));
    const path = join(dir, 'match.json');
    writeFileSync(path, JSON.stringify({ ...base, games: [GAME_WON, { boards: [{ strokes: [] }] }] }));
    const args = ['--import', 'tsx', join(repo, 'electron/cli/score.ts'), path];
    const out = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(process.execPath, args, { cwd: repo, timeout: 30_000 }, (error, stdout) => {
        resolve({ code: error ? Number(error.code) : 0, stdout });
      });
    });
    rmSync(dir, { recursive: true, force: true });
    expect(out.code).toBe(0);
    const printed = JSON.parse(out.stdout) as ScoreReport;
    expect(printed.games[1]).toEqual(inProgress(2, 1));
    expect(printed.next?.live).toEqual({
      turn: 1,
      pieces: [9, 9],
      queen: 'board',
      queenBy: null,
      owed: [0, 0],
      strokes: 0,
    });
  });
});

describe('a demand on a board waiting for the umpire’s award', () => {
  /** Asha covered the queen; both on their last C/m; then one stroke pockets both (law left to the umpire). */
  const awaiting = [{ queen: true, own: 2 }, { own: 6 }, {}, { own: 8 }, {}, { own: 1, opp: 1 }];
  const AWARD = { winner: 1, pieces: 4, queen: 'winner', finish: 'penalty', extra: 0 };

  it('is needs_award whatever the demand (0, 1, 5): the award is what is missing', () => {
    for (const demand of [0, 1, 5]) {
      const error = errorOf({ ...base, games: [{ boards: [{ strokes: awaiting, demand }] }] });
      expect(error, String(demand)).toMatchObject({ code: 'needs_award', game: 1, board: 1 });
      expect(error.message).toMatch(/umpire's award is needed/);
    }
  });

  it('a demand that is not a whole number, or one beside an award, stays invalid_extra', () => {
    for (const board of [
      { strokes: awaiting, demand: -1 },
      { strokes: awaiting, demand: 1.5 },
      { strokes: awaiting, demand: 1, award: AWARD },
    ]) {
      expect(errorOf({ ...base, games: [{ boards: [board] }] }), JSON.stringify(board)).toMatchObject({
        code: 'invalid_extra',
      });
    }
  });

  it('the award given and no demand: the board is decided by the award', () => {
    const out = report({ ...base, games: [{ boards: [{ strokes: awaiting, award: AWARD }] }] });
    expect(out.games[0]?.boards[0]).toMatchObject({ winner: 1, derived: { winner: 1, pieces: 4 } });
  });
});

/** A plain board: its winner, pieces and where the queen went. */
const plainBoard = fc.record({
  winner: fc.constantFrom(0, 1),
  pieces: fc.integer({ min: 1, max: 9 }),
  queen: fc.constantFrom('winner', 'loser'),
});
type Stroke = { own: number; opp: number; queen: boolean; striker: boolean };
const strokeChoice = fc.record({
  own: fc.constantFrom(0, 0, 1, 2),
  opp: fc.constantFrom(0, 0, 0, 1),
  queen: fc.boolean(),
  striker: fc.constantFrom(false, false, false, true),
});

/** Plain boards laid into games as they are decided; null once the match is decided. */
function gamesOf(boards: readonly { winner: number; pieces: number; queen: string }[]) {
  const games: { boards: unknown[]; extraBoardBreak: number }[] = [{ boards: [], extraBoardBreak: 0 }];
  for (const board of boards) {
    const current = games.at(-1) as { boards: unknown[] };
    current.boards.push(board);
    const read = importMatchFile({ ...base, games });
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    if (read.state.winner !== null) {
      current.boards.pop();
      break;
    }
    if (read.state.games.at(-1)?.winner !== null) games.push({ boards: [], extraBoardBreak: 0 });
  }
  return games;
}

/** Strokes from `breaker` that leave the board in play (the first one that would end it is dropped). */
function strokesInPlay(breaker: number, choices: readonly Stroke[]): Record<string, unknown>[] {
  let board = boardAtBreak(breaker, 0, null);
  const strokes: Record<string, unknown>[] = [];
  for (const c of choices) {
    const s = board.turn;
    const stroke = {
      own: Math.min(c.own, board.onBoard[s] as number),
      opp: Math.min(c.opp, board.onBoard[1 - s] as number),
      queen: c.queen && board.queen.at === 'board',
      striker: c.striker,
    };
    const read = readEntry(board, stroke);
    if (!read.ok) break;
    const next = applyEntry(board, read.entry);
    if (next.end) break;
    strokes.push(stroke);
    board = next;
  }
  return strokes;
}

describe('property: a board in play adds only next.live and its game', () => {
  it('the report with a board in play = the report without it, plus next.live and the game next points to', () => {
    fc.assert(
      fc.property(
        fc.array(plainBoard, { maxLength: 30 }),
        fc.array(strokeChoice, { maxLength: 12 }),
        (boards, choices) => {
          const games = gamesOf(boards);
          const without = report({ ...base, games });
          const next = without.next as NonNullable<ScoreReport['next']>;
          const strokes = strokesInPlay(next.breaker as number, choices);
          const withPlay = structuredClone(games);
          (withPlay.at(-1) as { boards: unknown[] }).boards.push({ strokes });
          const played = report({ ...base, games: withPlay });
          const last = played.games.at(-1) as ScoreReport['games'][number];
          // next points to the last game listed, which is in progress.
          expect(last.number).toBe(played.next?.game);
          expect(last.status).toBe('in_progress');
          expect(played.next?.live?.strokes).toBe(strokes.length);
          const { live: _live, ...nextWithoutLive } = played.next as NonNullable<ScoreReport['next']>;
          expect(nextWithoutLive).toEqual(next);
          const listed = without.games.some((g) => g.number === next.game);
          expect(played.games).toEqual(
            listed ? without.games : [...without.games, inProgress(next.game, next.breaker as number)],
          );
        },
      ),
      { numRuns: 80 },
    );
  });
});
