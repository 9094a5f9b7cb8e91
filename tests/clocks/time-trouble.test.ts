/**
 * Time trouble (renderer/common/time-trouble.ts): what the venue's tiles and the director's line,
 * and the overlay, mark. A game in play is in time trouble from its ruleset's time warning until
 * its clock runs out (`warning`), and past it (`up`); never outside a game in play, never without
 * a game clock, and never `warning` from a table that sends no warning (a host from before the
 * warning existed: its clock view has no `warnMs`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Command } from '../../shared/engine';
import { ClockViewSchema, type ClockView } from '../../shared/contract/scoreboard-view';
import { MATCH_PHASES, type MatchPhase } from '../../shared/rules/match-phase';
import { toScoreboardView } from '../../shared/views/scoreboard-view';
import { tablesInTrouble, timeTrouble, type TimeTrouble } from '../../renderer/common/time-trouble';
import { given, playedUnder } from '../engine/given';

const T = 1_000_000;
const MINUTE = 60_000;
const IN_PLAY: readonly MatchPhase[] = ['playing', 'extraBoardToss'];

/** A game clock as a table's view carries it, and a moment to read it at (the table's clock). */
const gameClock = fc
  .record({
    limitMs: fc.integer({ min: MINUTE, max: 600 * MINUTE }),
    usedShare: fc.double({ min: 0, max: 1.2, noNaN: true }),
    runningFor: fc.option(fc.integer({ min: 0, max: 120 * MINUTE }), { nil: null }),
    expired: fc.boolean(),
    warnMinutes: fc.option(fc.integer({ min: 1, max: 599 }), { nil: null }),
    /** A table from before the warning sends no `warnMs` at all. */
    oldTable: fc.boolean(),
  })
  .map(({ limitMs, usedShare, runningFor, expired, warnMinutes, oldTable }) => {
    const warnMs = warnMinutes === null ? null : Math.min(warnMinutes * MINUTE, limitMs - 1);
    const game = {
      limitMs,
      usedMs: Math.floor(limitMs * usedShare),
      runningSince: runningFor === null ? null : T - runningFor,
      expired,
      ...(oldTable ? {} : { warnMs }),
    };
    return { clocks: { stroke: null, game } satisfies ClockView, now: T };
  });

/** Time left on the clock as the rules read it: the limit less what was used and what runs now. */
function leftMs(clocks: ClockView, now: number): number {
  const game = clocks.game!;
  const running = game.runningSince === null ? 0 : now - game.runningSince;
  return game.limitMs - game.usedMs - running;
}

const RANK: Record<'none' | TimeTrouble, number> = { none: 0, warning: 1, up: 2 };

describe('time trouble', () => {
  it('is a warning exactly from the warning to the end of the time, and time up after, in a game in play', () => {
    fc.assert(
      fc.property(gameClock, fc.constantFrom(...IN_PLAY), ({ clocks, now }, phase) => {
        const left = leftMs(clocks, now);
        const warnMs = clocks.game?.warnMs ?? null;
        const expected =
          clocks.game!.expired || left <= 0 ? 'up' : warnMs !== null && left <= warnMs ? 'warning' : null;
        expect(timeTrouble({ phase, clocks }, now)).toBe(expected);
      }),
    );
  });

  it('is never marked outside a game in play, nor without a game clock', () => {
    const outOfPlay = MATCH_PHASES.filter((phase) => !IN_PLAY.includes(phase));
    fc.assert(
      fc.property(gameClock, fc.constantFrom(...outOfPlay), ({ clocks, now }, phase) => {
        expect(timeTrouble({ phase, clocks }, now)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...MATCH_PHASES), fc.integer(), (phase, now) => {
        expect(timeTrouble({ phase, clocks: { stroke: null, game: null } }, now)).toBeNull();
      }),
    );
  });

  it('is never a warning from a table that sends none (no warning set, or a host from before it)', () => {
    fc.assert(
      fc.property(gameClock, ({ clocks, now }) => {
        fc.pre((clocks.game?.warnMs ?? null) === null);
        expect(timeTrouble({ phase: 'playing', clocks }, now)).not.toBe('warning');
      }),
    );
  });

  it('only gets worse as a running clock runs: none, then the warning, then time up', () => {
    fc.assert(
      fc.property(
        gameClock,
        fc.integer({ min: 0, max: 600 * MINUTE }),
        fc.integer({ min: 0, max: 600 * MINUTE }),
        ({ clocks }, a, b) => {
          const running = { ...clocks, game: { ...clocks.game!, runningSince: T, expired: false } };
          const at = (ms: number) =>
            RANK[timeTrouble({ phase: 'playing', clocks: running }, T + ms) ?? 'none'];
          expect(at(Math.min(a, b))).toBeLessThanOrEqual(at(Math.max(a, b)));
        },
      ),
    );
  });

  it('lists each table in trouble once, under its kind, in the order given', () => {
    const table = fc.record({
      table: fc.integer({ min: 1, max: 999 }),
      view: fc.option(
        fc
          .tuple(gameClock, fc.constantFrom(...MATCH_PHASES))
          .map(([{ clocks }, phase]) => ({ phase, clocks })),
        { nil: null },
      ),
      now: fc.constant(T),
    });
    fc.assert(
      fc.property(fc.uniqueArray(table, { selector: (entry) => entry.table, maxLength: 40 }), (tables) => {
        const found = tablesInTrouble(tables);
        const of = (kind: TimeTrouble) =>
          tables
            .filter((entry) => entry.view !== null && timeTrouble(entry.view, entry.now) === kind)
            .map((entry) => entry.table);
        expect(found).toEqual({ warning: of('warning'), up: of('up') });
        expect(found.warning.filter((number) => found.up.includes(number))).toEqual([]);
      }),
    );
  });

  describe('given a 45-minute game with a 5-minute warning, its clock started', () => {
    const rules = {
      rules: { preset: 'icf' as const, bestOf: 1, timeLimitMinutes: 45, timeWarningMinutes: 5 },
    };
    const start = { type: 'StartGameClock', at: T } as unknown as Command;
    const view = toScoreboardView(
      given(...playedUnder(rules))
        .when(start, { at: T })
        .then({ type: 'GameClockStarted', at: T }),
    );

    it('then the table is in no trouble at 40:01 left, in time trouble from 5:00 left, and time up at 0', () => {
      expect(timeTrouble(view, T + 40 * MINUTE - 1)).toBeNull();
      expect(timeTrouble(view, T + 40 * MINUTE)).toBe('warning');
      expect(timeTrouble(view, T + 45 * MINUTE - 1)).toBe('warning');
      expect(timeTrouble(view, T + 45 * MINUTE)).toBe('up');
    });

    it('then the same state from a table that sends no warnMs (parsed as the venue reads it) is never a warning', () => {
      const { warnMs: _warnMs, ...oldGame } = view.clocks.game!;
      const clocks = ClockViewSchema.parse({ ...view.clocks, game: oldGame });
      expect(clocks.game).not.toHaveProperty('warnMs');
      expect(timeTrouble({ ...view, clocks }, T + 44 * MINUTE)).toBeNull();
      expect(timeTrouble({ ...view, clocks }, T + 45 * MINUTE)).toBe('up');
    });
  });
});
