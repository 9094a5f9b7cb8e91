/** When the buzzer sounds: each threshold once, when crossed while the screen watches. */
import { describe, expect, it } from 'vitest';
import { ClockAlarm } from '../../renderer/common/clock-alarm';
import type { ClockView } from '../../shared/contract/scoreboard-view';

const stroke = (startedAt: number | null, seconds = 10): ClockView => ({
  stroke: { seconds, startedAt },
  game: null,
});
const game = (expired: boolean): ClockView => ({
  stroke: null,
  game: { limitMs: 60_000, usedMs: expired ? 60_000 : 1_000, runningSince: expired ? null : 0, expired },
});

describe('ClockAlarm', () => {
  it('the stroke clock warns at 5 s and buzzes at 0, once each; a restart arms it again', () => {
    const alarm = new ClockAlarm();
    expect(alarm.check(stroke(0), 100)).toEqual([]);
    expect(alarm.check(stroke(0), 4_000)).toEqual([]);
    expect(alarm.check(stroke(0), 5_200)).toEqual([{ kind: 'strokeWarn', tone: 'warn' }]);
    expect(alarm.check(stroke(0), 6_000)).toEqual([]);
    expect(alarm.check(stroke(0), 10_100)).toEqual([{ kind: 'strokeUp', tone: 'expire' }]);
    expect(alarm.check(stroke(0), 11_000)).toEqual([]);
    // Restarted with one key: a new start time, the thresholds count again.
    expect(alarm.check(stroke(20_000), 20_050)).toEqual([]);
    expect(alarm.check(stroke(20_000), 31_000).map((a) => a.kind)).toEqual(['strokeUp']);
  });

  it('a screen that opens on a stroke clock already in its last seconds or run out stays silent', () => {
    const alarm = new ClockAlarm();
    expect(alarm.check(stroke(0), 8_000)).toEqual([]);
    expect(new ClockAlarm().check(stroke(0), 12_000)).toEqual([]);
  });

  it('the game clock buzzes when it runs out while watched, not when the screen opens on it expired', () => {
    const watching = new ClockAlarm();
    expect(watching.check(game(false), 0)).toEqual([]);
    expect(watching.check(game(true), 1)).toEqual([{ kind: 'gameUp', tone: 'expire' }]);
    expect(watching.check(game(true), 2)).toEqual([]);
    expect(new ClockAlarm().check(game(true), 0)).toEqual([]);
  });

  it('a time-out buzzes when its countdown ends', () => {
    const alarm = new ClockAlarm();
    const clocks: ClockView = {
      stroke: null,
      game: null,
      official: { kind: 'timeOut', side: 1, startedAt: 0, seconds: 60 },
    };
    expect(alarm.check(clocks, 500)).toEqual([]);
    expect(alarm.check(clocks, 59_000)).toEqual([]);
    expect(alarm.check(clocks, 60_200)).toEqual([{ kind: 'countdownUp', tone: 'expire' }]);
    expect(alarm.check(clocks, 61_000)).toEqual([]);
  });
});
