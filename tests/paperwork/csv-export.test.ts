/*
 * The boards CSV as the host exports it (ExportCsv on the REAL host, SQLite on disk), parsed
 * back: a header row, one column per number, UTF-8 with a byte order mark, board end times,
 * and names that a spreadsheet would run as formulas neutralised. The match file stays as it is.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { QUERY_DATA_SCHEMAS } from '../../shared/contract/contract';
import type { OfficialSheet } from '../../shared/contract/official-sheet';
import { CONSOLE, tempDir } from '../host/helpers';
import { playDoubles, playSingles, playThreeGames } from './support/matches';
import { queryParsed } from '../support/parsed';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

function host(): Host {
  const dir = tempDir('carrom-csv-');
  const opened = openHost({ dataDir: dir.path });
  cleanups.push(() => dir.remove());
  cleanups.push(() => opened.close());
  return opened;
}

/** RFC 4180 cells: quoted cells may hold commas, quotes ("") and line ends. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted || (c !== '"' && c !== ',' && c !== '\r')) {
      cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else {
      expect(text[i + 1], 'a CR is followed by LF').toBe('\n');
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    }
  }
  expect(cell === '' && row.length === 0, 'the file ends with a line end').toBe(true);
  return rows;
}

async function exportCsv(h: Host, matchId: string): Promise<{ fileName: string; csv: string }> {
  const result = await queryParsed(h, { type: 'ExportCsv', matchId }, CONSOLE);
  if (!result.ok) throw new Error(result.message);
  return result.data as { fileName: string; csv: string };
}

async function sheetOf(h: Host, matchId: string): Promise<OfficialSheet> {
  const result = await queryParsed(h, { type: 'OfficialSheet', matchId }, CONSOLE);
  if (!result.ok) throw new Error(result.message);
  // What crosses to the console is what the contract's schema says.
  expect(QUERY_DATA_SCHEMAS.OfficialSheet.parse(result.data)).toEqual(result.data);
  return result.data as OfficialSheet;
}

describe('boards CSV', () => {
  it('has a BOM, a header row and one column per number, matching the sheet board by board', async () => {
    const h = host();
    const match = playThreeGames(h, ['Łukasz Wiśniewski', '王明']);
    const { fileName, csv } = await exportCsv(h, match.matchId);
    expect(fileName).toMatch(/\.csv$/);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(csv.slice(1));
    expect(header).toEqual([
      'game',
      'board',
      'extra_board',
      'breaker',
      'breaker_player',
      'winner',
      'pieces',
      'queen',
      'queen_counted',
      'finish',
      'penalty_points',
      'time_up',
      'points_1',
      'points_2',
      'total_1',
      'total_2',
      'ended_at',
    ]);
    const sheet = await sheetOf(h, match.matchId);
    const boards = sheet.games.flatMap((game) => game.rows.map((row) => ({ game: game.number, row })));
    expect(rows).toHaveLength(boards.length);
    const col = (name: string): number => header!.indexOf(name);
    rows.forEach((cells, i) => {
      const { game, row } = boards[i]!;
      expect(cells).toHaveLength(header!.length);
      expect(Number(cells[col('game')])).toBe(game);
      expect(Number(cells[col('board')])).toBe(row.board);
      expect([cells[col('points_1')], cells[col('points_2')]].map(Number)).toEqual(row.points);
      expect([cells[col('total_1')], cells[col('total_2')]].map(Number)).toEqual(row.totals);
      expect(new Date(cells[col('ended_at')]!).getTime()).toBe(Math.floor(row.endedAt! / 1000) * 1000);
      // No cell a spreadsheet would read as a date such as "17-4".
      for (const value of cells) expect(value).not.toMatch(/^\d+-\d+$/);
    });
    expect(rows.map((cells) => cells[col('winner')])).toContain('Łukasz Wiśniewski');
    expect(rows.map((cells) => cells[col('winner')])).toContain('王明');
    // The penalty board of game 3: its extra point has its own column.
    const penalty = rows.find((cells) => cells[col('finish')] === 'penalty')!;
    expect(Number(penalty[col('penalty_points')])).toBe(1);
  });

  it('names the breaking player of a doubles side, and marks the extra board', async () => {
    const h = host();
    const match = playDoubles(h, ['Asha', 'Bela', 'Chen', 'Dev']);
    const [header, ...rows] = parseCsv((await exportCsv(h, match.matchId)).csv.slice(1));
    const col = (name: string): number => header!.indexOf(name);
    expect(new Set(rows.map((cells) => cells[col('breaker_player')]))).toEqual(
      new Set(['Asha', 'Bela', 'Chen', 'Dev']),
    );
    const extra = rows.filter((cells) => cells[col('extra_board')] === 'true');
    expect(extra.map((cells) => [cells[col('game')], cells[col('board')]])).toEqual([['1', '9']]);
  });

  it.each([['=HYPERLINK("http://x","y")'], ['+SUM(A1:A2)'], ['-2+3+cmd'], ['@SUM(A1)'], ['  =1+1']])(
    'neutralises a name a spreadsheet would run: %s',
    async (name) => {
      const h = host();
      const match = playSingles(h, [name, 'Bruno']);
      const [, ...rows] = parseCsv((await exportCsv(h, match.matchId)).csv.slice(1));
      const cells = rows.flat().filter((cell) => cell.includes(name.trim()));
      expect(cells.length).toBeGreaterThan(0);
      for (const cell of cells) expect(cell).toBe(`'${name}`);
      for (const cell of rows.flat()) expect(cell).not.toMatch(/^\s*[=+@]/);
    },
  );

  it('leaves the JSON match file as it was: boards, not times', async () => {
    const h = host();
    const match = playSingles(h, ['Asha', 'Bruno']);
    const result = await queryParsed(h, { type: 'ExportMatchFile', matchId: match.matchId }, CONSOLE);
    if (!result.ok) throw new Error(result.message);
    const file = (result.data as { file: { format: string; games: { boards: object[] }[] } }).file;
    expect(file.format).toBe('carrom-match/1');
    expect(file.games.map((game) => game.boards.length)).toEqual([3, 3]);
    expect(JSON.stringify(file)).not.toContain('endedAt');
  });
});
