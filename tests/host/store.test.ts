import { closeSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../electron/host/data-dir';
import { openHost } from '../../electron/host/host';
import { SCHEMA_VERSION } from '../../electron/host/migrations';
import { openStore } from '../../electron/host/store';
import { parseCommand } from '../../shared/contract/contract';
import { EMPTY_STATE, decide, type Command, type MatchEvent } from '../../shared/engine';
import { CURRENT_EVENT_VERSION } from '../../shared/engine/stored-log';
import { CONSOLE, tempDir } from './helpers';
import { fullMatchCommands } from './fixtures/match-script';
import { submitParsed } from '../support/parsed';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function folder(): string {
  const dir = tempDir();
  cleanups.push(dir.remove);
  return dir.path;
}

describe('event store', () => {
  it('migrates an empty file to the current schema with WAL, FULL sync and foreign keys', () => {
    const dir = folder();
    const file = join(dir, DATABASE_FILE);
    closeSync(openSync(file, 'w'));
    const store = openStore({ file });
    const db = store.database;
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .pluck()
      .all();
    // The host's own tables; the venue makes its own when it opens them (tests/host/schema-files.test.ts).
    // forgotten_devices: the devices forgotten past the hundred kept (issue 39), with its AUTOINCREMENT sequence.
    expect(tables).toEqual([
      'devices',
      'events',
      'forgotten_devices',
      'matches',
      'schema_versions',
      'settings',
      'sqlite_sequence',
    ]);
    store.close();
    // Opening again runs no migration twice.
    const again = openStore({ file });
    expect(again.database.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    again.close();
  });

  it('refuses a database written by a newer version, saying so', () => {
    const file = join(folder(), DATABASE_FILE);
    const db = new Database(file);
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => openStore({ file })).toThrow(/newer version of the app/);
  });

  it('refuses to start on a damaged file, with a clear message', () => {
    const dir = folder();
    writeFileSync(join(dir, DATABASE_FILE), 'this is not a database '.repeat(200));
    expect(() => openHost({ dataDir: dir })).toThrow(
      /not a readable scoreboard database.*another data folder/,
    );
  });

  it('keeps events append-only: updates and deletes are refused by the database itself', () => {
    const dir = folder();
    const host = openHost({ dataDir: dir });
    for (const command of fullMatchCommands().slice(0, 3))
      expect(submitParsed(host, command, CONSOLE).ok).toBe(true);
    const db = host.store.database;
    expect(() => db.prepare('DELETE FROM events').run()).toThrow(/append-only/);
    expect(() => db.prepare("UPDATE events SET payload = '{}'").run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM matches').run()).toThrow(/never deleted/);
    host.close();
  });

  it('keeps everything after close and reopen: matches, events, settings, revision, current match', () => {
    const dir = folder();
    const host = openHost({ dataDir: dir });
    const commands = fullMatchCommands();
    // Stop in the middle of game 2: the reopened host must continue exactly there.
    for (const command of commands.slice(0, 6)) expect(submitParsed(host, command, CONSOLE).ok).toBe(true);
    expect(
      submitParsed(host, { type: 'UpdateDisplay', theme: 'light', title: 'Club night' }, CONSOLE).ok,
    ).toBe(true);
    expect(submitParsed(host, { type: 'SetConsoleLanguage', language: 'pl' }, CONSOLE).ok).toBe(true);
    const before = host.current();
    const pin = host.pin();
    const matchId = before.matchId;
    const trail = host.store.events(matchId!);
    host.close();

    const reopened = openHost({ dataDir: dir });
    const after = reopened.current();
    expect(after.revision).toBe(before.revision);
    expect(after.matchId).toBe(matchId);
    expect(after.view).toEqual(before.view);
    expect(after.display).toEqual({ ...before.display, theme: 'light', title: 'Club night' });
    expect(reopened.settings().consoleLanguage).toBe('pl');
    expect(reopened.pin()).toBe(pin);
    expect(reopened.store.events(matchId!)).toEqual(trail);
    expect(reopened.store.database.pragma('integrity_check', { simple: true })).toBe('ok');

    // …and the match continues from there to its end.
    for (const command of commands.slice(6)) expect(submitParsed(reopened, command, CONSOLE).ok).toBe(true);
    expect(reopened.current().view.phase).toBe('matchOver');
    expect(reopened.current().revision).toBeGreaterThan(before.revision);
    reopened.close();
  });

  it('reads a log again only from the rows appended since, and a rolled-back append leaves no trace', () => {
    const file = join(folder(), DATABASE_FILE);
    const store = openStore({ file });
    cleanups.push(() => store.close());
    // As the host gets them: parsed by the contract (defaults filled in).
    const commands = fullMatchCommands().map((message) => {
      const parsed = parseCommand(message);
      if (!parsed.ok) throw new Error(parsed.message);
      return parsed.value as Command;
    });
    let state = EMPTY_STATE;
    const all: MatchEvent[] = [];
    const stamp = { at: 1, origin: 'test', revision: 1 };
    store.write(() => store.createMatch('m', 1, 'in_progress', {}));
    commands.forEach((command, i) => {
      const decision = decide(state, command);
      if (!decision.ok) throw new Error(decision.violation.message);
      store.write(() => store.appendEvents('m', decision.events, stamp));
      state = decision.state;
      all.push(...decision.events);
      // Read after every append (as the console's audit trail does): the cached reading goes on.
      if (i % 3 === 0) expect(store.readMatch('m').state).toEqual(state);
    });
    expect(store.readMatch('m')).toMatchObject({ state, bad: null });
    expect(store.events('m').map((e) => e.event)).toEqual(all);

    const extra = { type: 'GameClockStarted', at: 5 } as const;
    expect(() =>
      store.write(() => {
        store.appendEvents('m', [extra], stamp);
        throw new Error('the rest of the command failed');
      }),
    ).toThrow('the rest of the command failed');
    expect(store.events('m')).toHaveLength(all.length);

    const fresh = openStore({ file });
    cleanups.push(() => fresh.close());
    expect(fresh.readMatch('m')).toEqual(store.readMatch('m'));
    expect(fresh.database.prepare('SELECT DISTINCT schema_version FROM events').pluck().all()).toEqual([
      CURRENT_EVENT_VERSION,
    ]);
  });
});
