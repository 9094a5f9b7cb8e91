import type { MatchEvent } from './events';
import {
  currentGame,
  freshGameClock,
  rebuild,
  recordsOf,
  replaceGame,
  withBoard,
  withExtraBoardToss,
  withForfeit,
  type GameRecord,
} from './match';
import { EMPTY_STATE, type GameClock, type MatchState } from './types';

/** Folds one event into the state. Events were decided, so they always apply. */
export function evolve(state: MatchState, event: MatchEvent): MatchState {
  // Boards are nearly every event of a replay: skip the second copy of the state for them.
  if (event.type === 'BoardRecorded') return withBoard(state, event.entry, state.version + 1);
  return { ...apply(state, event), version: state.version + 1 };
}

export function replay(events: readonly MatchEvent[], from: MatchState = EMPTY_STATE): MatchState {
  let state = from;
  for (const event of events) state = evolve(state, event);
  return state;
}

function apply(state: MatchState, event: MatchEvent): MatchState {
  switch (event.type) {
    case 'MatchCreated': {
      const seconds = event.setup.ruleset.strokeSeconds;
      return {
        ...EMPTY_STATE,
        setup: event.setup,
        gameClock: freshGameClock(event.setup),
        strokeClock: seconds === null ? null : { seconds, startedAt: null },
      };
    }
    case 'TossRecorded':
      return { ...state, toss: event.toss };
    case 'BoardRecorded':
      return withBoard(state, event.entry, state.version);
    case 'BoardCorrected':
      return rebuilt(
        state,
        recordsOf(state).map((r, g) =>
          g === event.game - 1
            ? { ...r, entries: r.entries.map((e, b) => (b === event.board - 1 ? event.entry : e)) }
            : r,
        ),
      );
    case 'BoardVoided': {
      const records: GameRecord[] = recordsOf(state).map((r, g) =>
        g === event.game - 1 ? { ...r, entries: r.entries.slice(0, event.board - 1) } : r,
      );
      return rebuilt(
        state,
        records[records.length - 1]?.entries.length === 0 ? records.slice(0, -1) : records,
      );
    }
    case 'ExtraBoardTossRecorded':
      return withExtraBoardToss(state, event.winner);
    case 'SideChangeRecorded': {
      const game = currentGame(state);
      return game ? replaceGame(state, { ...game, sidesChanged: true }) : state;
    }
    case 'MatchForfeited':
      return withForfeit(state, event.forfeit.by, event.forfeit.kind);
    case 'DetailsUpdated':
      return state.setup
        ? { ...state, setup: { ...state.setup, sides: event.sides, info: event.info } }
        : state;
    case 'GameClockStarted':
      return withGameClock(state, (c) => ({ ...c, runningSince: event.at }));
    case 'GameClockPaused':
      return withGameClock(state, (c) => ({ ...c, usedMs: usedAt(c, event.at), runningSince: null }));
    case 'GameTimeUp':
      return {
        ...withGameClock(state, (c) => ({ ...c, usedMs: c.limitMs, runningSince: null, expired: true })),
        timeUpPending: true,
      };
    case 'StrokeClockStarted':
      return state.strokeClock
        ? { ...state, strokeClock: { ...state.strokeClock, startedAt: event.at } }
        : state;
    case 'StrokeClockReset':
      return state.strokeClock ? { ...state, strokeClock: { ...state.strokeClock, startedAt: null } } : state;
  }
}

export function usedAt(clock: GameClock, now: number): number {
  const running = clock.runningSince === null ? 0 : Math.max(0, now - clock.runningSince);
  return Math.min(clock.limitMs, clock.usedMs + running);
}

function withGameClock(state: MatchState, change: (clock: GameClock) => GameClock): MatchState {
  return state.gameClock ? { ...state, gameClock: change(state.gameClock) } : state;
}

function rebuilt(state: MatchState, records: readonly GameRecord[]): MatchState {
  const result = rebuild(state, records);
  if (!result.ok) {
    throw new Error(
      `A stored correction no longer applies (${result.problem.kind}): the event log is inconsistent`,
    );
  }
  return result.state;
}
