import type { VenueResult } from '../../shared/contract/venue';
import type { TableStore } from '../host/store';
import { venueTables } from './venue-tables';

/**
 * The match results this host received from the venue (venue_received, one of the venue's own tables: venue-tables.ts), so its
 * /venue/results survives a restart; one row per (match id, sequence). Boards' and games'
 * results are not kept: the results page lists matches.
 */
export interface ReceivedResults {
  all(): readonly VenueResult[];
  keep(result: VenueResult, at: number): void;
}

export function openReceivedResults(hostStore: TableStore): ReceivedResults {
  const store = venueTables(hostStore);
  const all = store.prepare('SELECT body FROM venue_received ORDER BY received_at, rowid');
  const insert = store.prepare(
    'INSERT OR IGNORE INTO venue_received (match_id, sequence, table_number, body, received_at) VALUES (?, ?, ?, ?, ?)',
  );
  return {
    all: () => (all.all() as { body: string }[]).map((row) => JSON.parse(row.body) as VenueResult),
    keep(result, at) {
      insert.run(result.matchId, result.sequence, result.table, JSON.stringify(result), at);
    },
  };
}
