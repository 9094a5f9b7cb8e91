import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE, ensureWritableDataDir } from '../../electron/host/data-dir';
import { openHost, type Host } from '../../electron/host/host';
import { keepDatabasePrivate } from '../../electron/host/private-files';
import { openStore } from '../../electron/host/store';
import { CONSOLE, tempDir } from './helpers';
import { CREATE_MATCH, TOSS, board } from './fixtures/match-script';
import { submitParsed } from '../support/parsed';

/*
 * The data folder holds the console PIN and the venue broker's password in plain text: real
 * folders, real SQLite through the store, modes read back from the disk. POSIX only: on Windows
 * modes do not exist (the per-user folder's ACL guards it), and these tests are reported as
 * skipped there, never as passed.
 */
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function folder(): string {
  const dir = tempDir();
  cleanups.push(dir.remove);
  return dir.path;
}

function host(dataDir: string, log: string[]): Host {
  const opened = openHost({ dataDir, log: (message) => log.push(message) });
  cleanups.unshift(() => opened.close());
  return opened;
}

/** A match started and one board committed: the WAL and its index exist on disk. */
function commitBoard(opened: Host): void {
  for (const command of [CREATE_MATCH, TOSS, board(0)])
    expect(submitParsed(opened, command, CONSOLE).ok).toBe(true);
}

const mode = (path: string): string => (statSync(path).mode & 0o777).toString(8);

function databaseModes(dataDir: string): Record<string, string> {
  const file = join(dataDir, DATABASE_FILE);
  return { db: mode(file), wal: mode(`${file}-wal`), shm: mode(`${file}-shm`) };
}

const OWNER_ONLY = { db: '600', wal: '600', shm: '600' };

describe.skipIf(process.platform === 'win32')(
  'the data folder, owner-only (POSIX; skipped on Windows)',
  () => {
    it('creates a fresh data folder 0700, and the database, its -wal and -shm 0600 once a board is committed', () => {
      const dataDir = join(folder(), 'venue-pc', 'carrom-scoreboard');
      const log: string[] = [];
      const opened = host(dataDir, log);
      commitBoard(opened);
      expect(mode(dataDir)).toBe('700');
      // SQLite gives the -wal and -shm it creates the main file's mode: nothing else touches them.
      expect(databaseModes(dataDir)).toEqual(OWNER_ONLY);
      expect(log).toEqual([]);
    });

    it('creates the folder 0700 when the command line or the app checks it first', () => {
      const dataDir = join(folder(), 'carrom-scoreboard');
      ensureWritableDataDir(dataDir);
      expect(mode(dataDir)).toBe('700');
    });

    it('makes an existing 0644 database and the -wal and -shm a crash left 0644 owner-only when it opens them', () => {
      const dataDir = folder();
      chmodSync(dataDir, 0o755);
      const file = join(dataDir, DATABASE_FILE);
      openStore({ file }).close();
      // A host that stopped without closing leaves its -wal and -shm beside the database.
      const crashed = new Database(file);
      cleanups.unshift(() => crashed.close());
      crashed.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run('left', '"by a crash"');
      for (const each of [file, `${file}-wal`, `${file}-shm`]) chmodSync(each, 0o644);
      expect(databaseModes(dataDir)).toEqual({ db: '644', wal: '644', shm: '644' });

      const log: string[] = [];
      const opened = host(dataDir, log);
      expect(databaseModes(dataDir)).toEqual(OWNER_ONLY);
      commitBoard(opened);
      expect(databaseModes(dataDir)).toEqual(OWNER_ONLY);
      expect(opened.store.setting('left')).toBe('by a crash');
      expect(log).toEqual([]);
    });

    it('leaves a folder the operator made 0755 as it is, while its database is owner-only', () => {
      const dataDir = join(folder(), 'shared-by-choice');
      mkdirSync(dataDir);
      chmodSync(dataDir, 0o755);
      ensureWritableDataDir(dataDir);
      const opened = host(dataDir, []);
      commitBoard(opened);
      opened.close();
      expect(mode(dataDir)).toBe('755');
      expect(mode(join(dataDir, DATABASE_FILE))).toBe('600');
      expect(existsSync(join(dataDir, `${DATABASE_FILE}-wal`))).toBe(false);
    });

    // Linux's /proc refuses every change of mode, even root's (which runs these tests): a real
    // file whose mode cannot be changed, where chmod on a file of another account would need a
    // second account.
    it.runIf(process.platform === 'linux')(
      'goes on when a mode cannot be changed, and says so once, in one sentence (Linux only: /proc)',
      () => {
        const log: string[] = [];
        expect(() => keepDatabasePrivate('/proc/self/status', log.push.bind(log))).not.toThrow();
        expect(log).toEqual([
          "/proc/self/status could not be made readable by this account only (permission denied), so other accounts on this computer may be able to read the console PIN, the venue broker's password and the matches in it.",
        ]);
      },
    );
  },
);
