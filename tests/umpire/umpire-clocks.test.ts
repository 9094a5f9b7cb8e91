/**
 * The umpire's break clock (law 46) and dues clock (law 88): when they start and stop, worked
 * out on boards the real tracker plays (the live board view the host pushes after each entry).
 */
import { describe, expect, it } from 'vitest';
import type { Command } from '../../shared/engine';
import { liveBoardView } from '../../shared/views/live-board-view';
import type { LiveBoardView } from '../../shared/contract/scoreboard-view';
import { callPlay, clockAfterPush, secondsLeft, type UmpireClock } from '../../renderer/umpire/umpire-clocks';
import { Match } from '../engine/support';

/** Plays the entries of a board (side 0 breaks) and gives the live view after each. */
function views(...entries: unknown[]): (LiveBoardView | null)[] {
  const m = new Match();
  return entries.map((entry) => {
    m.do(entry === 'undo' ? { type: 'UndoStroke' } : ({ type: 'RecordStroke', entry } as Command));
    return liveBoardView(m.state);
  });
}

/** The clock after each push, from `start`, one second apart. */
function clocks(start: UmpireClock | null, ...after: (LiveBoardView | null)[]): (UmpireClock | null)[] {
  let before: LiveBoardView | null = null;
  let clock = start;
  return after.map((live, i) => {
    clock = clockAfterPush(clock, before, live, 1000 * (i + 1));
    before = live;
    return clock;
  });
}

describe('the break clock (law 46)', () => {
  it('starts when the umpire calls play, and stops with the break (the first stroke)', () => {
    const started = callPlay(null, 0);
    expect(started).toEqual({ kind: 'break', startedAt: 0 });
    expect(clocks(started, ...views({ own: 2 }))).toEqual([null]);
  });

  it('stops with a foul entry before the break too (the first entry of the board)', () => {
    expect(clocks(callPlay(null, 0), ...views({ foul: 'technical', by: 1 }))).toEqual([null]);
  });

  it('cannot be started once the board has a stroke', () => {
    const [live] = views({ own: 1 });
    expect(callPlay(live ?? null, 5)).toBeNull();
  });

  it('runs 15 s: 15 at the call, 5 ten seconds later, then time is up', () => {
    const clock = callPlay(null, 1000) as UmpireClock;
    expect([0, 10_000, 14_100, 15_000, 20_000].map((ms) => secondsLeft(clock, 1000 + ms))).toEqual([
      15, 5, 1, 0, 0,
    ]);
  });
});

describe('the dues clock (law 88)', () => {
  it('starts after the striker is pocketed by a side with C/m in its pockets (72): its opponent places the due', () => {
    // A: 2 own (turn continues), then the striker alone: 1 due from her pockets goes back.
    const after = clocks(null, ...views({ own: 2 }, { striker: true }, {}));
    expect(after).toEqual([null, { kind: 'dues', side: 0, startedAt: 2000 }, null]);
  });

  it('a due owed (72c: no C/m in the pockets) starts nothing; it runs when the owed due is paid', () => {
    // A: the striker at the break (owes 1); B: nothing; A: 1 own C/m, which goes back as the due.
    const boards = views({ striker: true }, {}, { own: 1 });
    expect(boards.map((live) => live?.owed)).toEqual([
      [1, 0],
      [1, 0],
      [0, 0],
    ]);
    expect(clocks(null, ...boards)).toEqual([null, null, { kind: 'dues', side: 0, startedAt: 3000 }]);
  });

  it('an improper stroke (76) and a foul (64a) start it; a stroke taken back stops it', () => {
    expect(clocks(null, ...views({ own: 2 }, { own: 1, improper: true }))).toEqual([
      null,
      { kind: 'dues', side: 0, startedAt: 2000 },
    ]);
    expect(clocks(null, ...views({ own: 2 }, { foul: 'foul' }))).toEqual([
      null,
      { kind: 'dues', side: 0, startedAt: 2000 },
    ]);
    expect(clocks(null, ...views({ own: 2 }, { striker: true }, 'undo'))).toEqual([
      null,
      { kind: 'dues', side: 0, startedAt: 2000 },
      null,
    ]);
  });

  it('a push that does not change the board (a clock, another screen) leaves the clock running', () => {
    const [live] = views({ own: 2 });
    const clock: UmpireClock = { kind: 'dues', side: 0, startedAt: 7 };
    expect(clockAfterPush(clock, live ?? null, live ?? null, 9)).toBe(clock);
  });
});
