import { describe, expect, it } from 'vitest';
import {
  formatMinutes,
  gameClockReading,
  secondsLeft,
  strokeRemainingMs,
} from '../../renderer/common/clocks';
import {
  connectionHealth,
  RECONNECT_MARK_AFTER_MS,
  STALE_AFTER_MS,
} from '../../renderer/common/connection-health';

describe('clocks on the host clock', () => {
  it('counts the stroke clock down from its start', () => {
    const clocks = { stroke: { seconds: 15, startedAt: 100_000 }, game: null };
    expect(strokeRemainingMs(clocks, 104_200)).toBe(10_800);
    expect(secondsLeft(10_800)).toBe(11);
    expect(strokeRemainingMs(clocks, 200_000)).toBe(0);
    expect(strokeRemainingMs({ stroke: { seconds: 15, startedAt: null }, game: null }, 0)).toBeNull();
  });

  it('subtracts used time and the running stretch from the game clock', () => {
    const clocks = {
      stroke: null,
      game: { limitMs: 25 * 60_000, usedMs: 60_000, runningSince: 1_000_000, expired: false },
    };
    const reading = gameClockReading(clocks, 1_030_000)!;
    expect(reading).toEqual({
      remainingMs: 25 * 60_000 - 90_000,
      running: true,
      expired: false,
      warning: false,
    });
    expect(formatMinutes(reading.remainingMs)).toBe('23:30');
  });

  it('shows a paused or expired game clock as such', () => {
    const paused = { limitMs: 60_000, usedMs: 59_500, runningSince: null, expired: false };
    expect(gameClockReading({ stroke: null, game: paused }, 9e12)).toEqual({
      remainingMs: 500,
      running: false,
      expired: false,
      warning: false,
    });
    expect(formatMinutes(500)).toBe('0:01');
    const expired = { ...paused, expired: true };
    expect(gameClockReading({ stroke: null, game: expired }, 0)?.expired).toBe(true);
  });
});

describe('connection health', () => {
  it('is quiet while state is current and during the grace period', () => {
    expect(connectionHealth(null, 5_000)).toEqual({ showReconnectMark: false, stale: false });
    expect(connectionHealth(1_000, 1_000 + RECONNECT_MARK_AFTER_MS - 1)).toEqual({
      showReconnectMark: false,
      stale: false,
    });
  });

  it('shows the mark after the grace period and dims after the stale limit', () => {
    expect(connectionHealth(0, RECONNECT_MARK_AFTER_MS)).toEqual({
      showReconnectMark: true,
      stale: false,
    });
    expect(connectionHealth(0, STALE_AFTER_MS)).toEqual({ showReconnectMark: true, stale: true });
  });
});
