/**
 * match-file.md, "Boards recorded stroke by stroke": the real `score` command on a file that
 * mixes plain and stroke boards (worked out by hand), every stroke error code with its `game`,
 * `board` and `stroke`, the order in which they are reported, and the export of tracked boards.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importMatchFile, scoreMatchFileText, toMatchFile } from '../../shared/match-file';
import { toScoreReport } from '../../shared/views/score-report';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = join(repo, 'tests/fixtures/strokes');
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

function score(file: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const args = ['--import', 'tsx', join(repo, 'electron/cli/score.ts'), file];
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: repo, timeout: 30_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

const side = (name: string) => ({ name, players: [name] });
const file = (boards: readonly unknown[], more: Record<string, unknown> = {}) => ({
  format: 'carrom-match/1',
  sides: [side('Asha'), side('Bruno')],
  toss: { winner: 0, choice: 'break' },
  games: [{ boards }],
  ...more,
});
const run = (json: unknown) => scoreMatchFileText(JSON.stringify(json));
const errorOf = (json: unknown) => {
  const out = run(json);
  expect(out.exitCode, JSON.stringify(out.output)).toBe(2);
  return (out.output as unknown as { error: Record<string, unknown> }).error;
};

/** Both sides down to their last C/m, the queen on the board, Asha (the breaker) on turn. */
const BOTH_LAST = [{ own: 8 }, {}, { own: 8 }, {}];
/** Asha covered the queen; both on their last C/m; Asha on turn. */
const COVERED_BOTH_LAST = [{ queen: true, own: 2 }, { own: 6 }, {}, { own: 8 }, {}];
const AWARD = { winner: 1, pieces: 4, queen: 'winner', finish: 'penalty', extra: 0 };

describe('the real score command on a file mixing plain and stroke boards', () => {
  it('prints the report worked out by hand, with derived entries and next.live, exit 0', async () => {
    const out = await score(join(fixtures, 'stroke-boards-in-play.json'));
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout)).toEqual(readJson(join(fixtures, 'stroke-boards-in-play.expected.json')));
  });

  it('a stroke error: the error object with its stroke, exit 2', async () => {
    const out = await score(join(fixtures, 'bad-wrong-turn.json'));
    expect(out.stderr).toBe('');
    expect(out.code).toBe(2);
    expect(JSON.parse(out.stdout)).toEqual({
      error: { code: 'wrong_turn', message: expect.stringMatching(/on turn/), game: 1, board: 2, stroke: 3 },
    });
  });
});

describe('stroke boards in the output', () => {
  it('a stroke board not yet ended is left out of the boards, its game listed, and next.live says where it stands', () => {
    const out = run(file([{ strokes: [{ own: 2 }, { queen: true }] }]));
    expect(out.exitCode).toBe(0);
    const report = out.output as ReturnType<typeof toScoreReport>;
    expect(report.games).toEqual([
      {
        number: 1,
        status: 'in_progress',
        winner: null,
        endedBy: null,
        scores: [0, 0],
        firstBreaker: 0,
        sideChangeAfterBoard: null,
        boards: [],
      },
    ]);
    expect(report.next).toEqual({
      game: 1,
      board: 1,
      breaker: 0,
      queenCounts: [true, true],
      needsToss: false,
      live: { turn: 0, pieces: [7, 9], queen: 'pending', queenBy: 0, owed: [0, 0], strokes: 2 },
    });
  });

  it('live.strokes counts strokes, not foul entries; owed dues per side', () => {
    const out = run(file([{ strokes: [{ striker: true }, { foul: 'technical', by: 1 }] }]));
    expect((out.output as { next: { live: unknown } }).next.live).toEqual({
      turn: 1,
      pieces: [9, 9],
      queen: 'board',
      queenBy: null,
      owed: [1, 1],
      strokes: 1,
    });
  });

  it('doubles: the tracker follows the board breaker of the plain engine', () => {
    const doubles = {
      ...file([{ winner: 0, pieces: 2, queen: 'loser' }, { strokes: [{}] }]),
      type: 'doubles',
      sides: [
        { name: 'A', players: ['A1', 'A2'] },
        { name: 'B', players: ['B1', 'B2'] },
      ],
    };
    const out = run(doubles);
    expect((out.output as unknown as { next: Record<string, unknown> }).next).toMatchObject({
      board: 2,
      breaker: 1,
      live: { turn: 0, strokes: 1 },
    });
  });
});

