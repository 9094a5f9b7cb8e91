import { CSV_BOM, csvCell, type Cell } from '../contract/csv';
import type { ScoreSheet } from '../contract/console-view';
import type { TurnResultRow } from '../contract/tournament';
import type { Pairing, TurnPairings } from './pairings';

/** The match a table played for a pairing: its stored id and its score sheet (null: not set up). */
export interface TableMatch {
  readonly matchId: string;
  readonly sheet: ScoreSheet | null;
}

/**
 * The turn's results in SoL's order, one row per pairing: a bye scores the phantom score; a
 * pairing no match was set up for is `missing`; an unfinished match `playing`; a finished one
 * `played` with its points from SoL's competitor 1 / 2 point of view (side 1 is competitor 1,
 * whichever end of the board the players sat), summed over its finished games. A match won by a
 * forfeit before any game finished scores like a bye: the phantom score to the winner.
 */
export function turnResultRows(
  turn: TurnPairings,
  matchAt: (pairing: Pairing & { readonly table: number }) => TableMatch | null,
): readonly TurnResultRow[] {
  return turn.pairings.map((pairing) => {
    const base = { table: pairing.table, competitor1: pairing.competitor1, competitor2: pairing.competitor2 };
    if (pairing.competitor2 === null) {
      return { ...base, status: 'bye', score1: turn.phantomScore, score2: 0, matchId: null };
    }
    const played = pairing.table === null ? null : matchAt({ ...pairing, table: pairing.table });
    if (!played) return { ...base, status: 'missing', score1: null, score2: null, matchId: null };
    const scores = played.sheet ? finalScores(played.sheet, turn.phantomScore) : null;
    return scores
      ? { ...base, status: 'played', score1: scores[0], score2: scores[1], matchId: played.matchId }
      : { ...base, status: 'playing', score1: null, score2: null, matchId: played.matchId };
  });
}

function finalScores(sheet: ScoreSheet, phantomScore: number): readonly [number, number] | null {
  if (sheet.winner === null) return null;
  const finished = sheet.games.filter((game) => game.finished);
  if (finished.length === 0) return sheet.winner === 0 ? [phantomScore, 0] : [0, phantomScore];
  const sum = (side: number): number => finished.reduce((total, game) => total + (game.scores[side] ?? 0), 0);
  return [sum(0), sum(1)];
}

/**
 * The rows as CSV for the director: SoL's columns first (table, competitor 1, competitor 2, score
 * 1, score 2), then the players' names and the status to read them by. UTF-8 with a BOM, CRLF,
 * no cell a spreadsheet would run (shared/contract/csv.ts).
 */
export function turnResultsCsv(rows: readonly TurnResultRow[]): string {
  const header: Cell[] = [
    'table',
    'competitor1',
    'competitor2',
    'score1',
    'score2',
    'players1',
    'players2',
    'status',
  ];
  const lines = rows.map((row): Cell[] => [
    row.table,
    row.competitor1.index,
    row.competitor2?.index ?? null,
    row.score1,
    row.score2,
    row.competitor1.players.join(' / '),
    row.competitor2?.players.join(' / ') ?? null,
    row.status,
  ]);
  return `${CSV_BOM}${[header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
