/**
 * The timekeeper's commands (issue 14, item 10): a time-out whose length comes from the ruleset,
 * the interval between games, warnings and fouls; all are events, listed by officialsLog.
 */
import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../../shared/engine';
import { officialsLog } from '../../shared/views/officials-log';
import { toScoreboardView } from '../../shared/views/scoreboard-view';
import { given, playedUnder, recorded, refused } from '../engine/given';
import { Match, normal } from '../engine/support';

describe('time-out', () => {
  it('given a match in play, when a time-out is started for side 2, then it runs for the ruleset length (60 s)', () => {
    const state = given(...playedUnder({}, normal(0, 3)))
      .when({ type: 'StartTimeOut', at: 1_000, side: 1 })
      .then({ type: 'TimeOutStarted', at: 1_000, side: 1, seconds: 60, game: 1, board: 2 });
    expect(toScoreboardView(state).clocks.official).toEqual({
      kind: 'timeOut',
      side: 1,
      startedAt: 1_000,
      seconds: 60,
      sideName: 'Bruno',
    });
  });

  it('the length is the match’s own setting', () => {
    const m = new Match({ rules: { preset: 'icf', timeOutSeconds: 90 } });
    const events = m.do({ type: 'StartTimeOut', at: 0, side: 0 }).events;
    expect(events[events.length - 1]).toMatchObject({ type: 'TimeOutStarted', seconds: 90 });
  });

  it('given a running time-out, when another is started, then it is refused with the time left', () => {
    const history: MatchEvent[] = [
      ...playedUnder({}),
      { type: 'TimeOutStarted', at: 0, side: 0, seconds: 60, game: 1, board: 1 },
    ];
    given(...history)
      .when({ type: 'StartTimeOut', at: 20_000, side: 1 })
      .then(refused('clock', { message: /time-out is running \(40 s left\): stop it first/ }));
    given(...history)
      .when({ type: 'StartTimeOut', at: 60_000, side: 1 })
      .then({ type: 'TimeOutStarted', at: 60_000, side: 1, seconds: 60, game: 1, board: 1 });
  });

  it('a time-out for a side that does not exist is refused', () => {
    given(...playedUnder({}))
      .when({ type: 'StartTimeOut', at: 0, side: 2 })
      .then(refused('clock', { message: /one of the sides/ }));
  });

  it('stopping: only a running countdown can be stopped', () => {
    const history: MatchEvent[] = [
      ...playedUnder({}),
      { type: 'TimeOutStarted', at: 0, side: 0, seconds: 60, game: 1, board: 1 },
    ];
    const state = given(...history)
      .when({ type: 'StopOfficialTimer', at: 30_000 })
      .then({ type: 'OfficialTimerStopped', at: 30_000 });
    expect(state.officials.timer).toBeNull();
    given(...history)
      .when({ type: 'StopOfficialTimer', at: 61_000 })
      .then(refused('clock', { message: /No time-out or interval is running/ }));
  });
});

describe('interval between games', () => {
  const game1 = (): MatchEvent[] => playedUnder({}, normal(0, 9, 'winner'), normal(0, 9), normal(0, 4)); // 25–0 in 3 boards

  it('given game 1 decided, when the interval starts, then it runs for the ruleset length (120 s)', () => {
    given(...game1())
      .when({ type: 'StartInterval', at: 5_000 })
      .then({ type: 'IntervalStarted', at: 5_000, seconds: 120, game: 1, board: 3 });
  });

  it('given a game in play, when the interval starts, then it is refused', () => {
    given(...playedUnder({}, normal(0, 3)))
      .when({ type: 'StartInterval', at: 0 })
      .then(refused('clock', { message: /Game 1 is still in play/ }));
    given(...game1(), recorded(2, 1, normal(1, 2)))
      .when({ type: 'StartInterval', at: 0 })
      .then(refused('clock', { message: /Game 2 is still in play/ }));
  });
});

describe('warnings and fouls', () => {
  it('are logged with side, player, kind and where play stood; officialsLog lists them with names', () => {
    const m = new Match({ type: 'doubles' }).boards(normal(0, 3), normal(1, 2));
    m.do({ type: 'RecordOfficialNote', at: 1_000, kind: 'warning', side: 1, player: 1 });
    m.do({ type: 'StartTimeOut', at: 2_000, side: 0 });
    m.do({ type: 'RecordOfficialNote', at: 3_000, kind: 'foul', side: 0 });
    const setup = m.state.setup!;
    expect(officialsLog(m.state)).toEqual([
      {
        kind: 'warning',
        side: 1,
        sideName: setup.sides[1]!.name,
        player: 1,
        playerName: setup.sides[1]!.players[1],
        game: 1,
        board: 3,
        at: 1_000,
      },
      {
        kind: 'timeOut',
        side: 0,
        sideName: setup.sides[0]!.name,
        player: null,
        playerName: null,
        game: 1,
        board: 3,
        at: 2_000,
      },
      {
        kind: 'foul',
        side: 0,
        sideName: setup.sides[0]!.name,
        player: null,
        playerName: null,
        game: 1,
        board: 3,
        at: 3_000,
      },
    ]);
  });

  it('a player the side does not have is refused', () => {
    given(...playedUnder({}))
      .when({ type: 'RecordOfficialNote', at: 0, kind: 'foul', side: 0, player: 1 })
      .then(refused('clock', { message: /has no player 2/ }));
  });

  it('the log survives an undo of the board after it (it is not part of any board)', () => {
    const m = new Match().boards(normal(0, 3));
    m.do({ type: 'RecordOfficialNote', at: 0, kind: 'warning', side: 1 }).boards(normal(1, 2));
    m.do({ type: 'VoidLastBoard' });
    expect(officialsLog(m.state).map((r) => r.kind)).toEqual(['warning']);
  });
});
