import { usedAt } from './evolve';
import { gameInPlay } from './match';
import type { BoardEntry, GameClock, MatchState } from './types';
import { boardLabel } from './validate-entry';
import { violation, type BoardRef, type Violation } from './violation';

/*
 * When time is up. Time up belongs to the game in play and to its game clock only: the clock
 * has run out, or it was started and the operator confirmed calling time early. A game's clock
 * starts afresh when the game ends, so a call never carries into the next game.
 */

/** "m:ss", rounded up to the second. */
export function clockWords(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

export function clockStarted(clock: GameClock): boolean {
  return clock.usedMs > 0 || clock.runningSince !== null;
}

/**
 * Whether time can be called now: a violation, or whether the call is early (true) or the clock
 * has run out (false).
 */
export function timeUpCallProblem(
  state: MatchState,
  clock: GameClock,
  at: number,
  early: boolean,
): Violation | boolean {
  const game = gameInPlay(state)?.number ?? 1;
  if (!clockStarted(clock)) {
    return violation(
      'clock',
      `Game ${game}'s clock has not been started: time can only be up in a game whose clock ran. Nothing was recorded.`,
    );
  }
  const left = clock.limitMs - usedAt(clock, at);
  if (left <= 0) return false;
  if (!early) {
    return violation(
      'clock',
      `Game ${game}'s clock still shows ${clockWords(left)}: time is not up. To call time early, confirm the call.`,
    );
  }
  return true;
}

/**
 * A board marked "time up" while its game's clock was started and has not run out (nor been
 * called early): refused. A game whose clock never ran (timed by a watch at the table, or a
 * match file) keeps the mark as entered.
 */
export function earlyTimeUpProblem(state: MatchState, entry: BoardEntry, at: BoardRef): Violation | null {
  const clock = state.gameClock;
  if (!entry.timeUp || state.timeUpPending || !clock || clock.expired || !clockStarted(clock)) return null;
  const running = clock.runningSince === null ? 'paused' : 'running';
  return violation(
    'clock',
    `${capital(boardLabel(at))} is marked "time up", but game ${at.game}'s clock is ${running} and has not run out. Call time first (and confirm an early call), or enter the board without "time up".`,
    at,
  );
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
