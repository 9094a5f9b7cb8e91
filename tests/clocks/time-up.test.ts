/**
 * Time up (issue 13, item 11): it applies only to the game whose clock has run out, or whose
 * clock was started and the operator confirmed an early call; it never carries into the next
 * game; the view says after which board the game ended on time.
 */
import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../../shared/engine';
import { toScoreboardView } from '../../shared/views/scoreboard-view';
import { given, playedUnder, recorded, refused } from '../engine/given';
import { normal } from '../engine/support';

const MIN = 60_000;
const CLUB = { rules: 'club-21' as const };
const clock = (type: 'GameClockStarted' | 'GameClockPaused', at: number): MatchEvent => ({ type, at });
const timeUp = (at: number, early?: true): MatchEvent => ({
  type: 'GameTimeUp',
  at,
  ...(early ? { early } : {}),
});

/** Game 1 of a club-21 match (25 minutes) decided 25–0 in three boards, its clock run for 10 minutes. */
function game1Won(): MatchEvent[] {
  const base = playedUnder(CLUB);
  return [
    ...base,
    clock('GameClockStarted', 0),
    recorded(1, 1, normal(0, 9, 'winner')),
    recorded(1, 2, normal(0, 9)),
    recorded(1, 3, normal(0, 4)),
  ];
}

describe('calling time', () => {
  it('given a running clock that has run out, when time is called, then time is up (not early)', () => {
    given(...playedUnder(CLUB), clock('GameClockStarted', 0))
      .when({ type: 'MarkTimeUp', at: 25 * MIN })
      .then(timeUp(25 * MIN));
  });

  it('given a running clock with 7 s left, when time is called without confirming, then it is refused in words', () => {
    given(...playedUnder(CLUB), clock('GameClockStarted', 0))
      .when({ type: 'MarkTimeUp', at: 25 * MIN - 7_000 })
      .then(refused('clock', { message: /still shows 0:07: time is not up.*confirm/ }));
  });

  it('given a running clock at 24:55, when the operator confirms an early call, then time is up, marked early', () => {
    const state = given(...playedUnder(CLUB), clock('GameClockStarted', 0))
      .when({ type: 'MarkTimeUp', at: 5_000, early: true })
      .then(timeUp(5_000, true));
    expect(state.timeUpPending).toBe(true);
    expect(state.gameClock).toMatchObject({ expired: true, usedMs: 25 * MIN });
  });

  it('given a clock that was never started, when time is called (even confirmed), then it is refused', () => {
    given(...playedUnder(CLUB))
      .when({ type: 'MarkTimeUp', at: 30 * MIN, early: true })
      .then(refused('clock', { message: /Game 1's clock has not been started/ }));
  });

  it('given a paused clock that ran 10 minutes, when time is called early and confirmed, then it is accepted', () => {
    given(...playedUnder(CLUB), clock('GameClockStarted', 0), clock('GameClockPaused', 10 * MIN))
      .when({ type: 'MarkTimeUp', at: 40 * MIN, early: true })
      .then(timeUp(40 * MIN, true));
  });
});

describe('time up never carries into the next game', () => {
  it('given game 1 decided, when time is called, then it is refused: game 2’s clock has not run', () => {
    given(...game1Won())
      .when({ type: 'MarkTimeUp', at: 30 * MIN, early: true })
      .then(refused('clock', { message: /Game 2's clock has not been started/ }));
  });

  it('given game 1 decided and G pressed for game 2, when T is pressed at 24:5x, then it is refused unless confirmed', () => {
    const history = [...game1Won(), clock('GameClockStarted', 31 * MIN)];
    given(...history)
      .when({ type: 'MarkTimeUp', at: 31 * MIN + 5_000 })
      .then(refused('clock', { message: /Game 2's clock still shows 24:55/ }));
  });

  it('given time up in game 1 and its last board played, then game 2 is not ended by its first board', () => {
    const history = [
      ...playedUnder(CLUB),
      clock('GameClockStarted', 0),
      recorded(1, 1, normal(1, 4)),
      timeUp(25 * MIN),
      recorded(1, 2, normal(0, 2)), // 2–4: side 2 wins game 1 on time
    ];
    const state = given(...history)
      .when({ type: 'RecordBoard', entry: normal(0, 3) })
      .then(recorded(2, 1, normal(0, 3)));
    expect(state.games[0]).toMatchObject({ endedBy: 'time', winner: 1 });
    expect(state.games[1]).toMatchObject({ winner: null, endedBy: null, scores: [3, 0] });
    expect(state.timeUpPending).toBe(false);
    expect(state.gameClock).toMatchObject({ usedMs: 0, runningSince: null, expired: false });
  });
});

describe('a board marked "time up"', () => {
  it('given a running clock that has not run out, when a board marked "time up" is entered, then it is refused', () => {
    given(...playedUnder(CLUB), clock('GameClockStarted', 0))
      .when({ type: 'RecordBoard', entry: { ...normal(0, 3), timeUp: true } })
      .then(
        refused('clock', { message: /marked "time up", but game 1's clock is running and has not run out/ }),
      );
  });

  it('given time called early (confirmed), when the board is entered, then it ends the game on time', () => {
    const state = given(...playedUnder(CLUB), clock('GameClockStarted', 0), timeUp(60_000, true))
      .when({ type: 'RecordBoard', entry: normal(0, 3) })
      .then(recorded(1, 1, normal(0, 3)));
    expect(state.games[0]).toMatchObject({ endedBy: 'time', winner: 0 });
    expect(state.games[0]?.boards[0]?.entry.timeUp).toBe(true);
  });

  it('given a game whose clock never ran (a watch at the table, a match file), then the mark is kept as entered', () => {
    const state = given(...playedUnder(CLUB), recorded(1, 1, normal(1, 2)))
      .when({ type: 'RecordBoard', entry: { ...normal(0, 5), timeUp: true } })
      .then(recorded(1, 2, { ...normal(0, 5), timeUp: true }));
    expect(state.games[0]).toMatchObject({ endedBy: 'time', winner: 0 });
  });
});

describe('the scoreboard view says why a game ended', () => {
  it('a game ended on time gives its board count ("Time up after board 2")', () => {
    const history = [
      ...playedUnder(CLUB),
      clock('GameClockStarted', 0),
      recorded(1, 1, normal(1, 4)),
      timeUp(25 * MIN),
      recorded(1, 2, normal(0, 2)),
    ];
    const state = given(...history.slice(0, -1))
      .when({ type: 'RecordBoard', entry: normal(0, 2) })
      .then(history[history.length - 1]!);
    const view = toScoreboardView(state);
    expect(view.phase).toBe('gameOver');
    expect(view.gameResult).toMatchObject({ number: 1, endedBy: 'time', boards: 2, winner: 1 });
    // The next game's clock is ready, not expired, not running.
    expect(view.clocks.game).toEqual({
      limitMs: 25 * MIN,
      usedMs: 0,
      runningSince: null,
      expired: false,
      warnMs: null,
    });
  });
});
