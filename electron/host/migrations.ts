/**
 * Schema migrations, applied in order; `PRAGMA user_version` holds how many have run.
 * Append new steps at the end; never edit a released one.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE matches (
    id TEXT PRIMARY KEY,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('in_progress', 'finished')),
    summary TEXT NOT NULL
  ) STRICT;
  CREATE INDEX matches_by_update ON matches (updated_at);

  CREATE TABLE events (
    match_id TEXT NOT NULL REFERENCES matches (id),
    seq INTEGER NOT NULL CHECK (seq >= 1),
    type TEXT NOT NULL,
    payload TEXT NOT NULL,
    at INTEGER NOT NULL,
    origin TEXT NOT NULL,
    revision INTEGER NOT NULL,
    PRIMARY KEY (match_id, seq)
  ) STRICT;

  CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) STRICT;

  CREATE TRIGGER events_are_never_changed BEFORE UPDATE ON events
  BEGIN SELECT RAISE(ABORT, 'events are append-only: record a correction instead'); END;
  CREATE TRIGGER events_are_never_deleted BEFORE DELETE ON events
  BEGIN SELECT RAISE(ABORT, 'events are append-only: record a correction instead'); END;
  CREATE TRIGGER matches_are_never_deleted BEFORE DELETE ON matches
  BEGIN SELECT RAISE(ABORT, 'matches are never deleted'); END;
  `,
  // 2 (2026-12-01): each event carries the schema version of its stored form; earlier rows are 1.
  `
  ALTER TABLE events ADD COLUMN schema_version INTEGER NOT NULL DEFAULT 1 CHECK (schema_version >= 1);
  `,
  // 3 (2026-12-02): the venue's outbox (electron/venue/outbox.ts): results for the MQTT broker,
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
  // 4 (2026-12-04): a result stays in the venue's outbox until a results collector confirmed it
  // (results/ack), not only until the broker acknowledged it: a broker that crashes after its
  // acknowledgement loses nothing.
  `
  ALTER TABLE venue_outbox ADD COLUMN confirmed_at INTEGER;
  `,
  // 5 (2026-12-04): remembered devices (electron/host/services/devices.ts): a console that gave
  // the PIN once reconnects with its device token; only the token's SHA-256 is kept.
  `
  CREATE TABLE devices (
    id TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER NOT NULL,
    last_address TEXT NOT NULL
  ) STRICT;
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;
