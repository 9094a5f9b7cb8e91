import { invalid, nameAt, wholeAt } from './fields';
import {
  outcomeOf,
  type Tourney,
  type TourneyCompetitor,
  type TourneyMatch,
  type TournamentOutcome,
} from './model';
import { checkTurns } from './turns';

/**
 * Pairings from a tournament run elsewhere: a CSV with one line per table, `turn,table,side 1
 * players,side 2 players`, the players of a side joined by `;` (an empty side 2 is a bye). A first
 * line whose turn is not a number is a header. Each distinct side (its players, in order) is one
 * competitor, numbered in the order it first appears. The tourney is named after the file.
 */
export function readPairingsCsv(text: string, fileName: string): TournamentOutcome<Tourney> {
  return outcomeOf(() => tourneyFromRows(rowsOf(text.replace(/^\uFEFF/, '')), fileName));
}

function tourneyFromRows(rows: readonly (readonly string[])[], fileName: string): Tourney {
  const body = rows.length > 0 && !/^\s*\d+\s*$/.test(rows[0]![0] ?? '') ? rows.slice(1) : rows;
  const competitors: TourneyCompetitor[] = [];
  const byKey = new Map<string, number>();
  const competitorFor = (cell: string, where: string): number => {
    const players = cell.split(';').map((name, i) => nameAt(name, `${where}, player ${i + 1}`));
    if (players.length > 4) invalid(where, `lists ${players.length} players (a side has 1 to 4)`);
    const key = players.join('\u0000');
    const known = byKey.get(key);
    if (known !== undefined) return known;
    const index = competitors.length + 1;
    competitors.push({ index, players: players.map((name) => ({ name, nationality: null, club: null })) });
    byKey.set(key, index);
    return index;
  };
  const matches: TourneyMatch[] = body.map((cells, i) => {
    const where = `${fileName}, line ${i + 1 + rows.length - body.length}`;
    if (cells.length !== 4 && cells.length !== 3) {
      invalid(where, `has ${cells.length} cells, not 4 (turn, table, side 1 players, side 2 players)`);
    }
    const number = (cell: string, what: string): number =>
      wholeAt(/^\s*\d+\s*$/.test(cell) ? Number(cell) : cell, `${where}, ${what}`, 1);
    const side2 = (cells[3] ?? '').trim();
    return {
      turn: number(cells[0]!, 'turn'),
      table: number(cells[1]!, 'table'),
      competitor1: competitorFor(cells[2]!, `${where}, side 1`),
      competitor2: side2 === '' ? null : competitorFor(side2, `${where}, side 2`),
      score1: null,
      score2: null,
    };
  });
  if (matches.length === 0)
    invalid(fileName, 'holds no pairing line (turn,table,side 1 players,side 2 players)');
  const tourney: Tourney = {
    source: 'csv',
    description: nameAt(fileName.replace(/\.csv$/i, ''), 'the file name'),
    date: null,
    location: null,
    duration: null,
    prealarm: null,
    currentTurn: Math.max(...matches.map((m) => m.turn)),
    phantomScore: 0,
    competitors,
    matches,
  };
  checkTurns(tourney, fileName);
  return tourney;
}

/** RFC 4180 rows: quoted cells may hold commas, quotes ("") and line breaks; blank lines are skipped. */
function rowsOf(text: string): readonly (readonly string[])[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = (): void => {
    row.push(cell);
    if (row.length > 1 || row[0]!.trim() !== '') rows.push(row);
    row = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') endRow();
    else if (char !== '\r') cell += char;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
