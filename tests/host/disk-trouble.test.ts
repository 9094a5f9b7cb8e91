import { afterEach, describe, expect, it } from 'vitest';
import { openHost } from '../../electron/host/host';
import type { StatePush } from '../../shared/contract/contract';
import { CONSOLE, tempDir } from './helpers';
import { board, fullMatchCommands } from './fixtures/match-script';
import { submitParsed } from '../support/parsed';

/*
 * Real faults from SQLite itself, on the host's own connection: `max_page_count` makes the
 * database full (SQLITE_FULL, exactly what a full disk gives), `query_only` makes every write
 * fail with SQLITE_READONLY. (chmod cannot make a folder read-only for root, which runs these
 * tests, and no small tmpfs is available here.)
 */
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function startedMatch() {
  const dir = tempDir();
  const host = openHost({ dataDir: dir.path });
  cleanups.push(() => {
    host.close();
    dir.remove();
  });
  for (const command of fullMatchCommands().slice(0, 3))
    expect(submitParsed(host, command, CONSOLE).ok).toBe(true);
  const pushes: StatePush[] = [];
  host.subscribe((push) => pushes.push(push));
  return { host, dir: dir.path, pushes };
}

function fillTheDatabase(db: import('better-sqlite3').Database): void {
  const pages = db.pragma('page_count', { simple: true }) as number;
  db.pragma(`max_page_count = ${pages}`);
}

describe('disk trouble', () => {
  it('refuses commands with a clear message while the disk is full, keeps the last true state, and resumes once space returns', () => {
    const { host, dir, pushes } = startedMatch();
    const before = host.current();
    const db = host.store.database;
    fillTheDatabase(db);

    // Enough writes to need a new page: the first that does is refused as a whole.
    let refusedAt = -1;
    for (let i = 0; i < 200 && refusedAt < 0; i += 1) {
      const result = submitParsed(host, board(i % 2, 1 + (i % 5), 'loser'), CONSOLE);
      if (!result.ok) {
        refusedAt = i;
        expect(result.code).toBe('storage');
        expect(result.message).toMatch(/^Could not save: the disk is full/);
      }
    }
    expect(refusedAt).toBeGreaterThanOrEqual(0);
    const frozen = host.current();
    expect(pushes.at(-1)?.revision ?? before.revision).toBe(frozen.revision);
    // Still refused, and nothing moves: no push, same view.
    const again = submitParsed(host, board(0), CONSOLE);
    expect(again).toMatchObject({ ok: false, code: 'storage' });
    expect(host.current().view).toEqual(frozen.view);
    expect(host.current().revision).toBe(frozen.revision);
    // The host keeps serving reads.
    expect(host.current().matchId).toBe(before.matchId);

    db.pragma('max_page_count = 1073741823');
    const resumed = submitParsed(host, board(0), CONSOLE);
    expect(resumed).toMatchObject({ ok: true, revision: frozen.revision + 1 });
    host.close();

    // Everything acknowledged is on disk, nothing refused is.
    const reopened = openHost({ dataDir: dir });
    expect(reopened.current().revision).toBe(frozen.revision + 1);
    const events = reopened.store.events(before.matchId!);
    expect(events.filter((e) => e.event.type === 'BoardRecorded')).toHaveLength(1 + refusedAt + 1);
    reopened.close();
  });

  it('refuses commands while the database cannot be written (read-only), then resumes', () => {
    const { host, pushes } = startedMatch();
    const before = host.current();
    host.store.database.pragma('query_only = ON');
    const refused = submitParsed(host, board(0), CONSOLE);
    expect(refused).toMatchObject({ ok: false, code: 'storage' });
    if (!refused.ok) expect(refused.message).toMatch(/^Could not save: the data folder is read-only/);
    const display = submitParsed(host, { type: 'UpdateDisplay', mode: 'blackout' }, CONSOLE);
    expect(display).toMatchObject({ ok: false, code: 'storage' });
    expect(host.current().display.mode).toBe('scoreboard');
    expect(host.current().revision).toBe(before.revision);
    expect(pushes).toEqual([]);

    host.store.database.pragma('query_only = OFF');
    expect(submitParsed(host, board(0), CONSOLE)).toMatchObject({ ok: true, revision: before.revision + 1 });
    expect(pushes.map((push) => push.revision)).toEqual([before.revision + 1]);
  });
});
