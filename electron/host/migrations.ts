/**
 * The host's tables (matches, events, settings, devices): its migrations, applied in order
 * through the store's per-owner migrations (store.ts `migrate`). Append new steps at the end;
 * never edit a released one. Other parts keep tables of their own in the same file the same way
 * (electron/venue/venue-tables.ts), each with its own list.
 */
export const HOST_TABLES = 'host';

export const HOST_MIGRATIONS: readonly string[] = [
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
  // 2 (2026-12-01; step 2 of the single list): each event carries the schema version of its stored form; earlier rows are 1.
  `
  ALTER TABLE events ADD COLUMN schema_version INTEGER NOT NULL DEFAULT 1 CHECK (schema_version >= 1);
  `,
  // 3 (2026-12-04; step 5 of the single list): remembered devices (electron/host/services/devices.ts): a console that gave
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
  // 4 (2026-12-06): rights by role (shared/contract/access-roles.ts). Each device has a role (the
  // devices of before were let in by the PIN: operators); its token is rotated on every use, the
  // one before it kept for ROTATION_GRACE_MS (tabs of one browser reconnecting together); a
  // browser's id (hashed) finds its device again at the next PIN login; and the devices forgotten
  // to make room are listed.
  `
  ALTER TABLE devices ADD COLUMN role TEXT NOT NULL DEFAULT 'operator'
    CHECK (role IN ('display', 'timekeeper', 'umpire', 'operator', 'administrator'));
  ALTER TABLE devices ADD COLUMN previous_hash TEXT;
  ALTER TABLE devices ADD COLUMN rotated_at INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE devices ADD COLUMN browser_hash TEXT;
  CREATE INDEX devices_by_previous_hash ON devices (previous_hash);
  CREATE INDEX devices_by_browser_hash ON devices (browser_hash);
  CREATE TABLE forgotten_devices (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    role TEXT NOT NULL,
    last_used_at INTEGER NOT NULL,
    forgotten_at INTEGER NOT NULL
  ) STRICT;
  `,
  // 5 (2026-12-07): the control API's keys are remembered devices with a role of their own
  // (`api-read`, `api-control`; issue 40): the role's check takes them (SQLite changes a check only
  // by making the table again). The keys of the `api_keys` table come over in the `api` owner's
  // second step (electron/host/services/api-keys.ts).
  `
  CREATE TABLE devices_with_api_roles (
    id TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER NOT NULL,
    last_address TEXT NOT NULL,
    role TEXT NOT NULL DEFAULT 'operator'
      CHECK (role IN ('display', 'timekeeper', 'umpire', 'operator', 'administrator', 'api-read', 'api-control')),
    previous_hash TEXT,
    rotated_at INTEGER NOT NULL DEFAULT 0,
    browser_hash TEXT
  ) STRICT;
  INSERT INTO devices_with_api_roles
    (id, token_hash, name, created_at, last_used_at, last_address, role, previous_hash, rotated_at, browser_hash)
    SELECT id, token_hash, name, created_at, last_used_at, last_address, role, previous_hash, rotated_at, browser_hash
    FROM devices;
  DROP TABLE devices;
  ALTER TABLE devices_with_api_roles RENAME TO devices;
  CREATE INDEX devices_by_previous_hash ON devices (previous_hash);
  CREATE INDEX devices_by_browser_hash ON devices (browser_hash);
  `,
];

/**
 * Until 2026-12-04 one list made every table and `PRAGMA user_version` counted its steps; the
 * owner of each of those five steps, so a file of that time opens where it was: its steps count
 * as done for their owner (for example a file at 3 has the host's first two and the venue's first).
 */
export const SINGLE_LIST_OWNERS: readonly string[] = ['host', 'host', 'venue', 'venue', 'host'];

/**
 * `PRAGMA user_version` from now on: the owners' versions are in the `schema_versions` table. A
 * file with a higher number comes from a newer app; 1 to 5 is the single list of before.
 */
export const SCHEMA_VERSION = SINGLE_LIST_OWNERS.length + 1;
