/**
 * The `score` command end to end: the real command (spawned) on the handbook's examples and on
 * this repo's fixtures, and every error code of match-file.md on bad input (mostly in-process
 * through scoreMatchFileText, a representative subset through the real command).
 */
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreMatchFileText } from '../../shared/match-file';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const examples = join(repo, 'tests/fixtures/examples');
const matches = join(repo, 'tests/fixtures/matches');

const ERROR_CODES = [
  'invalid_format',
  'invalid_winner',
  'invalid_pieces',
  'invalid_queen',
  'invalid_extra',
  'board_after_game_end',
  'game_not_finished',
  'game_after_match_end',
  'missing_toss',
];

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the real command: through npm (as documented), or straight through Node with tsx's loader
 * (what the tsx command line runs, without its extra watcher process: half the start-up).
 */
function score(file: string, viaNpm = false): Promise<Run> {
  const [command, args] = viaNpm
    ? ['npm', ['run', '--silent', 'score', '--', file]]
    : [process.execPath, ['--import', 'tsx', join(repo, 'electron/cli/score.ts'), file]];
  return new Promise((resolve) => {
    execFile(command as string, args as string[], { cwd: repo, timeout: 30_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** stdout is exactly one JSON object. */
function onlyObject(stdout: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(stdout);
  expect(typeof parsed).toBe('object');
  expect(Array.isArray(parsed)).toBe(false);
  return parsed as Record<string, unknown>;
}

function expectCleanError(output: unknown, code: string, at?: { game?: number; board?: number }): void {
  const error = (output as { error?: Record<string, unknown> }).error;
  expect(error, JSON.stringify(output)).toBeDefined();
  expect(Object.keys(output as object)).toEqual(['error']);
  expect(error!.code).toBe(code);
  expect(typeof error!.message).toBe('string');
  expect((error!.message as string).length).toBeGreaterThan(10);
  expect(error!.message).not.toMatch(/\n\s+at |Error:|undefined|\[object/);
  if (at) expect({ game: error!.game, board: error!.board }).toEqual(at);
}

const exampleNames = readdirSync(examples)
  .filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'))
  .map((f) => f.replace(/\.json$/, ''));

describe.concurrent('the real score command on the handbook examples', () => {
  it('finds the six examples', () => {
    expect(exampleNames.length).toBeGreaterThanOrEqual(6);
  });

  it.each(exampleNames)('%s: stdout equals the expected JSON, exit code 0 (2 for errors)', async (name) => {
    const run = await score(join(examples, `${name}.json`));
    const expected = readJson(join(examples, `${name}.expected.json`));
    expect(run.stderr).toBe('');
    expect(onlyObject(run.stdout)).toEqual(expected);
    expect(run.code).toBe((expected as { error?: unknown }).error ? 2 : 0);
  });

  it('works through `npm run --silent score -- FILE` as documented', async () => {
    const run = await score(join(examples, 'queen-at-21-counts.json'), true);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(onlyObject(run.stdout)).toEqual(readJson(join(examples, 'queen-at-21-counts.expected.json')));
  });
});

const fixtureNames = [
  'doubles-breaker-player',
  'three-player',
  'queen-5-override',
  'knockout-stage',
  'timed-time-up',
  'forfeit',
];

describe.concurrent('the real score command on this repo’s fixtures', () => {
  it.each(fixtureNames)('%s: the report worked out by hand from the laws, exit 0', async (name) => {
    const run = await score(join(matches, `${name}.json`));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // extra fields are allowed by the contract: every documented field must match exactly
    expect(onlyObject(run.stdout)).toMatchObject(readJson(join(matches, `${name}.expected.json`)) as object);
  });
});

describe.concurrent('the real score command on bad input: an error object, exit 2, no stack trace', () => {
  it.each([
    ['bad/not-json.txt', 'invalid_format', undefined],
    ['bad/unknown-preset.json', 'invalid_format', undefined],
    ['bad/zero-pieces-normal-finish.json', 'invalid_pieces', { game: 1, board: 2 }],
    ['bad/extra-board-without-toss.json', 'missing_toss', { game: 1, board: 9 }],
    ['bad/game-after-match-end.json', 'game_after_match_end', { game: 3, board: 1 }],
    ['no-such-file.json', 'invalid_format', undefined],
  ] as const)('%s → %s', async (file, code, at) => {
    const run = await score(join(matches, file));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(2);
    expectCleanError(onlyObject(run.stdout), code, at);
  });
});

/** A valid singles file; each bad case below changes one thing. */
const side = (name: string) => ({ name, players: [name] });
const base = () => ({
  format: 'carrom-match/1',
  type: 'singles',
  rules: 'icf',
  stage: 'early',
  sides: [side('Asha'), side('Bruno')],
  toss: { winner: 0, choice: 'break' },
  games: [{ boards: [{ winner: 0, pieces: 4, queen: 'loser' }] as Record<string, unknown>[] }],
});
const withBoards = (...boards: Record<string, unknown>[]) => ({ ...base(), games: [{ boards }] });
const b = (
  winner: unknown,
  pieces: unknown,
  queen: unknown = 'loser',
  more: Record<string, unknown> = {},
) => ({
  winner,
  pieces,
  queen,
  ...more,
});
const winGame = (s: number) => ({ boards: [b(s, 9, 'winner'), b(s, 9), b(s, 9)] });
const levelAfterEight = Array.from({ length: 8 }, (_, i) => b(i % 2, 3));

const badCases: readonly [string, string | object, string, { game?: number; board?: number }?][] = [
  ['not JSON', '{"format": ', 'invalid_format'],
  ['an empty file', '', 'invalid_format'],
  ['a list instead of an object', '[]', 'invalid_format'],
  ['the wrong format', { ...base(), format: 'carrom-match/2' }, 'invalid_format'],
  ['no format', { ...base(), format: undefined }, 'invalid_format'],
  ['an unknown type', { ...base(), type: 'quads' }, 'invalid_format'],
  ['an unknown stage', { ...base(), stage: 'final' }, 'invalid_format'],
  ['no sides', { ...base(), sides: undefined }, 'invalid_format'],
  ['three sides in singles', { ...base(), sides: [side('A'), side('B'), side('C')] }, 'invalid_format'],
  ['a side without players', { ...base(), sides: [{ name: 'A' }, side('B')] }, 'invalid_format'],
  ['doubles with one player a side', { ...base(), type: 'doubles' }, 'invalid_format'],
  ['an unknown preset', { ...base(), rules: 'carrom-world' }, 'invalid_format'],
  ['an unknown preset in an override', { ...base(), rules: { preset: 'nope' } }, 'invalid_format'],
  ['an unknown setting', { ...base(), rules: { preset: 'icf', queenValue: 5 } }, 'invalid_format'],
  ['an even best-of', { ...base(), rules: { bestOf: 2 } }, 'invalid_format'],
  [
    'games that never end in a match of three',
    { ...base(), rules: { preset: 'free-play', bestOf: 3 } },
    'invalid_format',
  ],
  ['a setting of the wrong type', { ...base(), rules: { queenPoints: '3' } }, 'invalid_format'],
  ['rules that are a number', { ...base(), rules: 3 }, 'invalid_format'],
  ['boards but no toss', { ...base(), toss: undefined }, 'invalid_format'],
  [
    'a toss choice that does not exist',
    { ...base(), toss: { winner: 0, choice: 'table' } },
    'invalid_format',
  ],
  ['a toss winner that is not a side', { ...base(), toss: { winner: 5, choice: 'break' } }, 'invalid_format'],
  ['games that are not a list', { ...base(), games: {} }, 'invalid_format'],
  [
    'a board without a winner',
    withBoards({ pieces: 3, queen: 'loser' }),
    'invalid_format',
    { game: 1, board: 1 },
  ],
  ['pieces as text', withBoards(b(0, 'three')), 'invalid_format', { game: 1, board: 1 }],
  [
    'an unknown finish',
    withBoards(b(0, 3, 'loser', { finish: 'foul' })),
    'invalid_format',
    { game: 1, board: 1 },
  ],
  ['timeUp that is not true/false', withBoards(b(0, 3, 'loser', { timeUp: 'yes' })), 'invalid_format'],
  ['a forfeit of an unknown kind', { ...base(), forfeit: { by: 0, kind: 'bored' } }, 'invalid_format'],
  ['a board winner that is not a side', withBoards(b(2, 3)), 'invalid_winner', { game: 1, board: 1 }],
  ['a negative board winner', withBoards(b(-1, 3)), 'invalid_winner', { game: 1, board: 1 }],
  ['a board winner as text', withBoards(b('0', 3)), 'invalid_winner', { game: 1, board: 1 }],
  ['0 pieces on a normal finish', withBoards(b(0, 0)), 'invalid_pieces', { game: 1, board: 1 }],
  ['10 pieces', withBoards(b(0, 10)), 'invalid_pieces', { game: 1, board: 1 }],
  ['10 pieces on a penalty finish', withBoards(b(0, 10, 'loser', { finish: 'penalty' })), 'invalid_pieces'],
  [
    'negative pieces on a penalty finish',
    withBoards(b(0, -1, 'loser', { finish: 'penalty' })),
    'invalid_pieces',
  ],
  ['fractional pieces', withBoards(b(0, 2.5)), 'invalid_pieces', { game: 1, board: 1 }],
  ['an unknown queen value', withBoards(b(0, 3, 'both')), 'invalid_queen', { game: 1, board: 1 }],
  ['a queen that is not text', withBoards(b(0, 3, 1)), 'invalid_queen', { game: 1, board: 1 }],
  ['queen "none" on a normal finish', withBoards(b(0, 3, 'none')), 'invalid_queen', { game: 1, board: 1 }],
  [
    'extra on a normal finish',
    withBoards(b(0, 3, 'loser', { extra: 1 })),
    'invalid_extra',
    { game: 1, board: 1 },
  ],
  [
    'extra 3 on a penalty finish',
    withBoards(b(0, 3, 'loser', { finish: 'penalty', extra: 3 })),
    'invalid_extra',
  ],
  [
    'a 9th board after a decided 8th',
    withBoards(...Array.from({ length: 8 }, () => b(0, 1)), b(1, 1)),
    'board_after_game_end',
    { game: 1, board: 9 },
  ],
  [
    'a board after 25 was reached',
    withBoards(b(0, 9), b(0, 9), b(0, 7), b(1, 2)),
    'board_after_game_end',
    { game: 1, board: 4 },
  ],
  [
    'a second extra board',
    { ...base(), games: [{ boards: [...levelAfterEight, b(0, 1), b(1, 1)], extraBoardBreak: 0 }] },
    'board_after_game_end',
    { game: 1, board: 10 },
  ],
  [
    'a game after an undecided game',
    { ...base(), games: [{ boards: [b(0, 9), b(0, 1)] }, { boards: [b(1, 3)] }] },
    'game_not_finished',
    { game: 2, board: 1 },
  ],
  [
    'an empty game after an undecided game',
    { ...base(), games: [{ boards: [b(0, 3)] }, { boards: [] }] },
    'game_not_finished',
    { game: 2 },
  ],
  [
    'an empty game 1 followed by boards in game 2',
    { ...base(), games: [{ boards: [] }, { boards: [b(0, 3)] }] },
    'game_not_finished',
    { game: 2, board: 1 },
  ],
  [
    'a forfeit by a side that does not exist',
    { ...base(), forfeit: { by: 5, kind: 'left' } },
    'invalid_format',
  ],
  [
    'a third game after a 2–0 match',
    { ...base(), games: [winGame(0), winGame(0), { boards: [b(1, 2)] }] },
    'game_after_match_end',
    { game: 3, board: 1 },
  ],
  [
    'an extra board without its toss',
    { ...base(), games: [{ boards: [...levelAfterEight, b(0, 1)] }] },
    'missing_toss',
    { game: 1, board: 9 },
  ],
  [
    'the extra-board toss naming a side that does not exist',
    { ...base(), games: [{ boards: [...levelAfterEight, b(0, 1)], extraBoardBreak: 4 }] },
    'invalid_format',
  ],
  [
    'an ICF file that plays a 9th board on a 4:4 tie at the early stage (no toss)',
    { ...base(), games: [{ boards: [...Array.from({ length: 8 }, (_, i) => b(i % 2, 1)), b(0, 1)] }] },
    'missing_toss',
    { game: 1, board: 9 },
  ],
  [
    'a three-player board in a singles match',
    withBoards({ pocketed: [{ black: 1 }, { black: 1 }] }),
    'invalid_format',
    { game: 1, board: 1 },
  ],
  [
    'more than 9 white pieces in a three-player board',
    {
      ...base(),
      type: 'three-player',
      rules: 'three-player',
      sides: [side('A'), side('B'), side('C')],
      games: [{ boards: [{ pocketed: [{ white: 5 }, { white: 5 }, {}] }] }],
    },
    'invalid_pieces',
    { game: 1, board: 1 },
  ],
  [
    'loser breaks in a three-player match',
    {
      ...base(),
      type: 'three-player',
      rules: { breakOrder: 'loser' },
      sides: [side('A'), side('B'), side('C')],
      games: [],
    },
    'invalid_format',
  ],
];

describe('bad input in-process (scoreMatchFileText): the right code, never a crash', () => {
  it.each(badCases)('%s → %s', (_label, input, code, at) => {
    const text = typeof input === 'string' ? input : JSON.stringify(input);
    const result = scoreMatchFileText(text);
    expect(result.exitCode).toBe(2);
    expectCleanError(result.output, code, at);
    expect(ERROR_CODES).toContain(code);
  });

  it('a valid file with the same shape scores (the bad cases differ from it by one thing)', () => {
    const result = scoreMatchFileText(JSON.stringify(base()));
    expect(result.exitCode).toBe(0);
    expect(result.output).toMatchObject({ status: 'in_progress', games: [{ scores: [4, 0] }] });
  });

  it('the same 4:4 tie at the knockout stage plays a 9th board (no limit)', () => {
    const file = {
      ...base(),
      stage: 'knockout',
      games: [{ boards: [...Array.from({ length: 8 }, (_, i) => b(i % 2, 1)), b(0, 1)] }],
    };
    const result = scoreMatchFileText(JSON.stringify(file));
    expect(result.exitCode).toBe(0);
    expect(result.output).toMatchObject({ games: [{ status: 'in_progress', scores: [5, 4] }] });
  });

  it('random damage to a valid file never crashes: exit 0, or exit 2 with a listed code', () => {
    const valid = readJson(join(matches, 'timed-time-up.json')) as Record<string, unknown>;
    const paths: (readonly (string | number)[])[] = [
      ['format'],
      ['type'],
      ['rules'],
      ['stage'],
      ['sides'],
      ['sides', 0],
      ['sides', 0, 'players'],
      ['toss'],
      ['toss', 'winner'],
      ['games'],
      ['games', 0],
      ['games', 0, 'boards'],
      ['games', 0, 'boards', 1],
      ['games', 0, 'boards', 1, 'winner'],
      ['games', 0, 'boards', 1, 'pieces'],
      ['games', 0, 'boards', 1, 'queen'],
      ['games', 0, 'boards', 1, 'finish'],
      ['games', 0, 'boards', 1, 'extra'],
      ['games', 0, 'boards', 2, 'timeUp'],
      ['games', 1, 'extraBoardBreak'],
      ['forfeit'],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.jsonValue(), (path, value) => {
        const file = structuredClone(valid) as Record<string | number, unknown>;
        let node = file;
        for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
        node[path[path.length - 1]!] = value;
        const result = scoreMatchFileText(JSON.stringify(file));
        if (result.exitCode === 2) {
          expect(ERROR_CODES).toContain(result.output.error.code);
          expect(result.output.error.message).not.toMatch(/\n\s+at /);
        } else {
          expect(result.exitCode).toBe(0);
        }
      }),
      { numRuns: 600 },
    );
  });
});
