/**
 * The clocks of the umpire's page besides the stroke clock (law 50, the host's): the break clock
 * (law 46: 15 s to break after the umpire calls play), the umpire's own, and the dues clock (law
 * 88: 15 s to place dues), which the host runs and pushes (clocks.dues). Neither changes a score
 * (carrom-rules.md section 6).
 *
 *  - The break clock starts when the umpire calls play on a board with no stroke yet, and stops
 *    with the first stroke or foul entry (the break) or when the board is over.
 *  - The dues clock is the host's: it starts with an entry that sends C/m back to be placed and
 *    stops with the next entry, whoever records it; the page only shows it.
 */
import type { DuesClockView, LiveBoardView } from '../../shared/contract/scoreboard-view';

export const LAW_46_SECONDS = 15;

export type UmpireClock =
  | { readonly kind: 'break'; readonly startedAt: number }
  /** `toPlace`: each side's C/m to place (its opponent places them, 78a). */
  | {
      readonly kind: 'dues';
      readonly toPlace: readonly number[];
      readonly startedAt: number;
      readonly seconds: number;
    };

/** The break clock after a push: any entry (or the board's end) is the break, and stops it. */
export function breakAfterPush(
  clock: UmpireClock | null,
  before: LiveBoardView | null,
  after: LiveBoardView | null,
): UmpireClock | null {
  return JSON.stringify(before) === JSON.stringify(after) ? clock : null;
}

/** "Call play": the break clock starts, on a board with no stroke yet. */
export function callPlay(live: LiveBoardView | null, now: number): UmpireClock | null {
  return live && live.strokes > 0 ? null : { kind: 'break', startedAt: now };
}

/** The clock the page shows: the host's dues clock while it runs, else the break clock. */
export function shownClock(
  dues: DuesClockView | null | undefined,
  breakClock: UmpireClock | null,
): UmpireClock | null {
  return dues ? { kind: 'dues', ...dues } : breakClock;
}

/** Whole seconds left (0 when time is up). */
export function secondsLeft(clock: UmpireClock, now: number): number {
  const seconds = clock.kind === 'break' ? LAW_46_SECONDS : clock.seconds;
  return Math.min(seconds, Math.max(0, Math.ceil(seconds - (now - clock.startedAt) / 1000)));
}
