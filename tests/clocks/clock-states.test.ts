/**
 * The clock states every screen shows alike (renderer/common/clocks.ts): the game clock's state
 * (ready before it first runs, running, paused, up) and how long an ended countdown says so.
 */
import { describe, expect, it } from 'vitest';
import {
  OFFICIAL_OVER_SHOWN_MS,
  gameClockReading,
  gameClockState,
  officialJustEnded,
} from '../../renderer/common/clocks';
import type { ClockView } from '../../shared/contract/scoreboard-view';

const LIMIT = 25 * 60_000;
const game = (usedMs: number, runningSince: number | null, expired = false): ClockView => ({
  stroke: null,
  game: { limitMs: LIMIT, usedMs, runningSince, expired },
});
const stateAt = (clocks: ClockView, hostNow: number) => {
  const reading = gameClockReading(clocks, hostNow);
  if (!reading) throw new Error('no game clock');
  return gameClockState(reading, clocks);
};

describe('game clock state', () => {
  it('is ready before it first runs, running, paused once it has run, and up when out', () => {
    expect(stateAt(game(0, null), 1000)).toBe('ready');
    expect(stateAt(game(0, 1000), 5000)).toBe('running');
    expect(stateAt(game(4000, null), 9000)).toBe('paused');
    expect(stateAt(game(LIMIT - 1000, 0), 1000)).toBe('up');
    expect(stateAt(game(LIMIT, null, true), 0)).toBe('up');
  });
});

describe('an ended countdown', () => {
  const started = 100_000;
  const clocks: ClockView = {
    stroke: null,
    game: null,
    official: { kind: 'interval', side: null, sideName: null, startedAt: started, seconds: 60 },
  };
  const end = started + 60_000;

  it('says so from its end for OFFICIAL_OVER_SHOWN_MS, not before nor after', () => {
    expect(OFFICIAL_OVER_SHOWN_MS).toBe(10_000);
    expect(officialJustEnded(clocks, end - 1)).toBe(false);
    expect(officialJustEnded(clocks, end)).toBe(true);
    expect(officialJustEnded(clocks, end + OFFICIAL_OVER_SHOWN_MS - 1)).toBe(true);
    expect(officialJustEnded(clocks, end + OFFICIAL_OVER_SHOWN_MS)).toBe(false);
    expect(officialJustEnded({ stroke: null, game: null }, end)).toBe(false);
  });
});
