import type { VenueMatchResult } from '../../shared/contract/venue';

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
];

/** The finished matches as CSV, one row each (RFC 4180 quoting; ISO times in UTC). */
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
  ]);
  return [HEADER, ...rows].map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}

function quote(value: string): string {
  // A leading = + - @ would be a formula in a spreadsheet: quoted with a leading apostrophe.
  const safe = /^[=+\-@]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
