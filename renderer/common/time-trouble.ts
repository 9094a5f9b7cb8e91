import type { ClockView } from '../../shared/contract/scoreboard-view';
import type { MatchPhase } from '../../shared/rules/match-phase';
import { gameClockReading } from './clocks';

/**
 * A game short of time, as the hall's screens mark it: `warning` once its game clock has reached
 * the ruleset's time warning (SoL's prealarm) with time still left, `up` once it has run out.
 */
export type TimeTrouble = 'warning' | 'up';

/** A game is being played (a game over or a match over has a fresh clock, or none). */
const IN_PLAY: ReadonlySet<MatchPhase> = new Set(['playing', 'extraBoardToss']);

/**
 * Whether the game in play is in time trouble at `now` (the table's own clock): none for a game
 * with time in hand, without a game clock, without a warning (none set, or a table whose host
 * predates the warning and sends no `warnMs`), or not in play.
 */
export function timeTrouble(
  view: { readonly phase: MatchPhase; readonly clocks: ClockView },
  now: number,
): TimeTrouble | null {
  if (!IN_PLAY.has(view.phase)) return null;
  const reading = gameClockReading(view.clocks, now);
  if (!reading) return null;
  if (reading.expired) return 'up';
  return reading.warning ? 'warning' : null;
}

/** A table as the venue's overview knows it: its number, its view (none yet), its clock. */
export interface TimedTable {
  readonly table: number;
  readonly view: { readonly phase: MatchPhase; readonly clocks: ClockView } | null;
  /** The table's own clock now (epoch ms). */
  readonly now: number;
}

/** The numbers of the tables in each kind of time trouble, in the order given. */
export function tablesInTrouble(tables: readonly TimedTable[]): Readonly<Record<TimeTrouble, number[]>> {
  const found: Record<TimeTrouble, number[]> = { warning: [], up: [] };
  for (const { table, view, now } of tables) {
    const trouble = view ? timeTrouble(view, now) : null;
    if (trouble) found[trouble].push(table);
  }
  return found;
}
