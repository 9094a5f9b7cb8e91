import type {
  VenueFeatured,
  VenueMatchResult,
  VenueMessage,
  VenueResult,
  VenueTable,
} from '../../shared/contract/venue';

/** What one message changed on the board, for the screens. */
export type BoardChange =
  | { readonly kind: 'table'; readonly table: VenueTable }
  | { readonly kind: 'featured'; readonly featured: number | null }
  | { readonly kind: 'result'; readonly result: VenueResult; readonly match: VenueMatchResult | null };

/**
 * The venue as one host sees it through the broker: each table's latest state and status,
 * the featured table, and the results (one per (match id, sequence), however often they came).
 */
export interface VenueBoard {
  apply(message: VenueMessage, receivedAt: number): BoardChange | null;
  tables(): readonly VenueTable[];
  table(table: number): VenueTable | null;
  featured(): number | null;
  /** Finished matches, in the order they finished. */
  finishedMatches(): readonly VenueMatchResult[];
  hasResult(matchId: string, sequence: number): boolean;
}

export function createVenueBoard(known: readonly VenueResult[] = []): VenueBoard {
  const tables = new Map<number, VenueTable>();
  const results = boardResults(known);
  let featured: VenueFeatured | null = null;

  return {
    apply(message, receivedAt) {
      switch (message.kind) {
        case 'state': {
          const was = tables.get(message.table);
          if (
            was?.state &&
            was.state.revision > message.state.revision &&
            was.state.matchId === message.state.matchId
          ) {
            return null;
          }
          const table = {
            table: message.table,
            status: was?.status ?? null,
            state: message.state,
            receivedAt,
          };
          tables.set(message.table, table);
          return { kind: 'table', table };
        }
        case 'status': {
          const was = tables.get(message.table);
          const table = {
            table: message.table,
            status: message.status,
            state: was?.state ?? null,
            receivedAt,
          };
          tables.set(message.table, table);
          return { kind: 'table', table };
        }
        case 'results': {
          const { result } = message;
          if (results.has(result.matchId, result.sequence)) return null;
          return { kind: 'result', result, match: results.add(result) };
        }
        case 'ack':
        case 'resend':
        case 'collector':
          // Between the tables and the results collectors: nothing the screens show.
          return null;
        case 'featured':
          if (featured && featured.at > message.featured.at) return null;
          featured = message.featured;
          return { kind: 'featured', featured: featured.table };
      }
    },
    tables: () => [...tables.values()].sort((a, b) => a.table - b.table),
    table: (table) => tables.get(table) ?? null,
    featured: () => featured?.table ?? null,
    finishedMatches: results.finishedMatches,
    hasResult: results.has,
  };
}

/**
 * The board's results: one per (match id, sequence), however often they came, and each match's
 * latest result (finished or not), an older version arriving late changing nothing.
 */
function boardResults(known: readonly VenueResult[]) {
  const results = new Set<string>();
  const matches = new Map<string, VenueMatchResult>();
  /** The latest match result per match (finished or not): (version, sequence) of it. */
  const latest = new Map<string, readonly [number, number]>();
  const add = (result: VenueResult): VenueMatchResult | null => {
    results.add(`${result.matchId}#${result.sequence}`);
    if (result.kind !== 'match') return null;
    const finished = finishedMatch(result);
    const order = [result.version ?? 1, result.sequence] as const;
    const previous = latest.get(result.matchId);
    // An older version arriving late (a resend after a reconnection) changes nothing.
    if (previous && (previous[0] > order[0] || (previous[0] === order[0] && previous[1] > order[1])))
      return null;
    latest.set(result.matchId, order);
    if (finished) matches.set(result.matchId, finished);
    else matches.delete(result.matchId);
    return finished;
  };
  for (const result of known) add(result);
  return {
    add,
    has: (matchId: string, sequence: number): boolean => results.has(`${matchId}#${sequence}`),
    finishedMatches: (): readonly VenueMatchResult[] =>
      [...matches.values()].sort((a, b) => a.at - b.at || a.table - b.table),
  };
}

function finishedMatch(result: Extract<VenueResult, { kind: 'match' }>): VenueMatchResult | null {
  if (result.winner === null) return null;
  return {
    table: result.table,
    matchId: result.matchId,
    version: result.version ?? 1,
    at: result.at,
    type: result.type,
    sides: result.sides.map((side) => side.name),
    sidePlayers: result.sides.map((side) => side.players),
    info: result.info,
    gamesWon: result.gamesWon,
    games: result.games,
    winner: result.winner,
    endedBy: result.endedBy,
    forfeit: result.forfeit,
    ...(result.sol ? { sol: result.sol } : {}),
  };
}
