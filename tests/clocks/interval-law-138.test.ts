/**
 * Law 138 (issue 25, item 6): the interval between games 2 and 3 is 10 minutes, the others 2
 * minutes. The `icf` preset says so with two settings, `intervalSeconds` and
 * `decidingIntervalSeconds` (the interval before the match's last game); a match may change
 * either; a match stored before the second setting keeps one length for every interval.
 */
import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../../shared/engine';
import { MatchEventSchema } from '../../shared/engine/event-schema';
import { PRESETS } from '../../shared/rules/ruleset';
import { toConsoleView } from '../../shared/views/console-view';
import { Match, normal } from '../engine/support';

const winGame = (side: number) => [normal(side, 9, 'winner'), normal(side, 9), normal(side, 9)];
const lastEvent = (m: Match): MatchEvent => m.events[m.events.length - 1]!;

describe('law 138: the interval before the deciding game is 10 minutes', () => {
  it('icf: 2 minutes after game 1, 10 minutes after game 2', () => {
    expect(PRESETS.icf.intervalSeconds).toBe(120);
    expect(PRESETS.icf.decidingIntervalSeconds).toBe(600);
    const m = new Match().boards(...winGame(0));
    m.do({ type: 'StartInterval', at: 1_000 });
    expect(lastEvent(m)).toMatchObject({ type: 'IntervalStarted', seconds: 120, game: 1 });
    m.boards(...winGame(1));
    m.do({ type: 'StartInterval', at: 900_000 });
    expect(lastEvent(m)).toMatchObject({ type: 'IntervalStarted', seconds: 600, game: 2 });
  });

  it('best of 5: 2 minutes until the one before game 5', () => {
    const m = new Match({ rules: { preset: 'icf', bestOf: 5 } });
    const seconds: number[] = [];
    let at = 0;
    for (const winner of [0, 1, 0, 1]) {
      m.boards(...winGame(winner));
      at += 1_000_000;
      m.do({ type: 'StartInterval', at });
      seconds.push((lastEvent(m) as Extract<MatchEvent, { type: 'IntervalStarted' }>).seconds);
    }
    expect(seconds).toEqual([120, 120, 120, 600]);
  });

  it('a match sets each interval itself', () => {
    const m = new Match({ rules: { preset: 'icf', intervalSeconds: 90, decidingIntervalSeconds: 300 } });
    m.boards(...winGame(0)).do({ type: 'StartInterval', at: 1 });
    expect(lastEvent(m)).toMatchObject({ seconds: 90 });
    m.boards(...winGame(1)).do({ type: 'StartInterval', at: 1_000_000 });
    expect(lastEvent(m)).toMatchObject({ seconds: 300 });
  });

  it('the timekeeper is offered the length of the interval to come', () => {
    const m = new Match().boards(...winGame(0));
    expect(toConsoleView(m.state).officials?.intervalSeconds).toBe(120);
    m.boards(...winGame(1));
    expect(toConsoleView(m.state).officials?.intervalSeconds).toBe(600);
  });

  it('a match stored before the setting keeps its one interval for every game', () => {
    const created = new Match().events[0] as Extract<MatchEvent, { type: 'MatchCreated' }>;
    const { decidingIntervalSeconds: _dropped, ...older } = created.setup.ruleset;
    const stored = { ...created, setup: { ...created.setup, ruleset: { ...older, intervalSeconds: 180 } } };
    const parsed = MatchEventSchema.parse(stored) as Extract<MatchEvent, { type: 'MatchCreated' }>;
    expect(parsed.setup.ruleset.decidingIntervalSeconds).toBe(180);
  });
});
