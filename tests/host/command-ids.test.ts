import { afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { openCommandIds, type CommandIdLimits } from '../../electron/host/services/command-ids';
import { openLedger } from '../../electron/host/services/ledger';
import { openStore } from '../../electron/host/store';
import { join } from 'node:path';
import { DATABASE_FILE } from '../../electron/host/data-dir';
import {
  parseCommand,
  refusal,
  type CommandKey,
  type CommandMessage,
  type CommandResult,
} from '../../shared/contract/contract';
import { CONSOLE, manualTime, tempDir } from './helpers';
import { CREATE_MATCH, TOSS, board } from './fixtures/match-script';
import { createSessionHub } from '../../electron/session/session-hub';

/*
 * Command ids (issue 38 item 1): a command sent with the client's id of it is carried out once;
 * a repeat is answered with the first answer, also after a restart, and the ids kept are bounded
 * per client and by age. Real SQLite files on disk.
 */

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function folder(): string {
  const dir = tempDir();
  cleanups.push(dir.remove);
  return dir.path;
}

function parsed(message: unknown): CommandMessage {
  const result = parseCommand(message);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

function open(dataDir: string, now?: () => number): Host {
  const host = openHost({ dataDir, ...(now ? { now } : {}) });
  cleanups.unshift(() => host.close());
  return host;
}

const key = (id: string, client = 'console-aaaa'): CommandKey => ({ client, id });

function boardsOf(host: Host): number {
  return host.store.database
    .prepare("SELECT COUNT(*) FROM events WHERE type = 'BoardRecorded'")
    .pluck()
    .get() as number;
}

function started(host: Host): void {
  expect(host.submit(parsed(CREATE_MATCH), CONSOLE).ok).toBe(true);
  expect(host.submit(parsed(TOSS), CONSOLE).ok).toBe(true);
}

describe('command ids', () => {
  it('answers a repeat with the first answer and records the board once', () => {
    const host = open(folder());
    started(host);
    const first = host.submit(parsed(board(0)), CONSOLE, key('board-1'));
    expect(first.ok).toBe(true);
    const revision = host.current().revision;
    const again = host.submit(parsed(board(0)), CONSOLE, key('board-1'));
    expect(again).toEqual(first);
    expect(host.current().revision).toBe(revision);
    expect(boardsOf(host)).toBe(1);
    // Without an id, or with a new one, the same board is a board of its own.
    expect(host.submit(parsed(board(0)), CONSOLE, key('board-2')).ok).toBe(true);
    expect(boardsOf(host)).toBe(2);
  });

  it('keeps the id in the transaction of the events, and answers it after a restart', () => {
    const dataDir = folder();
    const host = open(dataDir);
    started(host);
    const first = host.submit(parsed(board(1)), CONSOLE, key('b-1'));
    expect(first.ok).toBe(true);
    const row = host.store.database
      .prepare(
        `SELECT c.result, e.revision FROM command_ids c JOIN events e
           ON e.revision = json_extract(c.result, '$.revision') WHERE c.id = 'b-1'`,
      )
      .get() as { result: string; revision: number } | undefined;
    expect(row && JSON.parse(row.result)).toEqual(first);
    host.close();
    const reopened = open(dataDir);
    expect(reopened.submit(parsed(board(1)), CONSOLE, key('b-1'))).toEqual(first);
    expect(boardsOf(reopened)).toBe(1);
  });

  it('refuses the same id with another command, in words, and changes nothing', () => {
    const host = open(folder());
    started(host);
    expect(host.submit(parsed(board(0)), CONSOLE, key('k-1')).ok).toBe(true);
    const revision = host.current().revision;
    const reused = host.submit(parsed(board(1)), CONSOLE, key('k-1'));
    expect(reused).toMatchObject({ ok: false, code: 'key_reused' });
    expect(!reused.ok && reused.message).toMatch(/Command id k-1 was already used for another command/);
    expect(host.current().revision).toBe(revision);
    expect(boardsOf(host)).toBe(1);
    // Ids are the client's own: another client may use the same one.
    expect(host.submit(parsed(board(1)), CONSOLE, key('k-1', 'umpire-bbbb')).ok).toBe(true);
  });

  it('answers a repeated refusal with the first refusal, even when the state changed since', () => {
    const host = open(folder());
    expect(host.submit(parsed(CREATE_MATCH), CONSOLE).ok).toBe(true);
    // No toss yet: the board is refused.
    const first = host.submit(parsed(board(0)), CONSOLE, key('early'));
    expect(first).toMatchObject({ ok: false, code: 'toss_required' });
    expect(host.submit(parsed(TOSS), CONSOLE).ok).toBe(true);
    expect(host.submit(parsed(board(0)), CONSOLE, key('early'))).toEqual(first);
    expect(boardsOf(host)).toBe(0);
  });

  it('does not keep an answer that changed nothing for a passing reason (a full disk, closing)', () => {
    const dataDir = folder();
    const store = openStore({ file: join(dataDir, DATABASE_FILE) });
    cleanups.unshift(() => store.close());
    const ids = openCommandIds(openLedger(store), () => 1_000);
    let runs = 0;
    const full = (): CommandResult => (runs++, refusal('storage', 'Could not save: the disk is full.'));
    expect(ids.once(key('s'), { type: 'X' }, full)).toMatchObject({ code: 'storage' });
    expect(ids.once(key('s'), { type: 'X' }, full)).toMatchObject({ code: 'storage' });
    expect(runs).toBe(2);
  });

  it('keeps each client’s latest ids and none older than the age limit', () => {
    const dataDir = folder();
    const store = openStore({ file: join(dataDir, DATABASE_FILE) });
    cleanups.unshift(() => store.close());
    const time = manualTime(1_000_000);
    const limits: CommandIdLimits = { perClient: 3, maxAgeMs: 60_000, total: 5 };
    const ids = openCommandIds(openLedger(store), time.now, limits);
    let runs = 0;
    const run = (): CommandResult => (runs++, { ok: true, revision: runs, matchId: null });
    for (let n = 1; n <= 5; n++) ids.once(key(`a${n}`), { n }, run);
    ids.once(key('b1', 'other-client'), { n: 1 }, run);
    const kept = (): string[] =>
      store.database.prepare('SELECT id FROM command_ids ORDER BY seq').pluck().all() as string[];
    expect(kept()).toEqual(['a3', 'a4', 'a5', 'b1']);
    // A repeat of a kept id is answered; one beyond the client's limit is carried out again.
    expect(ids.once(key('a5'), { n: 5 }, run)).toEqual({ ok: true, revision: 5, matchId: null });
    expect(runs).toBe(6);
    ids.once(key('a1'), { n: 1 }, run);
    expect(runs).toBe(7);
    // An hour later the old ids are gone as soon as the next one is written.
    time.advance(61_000);
    ids.once(key('b2', 'other-client'), { n: 2 }, run);
    expect(kept()).toEqual(['b2']);
  });

  it('cuts the whole table to its total when the host opens', () => {
    const dataDir = folder();
    const file = join(dataDir, DATABASE_FILE);
    const store = openStore({ file });
    const ids = openCommandIds(openLedger(store), () => 5_000, { perClient: 10, maxAgeMs: 1e9, total: 100 });
    const run = (): CommandResult => ({ ok: true, revision: 1, matchId: null });
    for (let n = 0; n < 8; n++) ids.once(key(`id${n}`, `client-${n}-xx`), { n }, run);
    store.close();
    const again = openStore({ file });
    cleanups.unshift(() => again.close());
    openCommandIds(openLedger(again), () => 6_000, { perClient: 10, maxAgeMs: 1e9, total: 3 });
    expect(again.database.prepare('SELECT id FROM command_ids ORDER BY seq').pluck().all()).toEqual([
      'id5',
      'id6',
      'id7',
    ]);
  });

  it('takes the key from the WebSocket envelope through the session hub', async () => {
    const host = open(folder());
    const hub = createSessionHub(host);
    cleanups.unshift(() => hub.close());
    const joined = hub.join({ role: 'console', deliver: () => undefined });
    if (!joined.ok) throw new Error('not admitted');
    const session = joined.session;
    await session.answer({ type: 'command', id: 1, command: CREATE_MATCH });
    await session.answer({ type: 'command', id: 2, command: TOSS });
    const sent = { type: 'command', id: 3, command: board(0), key: key('ws-1') } as const;
    const first = await session.answer(sent);
    const again = await session.answer({ ...sent, id: 4 });
    expect(first.type === 'result' && first.result.ok).toBe(true);
    expect(again.type === 'result' && again.result).toEqual(first.type === 'result' && first.result);
    expect(boardsOf(host)).toBe(1);
  });
});
