/**
 * A stored event that cannot be read (damaged on disk, edited by another tool, written by a newer
 * app, or no longer following the match) never makes a match unreadable. The host shows the
 * match as of the last good event, names the bad one, and refuses to record after it: a record
 * with a hole would show the umpire a score the log cannot back. Real SQLite files on disk; the
 * damage is done with a second connection, as another program would.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../electron/host/data-dir';
import { openHost, type Host } from '../../electron/host/host';
import { replay, type MatchEvent } from '../../shared/engine';
import { toScoreboardView } from '../../shared/views/scoreboard-view';
import { CONSOLE, manualTime, tempDir } from './helpers';
import { CREATE_MATCH, TOSS, board, fullMatchCommands } from './fixtures/match-script';
import { queryParsed, submitParsed } from '../support/parsed';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function open(dir: string): Host {
  const host = openHost({ dataDir: dir });
  cleanups.push(() => host.close());
  return host;
}

/** Game 1 and two boards of game 2 (events 1–7); returns the folder, the match and its events. */
function recordedMatch(): { dir: string; matchId: string; events: readonly MatchEvent[] } {
  const dir = tempDir('carrom-bad-event-');
  cleanups.push(dir.remove);
  const host = openHost({ dataDir: dir.path });
  for (const command of fullMatchCommands().slice(0, 7))
    expect(submitParsed(host, command, CONSOLE).ok).toBe(true);
  const matchId = host.current().matchId!;
  const events = host.store.events(matchId).map((e) => e.event);
  host.close();
  expect(events).toHaveLength(7);
  return { dir: dir.path, matchId, events };
}

/** Changes stored rows behind the app's back: the append-only triggers are lifted, then restored. */
function tamper(dir: string, sql: string, ...params: unknown[]): void {
  const db = new Database(join(dir, DATABASE_FILE));
  try {
    const triggers = db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'events'")
      .all() as { name: string; sql: string }[];
    expect(triggers).toHaveLength(2);
    db.transaction(() => {
      for (const trigger of triggers) db.exec(`DROP TRIGGER ${trigger.name}`);
      expect(db.prepare(sql).run(...params).changes).toBe(1);
      for (const trigger of triggers) db.exec(trigger.sql);
    })();
  } finally {
    db.close();
  }
}

const rowCount = (host: Host, matchId: string): unknown =>
  host.store.database.prepare('SELECT count(*) FROM events WHERE match_id = ?').pluck().get(matchId);

const DAMAGE = [
  {
    what: 'data that is not JSON',
    sql: 'UPDATE events SET payload = \'{"type":"BoardRecorded",\' WHERE seq = 4',
    reason: /its data is not valid JSON/,
  },
  {
    what: 'a field of the wrong type',
    sql: `UPDATE events SET payload = json_set(payload, '$.entry.pieces', 'nine') WHERE seq = 4`,
    reason: /does not have the shape of an event \("entry\.pieces": .+\)/,
  },
  {
    what: 'a version written by a newer app',
    sql: 'UPDATE events SET schema_version = 7 WHERE seq = 4',
    reason: /newer version of the app \(event schema 7; this version reads up to 1\)/,
  },
  {
    what: 'a type column that disagrees with the data',
    sql: "UPDATE events SET type = 'BoardCorrected' WHERE seq = 4",
    reason: /type column says BoardCorrected, but its data is a BoardRecorded/,
  },
  {
    what: 'a board in the wrong place',
    sql: `UPDATE events SET payload = json_set(payload, '$.board', 5) WHERE seq = 4`,
    reason: /recorded as board 5 of game 1, but board 2 of game 1 was next/,
  },
  {
    what: 'a board the laws refuse',
    sql: `UPDATE events SET payload = json_set(payload, '$.entry.pieces', 12) WHERE seq = 4`,
    reason: /board 2 of game 1: the opponent.s pieces left must be 1 to 9, not "12"/,
  },
  {
    what: 'an undo of a board that is not the last',
    sql: `UPDATE events SET type = 'BoardVoided', payload = json_set(payload, '$.type', 'BoardVoided', '$.board', 3) WHERE seq = 4`,
    reason: /board 3 of game 1 is not the last board/,
  },
  {
    what: 'a missing row',
    sql: 'DELETE FROM events WHERE seq = 4',
    reason: /missing from the database \(the next stored event is number 5\)/,
  },
] as const;

