import Database from 'better-sqlite3';
import type { VenueResult } from '../../../shared/contract/venue';
import { keepDatabasePrivate } from '../../host/private-files';
import { sequenceRanges, type SequenceRanges } from '../resend';

/**
 * The relay's own database (`<data>/relay.sqlite`), apart from any table's: the relay keeps no
 * match, no setting, no PIN, only the results it received. Its schema is its own (user_version
 * counts these steps); a table's database never has these tables.
 */
const RELAY_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE relay_results (
    venue TEXT NOT NULL,
    table_number INTEGER NOT NULL,
    match_id TEXT NOT NULL,
    sequence INTEGER NOT NULL,
    -- a match result's version; 0 for a board's or a game's result
    version INTEGER NOT NULL,
    kind TEXT NOT NULL,
    body TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    PRIMARY KEY (venue, match_id, sequence, version)
  ) STRICT;
  `,
];

export const RELAY_DATABASE_FILE = 'relay.sqlite';

export interface RelayStore {
  readonly file: string;
  /** Every kept result of the venue, in the order received. */
  all(venue: string): readonly VenueResult[];
  /**
   * Keeps these results in one transaction (synced to disk before it returns); returns those
   * that were new. A copy (same match id, sequence and version) is dropped.
   */
  keep(results: readonly VenueResult[], at: number): readonly VenueResult[];
  /** Per match of table N, the sequences held: what a resend request lists. */
  held(
    venue: string,
    table: number,
  ): readonly { readonly matchId: string; readonly sequences: SequenceRanges }[];
  close(): void;
}

export function openRelayStore(file: string, log: (line: string) => void = console.warn): RelayStore {
  keepDatabasePrivate(file, log);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 2000');
  migrate(db);
  const all = db.prepare('SELECT body FROM relay_results WHERE venue = ? ORDER BY received_at, rowid');
  const insert = db.prepare(
    'INSERT OR IGNORE INTO relay_results (venue, table_number, match_id, sequence, version, kind, body, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const held = db.prepare(
    'SELECT match_id, sequence FROM relay_results WHERE venue = ? AND table_number = ? ORDER BY match_id, sequence',
  );
  const keepAll = db.transaction((results: readonly VenueResult[], at: number) =>
    results.filter(
      (result) =>
        insert.run(
          result.venue,
          result.table,
          result.matchId,
          result.sequence,
          result.kind === 'match' ? (result.version ?? 1) : 0,
          result.kind,
          JSON.stringify(result),
          at,
        ).changes === 1,
    ),
  );
  return {
    file,
    all: (venue) => (all.all(venue) as { body: string }[]).map((row) => JSON.parse(row.body) as VenueResult),
    keep: (results, at) => (results.length === 0 ? [] : keepAll(results, at)),
    held(venue, table) {
      const byMatch = new Map<string, number[]>();
      for (const row of held.all(venue, table) as { match_id: string; sequence: number }[]) {
        const list = byMatch.get(row.match_id) ?? [];
        list.push(row.sequence);
        byMatch.set(row.match_id, list);
      }
      return [...byMatch].map(([matchId, sequences]) => ({ matchId, sequences: sequenceRanges(sequences) }));
    },
    close: () => db.close(),
  };
}

function migrate(db: Database.Database): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > RELAY_MIGRATIONS.length)
    throw new Error(
      `The relay's database is from a newer version of this program (schema ${version}); update the program.`,
    );
  for (let step = version; step < RELAY_MIGRATIONS.length; step += 1) {
    db.transaction(() => {
      db.exec(RELAY_MIGRATIONS[step]!);
      db.pragma(`user_version = ${step + 1}`);
    })();
  }
}
