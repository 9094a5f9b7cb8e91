import type { DisplayKey } from '../../shared/i18n/display';
import type { ClockView } from '../../shared/contract/scoreboard-view';

/** Time left of a countdown of `seconds` started at `startedAt` (host time), never below 0. */
function countdownLeftMs(
  countdown: { readonly startedAt: number; readonly seconds: number },
  hostNow: number,
): number {
  return Math.max(0, countdown.startedAt + countdown.seconds * 1000 - hostNow);
}

/** Remaining stroke time on the host's clock, or null when the stroke clock is not running. */
export function strokeRemainingMs(clocks: ClockView, hostNow: number): number | null {
  const stroke = clocks.stroke;
  if (!stroke || stroke.startedAt === null) return null;
  return countdownLeftMs({ startedAt: stroke.startedAt, seconds: stroke.seconds }, hostNow);
}

export interface GameClockReading {
  readonly remainingMs: number;
  readonly running: boolean;
  readonly expired: boolean;
  /** The ruleset's time warning is reached: no more than its minutes left, and not yet run out. */
  readonly warning: boolean;
}

export function gameClockReading(clocks: ClockView, hostNow: number): GameClockReading | null {
  const game = clocks.game;
  if (!game) return null;
  const runningFor = game.runningSince === null ? 0 : Math.max(0, hostNow - game.runningSince);
  const remainingMs = Math.max(0, game.limitMs - game.usedMs - runningFor);
  const expired = game.expired || remainingMs === 0;
  const warnMs = game.warnMs ?? null;
  return {
    remainingMs: game.expired ? 0 : remainingMs,
    running: game.runningSince !== null && !game.expired,
    expired,
    warning: !expired && warnMs !== null && remainingMs <= warnMs,
  };
}

/** The game clock has run in this game (else it is ready, not paused). */
export function gameClockStarted(clocks: ClockView): boolean {
  const game = clocks.game;
  return game !== null && (game.usedMs > 0 || game.runningSince !== null);
}

/** What a game clock shows: run out, running, paused in the game, or ready (not yet started). */
export type GameClockState = 'up' | 'running' | 'paused' | 'ready';

/** The audience's words for each state (display and overlay). */
export const GAME_CLOCK_LABELS = {
  up: 'timeUp',
  running: 'gameClock',
  paused: 'paused',
  ready: 'clockReady',
} as const satisfies Record<GameClockState, DisplayKey>;

/** The game clock's name as the hall and the stream read it: the time warning's words while it holds, else its state's. */
export function gameClockLabel(
  reading: GameClockReading,
  state: GameClockState,
): (typeof GAME_CLOCK_LABELS)[GameClockState] | 'timeWarning' {
  return reading.warning ? 'timeWarning' : GAME_CLOCK_LABELS[state];
}

/** The game clock marked in the hall's warning yellow: its time warning reached, or its time up. */
export function gameClockMarked(reading: GameClockReading): boolean {
  return reading.warning || reading.expired;
}

export function gameClockState(reading: GameClockReading, clocks: ClockView): GameClockState {
  if (reading.expired) return 'up';
  if (reading.running) return 'running';
  return gameClockStarted(clocks) ? 'paused' : 'ready';
}

/** How long a countdown that ended keeps saying so on the screens before it makes way. */
export const OFFICIAL_OVER_SHOWN_MS = 10_000;

/** The timekeeper's countdown has ended, less than OFFICIAL_OVER_SHOWN_MS ago. */
export function officialJustEnded(clocks: ClockView, hostNow: number): boolean {
  const official = clocks.official;
  if (!official) return false;
  const endsAt = official.startedAt + official.seconds * 1000;
  return hostNow >= endsAt && hostNow - endsAt < OFFICIAL_OVER_SHOWN_MS;
}

/** Time left of the timekeeper's countdown (time-out or interval), or null when none was started. */
export function officialRemainingMs(clocks: ClockView, hostNow: number): number | null {
  return clocks.official ? countdownLeftMs(clocks.official, hostNow) : null;
}

/** The dues clock (law 88, the host's): ms left to place what the last entry sent back, or null. */
export function duesRemainingMs(clocks: ClockView, hostNow: number): number | null {
  return clocks.dues ? countdownLeftMs(clocks.dues, hostNow) : null;
}

/** Whole seconds left, rounded up so "0" only shows once time is really out. */
export function secondsLeft(ms: number): number {
  return Math.ceil(ms / 1000);
}

/** "m:ss", rounded up to the second. */
export function formatMinutes(ms: number): string {
  const total = secondsLeft(ms);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}
