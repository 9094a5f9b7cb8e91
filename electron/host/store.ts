import Database from 'better-sqlite3';
import type { MatchStatus } from '../../shared/contract/contract';
import type { MatchEvent, MatchState } from '../../shared/engine/index';
import {
  CURRENT_EVENT_VERSION,
  describeBadEvent,
  readEventLog,
  type BadEvent,
  type LogPosition,
  type RawEvent,
} from '../../shared/engine/stored-log';
import { HOST_MIGRATIONS, HOST_TABLES, SCHEMA_VERSION, SINGLE_LIST_OWNERS } from './migrations';
import { keepDatabasePrivate } from './private-files';
import { StorageError, describeSaveFailure, sqliteCodeOf } from './storage-error';

export interface StoreOptions {
  readonly file: string;
  /** Where a warning goes (a database file that cannot be made owner-only); default: console.warn. */
  readonly log?: (message: string) => void;
}

export interface StoredEvent {
  readonly seq: number;
  readonly at: number;
  readonly origin: string;
  readonly revision: number;
  readonly event: MatchEvent;
}

export interface MatchRow {
  readonly id: string;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly status: MatchStatus;
  readonly summary: unknown;
}

/** A match's stored log as read back: checked, upcast, folded. */
export interface MatchLog {
  /** Its events up to (not including) the first bad one. */
  readonly events: readonly StoredEvent[];
  /** The match as of the last good event. */
  readonly state: MatchState;
  /** The first event that cannot be read, with why; null when the whole log reads. */
  readonly bad: BadEvent | null;
}

export interface Stamp {
  readonly at: number;
  readonly origin: string;
  readonly revision: number;
}

/**
 * What the store offers a part that keeps tables of its own in the same file (electron/venue):
 * its migrations, its statements, and transactions; the host never reads those tables.
 */
export interface TableStore {
  /** Runs `work` as one transaction: all of it is committed, or nothing (and a StorageError is thrown). */
  write<T>(work: () => T): T;
  /** A statement on this store's connection; its writes go inside `write`. */
  prepare(sql: string): Database.Statement;
  /**
   * Brings `owner`'s tables up to date: runs, each in its own transaction, the steps of `steps`
   * the file has not had yet (the count is kept per owner). Throws a StorageError for a file
   * whose `owner` tables a newer version of the app made.
   */
  migrate(owner: string, steps: readonly string[]): void;
}

export interface Store extends TableStore {
  readonly file: string;
  createMatch(id: string, createdAt: number, status: MatchStatus, summary: unknown): void;
  updateMatch(id: string, updatedAt: number, status: MatchStatus, summary: unknown): void;
  /**
   * Appends decided events (at the current event schema version). Throws a StorageError, and
   * writes nothing, when the match's stored log has a bad event: nothing is written after a hole.
   */
  appendEvents(matchId: string, events: readonly MatchEvent[], stamp: Stamp): void;
  /**
   * The match's events in order, checked and upcast (see readMatch); only those after `afterSeq`
   * when given. A bad event and everything after it are left out.
   */
  events(matchId: string, afterSeq?: number): readonly StoredEvent[];
  /** The match's log read back: the good events, the state they make, and the first bad event. */
  readMatch(matchId: string): MatchLog;
  /**
   * The first bad event of the match's stored log, or null. Read once per match and kept: the
   * rows appended since are the host's own decided events, and a bad event stays bad.
   */
  badEvent(matchId: string): BadEvent | null;
  match(id: string): MatchRow | null;
  /** Matches touched at or after `since` (epoch ms), most recent first; the first `limit` when given. */
  matches(since: number, limit?: number): readonly MatchRow[];
  setting(key: string): unknown;
  setSetting(key: string, value: unknown): void;
  /** The underlying connection, for fault-injection tests only. */
  readonly database: Database.Database;
  close(): void;
}

/**
 * The event store: one SQLite file, WAL, synchronous=FULL, append-only events (triggers
 * refuse UPDATE and DELETE), schema migrations by user_version, integrity check on open.
 * The file and its -wal and -shm are owner-only (they hold the PIN and the venue password).
 */
