/**
 * The `tournament` command end to end (the real command, spawned): the pairings of SoL's exports
 * as the documented JSON, every refusal as `score` gives one (one JSON object naming where, exit
 * 2), and a host's data folder read back as the turn's results in SoL's order (CSV with a BOM).
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openHost } from '../../electron/host/host';
import { readTournamentFile } from '../../electron/host/tournament-file';
import { CONSOLE, tempDir } from '../host/helpers';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (name: string): string => join(repo, 'tests/fixtures/sol', name);
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function tournament(args: readonly string[], viaNpm = false): Promise<Run> {
  const [command, argv] = viaNpm
    ? ['npm', ['run', '--silent', 'tournament', '--', ...args]]
    : [process.execPath, ['--import', 'tsx', join(repo, 'electron/cli/tournament.ts'), ...args]];
  return new Promise((resolve) => {
    execFile(command as string, argv as string[], { cwd: repo, timeout: 30_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

describe('tournament pairings FILE --tourney N', () => {
  it("prints the tourney picked from an export of several, with the file's tourneys", async () => {
    const run = await tournament(['pairings', fixture('scr-dump-two-tourneys.sol.gz'), '--tourney', '2']);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(json).toMatchObject({
      tourney: '3° Torneo Sociale – doppio',
      turn: 1,
      duration: 40,
      tourneyIndex: 2,
      tourneys: [{ index: 1 }, { index: 2, description: '3° Torneo Sociale – doppio', date: '2024-11-17' }],
    });
  });

  it('refuses a tourney the file lacks (exit 2) and a bad --tourney (exit 64)', async () => {
    const missing = await tournament(['pairings', fixture('scr-dump-two-tourneys.sol'), '--tourney', '3']);
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.stdout)).toEqual({
      error: {
        code: 'no_such_tourney',
        message:
          'scr-dump-two-tourneys.sol: the file has no tourney 3: it holds 2 tourneys: 1 "3° Torneo Sociale" (2024-11-16), 2 "3° Torneo Sociale – doppio" (2024-11-17)',
      },
    });
    const bad = await tournament(['pairings', fixture('scr-dump-two-tourneys.sol'), '--tourney', '0']);
    expect(bad.code).toBe(64);
    expect(bad.stderr).toContain('--tourney must be a tourney\'s place in the file from 1 (got "0")');
  });
});

describe('tournament pairings FILE', () => {
  it('prints the current turn of a gzipped export with its bye, through npm as documented', async () => {
    const run = await tournament(['pairings', fixture('spring-open-byes.sol.gz')], true);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(json).toMatchObject({
      tourney: 'Torneo di Primavera',
      date: '2024-03-09',
      turn: 2,
      duration: 45,
      prealarm: 5,
    });
    expect(json['pairings']).toEqual([
      expect.objectContaining({
        table: 1,
        competitor1: expect.objectContaining({ index: 1, players: ['Emanuele Gaifax'] }),
        competitor2: expect.objectContaining({ index: 3, players: ['Giulia Rossi'] }),
      }),
      expect.objectContaining({ table: 2 }),
      expect.objectContaining({
        table: 3,
        competitor1: expect.objectContaining({ players: ['Amélie Mée'] }),
      }),
      {
        table: 4,
        competitor1: expect.objectContaining({ index: 4, players: ['Łukasz Kowalczyk'] }),
        competitor2: null,
      },
    ]);
  });

  it('prints a turn picked with --turn, from a doubles export', async () => {
    const run = await tournament(['pairings', fixture('doubles-later-turn.sol'), '--turn', '1']);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as {
      turn: number;
      pairings: { competitor1: { players: string[] } }[];
    };
    expect(json.turn).toBe(1);
    expect(json.pairings.map((p) => p.competitor1.players)).toEqual([
      ['Małgorzata Wójcik', 'Piotr Nowak'],
      ['Иван Петров', '李 娜'],
    ]);
  });

  it('refuses, naming where: a file that is not a SoL export, a turn it lacks, an index out of range, a refused name', async () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const spring = readFileSync(fixture('spring-open-byes.sol'), 'utf8');
    const write = (name: string, text: string): string => {
      writeFileSync(join(dir.path, name), text);
      return join(dir.path, name);
    };
    const cases: [string[], string, string][] = [
      [
        ['pairings', write('match.sol', '{"type": "carrom-match/1"}\n')],
        'invalid_format',
        'match.sol: the first YAML document: is not a SoL export',
      ],
      [
        ['pairings', fixture('spring-open-byes.sol'), '--turn', '5'],
        'no_such_turn',
        'has no pairing for turn 5: its turns are 1, 2',
      ],
      [
        ['pairings', write('range.sol', spring.replace('players: [7]', 'players: [8]'))],
        'index_out_of_range',
        'competitors[7].players[1]: 8 is out of range',
      ],
      [
        ['pairings', write('name.sol', spring.replace('lastname: Bianchi', 'lastname: "Bian\\x07chi"'))],
        'invalid_name',
        'U+0007 BELL',
      ],
      [['pairings', join(dir.path, 'missing.sol')], 'invalid_format', 'missing.sol: there is no such file'],
    ];
    for (const [args, code, message] of cases) {
      const run = await tournament(args);
      expect(run.code, args.join(' ')).toBe(2);
      const error = (JSON.parse(run.stdout) as { error: { code: string; message: string } }).error;
      expect(error.code).toBe(code);
      expect(error.message).toContain(message);
    }
  }, 60_000);

  it('refuses a wrong command line with the usage', async () => {
    const run = await tournament(['pairings', fixture('spring-open-byes.sol'), '--turn', 'two']);
    expect(run.code).toBe(64);
    expect(run.stderr).toContain('--turn must be a turn number from 1 (got "two")');
    expect(run.stderr).toContain('usage: npm run --silent tournament -- pairings FILE [--turn N]');
  });
});

describe('tournament results DATA_DIR', () => {
  it("prints the turn's results from a host's data folder in SoL's order, byes with the phantom score", async () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const host = openHost({ dataDir: dir.path });
    const { fileName, text } = readTournamentFile(fixture('spring-open-byes.sol'));
    expect(host.submit({ type: 'ImportTournament', fileName, text }, CONSOLE).ok).toBe(true);
    expect(host.submit({ type: 'SetUpPairing', turn: 2, table: 3 }, CONSOLE).ok).toBe(true);
    expect(host.submit({ type: 'Forfeit', by: 1, kind: 'walkover' }, CONSOLE).ok).toBe(true);
    host.close();
    const run = await tournament(['results', dir.path]);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\r\n')).toEqual([
      '\uFEFFtable,competitor1,competitor2,score1,score2,players1,players2,status',
      '1,1,3,,,Emanuele Gaifax,Giulia Rossi,missing',
      '2,5,7,,,Jürg Brändli,Ananya शर्मा,missing',
      '3,2,6,25,0,Amélie Mée,Marco Bianchi,played',
      '4,4,,25,0,Łukasz Kowalczyk,,bye',
      '',
    ]);
    const first = await tournament(['results', join(dir.path, 'scoreboard.db'), '--turn', '1']);
    expect(first.stdout.split('\r\n')[4]).toBe('4,7,,25,0,Ananya शर्मा,,bye');
    const none = await tournament(['results', join(dir.path, 'nowhere')]);
    expect(none.code).toBe(2);
    expect(JSON.parse(none.stdout)).toEqual({
      error: {
        code: 'not_found',
        message: `${join(dir.path, 'nowhere')}: there is no such data folder or file`,
      },
    });
  }, 60_000);
});
