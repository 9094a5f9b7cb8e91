import type { Command } from './commands';
import { lastBoardRef } from './corrections';
import type { MatchEvent } from './events';
import { currentGame, isMatchOver, nextBoardRef } from './match';
import type { MatchSetup, MatchState, OfficialEntry, OfficialTimer, OfficialsState } from './types';
import { violation, type BoardRef, type Violation } from './violation';

/*
 * The timekeeper's part of the match: a side's time-out, the interval between games, and the
 * log of warnings and fouls. None of it changes a score; all of it is on the record.
 */

export type OfficialCommand = Extract<
  Command,
  { type: 'StartTimeOut' | 'StartInterval' | 'StopOfficialTimer' | 'RecordOfficialNote' }
>;
export type OfficialEvent = Extract<
  MatchEvent,
  { type: 'TimeOutStarted' | 'IntervalStarted' | 'OfficialTimerStopped' | 'OfficialNoteRecorded' }
>;

export const OFFICIAL_EVENT_TYPES: ReadonlySet<string> = new Set<OfficialEvent['type']>([
  'TimeOutStarted',
  'IntervalStarted',
  'OfficialTimerStopped',
  'OfficialNoteRecorded',
]);

export function isOfficialEvent(event: MatchEvent): event is OfficialEvent {
  return OFFICIAL_EVENT_TYPES.has(event.type);
}

export type OfficialDecision =
  | { readonly ok: true; readonly event: OfficialEvent }
  | { readonly ok: false; readonly violation: Violation };

const refuse = (message: string): OfficialDecision => ({ ok: false, violation: violation('clock', message) });

/** The countdown still running at `at`, if any (an interval ends when the next game starts). */
export function runningTimer(state: MatchState, at: number): OfficialTimer | null {
  const timer = timerInForce(state);
  return timer && timer.startedAt + timer.seconds * 1000 > at ? timer : null;
}

/**
 * The countdown last started, unless it is an interval whose next game has started: its first
 * board was entered or its game clock started. A time-out runs its course.
 */
export function timerInForce(state: MatchState): OfficialTimer | null {
  const timer = state.officials.timer;
  if (!timer || timer.kind !== 'interval') return timer;
  const after = intervalGame(state.officials);
  const game = currentGame(state);
  const clock = state.gameClock;
  const clockStarted = clock !== null && (clock.runningSince !== null || clock.usedMs > 0);
  const waiting = game !== null && game.number === after && game.winner !== null && !isMatchOver(state);
  return waiting && !clockStarted ? timer : null;
}

/** The game the last interval followed. */
function intervalGame(officials: OfficialsState): number | null {
  for (let i = officials.log.length - 1; i >= 0; i--) {
    const entry = officials.log[i]!;
    if (entry.kind === 'interval') return entry.game;
  }
  return null;
}

/**
 * The interval after game `game`: law 138's longer one before the deciding game (the match's
 * last possible game: game 3 of 3), the regular one before the others.
 */
export function intervalSecondsAfter(setup: MatchSetup, game: number): number {
  const rules = setup.ruleset;
  return game + 1 === rules.bestOf ? rules.decidingIntervalSeconds : rules.intervalSeconds;
}

/** The interval the timekeeper would start next: after the game just decided, or the one in play. */
export function nextIntervalSeconds(state: MatchState): number | null {
  return state.setup ? intervalSecondsAfter(state.setup, currentGame(state)?.number ?? 1) : null;
}

/** Where play stands: the board in play or next, else the match's last board (game 1, board 1 at first). */
export function playPosition(state: MatchState): BoardRef {
  return nextBoardRef(state) ?? lastBoardRef(state) ?? { game: 1, board: 1 };
}

const sideName = (setup: MatchSetup, side: number): string => setup.sides[side]?.name ?? `side ${side + 1}`;

function timerWords(setup: MatchSetup, timer: OfficialTimer, at: number): string {
  const left = Math.ceil((timer.startedAt + timer.seconds * 1000 - at) / 1000);
  const what =
    timer.kind === 'interval'
      ? 'The interval between games'
      : `${sideName(setup, timer.side ?? 0)}'s time-out`;
  return `${what} is running (${left} s left): stop it first.`;
}

const isSide = (setup: MatchSetup, side: unknown): side is number =>
  typeof side === 'number' && Number.isInteger(side) && side >= 0 && side < setup.sides.length;

