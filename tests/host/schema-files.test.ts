import { COMMAND_IDS_MIGRATIONS, COMMAND_IDS_TABLES } from '../../electron/host/services/command-ids';
import { TOURNAMENT_MIGRATIONS, TOURNAMENT_TABLES } from '../../electron/host/tournament-tables';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../electron/host/data-dir';
import { openHost, type Host } from '../../electron/host/host';
import { HOST_MIGRATIONS, SCHEMA_VERSION } from '../../electron/host/migrations';
import { openOutbox } from '../../electron/venue/outbox';
import { openReceivedResults } from '../../electron/venue/received-results';
import { VENUE_MIGRATIONS } from '../../electron/venue/venue-tables';
import { tempDir } from './helpers';
import { API_MIGRATIONS, API_TABLES } from '../../electron/host/services/api-keys';

/*
 * Each part owns its tables (the host its own, the venue its own, each with its migrations),
 * and files written while one list made every table (PRAGMA user_version 1 to 5) still open
 * where they were: tests/fixtures/databases/*.sqlite were written by that code
 * (tests/fixtures/databases/make-fixtures.ts).
 */

const FIXTURES = new URL('../fixtures/databases/', import.meta.url);
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** A copy of the fixture as the data folder's database, opened by the host. */
function hostOn(fixture: string): Host {
  const dir = tempDir();
  cleanups.push(dir.remove);
  copyFileSync(new URL(fixture, FIXTURES), join(dir.path, DATABASE_FILE));
  const host = openHost({ dataDir: dir.path });
  cleanups.unshift(() => host.close());
  return host;
}

/**
 * Every host opens its command ids' table (electron/host/services/command-ids.ts), the control
 * API's keys (electron/host/services/api-keys.ts) and the imported tournament
 * (electron/host/tournament-tables.ts).
 */
const COMMAND_IDS = {
  [COMMAND_IDS_TABLES]: COMMAND_IDS_MIGRATIONS.length,
  [API_TABLES]: API_MIGRATIONS.length,
  [TOURNAMENT_TABLES]: TOURNAMENT_MIGRATIONS.length,
};

function versions(host: Host): Record<string, number> {
  const rows = host.store.database.prepare('SELECT owner, version FROM schema_versions').all() as {
    owner: string;
    version: number;
  }[];
  return Object.fromEntries(rows.map((row) => [row.owner, row.version]));
}

function columns(host: Host, table: string): readonly string[] {
  return (host.store.database.pragma(`table_info(${table})`) as { name: string }[]).map((row) => row.name);
}

describe('a database file written by the single list of migrations (schema 5)', () => {
  it('opens with its match, its device, its queued and received results; no step runs twice', () => {
    const host = hostOn('schema-5.sqlite');
    expect(host.store.database.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(versions(host)).toEqual({
      ...COMMAND_IDS,
      host: HOST_MIGRATIONS.length,
      venue: VENUE_MIGRATIONS.length,
    });
    const [match] = host.store.matches(0);
    expect(match).toMatchObject({ status: 'finished' });
    const log = host.store.readMatch(match!.id);
    expect(log.bad).toBeNull();
    expect(log.events.length).toBeGreaterThan(10);
    // Asha won games 1 and 3 (tests/host/fixtures/match-script.ts).
    expect(log.state).toMatchObject({ winner: 0, endedBy: expect.anything() });
    expect(log.state.games).toHaveLength(3);
    expect((host.settings().devices ?? []).map((device) => device.name)).toEqual(['Chrome on Android']);

    const outbox = openOutbox(host.store);
    // 13 results were queued; the broker acknowledged the first, no collector confirmed any.
    expect(outbox.pending().map((entry) => entry.sequence)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 2),
    );
    expect(outbox.unconfirmed()).toHaveLength(13);
    expect(openReceivedResults(host.store).all()).toMatchObject([{ venue: 'Club', table: 2, sequence: 1 }]);
    expect(versions(host)).toEqual({
      ...COMMAND_IDS,
      host: HOST_MIGRATIONS.length,
      venue: VENUE_MIGRATIONS.length,
    });
  });

  it('keeps recording: a new match goes after the old one in the same file', () => {
    const host = hostOn('schema-5.sqlite');
    const before = host.store.matches(0).length;
    expect(host.submit({ type: 'NewMatch' }, { role: 'console', readOnly: false }).ok).toBe(true);
    host.store.createMatch('m-new', 1, 'in_progress', {});
    expect(host.store.matches(0)).toHaveLength(before + 1);
  });
});

describe('a database file of schema 3 (before devices and confirmations)', () => {
  it("gets the host's devices table at once, and the venue's confirmations when the venue opens its tables", () => {
    const host = hostOn('schema-3.sqlite');
    expect(versions(host)).toEqual({ ...COMMAND_IDS, host: HOST_MIGRATIONS.length, venue: 1 });
    expect(host.settings().devices).toEqual([]);
    expect(columns(host, 'venue_outbox')).not.toContain('confirmed_at');

    const outbox = openOutbox(host.store);
    expect(versions(host)).toEqual({
      ...COMMAND_IDS,
      host: HOST_MIGRATIONS.length,
      venue: VENUE_MIGRATIONS.length,
    });
    expect(columns(host, 'venue_outbox')).toContain('confirmed_at');
    expect(outbox.pending()).toMatchObject([{ matchId: 'm-old', sequence: 1 }]);
    expect(outbox.unconfirmed()).toMatchObject([{ matchId: 'm-old', sequence: 1 }]);
  });
});

describe("each part's own tables", () => {
  it("a new file has the host's tables only, until the venue opens its own", () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const host = openHost({ dataDir: dir.path });
    cleanups.unshift(() => host.close());
    const tables = (): unknown[] =>
      host.store.database
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'venue_%' ORDER BY name")
        .pluck()
        .all();
    expect(versions(host)).toEqual({ ...COMMAND_IDS, host: HOST_MIGRATIONS.length });
    expect(tables()).toEqual([]);
    openReceivedResults(host.store);
    expect(tables()).toEqual(['venue_outbox', 'venue_published', 'venue_received']);
    expect(versions(host)).toEqual({
      ...COMMAND_IDS,
      host: HOST_MIGRATIONS.length,
      venue: VENUE_MIGRATIONS.length,
    });
  });

  it('refuses, in words, a file whose venue tables a newer app made, and changes nothing', () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    openHost({ dataDir: dir.path }).close();
    const db = new Database(join(dir.path, DATABASE_FILE));
    db.prepare("INSERT INTO schema_versions (owner, version) VALUES ('venue', ?)").run(
      VENUE_MIGRATIONS.length + 1,
    );
    db.close();
    const host = openHost({ dataDir: dir.path });
    cleanups.unshift(() => host.close());
    expect(() => openOutbox(host.store)).toThrow(/newer version of the app \(its venue tables are at 3/);
    expect(versions(host)).toMatchObject({ venue: VENUE_MIGRATIONS.length + 1 });
  });
});