export function openStore(options: StoreOptions): Store {
  const db = openDatabase(options);
  try {
    configure(db, options.file);
    migrate(db, options.file);
  } catch (error) {
    db.close();
    throw error;
  }

  const statements = prepareStatements(db);

  return {
    file: options.file,
    database: db,
    prepare: (sql) => db.prepare(sql),
    migrate: (owner, steps) => migrateOwner(db, options.file, owner, steps),
    write<T>(work: () => T): T {
      try {
        return db.transaction(work).immediate();
      } catch (error) {
        if (error instanceof StorageError) throw error;
        if (sqliteCodeOf(error)) throw describeSaveFailure(error);
        throw error;
      }
    },
    createMatch(id, createdAt, status, summary) {
      statements.insertMatch.run(id, createdAt, createdAt, status, JSON.stringify(summary));
    },
    updateMatch(id, updatedAt, status, summary) {
      statements.updateMatch.run(updatedAt, status, JSON.stringify(summary), id);
    },
    ...storedEvents(statements),
    match(id) {
      const row = statements.match.get(id) as MatchTableRow | undefined;
      return row ? toMatchRow(row) : null;
    },
    matches(since, limit) {
      // SQLite reads a negative LIMIT as no limit.
      return (statements.matches.all(since, limit ?? -1) as MatchTableRow[]).map(toMatchRow);
    },
    setting(key) {
      const row = statements.setting.get(key) as { value: string } | undefined;
      return row === undefined ? undefined : (JSON.parse(row.value) as unknown);
    },
    setSetting(key, value) {
      statements.setSetting.run(key, JSON.stringify(value));
    },
    close() {
      if (db.open) db.close();
    },
  };
}

/**
 * The matches' event logs: appended at the current event version (never after a bad event), read
 * back checked and upcast through the cache of each match's log.
 */
function storedEvents(
  statements: ReturnType<typeof prepareStatements>,
): Pick<Store, 'appendEvents' | 'events' | 'readMatch' | 'badEvent'> {
  const logs = logCache((matchId, after) => statements.events.all(matchId, after) as EventRow[]);
  return {
    appendEvents(matchId, events, stamp) {
      const bad = logs.badEvent(matchId);
      if (bad) throw new StorageError(refusedAfterBadEvent(bad), null);
      let seq = (statements.lastSeq.get(matchId) as { seq: number }).seq;
      for (const event of events) {
        seq += 1;
        statements.insertEvent.run(
          matchId,
          seq,
          CURRENT_EVENT_VERSION,
          event.type,
          JSON.stringify(event),
          stamp.at,
          stamp.origin,
          stamp.revision,
        );
      }
    },
    events(matchId, afterSeq = 0) {
      return logs.read(matchId).events.filter((entry) => entry.seq > afterSeq);
    },
    readMatch: (matchId) => logs.read(matchId),
    badEvent: (matchId) => logs.badEvent(matchId),
  };
}

/** Every statement the store runs, prepared once. */
function prepareStatements(db: Database.Database) {
  return {
    insertMatch: db.prepare(
      'INSERT INTO matches (id, created_at, updated_at, status, summary) VALUES (?, ?, ?, ?, ?)',
    ),
    updateMatch: db.prepare('UPDATE matches SET updated_at = ?, status = ?, summary = ? WHERE id = ?'),
    lastSeq: db.prepare('SELECT COALESCE(MAX(seq), 0) AS seq FROM events WHERE match_id = ?'),
    insertEvent: db.prepare(
      'INSERT INTO events (match_id, seq, schema_version, type, payload, at, origin, revision) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    events: db.prepare(
      'SELECT seq, schema_version AS version, type, payload, at, origin, revision FROM events WHERE match_id = ? AND seq > ? ORDER BY seq',
    ),
    match: db.prepare('SELECT id, created_at, updated_at, status, summary FROM matches WHERE id = ?'),
    matches: db.prepare(
      'SELECT id, created_at, updated_at, status, summary FROM matches WHERE updated_at >= ? ORDER BY updated_at DESC, id LIMIT ?',
    ),
    setting: db.prepare('SELECT value FROM settings WHERE key = ?'),
    setSetting: db.prepare(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ),
  };
}

interface EventRow extends RawEvent {
  readonly at: number;
  readonly origin: string;
  readonly revision: number;
}

interface CachedLog extends MatchLog, LogPosition {}

/** How many matches' logs stay read in memory (the open one, and a few looked at from the list). */
const CACHED_LOGS = 8;

/**
 * Reads match logs and keeps the last few: a later read only checks the rows appended since.
 * The check before an append runs inside its write transaction but before that append's own
 * rows (the only rows a transaction adds to a match's log), so what it reads is committed and
 * may be kept: later checks then cost nothing, instead of reading the whole log at every board.
 */
function logCache(rowsAfter: (matchId: string, afterSeq: number) => readonly EventRow[]) {
  const cache = new Map<string, CachedLog>();
  function read(matchId: string): MatchLog {
    const known = cache.get(matchId);
    if (known?.bad) return known;
    const rows = rowsAfter(matchId, known?.seq ?? 0);
    if (known && rows.length === 0) return known;
    const reading = readEventLog(rows, known);
    const events = rows.slice(0, reading.events.length).map((row, i) => storedEvent(row, reading.events[i]!));
    const log: CachedLog = {
      events: known ? [...known.events, ...events] : events,
      state: reading.state,
      seq: reading.lastGoodSeq,
      bad: reading.bad,
    };
    cache.delete(matchId);
    cache.set(matchId, log);
    if (cache.size > CACHED_LOGS) cache.delete(cache.keys().next().value as string);
    return log;
  }
  return {
    read,
    /** Checked before every append; a log with a bad event stays bad (rows are never changed). */
    badEvent(matchId: string): BadEvent | null {
      return (cache.get(matchId) ?? read(matchId)).bad;
    },
  };
}

