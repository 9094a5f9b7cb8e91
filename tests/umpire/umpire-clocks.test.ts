/**
 * The umpire's break clock (law 46, the page's own) and the dues clock (law 88, the host's):
 * when they start and stop, worked out on boards the real tracker plays. The dues clock is
 * derived from what the tracker sends back to the board (`duesClockEvent`, as the host commits
 * it with the entry), not from the board's look before and after.
 */
import { describe, expect, it } from 'vitest';
import {
  duesClockEvent,
  evolve,
  evolveChecked,
  replay,
  type Command,
  type MatchEvent,
} from '../../shared/engine';
import { liveBoardView } from '../../shared/views/live-board-view';
import { toScoreboardView } from '../../shared/views/scoreboard-view';
import type { LiveBoardView } from '../../shared/contract/scoreboard-view';
import {
  breakAfterPush,
  callPlay,
  secondsLeft,
  shownClock,
  type UmpireClock,
} from '../../renderer/umpire/umpire-clocks';
import { Match } from '../engine/support';

type Entry = Record<string, unknown> | 'undo' | 'redo';

const command = (entry: Entry): Command =>
  entry === 'undo'
    ? { type: 'UndoStroke' }
    : entry === 'redo'
      ? { type: 'RedoStroke' }
      : ({ type: 'RecordStroke', entry } as Command);

/**
 * Plays the entries of a board (side 0 breaks) as the host does: each command's events, then
 * the dues clock it starts (at 1000 × the entry's number). Gives the pushed dues clock after each.
 */
function duesAfter(...entries: Entry[]) {
  const m = new Match();
  return entries.map((entry, i) => {
    const before = m.state;
    const from = m.events.length;
    m.do(command(entry));
    const event = duesClockEvent(before, m.events.slice(from), m.state, 1000 * (i + 1));
    if (event) m.state = evolve(m.state, event);
    return toScoreboardView(m.state).clocks.dues ?? null;
  });
}

/** Plays the entries and gives the live view after each. */
function views(...entries: Entry[]): (LiveBoardView | null)[] {
  const m = new Match();
  return entries.map((entry) => liveBoardView(m.do(command(entry)).state));
}

const dues = (startedAt: number, toPlace: number[]) => ({ seconds: 15, startedAt, toPlace });

describe('the break clock (law 46)', () => {
  it('starts when the umpire calls play, and stops with the break (the first stroke)', () => {
    const started = callPlay(null, 0);
    expect(started).toEqual({ kind: 'break', startedAt: 0 });
    expect(breakAfterPush(started, null, views({ own: 2 })[0] ?? null)).toBeNull();
  });

  it('stops with a foul entry before the break too (the first entry of the board)', () => {
    expect(
      breakAfterPush(callPlay(null, 0), null, views({ foul: 'technical', by: 1 })[0] ?? null),
    ).toBeNull();
  });

  it('cannot be started once the board has a stroke', () => {
    const [live] = views({ own: 1 });
    expect(callPlay(live ?? null, 5)).toBeNull();
  });

  it('a push that does not change the board (a clock, another screen) leaves it running', () => {
    const clock = callPlay(null, 7);
    expect(breakAfterPush(clock, null, null)).toBe(clock);
  });

  it('runs 15 s: 15 at the call, 5 ten seconds later, then time is up', () => {
    const clock = callPlay(null, 1000) as UmpireClock;
    expect([0, 10_000, 14_100, 15_000, 20_000].map((ms) => secondsLeft(clock, 1000 + ms))).toEqual([
      15, 5, 1, 0, 0,
    ]);
  });
});

