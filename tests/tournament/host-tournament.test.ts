/**
 * The host's tournament bridge on a real SQLite file: a SoL export imported whole or not at all, a
 * table's match set up from its pairing in one step (names, clubs, doubles partners, one game,
 * the time limit from `duration`) keeping its SoL reference, and the turn's results in SoL's
 * order (byes with the phantom score, missing tables marked), across a restart.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { readTournamentFile } from '../../electron/host/tournament-file';
import type { CommandMessage, TournamentView } from '../../shared/contract/contract';
import { CONSOLE, tempDir } from '../host/helpers';

const fixture = (name: string): string => fileURLToPath(new URL(`../fixtures/sol/${name}`, import.meta.url));

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

function host(dataDir?: string): Host {
  const dir = dataDir ?? tempDir().path;
  const opened = openHost({ dataDir: dir, tournamentTable: 2 });
  cleanups.push(() => opened.close());
  return opened;
}

function importFile(target: Host, name: string) {
  const { fileName, text } = readTournamentFile(fixture(name));
  return target.submit({ type: 'ImportTournament', fileName, text }, CONSOLE);
}

async function view(target: Host, turn?: number): Promise<TournamentView> {
  const answer = await target.query({ type: 'Tournament', ...(turn ? { turn } : {}) }, CONSOLE);
  if (!answer.ok || answer.type !== 'Tournament') throw new Error(JSON.stringify(answer));
  return answer.data as TournamentView;
}

function submit(target: Host, command: CommandMessage): void {
  const result = target.submit(command, CONSOLE);
  if (!result.ok) throw new Error(result.message);
}

/** Side `winner` wins boards of 9 pieces and the queen until the match is over. */
function playToTheEnd(target: Host, winner: 0 | 1): void {
  submit(target, { type: 'RecordToss', winner: 0, choice: 'break' });
  for (let board = 0; board < 20 && target.current().view.matchResult === null; board += 1) {
    submit(target, {
      type: 'RecordBoard',
      entry: { kind: 'sides', winner, pieces: 9, queen: 'winner', finish: 'normal', extra: 0, timeUp: false },
    });
  }
  expect(target.current().view.matchResult?.winner).toBe(winner);
}

describe('a file of several tourneys in the host', () => {
  it("imports the tourney picked, lists the file's tourneys, and keeps them across a restart", async () => {
    const dir = tempDir().path;
    const table = host(dir);
    const { fileName, text } = readTournamentFile(fixture('scr-dump-two-tourneys.sol.gz'));
    expect(table.submit({ type: 'ImportTournament', fileName, text }, CONSOLE).ok).toBe(true);
    expect((await view(table)).tourney).toMatchObject({ index: 1, description: '3° Torneo Sociale' });
    expect(table.submit({ type: 'ImportTournament', fileName, text, tourney: 2 }, CONSOLE).ok).toBe(true);
    const picked = await view(table);
    expect(picked.tourney).toMatchObject({
      index: 2,
      description: '3° Torneo Sociale – doppio',
      tourneys: [
        { index: 1, description: '3° Torneo Sociale', date: '2024-11-16' },
        { index: 2, description: '3° Torneo Sociale – doppio', date: '2024-11-17' },
      ],
    });
    expect(picked.rows.map((row) => row.competitor1.players)).toEqual([
      ['Emanuele Gaifax', 'Chiara Zanella'],
      ['Anaïs Lelièvre', 'Mirosław Kołodziej'],
    ]);
    table.close();
    cleanups.pop();
    expect((await view(host(dir))).tourney).toMatchObject({
      index: 2,
      tourneys: [{ index: 1 }, { index: 2 }],
    });
  });

  it('refuses a tourney the file does not have, and keeps the one imported before', async () => {
    const table = host();
    expect(importFile(table, 'spring-open-byes.sol').ok).toBe(true);
    const { fileName, text } = readTournamentFile(fixture('scr-dump-two-tourneys.sol'));
    const refused = table.submit({ type: 'ImportTournament', fileName, text, tourney: 3 }, CONSOLE);
    expect(refused).toMatchObject({
      ok: false,
      message:
        'The tournament file was refused: the file has no tourney 3: it holds 2 tourneys: 1 "3° Torneo Sociale" (2024-11-16), 2 "3° Torneo Sociale – doppio" (2024-11-17).',
    });
    expect((await view(table)).tourney?.description).toBe('Torneo di Primavera');
  });
});

