import type { ClockView } from '../../shared/contract/scoreboard-view';
import { STALE_AFTER_MS } from './connection-health';

/**
 * Whether a read-only screen's text changes with time alone: a clock or a time-out counting down,
 * or a lost connection on its way to the reconnect mark and the stale dimming. An idle screen
 * does no work between pushes.
 */
export function needsTicking(
  clocks: ClockView | null,
  hostNow: number,
  lostSince: number | null,
  now: number,
): boolean {
  if (lostSince !== null && now - lostSince < STALE_AFTER_MS) return true;
  if (!clocks) return false;
  const stroke = clocks.stroke;
  if (stroke && stroke.startedAt !== null && stroke.startedAt + stroke.seconds * 1000 > hostNow) return true;
  const official = clocks.official;
  if (official && official.startedAt + official.seconds * 1000 > hostNow) return true;
  const dues = clocks.dues;
  if (dues && dues.startedAt + dues.seconds * 1000 > hostNow) return true;
  const game = clocks.game;
  return game !== null && game.runningSince !== null && !game.expired;
}
