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

  describe('the dues clock (law 88) runs on the host', () => {
    const T0 = 1_700_000_000_000;
    const UMPIRE = { role: 'console', readOnly: false, source: 'web 192.168.1.20' } as const;
    const dues = () => host?.current().view.clocks.dues ?? null;
    function open(): ReturnType<typeof manualTime> {
      dir = tempDir();
      const time = manualTime(T0);
      host = openHost({ dataDir: dir.path, now: time.now });
      submitParsed(host, CREATE_MATCH, CONSOLE);
      submitParsed(host, TOSS, CONSOLE); // Asha (side 0) breaks
      return time;
    }

    it('72c: own C/m with the striker before any is pocketed go straight back and the due stays owed: the clock runs', () => {
      const time = open();
      time.advance(2_000);
      const revision = host!.current().revision;
      expect(submitParsed(host!, stroke({ own: 1, striker: true }), UMPIRE).ok).toBe(true);
      // The board looks as it did (9 C/m each), a due is owed: a diff of the board sees nothing to place.
      expect(host!.current().view.live).toMatchObject({ onBoard: [9, 9], owed: [1, 0], turn: 0 });
      expect(dues()).toEqual({ seconds: 15, startedAt: T0 + 2_000, toPlace: [1, 0] });
      // One commit with the stroke, stored as an event of its own.
      expect(host!.current().revision).toBe(revision + 1);
    });

    it('starts with the entry that sends C/m back, from the console or /umpire, and the next entry stops it, whoever records it', () => {
      const time = open();
      expect(submitParsed(host!, stroke({ own: 2 }), CONSOLE).ok).toBe(true);
      expect(dues()).toBeNull();
      // The striker alone with 2 own C/m in the pockets: 1 due goes back, Bruno places it.
      time.advance(1_000);
      expect(submitParsed(host!, stroke({ striker: true }), CONSOLE).ok).toBe(true);
      expect(dues()).toEqual({ seconds: 15, startedAt: T0 + 1_000, toPlace: [1, 0] });
      // A refused entry changes nothing.
      time.advance(1_000);
      expect(submitParsed(host!, stroke({ opp: 9 }), UMPIRE).ok).toBe(false);
      expect(dues()?.startedAt).toBe(T0 + 1_000);
      // Bruno's next stroke, from /umpire: the dues were placed, the clock stops.
      expect(submitParsed(host!, stroke({}), UMPIRE).ok).toBe(true);
      expect(dues()).toBeNull();
      // A foul (64a) by Asha with C/m in her pockets, from /umpire: one goes back.
      time.advance(1_000);
      expect(submitParsed(host!, stroke({}), UMPIRE).ok).toBe(true); // Asha: nothing, turn to Bruno
      expect(submitParsed(host!, stroke({ foul: 'technical', by: 0 }), UMPIRE).ok).toBe(true);
      expect(dues()).toEqual({ seconds: 15, startedAt: T0 + 3_000, toPlace: [1, 0] });
      // The next entry from the console's keys stops it.
      expect(submitParsed(host!, stroke({ own: 1 }), CONSOLE).ok).toBe(true);
      expect(dues()).toBeNull();
    });

    it('an owed due paid from C/m the opponent pocketed (72c) starts it; undo stops it and redo starts it again', () => {
      const time = open();
      expect(submitParsed(host!, stroke({ striker: true }), CONSOLE).ok).toBe(true);
      expect(host!.current().view.live).toMatchObject({ owed: [1, 0], turn: 1 });
      expect(dues()).toBeNull(); // nothing in Asha's pockets: nothing to place yet
      time.advance(5_000);
      expect(submitParsed(host!, stroke({ opp: 1 }), UMPIRE).ok).toBe(true); // Bruno pockets Asha's C/m
      expect(host!.current().view.live).toMatchObject({ onBoard: [9, 9], owed: [0, 0] });
      expect(dues()).toEqual({ seconds: 15, startedAt: T0 + 5_000, toPlace: [1, 0] });
      time.advance(1_000);
      expect(submitParsed(host!, { type: 'UndoStroke' }, CONSOLE).ok).toBe(true);
      expect(dues()).toBeNull();
      time.advance(1_000);
      expect(submitParsed(host!, { type: 'RedoStroke' }, UMPIRE).ok).toBe(true);
      expect(dues()).toEqual({ seconds: 15, startedAt: T0 + 7_000, toPlace: [1, 0] });
    });

    it('keeps running across a restart, and stops with the board (a stroke that ends it, or an award)', () => {
      const time = open();
      submitParsed(host!, stroke({ own: 2 }), CONSOLE);
      time.advance(3_000);
      expect(submitParsed(host!, stroke({ own: 1, improper: true }), CONSOLE).ok).toBe(true);
      // 76: the own C/m and 1 penalty go back.
      expect(dues()).toEqual({ seconds: 15, startedAt: T0 + 3_000, toPlace: [2, 0] });
      host!.close();
      host = openHost({ dataDir: dir!.path, now: time.now });
      expect(dues()).toEqual({ seconds: 15, startedAt: T0 + 3_000, toPlace: [2, 0] });
      const award = {
        type: 'AwardBoard',
        entry: {
          kind: 'sides',
          winner: 1,
          pieces: 8,
          queen: 'winner',
          finish: 'penalty',
          extra: 0,
          timeUp: false,
        },
      };
      expect(submitParsed(host!, award, UMPIRE).ok).toBe(true);
      expect(host!.current().view.live).toBeNull();
      expect(dues()).toBeNull();
    });

    it('a stroke that ends the board starts no clock (55: what is owed is written off)', () => {
      const time = open();
      submitParsed(host!, stroke({ own: 2 }), CONSOLE);
      submitParsed(host!, stroke({ queen: true, own: 1 }), CONSOLE); // covered at once (97a)
      time.advance(1_000);
      expect(submitParsed(host!, stroke({ own: 6, striker: true }), CONSOLE).ok).toBe(true); // 73: not an end
      expect(dues()).toEqual({ seconds: 15, startedAt: T0 + 1_000, toPlace: [7, 0] });
      expect(submitParsed(host!, stroke({ own: 7 }), CONSOLE).ok).toBe(true); // her last C/m: 52a
      expect(host!.current().view.live).toBeNull();
      expect(dues()).toBeNull();
    });
  });
});