describe('a bad stored event', () => {
  it.each(DAMAGE)(
    '$what: the match reads up to event 3, names event 4 and takes no more entries',
    (damage) => {
      const { dir, matchId, events } = recordedMatch();
      tamper(dir, damage.sql);

      const host = open(dir);
      // Shown as of event 3 (game 1, board 1), worked out from the events as they were recorded.
      const asOfEvent3 = toScoreboardView(replay(events.slice(0, 3)));
      expect(host.current().matchId).toBe(matchId);
      expect(host.current().view).toEqual(asOfEvent3);
      const log = host.store.readMatch(matchId);
      expect(log.bad).toEqual({
        seq: 4,
        type: expect.any(String),
        reason: expect.stringMatching(damage.reason),
      });
      expect(log.events.map((e) => e.seq)).toEqual([1, 2, 3]);
      // The console is told, with the event's number and why (a banner on its match screen).
      expect(host.consolePush().console?.damagedRecord).toEqual(log.bad);
      expect(host.store.events(matchId, 1).map((e) => e.seq)).toEqual([2, 3]);

      const rows = rowCount(host, matchId);
      const refused = submitParsed(host, board(0), CONSOLE);
      expect(refused).toMatchObject({ ok: false, code: 'storage' });
      if (refused.ok) return;
      expect(refused.message).toMatch(/^Nothing was recorded\. Event 4 .*cannot be read: /);
      expect(refused.message).toMatch(/shown as it was after event 3\..*export its match file and import it/);
      expect(rowCount(host, matchId)).toBe(rows);
      expect(host.current().view).toEqual(asOfEvent3);
    },
  );

  it('the way on: its match file exports as of the last good event, and the import takes new boards', async () => {
    const { dir, events } = recordedMatch();
    tamper(dir, `UPDATE events SET payload = json_set(payload, '$.board', 9) WHERE seq = 6`);
    const host = open(dir);
    const exported = await queryParsed(host, { type: 'ExportMatchFile' }, CONSOLE);
    if (!exported.ok) throw new Error(`the export was refused: ${exported.message}`);
    const { file } = exported.data as { file: unknown };
    const imported = submitParsed(host, { type: 'ImportMatch', file: JSON.stringify(file) }, CONSOLE);
    expect(imported.ok).toBe(true);
    // Game 1 (events 3–5) and nothing of game 2: the import is event 5's match.
    expect(host.current().view).toEqual(toScoreboardView(replay(events.slice(0, 5))));
    expect(submitParsed(host, board(1), CONSOLE).ok).toBe(true);
    expect(host.store.readMatch(host.current().matchId!).bad).toBeNull();
    expect(host.consolePush().console?.damagedRecord).toBeNull();
  });

  it('the match list marks the damaged match and does not pass its stored result off as valid', async () => {
    const { dir, matchId } = recordedMatch();
    tamper(dir, `UPDATE events SET payload = json_set(payload, '$.entry.pieces', 'nine') WHERE seq = 4`);
    const host = open(dir);
    expect(submitParsed(host, { type: 'NewMatch' }, CONSOLE).ok).toBe(true);
    expect(submitParsed(host, CREATE_MATCH, CONSOLE).ok).toBe(true);
    const listed = await queryParsed(host, { type: 'ListMatches', scope: 'all' }, CONSOLE);
    if (!listed.ok) throw new Error(`the list was refused: ${listed.message}`);
    const rows = listed.data as readonly { id: string; damaged: unknown }[];
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === matchId)?.damaged).toEqual({ seq: 4, type: 'BoardRecorded' });
    expect(rows.find((row) => row.id !== matchId)?.damaged).toBeNull();
  });

  it('a match whose first event is bad is empty, not an error, and the host still starts', () => {
    const { dir, matchId } = recordedMatch();
    tamper(dir, "UPDATE events SET payload = '[]' WHERE seq = 1");
    const host = open(dir);
    expect(host.current().matchId).toBe(matchId);
    expect(host.current().view).toEqual(toScoreboardView(replay([])));
    expect(host.store.readMatch(matchId).bad).toMatchObject({ seq: 1, type: 'MatchCreated' });
    // A new match is unaffected.
    expect(submitParsed(host, { type: 'NewMatch' }, CONSOLE).ok).toBe(true);
    expect(submitParsed(host, fullMatchCommands()[0], CONSOLE).ok).toBe(true);
  });

  it('a running game clock that runs out on a damaged match is refused once, not retried every second', () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const time = manualTime(1_800_000_000_000);
    const first = openHost({ dataDir: dir.path, now: time.now, timers: time.timers });
    for (const command of [{ ...CREATE_MATCH, rules: 'club-21' }, TOSS, { type: 'StartGameClock' }, board(0)])
      expect(submitParsed(first, command, CONSOLE).ok).toBe(true);
    first.close();
    tamper(dir.path, `UPDATE events SET payload = json_set(payload, '$.entry.pieces', 'nine') WHERE seq = 4`);

    const host = openHost({ dataDir: dir.path, now: time.now, timers: time.timers });
    cleanups.push(() => host.close());
    expect(host.current().view.clocks.game).toMatchObject({
      runningSince: 1_800_000_000_000,
      expired: false,
    });
    expect(time.pending()).toBe(1);
    time.advance(25 * 60_000);
    // The host tried to record time up, the damaged record refused it, and no retry is waiting.
    expect(time.pending()).toBe(0);
    expect(host.store.readMatch(host.current().matchId!).events.map((e) => e.event.type)).toEqual([
      'MatchCreated',
      'TossRecorded',
      'GameClockStarted',
    ]);
  });
});
