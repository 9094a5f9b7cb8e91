import type { ClockView } from '../../shared/contract/scoreboard-view';
import { formatMinutes, gameClockReading, gameClockStarted } from './clocks';

/**
 * What a press of T (or the "Time up" button) does. Time up belongs to the game in play and to
 * its clock: nothing when the clock never ran; at once when it has run out; otherwise the first
 * press asks and a second one confirms the early call.
 */
export type TimeUpStep =
  | { readonly kind: 'none' }
  | { readonly kind: 'notStarted' }
  | { readonly kind: 'ask'; readonly left: string }
  | { readonly kind: 'send'; readonly early: boolean };

export function timeUpStep(clocks: ClockView, hostNow: number, asked: boolean): TimeUpStep {
  const reading = gameClockReading(clocks, hostNow);
  if (!reading || clocks.game?.expired) return { kind: 'none' };
  if (!gameClockStarted(clocks)) return { kind: 'notStarted' };
  if (reading.remainingMs === 0) return { kind: 'send', early: false };
  return asked ? { kind: 'send', early: true } : { kind: 'ask', left: formatMinutes(reading.remainingMs) };
}
