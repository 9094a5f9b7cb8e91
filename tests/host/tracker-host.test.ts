/**
 * The board tracker through the real host (SQLite on disk): strokes submitted as commands are
 * stored events, the pushed view carries the live board, a refused stroke changes nothing, the
 * host opened again from disk shows the same board in play, and a stroke that ends the board
 * records it like a typed board.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { CONSOLE, manualTime, tempDir } from './helpers';
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

  it('restarts the stroke clock (law 50) with every stroke committed, from any station, and stops it with the board', () => {
    dir = tempDir();
    const time = manualTime(1_700_000_000_000);
    host = openHost({ dataDir: dir.path, now: time.now });
    submitParsed(host, { ...CREATE_MATCH, rules: 'club-21' }, CONSOLE); // a 10-second stroke clock
    submitParsed(host, TOSS, CONSOLE);
    expect(host.current().view.clocks.stroke).toEqual({ seconds: 10, startedAt: null });

    // The console's keyboard sends the bare stroke: no StartStrokeClock with it.
    time.advance(4_000);
    expect(submitParsed(host, stroke({ own: 2 }), CONSOLE).ok).toBe(true);
    expect(host.current().view.clocks.stroke).toEqual({ seconds: 10, startedAt: 1_700_000_004_000 });
    const revision = host.current().revision;

    // A refused stroke restarts nothing.
    time.advance(3_000);
    expect(submitParsed(host, stroke({ own: 8 }), CONSOLE).ok).toBe(false);
    expect(host.current().revision).toBe(revision);
    expect(host.current().view.clocks.stroke?.startedAt).toBe(1_700_000_004_000);

    // The umpire's station (a LAN page behind the PIN, a console session from the web), the next
    // stroke: the clock starts again from it, in the same commit.
    const umpire = { role: 'console', readOnly: false, source: 'web 192.168.1.20' } as const;
    expect(submitParsed(host, stroke({}), umpire).ok).toBe(true);
    expect(host.current().revision).toBe(revision + 1);
    expect(host.current().view.clocks.stroke?.startedAt).toBe(1_700_000_007_000);

    // Undoing a stroke is not a stroke: the clock is left as it was.
    time.advance(2_000);
    expect(submitParsed(host, { type: 'UndoStroke' }, CONSOLE).ok).toBe(true);
    expect(host.current().view.clocks.stroke?.startedAt).toBe(1_700_000_007_000);

    // The stroke that ends the board stops the clock: the next board starts with its break.
    time.advance(1_000);
    expect(submitParsed(host, stroke({ own: 7, queen: true }), CONSOLE).ok).toBe(true);
    expect(host.current().view.live).toBeNull();
    expect(host.current().view.clocks.stroke?.startedAt ?? null).toBeNull();

    // Stored with the stroke: the host opened again from disk shows the same clock.
    time.advance(1_000);
    expect(submitParsed(host, stroke({ own: 1 }), CONSOLE).ok).toBe(true);
    host.close();
    host = openHost({ dataDir: dir.path, now: time.now });
    expect(host.current().view.clocks.stroke?.startedAt).toBe(1_700_000_011_000);
  });

  it('leaves a ruleset without a stroke clock alone', () => {
    dir = tempDir();
    host = openHost({ dataDir: dir.path, now: () => 1_700_000_000_000 });
    const rules = { preset: 'icf', strokeSeconds: null };
    expect(submitParsed(host, { ...CREATE_MATCH, rules }, CONSOLE).ok).toBe(true);
    submitParsed(host, TOSS, CONSOLE);
    const revision = host.current().revision;
    expect(submitParsed(host, stroke({ own: 1 }), CONSOLE).ok).toBe(true);
    expect(host.current().revision).toBe(revision + 1);
    expect(host.current().view.live).toMatchObject({ onBoard: [8, 9] });
    expect(host.current().view.clocks.stroke).toBeNull();
  });
});
