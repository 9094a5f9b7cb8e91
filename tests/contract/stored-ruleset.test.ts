/**
 * The stored ruleset schema is derived from RULE_SETTINGS, and a match stored by every earlier
 * version of the app still replays: each shape the MatchCreated event's ruleset ever had (git
 * history of shared/engine/event-schema.ts) is read back, upcast, and folded.
 */
import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../../shared/engine';
import { MatchEventSchema } from '../../shared/engine/event-schema';
import { readEventLog, type RawEvent } from '../../shared/engine/stored-log';
import { intervalSecondsAfter } from '../../shared/engine/officials';
import { StoredRulesetSchema, upcastStoredRuleset } from '../../shared/engine/stored-ruleset';
import { RULE_SETTINGS, SETTING_NAMES, type SettingName } from '../../shared/rules/ruleset';
import { Match, normal } from '../engine/support';

/** 53dcc46 (2026-12-01), the first stored events: fifteen settings, the ICF values of the day. */
const FIRST_SHAPE = {
  preset: 'icf',
  queenPoints: 3,
  queenCutoff: 22,
  boardCap: 12,
  target: 25,
  boardLimit: 8,
  bestOf: 3,
  breakOrder: 'alternate',
  gameBreak: 'alternate',
  timeLimitMinutes: null,
  strokeSeconds: 15,
  blackPoints: 1,
  whitePoints: 2,
  sideChangeAfterBoards: 4,
  sideChangePoints: 13,
} as const;
/** cba3231 (2026-12-02): the timekeeper's time-out and interval lengths. */
const SECOND_SHAPE = { ...FIRST_SHAPE, timeOutSeconds: 45, intervalSeconds: 90 } as const;
/** 771311f (2026-12-04): law 138's interval before the deciding game (the shape written today). */
const THIRD_SHAPE = { ...SECOND_SHAPE, decidingIntervalSeconds: 300 } as const;

/** A played match whose MatchCreated event carries `ruleset` as an older app wrote it. */
function storedRows(ruleset: object): RawEvent[] {
  const events = new Match().boards(normal(0, 9, 'winner'), normal(1, 3)).events;
  return events.map((event, i) => {
    const stored =
      event.type === 'MatchCreated'
        ? { ...event, setup: { ...event.setup, ruleset } }
        : (event as MatchEvent);
    return { seq: i + 1, version: 1, type: event.type, payload: JSON.stringify(stored) };
  });
}

describe('stored rulesets of every earlier version still replay', () => {
  it.each([
    [
      'the first shape (no official timers)',
      FIRST_SHAPE,
      { timeOutSeconds: 60, intervalSeconds: 120, decidingIntervalSeconds: 120 },
    ],
    [
      'the shape with time-out and interval',
      SECOND_SHAPE,
      { timeOutSeconds: 45, intervalSeconds: 90, decidingIntervalSeconds: 90 },
    ],
    [
      'the shape of today',
      THIRD_SHAPE,
      { timeOutSeconds: 45, intervalSeconds: 90, decidingIntervalSeconds: 300 },
    ],
  ])('%s', (_name, ruleset, filled) => {
    const reading = readEventLog(storedRows(ruleset));
    expect(reading.bad).toBeNull();
    expect(reading.events).toHaveLength(4);
    const setup = reading.state.setup;
    // What the shape had, and what the upcast filled; a setting added later reads as its storedBefore.
    expect(setup?.ruleset).toMatchObject({ ...ruleset, ...filled });
    expect(Object.keys(setup?.ruleset ?? {})).toEqual(['preset', ...SETTING_NAMES]);
    expect(reading.state.games[0]?.boards).toHaveLength(2);
    // The deciding game's interval of a match stored before law 138 is its one interval length.
    expect(setup && intervalSecondsAfter(setup, 2)).toBe(filled.decidingIntervalSeconds);
  });

  it('refuses a stored ruleset missing a setting that every version wrote, naming it', () => {
    const { boardCap: _dropped, ...withoutCap } = THIRD_SHAPE;
    const reading = readEventLog(storedRows(withoutCap));
    expect(reading.events).toEqual([]);
    expect(reading.bad?.seq).toBe(1);
    expect(reading.bad?.reason).toContain('setup.ruleset.boardCap');
  });

  it('refuses a setting of the wrong kind and a setting no version had', () => {
    expect(StoredRulesetSchema.safeParse({ ...THIRD_SHAPE, breakOrder: 'winner' }).success).toBe(false);
    expect(StoredRulesetSchema.safeParse({ ...THIRD_SHAPE, queenCutoff: '22' }).success).toBe(false);
    expect(StoredRulesetSchema.safeParse({ ...THIRD_SHAPE, bestOf: null }).success).toBe(false);
    expect(StoredRulesetSchema.safeParse({ ...THIRD_SHAPE, queenBonus: 1 }).success).toBe(false);
    expect(StoredRulesetSchema.safeParse('icf').success).toBe(false);
  });

  it('keeps a value the stored ruleset has over the one the upcast would give', () => {
    expect(upcastStoredRuleset({ ...FIRST_SHAPE, intervalSeconds: 30 })).toMatchObject({
      intervalSeconds: 30,
      decidingIntervalSeconds: 30,
      timeOutSeconds: 60,
    });
  });
});

describe('the stored schema follows the settings table', () => {
  const FIRST_SETTINGS = Object.keys(FIRST_SHAPE).filter((key) => key !== 'preset');

  it("has exactly the preset and the table's settings, in the table's order", () => {
    const parsed = StoredRulesetSchema.parse(THIRD_SHAPE);
    expect(Object.keys(parsed)).toEqual(['preset', ...SETTING_NAMES]);
  });

  it('every setting added after the first stored events says how an older ruleset reads it', () => {
    const added = SETTING_NAMES.filter((name) => !FIRST_SETTINGS.includes(name));
    expect(added.length).toBeGreaterThan(0);
    for (const name of added) expect(RULE_SETTINGS[name]).toHaveProperty('storedBefore');
    for (const name of FIRST_SETTINGS)
      expect(RULE_SETTINGS[name as SettingName]).not.toHaveProperty('storedBefore');
  });

  it('a `sameAs` names an earlier setting of the table', () => {
    for (const [index, name] of SETTING_NAMES.entries()) {
      const before: unknown = (RULE_SETTINGS[name] as { storedBefore?: unknown }).storedBefore;
      if (typeof before !== 'object' || before === null) continue;
      const sameAs = (before as { sameAs: SettingName }).sameAs;
      expect(SETTING_NAMES.indexOf(sameAs)).toBeGreaterThanOrEqual(0);
      expect(SETTING_NAMES.indexOf(sameAs)).toBeLessThan(index);
    }
  });

  it("a whole MatchCreated event of the first shape reads as today's event", () => {
    const [created] = storedRows(FIRST_SHAPE);
    const parsed = MatchEventSchema.parse(JSON.parse(created!.payload));
    expect(parsed.type === 'MatchCreated' && Object.keys(parsed.setup.ruleset)).toEqual([
      'preset',
      ...SETTING_NAMES,
    ]);
  });
});