describe('importing a tournament into the host', () => {
  it('keeps the gzipped export and lists the current turn, this host table given', async () => {
    const table = host();
    expect(importFile(table, 'spring-open-byes.sol.gz').ok).toBe(true);
    const turn = await view(table);
    expect(turn.tourney).toMatchObject({
      source: 'sol',
      fileName: 'spring-open-byes.sol',
      description: 'Torneo di Primavera',
      duration: 45,
      prealarm: 5,
      currentTurn: 2,
      turns: [1, 2],
    });
    expect(turn.table).toBe(2);
    expect(turn.rows.map((row) => [row.table, row.status, row.score1, row.score2])).toEqual([
      [1, 'missing', null, null],
      [2, 'missing', null, null],
      [3, 'missing', null, null],
      [4, 'bye', 25, 0],
    ]);
  });

  it('refuses a broken file naming where, and keeps the tournament it had', async () => {
    const table = host();
    importFile(table, 'spring-open-byes.sol');
    const revision = table.current().revision;
    const broken = readFileSync(fixture('spring-open-byes.sol'), 'utf8').replace(
      'competitor2: 7,',
      'competitor2: 70,',
    );
    const refused = table.submit({ type: 'ImportTournament', fileName: 'broken.sol', text: broken }, CONSOLE);
    expect(refused).toMatchObject({
      ok: false,
      code: 'invalid_format',
      message:
        'The tournament file was refused: document 2 (tourney "Torneo di Primavera"), matches[6].competitor2: 70 is out of range (the competitors list of this tourney has 7 entries, numbered from 1).',
    });
    expect(table.current().revision).toBe(revision);
    expect((await view(table)).tourney?.fileName).toBe('spring-open-byes.sol');
  });
});

describe('setting a match up from a pairing', () => {
  it('makes the singles match in one step: names NFC, clubs, one game with the tourney clock', async () => {
    const table = host();
    importFile(table, 'spring-open-byes.sol');
    submit(table, { type: 'SetUpPairing', turn: 2, table: 3 });
    const { view: board } = table.current();
    expect(board.sides.map((side) => [side.name, side.club])).toEqual([
      ['Amélie Mée', 'Club de Carrom de Genève'],
      ['Marco Bianchi', 'Carrom Club Milano'],
    ]);
    expect(board.info).toMatchObject({ event: 'Torneo di Primavera', round: '2', table: '3' });
    const sheet = await table.query({ type: 'OfficialSheet' }, CONSOLE);
    expect(sheet.ok && JSON.stringify(sheet)).toContain('"bestOf":1');
    expect((await view(table)).current).toEqual({ turn: 2, table: 3 });
  });

  it('gives doubles partners both sides, and refuses a bye or a missing table with a sentence', () => {
    const table = host();
    importFile(table, 'doubles-later-turn.sol');
    submit(table, { type: 'SetUpPairing', turn: 3, table: 2 });
    expect(table.current().view.sides.map((side) => side.players)).toEqual([
      ['Małgorzata Wójcik', 'Piotr Nowak'],
      ['Иван Петров', '李 娜'],
    ]);
    const other = host();
    importFile(other, 'spring-open-byes.sol');
    expect(other.submit({ type: 'SetUpPairing', turn: 2, table: 4 }, CONSOLE)).toMatchObject({
      ok: false,
      message: 'Turn 2, table 4 is a bye: there is no match to play.',
    });
    expect(other.submit({ type: 'SetUpPairing', turn: 2, table: 9 }, CONSOLE)).toMatchObject({
      ok: false,
      code: 'not_found',
      message: 'Turn 2 has no table 9: its tables are 1, 2, 3, 4.',
    });
    expect(other.submit({ type: 'SetUpPairing', turn: 7, table: 1 }, CONSOLE)).toMatchObject({
      ok: false,
      code: 'not_found',
      message: 'Tourney "Torneo di Primavera" has no pairing for turn 7: its turns are 1, 2.',
    });
  });
});

describe("the turn's results", () => {
  it('lists each finished match from SoL competitor 1 / 2 view, in SoL order, and as CSV, across a restart', async () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const table = host(dir.path);
    importFile(table, 'spring-open-byes.sol');
    submit(table, { type: 'SetUpPairing', turn: 2, table: 2 });
    playToTheEnd(table, 1);
    const rows = (await view(table)).rows;
    expect(rows[1]).toMatchObject({ table: 2, status: 'played', score1: 0 });
    expect(rows[1]!.score2).toBeGreaterThanOrEqual(25);
    submit(table, { type: 'SetUpPairing', turn: 2, table: 1 });
    expect((await view(table)).rows[0]!.status).toBe('playing');
    table.close();
    const again = host(dir.path);
    const csv = await again.query({ type: 'TournamentResultsCsv' }, CONSOLE);
    expect(csv.ok).toBe(true);
    if (!csv.ok || csv.type !== 'TournamentResultsCsv') return;
    const data = csv.data as { fileName: string; csv: string };
    expect(data.fileName).toBe('Torneo di Primavera-turn-2.csv');
    expect(data.csv.split('\r\n')).toEqual([
      '\uFEFFtable,competitor1,competitor2,score1,score2,players1,players2,status',
      '1,1,3,,,Emanuele Gaifax,Giulia Rossi,playing',
      `2,5,7,0,${rows[1]!.score2},Jürg Brändli,Ananya शर्मा,played`,
      '3,2,6,,,Amélie Mée,Marco Bianchi,missing',
      '4,4,,25,0,Łukasz Kowalczyk,,bye',
      '',
    ]);
  });

  it('answers not_found before any import', async () => {
    const table = host();
    expect(await table.query({ type: 'TournamentResultsCsv' }, CONSOLE)).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    expect((await view(table)).tourney).toBeNull();
  });
});
