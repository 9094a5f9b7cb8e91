/**
 * The board tracker through the real host (SQLite on disk): strokes submitted as commands are
 * stored events, the pushed view carries the live board, a refused stroke changes nothing, the
 * host opened again from disk shows the same board in play, and a stroke that ends the board
 * records it like a typed board.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { CONSOLE, tempDir } from './helpers';
import { CREATE_MATCH, TOSS } from './fixtures/match-script';
import { screenSession, submitParsed } from '../support/parsed';

const stroke = (entry: Record<string, unknown>, more: Record<string, unknown> = {}) => ({
  type: 'RecordStroke',
  entry,
  ...more,
});

describe('tracking a board through the host', () => {
  let host: Host | null = null;
  let dir: ReturnType<typeof tempDir> | null = null;
  afterEach(() => {
    host?.close();
    dir?.remove();
  });

  it('pushes the live board after each stroke and keeps it across a restart', () => {
    dir = tempDir();
    host = openHost({ dataDir: dir.path, now: () => 1_700_000_000_000 });
    expect(submitParsed(host, CREATE_MATCH, CONSOLE).ok).toBe(true);
    expect(submitParsed(host, TOSS, CONSOLE).ok).toBe(true);
    expect(submitParsed(host, stroke({ own: 2 }), CONSOLE).ok).toBe(true);
    expect(submitParsed(host, stroke({ queen: true }), CONSOLE).ok).toBe(true);
    expect(host.current().view.live).toEqual({
      onBoard: [7, 9],
      queen: 'pending',
      queenBy: 0,
      owed: [0, 0],
      turn: 0,
      player: null,
      strokes: 2,
      awaitingAward: false,
    });
    const revision = host.current().revision;
    const refused = submitParsed(host, stroke({ own: 8 }), CONSOLE);
    expect(refused).toMatchObject({ ok: false, code: 'invalid_stroke', game: 1, board: 1 });
    const display = screenSession(host, 'display');
    expect(display.session.command(stroke({ own: 1 }))).toMatchObject({ ok: false, code: 'read_only' });
    display.close();
    expect(host.current().revision).toBe(revision);

    host.close();
    host = openHost({ dataDir: dir.path, now: () => 1_700_000_000_000 });
    expect(host.current().view.live).toMatchObject({ onBoard: [7, 9], queen: 'pending', strokes: 2 });
    expect(submitParsed(host, stroke({ own: 7 }), CONSOLE).ok).toBe(true);
    // Covered and the last own C/m: a normal finish, 9 + 3 = 12 for Asha.
    expect(host.current().view.live).toBeNull();
    expect(host.current().view.sides.map((s) => s.score)).toEqual([12, 0]);
  });

  it('refuses a stroke the contract does not allow before the engine sees it', () => {
    dir = tempDir();
    host = openHost({ dataDir: dir.path, now: () => 1_700_000_000_000 });
    submitParsed(host, CREATE_MATCH, CONSOLE);
    submitParsed(host, TOSS, CONSOLE);
    expect(submitParsed(host, stroke({ own: 1, colour: 'red' }), CONSOLE)).toMatchObject({ ok: false });
    expect(host.current().view.live ?? null).toBeNull();
  });
});