describe('the dues clock (law 88), as the host starts it', () => {
  it('starts after the striker is pocketed by a side with C/m in its pockets (72): its opponent places the due', () => {
    // A: 2 own (turn continues), then the striker alone: 1 due from her pockets goes back.
    expect(duesAfter({ own: 2 }, { striker: true }, {})).toEqual([null, dues(2000, [1, 0]), null]);
  });

  it('72c: own C/m with the striker before any is pocketed go straight back, the due stays owed: it runs', () => {
    const boards = views({ own: 1, striker: true });
    // The board looks as at the break (9 C/m each), with a due owed: nothing for a diff to see.
    expect(boards[0]).toMatchObject({ onBoard: [9, 9], owed: [1, 0] });
    expect(duesAfter({ own: 1, striker: true })).toEqual([dues(1000, [1, 0])]);
    // 76 alike: improper with own C/m and none in the pockets.
    expect(duesAfter({ own: 2, improper: true })).toEqual([dues(1000, [2, 0])]);
  });

  it('a due owed (72c) with nothing to put back starts nothing; it runs when the owed due is paid', () => {
    // A: the striker alone at the break (owes 1); B: nothing; A: 1 own C/m, which goes back as the due.
    expect(views({ striker: true }, {}, { own: 1 }).map((live) => live?.owed)).toEqual([
      [1, 0],
      [1, 0],
      [0, 0],
    ]);
    expect(duesAfter({ striker: true }, {}, { own: 1 })).toEqual([null, null, dues(3000, [1, 0])]);
    // Paid from the C/m her opponent pocketed: B pockets one of A's.
    expect(duesAfter({ striker: true }, { opp: 1 })).toEqual([null, dues(2000, [1, 0])]);
    // Both sides in one entry: B pockets one of A's (her owed due is paid) and his own with the
    // striker (it goes straight back, his due is owed).
    expect(duesAfter({ striker: true }, { own: 1, opp: 1, striker: true })).toEqual([
      null,
      dues(2000, [1, 1]),
    ]);
  });

  it('a foul (64a) or technical foul (63) with C/m in the pockets starts it; undo stops it, redo starts it again', () => {
    expect(duesAfter({ own: 2 }, { foul: 'foul' })).toEqual([null, dues(2000, [1, 0])]);
    expect(duesAfter({ own: 2 }, { foul: 'technical', by: 0 })).toEqual([null, dues(2000, [1, 0])]);
    expect(duesAfter({ own: 2 }, { striker: true }, 'undo', 'redo')).toEqual([
      null,
      dues(2000, [1, 0]),
      null,
      dues(4000, [1, 0]),
    ]);
  });

  it('a stroke that ends the board starts nothing (55)', () => {
    // 107: the last own C/m with the queen still on the board: the board is over.
    expect(duesAfter({ own: 8 }, { own: 1 })).toEqual([null, null]);
  });

  it('the page shows the host’s dues clock while it runs, before the break clock, counting from its start', () => {
    const breakClock = callPlay(null, 0);
    expect(shownClock(null, breakClock)).toBe(breakClock);
    const shown = shownClock(dues(2000, [0, 1]), breakClock) as UmpireClock;
    expect(shown).toEqual({ kind: 'dues', seconds: 15, startedAt: 2000, toPlace: [0, 1] });
    expect([0, 9_500, 15_000].map((ms) => secondsLeft(shown, 2000 + ms))).toEqual([15, 6, 0]);
  });

  it('the events the host commits replay to the same clock (a stored log, the host reopened)', () => {
    const m = new Match();
    m.do(command({ own: 2 }));
    const before = m.state;
    const from = m.events.length;
    m.do(command({ striker: true }));
    const event = duesClockEvent(before, m.events.slice(from), m.state, 42) as MatchEvent;
    expect(event).toEqual({ type: 'DuesClockStarted', game: 1, board: 1, at: 42, toPlace: [1, 0] });
    expect(toScoreboardView(replay([...m.events, event])).clocks.dues).toEqual(dues(42, [1, 0]));
    // A stored clock that does not follow such an entry is refused by the checked reader.
    const wrong = { ...event, toPlace: [0, 1] as const };
    expect(evolveChecked(m.state, wrong)).toMatchObject({ ok: false });
    const afterNothing = new Match().do(command({})).state;
    expect(evolveChecked(afterNothing, event)).toMatchObject({ ok: false });
    // Before any entry of the board, not even an unchecked replay takes it.
    const fresh = new Match().state;
    expect(evolve(fresh, event)).toBe(fresh);
  });
});