export function decideOfficial(
  state: MatchState,
  setup: MatchSetup,
  command: OfficialCommand,
): OfficialDecision {
  const at = command.at;
  if (typeof at !== 'number' || !Number.isFinite(at))
    return refuse('A timekeeper command needs the time it happened.');
  const running = runningTimer(state, at);
  switch (command.type) {
    case 'StartTimeOut': {
      if (!isSide(setup, command.side)) return refuse('The time-out must be for one of the sides.');
      if (isMatchOver(state)) return refuse('The match is over: no time-out can be taken.');
      if (running) return refuse(timerWords(setup, running, at));
      const seconds = setup.ruleset.timeOutSeconds;
      return {
        ok: true,
        event: { type: 'TimeOutStarted', at, side: command.side, seconds, ...playPosition(state) },
      };
    }
    case 'StartInterval':
      return decideInterval(state, setup, at, running);
    case 'StopOfficialTimer':
      if (!running) return refuse('No time-out or interval is running.');
      return { ok: true, event: { type: 'OfficialTimerStopped', at } };
    case 'RecordOfficialNote':
      return decideNote(state, setup, command);
  }
}

function decideInterval(
  state: MatchState,
  setup: MatchSetup,
  at: number,
  running: OfficialTimer | null,
): OfficialDecision {
  const game = currentGame(state);
  if (isMatchOver(state)) return refuse('The match is over: there is no next game to wait for.');
  if (!game || game.winner === null) {
    return refuse(
      game
        ? `Game ${game.number} is still in play: the interval comes after a game is decided.`
        : 'No game has been played yet: the interval comes between games.',
    );
  }
  if (running) return refuse(timerWords(setup, running, at));
  const seconds = intervalSecondsAfter(setup, game.number);
  return {
    ok: true,
    event: { type: 'IntervalStarted', at, seconds, game: game.number, board: game.boards.length },
  };
}

function decideNote(
  state: MatchState,
  setup: MatchSetup,
  command: Extract<OfficialCommand, { type: 'RecordOfficialNote' }>,
): OfficialDecision {
  if (command.kind !== 'warning' && command.kind !== 'foul') {
    return refuse('An official note is a warning or a foul.');
  }
  if (!isSide(setup, command.side)) return refuse('The warning or foul must be against one of the sides.');
  const players = setup.sides[command.side]?.players.length ?? 0;
  const player = command.player ?? null;
  if (player !== null && !(Number.isInteger(player) && player >= 0 && player < Math.max(players, 1))) {
    return refuse(`${sideName(setup, command.side)} has no player ${player + 1}.`);
  }
  const where = playPosition(state);
  return {
    ok: true,
    event: {
      type: 'OfficialNoteRecorded',
      at: command.at,
      kind: command.kind,
      side: command.side,
      player,
      ...where,
    },
  };
}

/** Why a stored official event cannot follow the state (in words), or null. */
export function officialEventProblem(setup: MatchSetup, event: OfficialEvent): string | null {
  if (
    (event.type === 'TimeOutStarted' || event.type === 'OfficialNoteRecorded') &&
    !isSide(setup, event.side)
  ) {
    return 'the side is not one of the sides';
  }
  return null;
}

export function applyOfficial(state: MatchState, event: OfficialEvent): MatchState {
  const officials = state.officials;
  const entry = (e: OfficialEntry): MatchState => ({
    ...state,
    officials: { ...officials, log: [...officials.log, e] },
  });
  switch (event.type) {
    case 'TimeOutStarted': {
      const timer: OfficialTimer = {
        kind: 'timeOut',
        side: event.side,
        startedAt: event.at,
        seconds: event.seconds,
      };
      const logged = {
        kind: 'timeOut',
        side: event.side,
        player: null,
        game: event.game,
        board: event.board,
        at: event.at,
      } as const;
      return { ...state, officials: { timer, log: [...officials.log, logged] } };
    }
    case 'IntervalStarted': {
      const timer: OfficialTimer = {
        kind: 'interval',
        side: null,
        startedAt: event.at,
        seconds: event.seconds,
      };
      const logged = {
        kind: 'interval',
        side: null,
        player: null,
        game: event.game,
        board: event.board,
        at: event.at,
      } as const;
      return { ...state, officials: { timer, log: [...officials.log, logged] } };
    }
    case 'OfficialTimerStopped':
      return { ...state, officials: { ...officials, timer: null } };
    case 'OfficialNoteRecorded':
      return entry({
        kind: event.kind,
        side: event.side,
        player: event.player,
        game: event.game,
        board: event.board,
        at: event.at,
      });
  }
}
