import type { VenueMatchResult } from '../../shared/contract/venue';
import { CSV_BOM, csvCell } from '../../shared/contract/csv';
import { stoppedByForfeit } from '../common/result-text';

const HEADER = [
  'finished',
  'table',
  'match_id',
  'event',
  'round',
  'type',
  'side_1',
  'side_2',
  'side_3',
  'games_won',
  'game_scores',
  'winner',
  'ended_by',
  'version',
  'forfeit_by',
  'forfeit_kind',
  'unfinished_game',
  'unfinished_scores',
  'side_1_player_1',
  'side_1_player_2',
  'side_2_player_1',
  'side_2_player_2',
];

/**
 * The finished matches as CSV, one row each, each match's latest result (RFC 4180 quoting; ISO
 * times in UTC): with a byte order mark and formula neutralisation, as the table's own export
 * (shared/contract/csv.ts).
 *
 * Each name has a cell of its own (side_1 to side_3, the winner), never joined with another
 * name: a cell is its own paragraph in a spreadsheet, so a right-to-left name cannot swap places
 * with the text beside it, and no bidi isolate (U+2068/U+2069) goes into the file. Excel keeps
 * such characters in the cell's value (a lookup or a filter on "Bruno" misses "\u2068Bruno\u2069"),
 * and a font or a version that does not know them draws boxes (issue 23 item 11).
 */
/**
 * A match ended off the table: the side that forfeited and how (walkover, resigned, left,
 * technical), and the game it stopped with the score then (per side, in side order, as
 * game_scores writes scores). The stopped game is in game_scores as played so far; games_won
 * counts only games won at the table.
 */
function forfeitCells(match: VenueMatchResult): (string | number)[] {
  const forfeit = match.forfeit;
  if (!forfeit) return ['', '', '', ''];
  const stopped = match.games.find(stoppedByForfeit);
  return [
    match.sides[forfeit.by] ?? '',
    forfeit.kind,
    stopped?.number ?? '',
    stopped ? stopped.scores.join('-') : '',
  ];
}

/** Doubles: each player of sides 1 and 2 in a cell of its own, in the order entered (else empty). */
function playerCells(match: VenueMatchResult): string[] {
  const pairs = match.type === 'doubles' ? (match.sidePlayers ?? []) : [];
  return [0, 1].flatMap((side) => [0, 1].map((player) => pairs[side]?.[player] ?? ''));
}

export function resultsCsv(matches: readonly VenueMatchResult[]): string {
  const rows = matches.map((match) => [
    new Date(match.at).toISOString(),
    String(match.table),
    match.matchId,
    match.info.event ?? '',
    match.info.round ?? '',
    match.type,
    ...[0, 1, 2].map((i) => match.sides[i] ?? ''),
    match.gamesWon.join('-'),
    match.games.map((game) => game.scores.join('-')).join(' '),
    match.sides[match.winner] ?? '',
    match.endedBy ?? '',
    match.version,
    ...forfeitCells(match),
    ...playerCells(match),
  ]);
  return CSV_BOM + [HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