describe('every stroke error code, with game, board and stroke', () => {
  it('invalid_stroke: unknown fields, wrong types, negative counts, a by that is not 0 or 1', () => {
    for (const bad of [
      { own: -1 },
      { own: 'two' },
      { striker: 1 },
      { pocket: 2 },
      { by: 2 },
      { by: '0' },
      'own',
    ]) {
      expect(errorOf(file([{ strokes: [{ own: 1 }, bad] }])), JSON.stringify(bad)).toMatchObject({
        code: 'invalid_stroke',
        game: 1,
        board: 1,
        stroke: 2,
      });
    }
  });

  it('invalid_stroke: more C/m than the board holds, the queen when she is not on it', () => {
    expect(errorOf(file([{ strokes: [{ own: 4 }, { own: 6 }] }]))).toMatchObject({
      code: 'invalid_stroke',
      stroke: 2,
    });
    expect(errorOf(file([{ strokes: [{ queen: true, own: 2 }, { queen: true }] }]))).toMatchObject({
      code: 'invalid_stroke',
      stroke: 2,
    });
  });

  it('wrong_turn: a by that names the side not on turn', () => {
    expect(errorOf(file([{ strokes: [{ by: 1 }] }]))).toMatchObject({
      code: 'wrong_turn',
      game: 1,
      board: 1,
      stroke: 1,
    });
  });

  it('stroke_after_board_end: after a finish, and after a case left to the umpire, award or not', () => {
    expect(errorOf(file([{ strokes: [{ queen: true, own: 2 }, { own: 7 }, { own: 1 }] }]))).toMatchObject({
      code: 'stroke_after_board_end',
      stroke: 3,
    });
    const umpire = [...COVERED_BOTH_LAST, { own: 1, opp: 1 }, { nonsense: 1 }];
    expect(errorOf(file([{ strokes: umpire }]))).toMatchObject({ code: 'stroke_after_board_end', stroke: 7 });
    expect(errorOf(file([{ strokes: umpire, award: AWARD }]))).toMatchObject({
      code: 'stroke_after_board_end',
      stroke: 7,
    });
  });

  it('board_not_finished: a stroke board not ended followed by another board or game', () => {
    expect(errorOf(file([{ strokes: [{}] }, { winner: 0, pieces: 2, queen: 'loser' }]))).toMatchObject({
      code: 'board_not_finished',
      game: 1,
      board: 1,
    });
    const twoGames = { ...file([]), games: [{ boards: [{ strokes: [{}] }] }, { boards: [] }] };
    expect(errorOf(twoGames)).toMatchObject({ code: 'board_not_finished', game: 1, board: 1 });
  });

  it('needs_award and invalid_award', () => {
    expect(errorOf(file([{ strokes: [...COVERED_BOTH_LAST, { own: 1, opp: 1 }] }]))).toMatchObject({
      code: 'needs_award',
      game: 1,
      board: 1,
    });
    expect(errorOf(file([{ strokes: [...BOTH_LAST, { own: 1 }], award: AWARD }]))).toMatchObject({
      code: 'invalid_award',
      game: 1,
      board: 1,
    });
  });

  it('invalid_extra: above what the finish allows, on a board not ended, with an award; no stroke field', () => {
    const cases = [
      { strokes: [...BOTH_LAST, { own: 1 }], demand: 1 },
      { strokes: [...BOTH_LAST, { own: 1, striker: true, improper: true }], demand: 3 },
      { strokes: [{ own: 1 }], demand: 0 },
      { strokes: [{ own: 1 }], demand: 0, award: AWARD },
      { strokes: [...BOTH_LAST, { own: 1, improper: true }], demand: 'one' },
    ];
    for (const board of cases) {
      const error = errorOf(file([board]));
      expect(error, JSON.stringify(board)).toMatchObject({ code: 'invalid_extra', game: 1, board: 1 });
      expect(error.stroke).toBeUndefined();
    }
  });

  it('the order: entries first (the first offending one), then the demand, then the award', () => {
    // A bad entry beats a bad demand and a needless award.
    expect(errorOf(file([{ strokes: [{ by: 1 }, { own: 10 }], demand: 5, award: AWARD }]))).toMatchObject({
      code: 'wrong_turn',
      stroke: 1,
    });
    // A demand's form beats a missing award; a well-formed demand on a board that waits for the
    // award is needs_award (the award is what is missing); a demand beside an award is invalid_extra.
    const awaiting = [...COVERED_BOTH_LAST, { own: 1, opp: 1 }];
    expect(errorOf(file([{ strokes: awaiting, demand: 'one' }]))).toMatchObject({ code: 'invalid_extra' });
    expect(errorOf(file([{ strokes: awaiting, demand: 1 }]))).toMatchObject({ code: 'needs_award' });
    expect(errorOf(file([{ strokes: awaiting, demand: 1, award: AWARD }]))).toMatchObject({
      code: 'invalid_extra',
    });
    // Form before turn: by 2 is invalid_stroke even on the other side's turn.
    expect(errorOf(file([{ strokes: [{}, { by: 2 }] }]))).toMatchObject({
      code: 'invalid_stroke',
      stroke: 2,
    });
  });

  it('invalid_format: strokes not a list, plain fields beside strokes, three-player stroke boards', () => {
    expect(errorOf(file([{ strokes: { own: 1 } }]))).toMatchObject({
      code: 'invalid_format',
      game: 1,
      board: 1,
    });
    expect(errorOf(file([{ strokes: [], winner: 0 }]))).toMatchObject({ code: 'invalid_format' });
    const three = {
      ...file([{ strokes: [] }]),
      type: 'three-player',
      sides: [side('A'), side('B'), side('C')],
    };
    expect(errorOf(three)).toMatchObject({ code: 'invalid_format' });
  });

  it('an invalid award is refused like a plain entry', () => {
    expect(errorOf(file([{ strokes: [{ own: 1 }], award: { ...AWARD, pieces: 10 } }]))).toMatchObject({
      code: 'invalid_pieces',
      game: 1,
      board: 1,
    });
  });

  it('a stroke board after the game was decided is board_after_game_end, as a plain board', () => {
    const won = Array.from({ length: 3 }, () => ({ winner: 0, pieces: 9, queen: 'winner' }));
    expect(errorOf(file([...won, { strokes: [{}] }]))).toMatchObject({
      code: 'board_after_game_end',
      game: 1,
      board: 4,
    });
  });
});

describe('a tracked match written back as a match file', () => {
  it('keeps the strokes, the demand, the award and the board in play, and reads back to the same report', () => {
    const json = readJson(join(fixtures, 'stroke-boards-in-play.json'));
    const first = importMatchFile(json);
    if (!first.ok) throw new Error(first.error.message);
    const written = toMatchFile(first.state);
    const boards = (written.games as { boards: Record<string, unknown>[] }[])[0]?.boards ?? [];
    expect(boards[0]).toEqual({ strokes: [{ queen: true, own: 2 }, { own: 7 }] });
    expect(boards[2]).toMatchObject({ demand: 1 });
    expect(boards[3]).toMatchObject({ award: { winner: 0, pieces: 6 } });
    expect(boards[4]).toEqual({ strokes: [{ own: 2 }, { queen: true }, { striker: true }] });
    const again = importMatchFile(written);
    if (!again.ok) throw new Error(again.error.message);
    expect(toScoreReport(again.state)).toEqual(toScoreReport(first.state));
  });
});
