import type { VenueMatchResult } from '../../shared/contract/venue';

/** One line of a tournament turn on the venue's results page, in SoL's order. */
export interface SolTurnRow {
  /** null: a bye. */
  readonly table: number | null;
  readonly competitor1: number | null;
  readonly competitor2: number | null;
  /** The players of each side as the table's result named them (a bye: its competitor's). */
  readonly sides: readonly string[];
  readonly score1: number | null;
  readonly score2: number | null;
  readonly status: 'played' | 'missing' | 'bye';
}

export interface SolTurn {
  readonly tourney: string;
  readonly turn: number;
  readonly rows: readonly SolTurnRow[];
}

/**
 * The latest tournament turn the venue's tables reported (issue 41), as the director keys it into
 * SoL: every table from 1 to the turn's highest (a table that sent no result marked missing),
 * then the byes with the phantom score. Null when no result came from a pairing.
 */
export function latestSolTurn(matches: readonly VenueMatchResult[]): SolTurn | null {
  const withSol = matches.filter((match) => match.sol !== undefined);
  const latest = withSol.reduce<VenueMatchResult | null>(
    (best, match) => (best === null || match.at > best.at ? match : best),
    null,
  );
  if (!latest?.sol) return null;
  const { tourney, turn } = latest.sol;
  const ofTurn = withSol.filter((match) => match.sol!.tourney === tourney && match.sol!.turn === turn);
  const byTable = new Map(ofTurn.map((match) => [match.sol!.table, match]));
  const outline = ofTurn.find((match) => match.sol!.tables !== undefined)?.sol;
  const highest = Math.max(outline?.tables ?? 0, ...byTable.keys());
  const rows: SolTurnRow[] = [];
  for (let table = 1; table <= highest; table += 1) {
    const match = byTable.get(table);
    rows.push(
      match
        ? {
            table,
            competitor1: match.sol!.competitor1,
            competitor2: match.sol!.competitor2,
            sides: match.sides,
            score1: match.sol!.score1,
            score2: match.sol!.score2,
            status: 'played',
          }
        : {
            table,
            competitor1: null,
            competitor2: null,
            sides: [],
            score1: null,
            score2: null,
            status: 'missing',
          },
    );
  }
  for (const bye of outline?.byes ?? []) {
    const phantom = outline?.phantomScore ?? 0;
    rows.push({
      table: null,
      competitor1: bye.competitor,
      competitor2: null,
      sides: [bye.players.join(' / ')],
      score1: phantom,
      score2: 0,
      status: 'bye',
    });
  }
  return { tourney, turn, rows };
}
