import type { CommandResult } from '../../../shared/contract/contract';
import { usedAt, type MatchState } from '../../../shared/engine/index';

/*
 * The game clock's timer: the one thing the host does on its own, without a command.
 */

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const SYSTEM_TIMERS: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** An unsaved "time up" is retried after this long: the game clock has really run out. */
const RETRY_MS = 1000;

export interface GameClockOptions {
  /** The current match's state. */
  readonly state: () => MatchState;
  readonly now: () => number;
  readonly timers: Timers;
  /** Records that the game clock ran out. */
  readonly markTimeUp: () => CommandResult;
  /**
   * False when the current match takes no more entries (its stored record has a bad event):
   * a refused "time up" is then not retried, since no retry can succeed.
   */
  readonly canRecord: () => boolean;
}

/** The game clock's timer: when the running clock reaches its limit, time up is recorded. */
export interface GameClock {
  /** Sets the timer for the current match's clock; call after every change. */
  schedule(): void;
  close(): void;
}

export function openGameClock(options: GameClockOptions): GameClock {
  const { timers, now } = options;
  let timer: unknown = null;
  let closed = false;

  const running = (state: MatchState): NonNullable<MatchState['gameClock']> | null => {
    const clock = state.gameClock;
    return closed || !clock || clock.expired || clock.runningSince === null ? null : clock;
  };

  function schedule(): void {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    const clock = running(options.state());
    if (!clock) return;
    timer = timers.setTimeout(timeUp, Math.max(0, clock.limitMs - usedAt(clock, now())));
  }

  function timeUp(): void {
    timer = null;
    const clock = running(options.state());
    if (!clock) return;
    if (usedAt(clock, now()) < clock.limitMs) return schedule();
    const result = options.markTimeUp();
    if (!result.ok && result.code === 'storage' && !closed && options.canRecord())
      timer = timers.setTimeout(timeUp, RETRY_MS);
  }

  return {
    schedule,
    close() {
      closed = true;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    },
  };
}
