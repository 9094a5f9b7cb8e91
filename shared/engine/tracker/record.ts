import type { SidesBoardEntry } from '../types';
import { readEntry } from './check';
import { applyEntry, boardAtBreak } from './laws';
import type { BoardStart } from './match-types';
import type { BoardInPlay, StrokeEntry } from './types';

/** A whole stroke record as a match file gives it: its entries unread, its demand and award. */
export interface RawStrokeRecord {
  readonly strokes: readonly unknown[];
  readonly demand?: unknown;
  readonly award?: SidesBoardEntry | null;
}

export type RecordCode =
  | 'invalid_stroke'
  | 'wrong_turn'
  | 'stroke_after_board_end'
  | 'invalid_extra'
  | 'needs_award'
  | 'invalid_award';

export type TrackedOutcome =
  | {
      readonly ok: true;
      readonly entries: readonly StrokeEntry[];
      readonly board: BoardInPlay;
      /** The board's entry (the strokes' finish with the demand, or the award); null: still in play. */
      readonly entry: SidesBoardEntry | null;
      readonly demand: number;
      readonly awarded: boolean;
    }
  | { readonly ok: false; readonly code: RecordCode; readonly message: string; readonly stroke?: number };

export function replayEntries(start: BoardStart, entries: readonly StrokeEntry[]): BoardInPlay {
  let board = boardAtBreak(start.breaker, start.opener, start.breakerPlayer);
  for (const entry of entries) board = applyEntry(board, entry);
  return board;
}

/**
 * Tracks a whole record (match-file.md): its entries in order, the first offending one wins;
 * then the demand's form (`invalid_extra`), a missing award (`needs_award`, also where a demand
 * was made: the award is what the board waits for), the rest of the demand (`invalid_extra`),
 * then the award (`needs_award`, `invalid_award`).
 */
export function trackRecord(start: BoardStart, record: RawStrokeRecord): TrackedOutcome {
  let board = boardAtBreak(start.breaker, start.opener, start.breakerPlayer);
  for (let i = 0; i < record.strokes.length; i++) {
    const read = readEntry(board, record.strokes[i]);
    if (!read.ok) return { ok: false, ...read.problem, stroke: i + 1 };
    board = applyEntry(board, read.entry);
  }
  // A demand on a board that waits for the umpire's award: the award is what is missing.
  if (board.end?.kind === 'award' && !record.award && !malformedDemand(record.demand)) {
    return needsAward(board.end.reason);
  }
  const demand = demandProblem(board, record);
  if (typeof demand === 'string') return { ok: false, code: 'invalid_extra', message: demand };
  const award = record.award ?? null;
  const base = { ok: true as const, entries: board.entries, board, demand };
  if (board.end?.kind === 'finish') {
    if (award) {
      return {
        ok: false,
        code: 'invalid_award',
        message: `The strokes already decide this board (law ${board.end.law}): an award is only for a case the laws leave to the umpire, or a board decided off the table.`,
      };
    }
    return { ...base, entry: { ...board.end.entry, extra: demand }, awarded: false };
  }
  if (award) return { ...base, entry: award, awarded: true };
  if (board.end?.kind === 'award') return needsAward(board.end.reason);
  return { ...base, entry: null, awarded: false };
}

function needsAward(reason: keyof typeof AWARD_WORDS): TrackedOutcome {
  return {
    ok: false,
    code: 'needs_award',
    message: `The laws do not say who wins this board (${AWARD_WORDS[reason]}): the umpire's award is needed.`,
  };
}

/** A demand that is not a whole number of 0 or more (its form, whatever the board). */
function malformedDemand(demand: unknown): boolean {
  return demand !== undefined && (typeof demand !== 'number' || !Number.isInteger(demand) || demand < 0);
}

export const AWARD_WORDS = {
  both_last_queen_covered: 'both last C/m in one stroke, the queen covered earlier',
  both_last_striker_queen_on_board: 'both last C/m with the striker, the queen on the board',
  both_last_striker_covering: 'both last C/m with the striker while covering the queen',
  opponent_last_own_striker: "own C/m with the striker in the stroke that pocketed the opponent's last",
} as const;

/** The demand's problem in words, or the demand (0 when none was made). */
export function demandProblem(
  board: BoardInPlay,
  record: Pick<RawStrokeRecord, 'demand' | 'award'>,
): string | number {
  const demand = record.demand;
  if (demand === undefined) return 0;
  if (typeof demand !== 'number' || !Number.isInteger(demand) || demand < 0) {
    return `The demand (law 87b) is a whole number of additional points, 0 or more, not ${JSON.stringify(demand)}.`;
  }
  if (record.award) return 'A demand cannot go with an award: the award carries its own extra points.';
  const end = board.end;
  if (!end) return 'A demand (law 87b) is made when the board ends, and this board has not ended.';
  if (end.kind === 'award') {
    return "This board waits for the umpire's award, which carries its own extra points: a demand does not apply.";
  }
  if (demand > end.maxExtra) {
    return end.maxExtra === 0
      ? `This finish (law ${end.law}) allows no additional points, but ${demand} were demanded.`
      : `This finish (law ${end.law}) allows at most ${end.maxExtra} additional point${end.maxExtra === 1 ? '' : 's'}, but ${demand} were demanded.`;
  }
  return demand;
}
