/**
 * The time warning (issue 41 item 2): a ruleset setting (`timeWarningMinutes`, SoL's `prealarm`)
 * the game clock reaches some minutes before its limit. The view carries it with the clock; every
 * screen reads it from the host's time (renderer/common/clocks.ts) and sounds it once as it is
 * reached (renderer/common/clock-alarm.ts). A warning without a limit, or not under it, is refused
 * in words; a match stored before the setting existed has none.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from '../../shared/engine';
import { resolveRuleset } from '../../shared/rules/resolve';
import { StoredRulesetSchema } from '../../shared/engine/stored-ruleset';
import { toScoreboardView } from '../../shared/views/scoreboard-view';
import { createMatchFor } from '../../shared/tournament/set-up';
import { ClockAlarm } from '../../renderer/common/clock-alarm';
import { gameClockReading } from '../../renderer/common/clocks';
import { given, playedUnder } from '../engine/given';

const T = 1_000_000;
const MINUTE = 60_000;
const WARNED = { rules: { preset: 'icf' as const, bestOf: 1, timeLimitMinutes: 45, timeWarningMinutes: 5 } };
const start = { type: 'StartGameClock', at: T } as unknown as Command;

describe('the game clock reaches its time warning', () => {
  it('given a 45-minute game with a 5-minute warning, when the clock starts, then the view carries the warning with the clock', () => {
    const state = given(...playedUnder(WARNED))
      .when(start, { at: T })
      .then({ type: 'GameClockStarted', at: T });
    expect(toScoreboardView(state).clocks.game).toEqual({
      limitMs: 45 * MINUTE,
      usedMs: 0,
      runningSince: T,
      expired: false,
      warnMs: 5 * MINUTE,
    });
  });

  it('then the screens read no warning before 40:00 gone, the warning from 5:00 left, and time up at 0, not a warning', () => {
    const state = given(...playedUnder(WARNED))
      .when(start, { at: T })
      .then({ type: 'GameClockStarted', at: T });
    const clocks = toScoreboardView(state).clocks;
    const at = (ms: number) => gameClockReading(clocks, T + ms)!;
    expect(at(40 * MINUTE - 1)).toMatchObject({ warning: false, expired: false });
    expect(at(40 * MINUTE)).toMatchObject({ warning: true, remainingMs: 5 * MINUTE });
    expect(at(44 * MINUTE)).toMatchObject({ warning: true, remainingMs: MINUTE });
    expect(at(45 * MINUTE)).toMatchObject({ warning: false, expired: true });
  });

  it('given a game without a warning, then the clock never warns', () => {
    const rules = { rules: { preset: 'icf' as const, bestOf: 1, timeLimitMinutes: 45 } };
    const state = given(...playedUnder(rules))
      .when(start, { at: T })
      .then({ type: 'GameClockStarted', at: T });
    const clocks = toScoreboardView(state).clocks;
    expect(clocks.game?.warnMs).toBeNull();
    expect(gameClockReading(clocks, T + 44 * MINUTE)?.warning).toBe(false);
  });

  it('sounds the warning tone once, as the running clock reaches it, and the time-up tone at the end', () => {
    const state = given(...playedUnder(WARNED))
      .when(start, { at: T })
      .then({ type: 'GameClockStarted', at: T });
    const clocks = toScoreboardView(state).clocks;
    const alarm = new ClockAlarm();
    const heard = (ms: number) => alarm.check(clocks, T + ms).map((a) => `${a.kind}:${a.tone}`);
    expect(heard(39 * MINUTE)).toEqual([]);
    expect(heard(40 * MINUTE + 500)).toEqual(['gameWarn:warn']);
    expect(heard(41 * MINUTE)).toEqual([]);
    expect(heard(45 * MINUTE)).toEqual(['gameUp:expire']);
  });

  it('stays silent on a screen that opens with the clock already inside the warning', () => {
    const state = given(...playedUnder(WARNED))
      .when(start, { at: T })
      .then({ type: 'GameClockStarted', at: T });
    const alarm = new ClockAlarm();
    expect(alarm.check(toScoreboardView(state).clocks, T + 42 * MINUTE)).toEqual([]);
  });
});

describe('the time warning setting', () => {
  it('refuses a warning without a time limit, or not under it, in words', () => {
    const refused = (rules: object): string => {
      const resolved = resolveRuleset(rules, 'singles', 'early');
      return resolved.ok ? 'accepted' : resolved.message;
    };
    expect(refused({ timeWarningMinutes: 5 })).toBe(
      'a time warning (5 minutes before the end) needs a time limit: set one, or clear the warning',
    );
    expect(refused({ bestOf: 1, timeLimitMinutes: 5, timeWarningMinutes: 5 })).toBe(
      'the time warning (5 minutes before the end) must be shorter than the time limit (5 minutes)',
    );
    expect(refused({ bestOf: 1, timeLimitMinutes: 2, timeWarningMinutes: 1 })).toBe('accepted');
  });

  it('reads as none in a ruleset stored before it existed', () => {
    const { timeWarningMinutes: _dropped, ...stored }: Record<string, unknown> = {
      preset: 'icf',
      ...resolvedIcf(),
    };
    expect(StoredRulesetSchema.parse(stored)).toMatchObject({ timeWarningMinutes: null });
  });

  it("is set from SoL's prealarm when a table sets its match up from a pairing", () => {
    const pairing = {
      table: 3,
      competitor1: { index: 1, players: ['Asha Rao'], clubs: [null], nationalities: ['IND'] },
      competitor2: { index: 2, players: ['Bruno Costa'], clubs: [null], nationalities: ['ITA'] },
    };
    const rulesFor = (duration: number | null, prealarm: number | null) => {
      const made = createMatchFor(pairing, { description: 'Open', turn: 1, duration, prealarm });
      return made.ok ? made.command.rules : made.message;
    };
    expect(rulesFor(45, 5)).toMatchObject({ timeLimitMinutes: 45, timeWarningMinutes: 5 });
    expect(rulesFor(45, 0)).toMatchObject({ timeWarningMinutes: null });
    expect(rulesFor(null, 5)).toMatchObject({ timeLimitMinutes: null, timeWarningMinutes: null });
    expect(rulesFor(5, 5)).toMatchObject({ timeWarningMinutes: null });
  });
});

function resolvedIcf(): Record<string, unknown> {
  const resolved = resolveRuleset(
    { bestOf: 1, timeLimitMinutes: 45, timeWarningMinutes: 5 },
    'singles',
    'early',
  );
  if (!resolved.ok) throw new Error(resolved.message);
  const { preset: _preset, ...settings } = resolved.ruleset;
  return settings;
}
