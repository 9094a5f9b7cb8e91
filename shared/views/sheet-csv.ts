import type { Pocketed } from '../engine/types';
import { CSV_BOM, csvCell, type Cell } from '../contract/csv';
import type { SheetRow } from '../contract/console-view';

export { CSV_BOM, csvCell };

/**
 * The boards of a match as CSV for spreadsheets: a header row, one line per board, one column
 * per number (points and running totals per side, never "17-4", which Excel reads as a date),
 * UTF-8 with a byte order mark so Excel reads accents and scripts right, CRLF line ends, and
 * every text cell a spreadsheet would run as a formula neutralised.
 */

/** What the CSV needs of a sheet: the official sheet and the plain score sheet both have it. */
export interface CsvSheet {
  readonly type: 'singles' | 'doubles' | 'three-player';
  readonly sides: readonly { readonly name: string; readonly players: readonly string[] }[];
  readonly games: readonly {
    readonly number: number;
    readonly rows: readonly (SheetRow & {
      readonly endedAt?: number | null;
      readonly pocketedCounts?: readonly Pocketed[] | null;
    })[];
  }[];
}

export function toScoreSheetCsv(sheet: CsvSheet): string {
  const sideNumbers = sheet.sides.map((_, i) => i + 1);
  const three = sheet.type === 'three-player';
  // Doubles: the winning side's players, each in a cell of its own (a pair's joined name is one
  // cell a spreadsheet cannot filter on by player).
  const pairs = sheet.type === 'doubles';
  const header = [
    'game',
    'board',
    'extra_board',
    'breaker',
    'breaker_player',
    'winner',
    ...(pairs ? ['winner_player_1', 'winner_player_2'] : []),
    ...(three ? [] : ['pieces', 'queen', 'queen_counted', 'finish', 'penalty_points']),
    'time_up',
    ...sideNumbers.map((n) => `points_${n}`),
    ...sideNumbers.map((n) => `total_${n}`),
    ...(three ? sideNumbers.flatMap((n) => [`black_${n}`, `white_${n}`, `queen_${n}`]) : []),
    'ended_at',
  ];
  const name = (i: number | null): string => (i === null ? '' : (sheet.sides[i]?.name ?? String(i + 1)));
  const lines = [header.map(csvCell).join(',')];
  for (const game of sheet.games) {
    for (const r of game.rows) {
      const player = r.breakerPlayer === null ? '' : (sheet.sides[r.breaker]?.players[r.breakerPlayer] ?? '');
      const cells: Cell[] = [
        game.number,
        r.board,
        r.extraBoard,
        name(r.breaker),
        player,
        name(r.winner),
        ...(pairs
          ? [0, 1].map((p) => (r.winner === null ? '' : (sheet.sides[r.winner]?.players[p] ?? '')))
          : []),
        ...(three ? [] : [r.pieces, r.queen, r.queenCounted, r.finish, r.extraPoints]),
        r.timeUp,
        ...sideNumbers.map((_, i) => r.points[i] ?? 0),
        ...sideNumbers.map((_, i) => r.totals[i] ?? 0),
        ...(three ? sideNumbers.flatMap((_, i) => pocketedCells(r.pocketedCounts?.[i])) : []),
        r.endedAt === undefined || r.endedAt === null ? '' : isoTime(r.endedAt),
      ];
      lines.push(cells.map(csvCell).join(','));
    }
  }
  return CSV_BOM + lines.join('\r\n') + '\r\n';
}

function pocketedCells(pocketed: Pocketed | undefined): Cell[] {
  return pocketed ? [pocketed.black, pocketed.white, pocketed.queen] : ['', '', ''];
}

/** `2026-12-01T14:05:03Z`: one unambiguous form, whatever the spreadsheet's locale. */
function isoTime(at: number): string {
  return new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
