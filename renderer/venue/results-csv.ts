import type { VenueMatchResult } from '../../shared/contract/venue';
import { CSV_BOM, csvCell } from '../../shared/contract/csv';

const HEADER = [
  'finished',
  'table',
  'match_id',
  'event',
  'round',
  'type',
  'sides',
  'games_won',
  'game_scores',
  'winner',
  'ended_by',
  'version',
];

/**
 * The finished matches as CSV, one row each, each match's latest result (RFC 4180 quoting; ISO
 * times in UTC): with a byte order mark and formula neutralisation, as the table's own export
 * (shared/contract/csv.ts).
 */
export function resultsCsv(matches: readonly VenueMatchResult[]): string {
  const rows = matches.map((match) => [
    new Date(match.at).toISOString(),
    String(match.table),
    match.matchId,
    match.info.event ?? '',
    match.info.round ?? '',
    match.type,
    match.sides.join(' / '),
    match.gamesWon.join('-'),
    match.games.map((game) => game.scores.join('-')).join(' '),
    match.sides[match.winner] ?? '',
    match.endedBy ?? '',
    match.version,
  ]);
  return CSV_BOM + [HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