function storedEvent(row: EventRow, event: MatchEvent): StoredEvent {
  return { seq: row.seq, at: row.at, origin: row.origin, revision: row.revision, event };
}

function refusedAfterBadEvent(bad: BadEvent): string {
  return (
    `Nothing was recorded. ${describeBadEvent(bad)} ` +
    'Recording after it would build on a score the record cannot show, so this match takes no more entries: ' +
    'export its match file and import it to go on from there, and keep the data folder for recovery.'
  );
}

interface MatchTableRow {
  readonly id: string;
  readonly created_at: number;
  readonly updated_at: number;
  readonly status: MatchStatus;
  readonly summary: string;
}

function toMatchRow(row: MatchTableRow): MatchRow {
  return {
    id: row.id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    status: row.status,
    summary: JSON.parse(row.summary) as unknown,
  };
}

function openDatabase(options: StoreOptions): Database.Database {
  keepDatabasePrivate(options.file, options.log ?? ((message) => console.warn(message)));
  try {
    return new Database(options.file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StorageError(
      `Cannot open the scoreboard database ${options.file}: ${reason}.`,
      sqliteCodeOf(error),
    );
  }
}

function configure(db: Database.Database, file: string): void {
  try {
    const integrity = db.pragma('integrity_check') as { integrity_check: string }[];
    const problems = integrity.map((row) => row.integrity_check).filter((line) => line !== 'ok');
    if (problems.length > 0) {
      throw new StorageError(
        `The scoreboard database ${file} is damaged (integrity check: ${problems.slice(0, 3).join('; ')}). ` +
          'The host will not start on it: keep the file for recovery and start with another data folder.',
        'SQLITE_CORRUPT',
      );
    }
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 2000');
  } catch (error) {
    if (error instanceof StorageError) throw error;
    const code = sqliteCodeOf(error);
    const reason = error instanceof Error ? error.message : String(error);
    const damaged = code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT';
    throw new StorageError(
      damaged
        ? `${file} is not a readable scoreboard database (${reason}). The host will not start on it: keep the file for recovery and start with another data folder.`
        : `Cannot open the scoreboard database ${file}: ${reason}.`,
      code,
    );
  }
}

/**
 * The file's schema: `user_version` SCHEMA_VERSION, and each owner's count of steps done in
 * `schema_versions`. A file of the single list (1 to 5) is converted once: its steps count as
 * done for their owners. Then the host's own tables are brought up to date.
 */
function migrate(db: Database.Database, file: string): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > SCHEMA_VERSION) {
    throw new StorageError(
      `The scoreboard database ${file} was written by a newer version of the app (schema ${version}, this version knows ${SCHEMA_VERSION}). Update the app to open it.`,
      null,
    );
  }
  if (version < SCHEMA_VERSION) {
    db.transaction(() => {
      db.exec(
        'CREATE TABLE schema_versions (owner TEXT PRIMARY KEY, version INTEGER NOT NULL CHECK (version >= 0)) STRICT',
      );
      const owned = db.prepare('INSERT INTO schema_versions (owner, version) VALUES (?, ?)');
      for (const owner of new Set(SINGLE_LIST_OWNERS)) {
        const done = SINGLE_LIST_OWNERS.slice(0, version).filter((one) => one === owner).length;
        if (done > 0) owned.run(owner, done);
      }
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
    }).immediate();
  }
  migrateOwner(db, file, HOST_TABLES, HOST_MIGRATIONS);
}

function migrateOwner(db: Database.Database, file: string, owner: string, steps: readonly string[]): void {
  const read = db.prepare('SELECT version FROM schema_versions WHERE owner = ?').pluck();
  const version = (read.get(owner) as number | undefined) ?? 0;
  if (version > steps.length) {
    throw new StorageError(
      `The scoreboard database ${file} was written by a newer version of the app (its ${owner} tables are at ${version}, this version knows ${steps.length}). Update the app to open it.`,
      null,
    );
  }
  const done = db.prepare(
    'INSERT INTO schema_versions (owner, version) VALUES (?, ?) ON CONFLICT (owner) DO UPDATE SET version = excluded.version',
  );
  for (let step = version; step < steps.length; step += 1) {
    db.transaction(() => {
      db.exec(steps[step]!);
      done.run(owner, step + 1);
    }).immediate();
  }
}
