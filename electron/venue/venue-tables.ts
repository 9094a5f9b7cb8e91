import type { TableStore } from '../host/store';

/**
 * The venue's own tables in the host's database file: the outbox of results for the broker
 * (outbox.ts), the score sheet each match last published, and the results received from the
 * venue's tables (received-results.ts, for /venue/results). Migrated through the host's store
 * port when the venue first opens them; append new steps at the end, never edit a released one.
 */
export const VENUE_TABLES = 'venue';

export const VENUE_MIGRATIONS: readonly string[] = [
  // 1 (2026-12-02; step 3 of the single list): the venue's outbox (electron/venue/outbox.ts): results for the MQTT broker,
  // kept until the broker acknowledged them, the score sheet each match last published, and the
  // results this host received from the venue's tables (for /venue/results).
  `
  CREATE TABLE venue_outbox (
    match_id TEXT NOT NULL,
    sequence INTEGER NOT NULL CHECK (sequence >= 1),
    body TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    acked_at INTEGER,
    PRIMARY KEY (match_id, sequence)
  ) STRICT;
  CREATE INDEX venue_outbox_pending ON venue_outbox (created_at) WHERE acked_at IS NULL;

  CREATE TABLE venue_published (
    match_id TEXT PRIMARY KEY,
    sheet TEXT NOT NULL
  ) STRICT;

  CREATE TABLE venue_received (
    match_id TEXT NOT NULL,
    sequence INTEGER NOT NULL,
    table_number INTEGER NOT NULL,
    body TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    PRIMARY KEY (match_id, sequence)
  ) STRICT;
  `,
  // 2 (2026-12-04; step 4 of the single list): a result stays in the venue's outbox until a results collector confirmed it
  // (results/ack), not only until the broker acknowledged it: a broker that crashes after its
  // acknowledgement loses nothing.
  `
  ALTER TABLE venue_outbox ADD COLUMN confirmed_at INTEGER;
  `,
];

/** The store, with the venue's tables made or brought up to date (once per store: cheap after). */
export function venueTables(store: TableStore): TableStore {
  store.migrate(VENUE_TABLES, VENUE_MIGRATIONS);
  return store;
}
