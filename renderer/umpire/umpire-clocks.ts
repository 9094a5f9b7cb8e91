/**
 * The break clock (law 46: 15 s to break after the umpire calls play) and the dues clock (law 88:
 * 15 s to place dues) of the umpire's page, as a pure function of the board in play before and
 * after each change the host pushes. The stroke clock (law 50) is the host's; these two are the
 * umpire's own and change no score (carrom-rules.md section 6).
 *
 *  - The break clock starts when the umpire calls play on a board with no stroke yet, and stops
 *    with the first stroke or foul entry (the break) or when the board is over.
 *  - The dues clock starts after an entry that sends C/m back to be placed (a due or penalty,
 *    72–77, 63, 64a, or owed dues paid, 72c): some side has more C/m on the board or owes fewer.
 *    It stops with the next entry (the next stroke shows the dues were placed) or the board's end.
 */
import type { LiveBoardView } from '../../shared/contract/scoreboard-view';

export const LAW_46_SECONDS = 15;
export const LAW_88_SECONDS = 15;

export type UmpireClock =
  | { readonly kind: 'break'; readonly startedAt: number }
  /** `side`: the side whose C/m are placed (its opponent places them, 78a). */
  | { readonly kind: 'dues'; readonly side: number; readonly startedAt: number };

const entriesChanged = (before: LiveBoardView | null, after: LiveBoardView | null): boolean =>
  JSON.stringify(before) !== JSON.stringify(after);

/** The side that has C/m to place after the change from `before` to `after`, or null. */
export function sideToPlace(before: LiveBoardView | null, after: LiveBoardView | null): number | null {
  if (!after) return null;
  const start = before ?? { onBoard: [9, 9], owed: [0, 0] };
  const side = after.onBoard.findIndex(
    (left, i) => left > (start.onBoard[i] ?? 9) || (after.owed[i] ?? 0) < (start.owed[i] ?? 0),
  );
  return side < 0 ? null : side;
}

/** The clock after a push: `before` and `after` are the board in play (null: none tracked yet). */
export function clockAfterPush(
  clock: UmpireClock | null,
  before: LiveBoardView | null,
  after: LiveBoardView | null,
  now: number,
): UmpireClock | null {
  if (!entriesChanged(before, after)) return clock;
  // A stroke taken back brings its C/m back to the board: nothing to place.
  if (before && after && after.strokes < before.strokes) return null;
  const side = sideToPlace(before, after);
  return side === null ? null : { kind: 'dues', side, startedAt: now };
}

/** "Call play": the break clock starts, on a board with no stroke yet. */
export function callPlay(live: LiveBoardView | null, now: number): UmpireClock | null {
  return live && live.strokes > 0 ? null : { kind: 'break', startedAt: now };
}

/** Whole seconds left (0 when time is up). */
export function secondsLeft(clock: UmpireClock, now: number): number {
  const seconds = clock.kind === 'break' ? LAW_46_SECONDS : LAW_88_SECONDS;
  return Math.min(seconds, Math.max(0, Math.ceil(seconds - (now - clock.startedAt) / 1000)));
}
