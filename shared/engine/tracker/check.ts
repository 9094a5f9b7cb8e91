import { quote } from '../../text/quote';
import type { BoardInPlay, StrokeEntry } from './types';

export type StrokeCode = 'invalid_stroke' | 'wrong_turn' | 'stroke_after_board_end';

export interface StrokeProblem {
  readonly code: StrokeCode;
  readonly message: string;
}

export type ReadEntry =
  | { readonly ok: true; readonly entry: StrokeEntry }
  | { readonly ok: false; readonly problem: StrokeProblem };

const STROKE_FIELDS = new Set(['own', 'opp', 'queen', 'striker', 'improper', 'by']);
const FOUL_FIELDS = new Set(['foul', 'by']);

const refuse = (code: StrokeCode, message: string): ReadEntry => ({ ok: false, problem: { code, message } });
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * Reads one entry of a stroke record against the board in play, in the order match-file.md
 * gives: after the end anything is `stroke_after_board_end`; then its form (`invalid_stroke`),
 * then the turn (`wrong_turn`), then what the board holds (`invalid_stroke`).
 */
export function readEntry(board: BoardInPlay, raw: unknown): ReadEntry {
  if (board.end) {
    const why =
      board.end.kind === 'award'
        ? 'an earlier stroke reached a case the laws leave to the umpire, so the play of this board is over'
        : 'the board was already decided by an earlier stroke';
    return refuse('stroke_after_board_end', `No stroke can follow: ${why}.`);
  }
  const form = formProblem(raw);
  if (form) return refuse('invalid_stroke', form);
  const input = raw as Record<string, unknown>;
  const by = (input.by as number | undefined) ?? board.turn;
  if (input.foul !== undefined) return { ok: true, entry: { foul: input.foul as 'technical' | 'foul', by } };
  if (by !== board.turn) {
    return refuse(
      'wrong_turn',
      `The stroke is marked as side ${by}'s, but side ${board.turn} is on turn (fouls by the other side are entered as fouls).`,
    );
  }
  const stroke = {
    own: (input.own as number | undefined) ?? 0,
    opp: (input.opp as number | undefined) ?? 0,
    queen: (input.queen as boolean | undefined) ?? false,
    striker: (input.striker as boolean | undefined) ?? false,
    improper: (input.improper as boolean | undefined) ?? false,
    by,
  };
  const onBoard = boardProblem(board, stroke);
  return onBoard ? refuse('invalid_stroke', onBoard) : { ok: true, entry: stroke };
}

function formProblem(raw: unknown): string | null {
  if (!isObject(raw)) return 'A stroke is an object such as {"own": 1} or {"foul": "technical", "by": 1}.';
  const foul = raw.foul !== undefined;
  const fields = foul ? FOUL_FIELDS : STROKE_FIELDS;
  const unknown = Object.keys(raw).find((k) => !fields.has(k));
  if (unknown !== undefined) {
    return foul
      ? `A foul entry has only "foul" and "by", not ${quote(unknown)}.`
      : `A stroke has no field ${quote(unknown)}: it records "own", "opp", "queen", "striker", "improper" and "by".`;
  }
  if (raw.by !== undefined && raw.by !== 0 && raw.by !== 1) {
    return `"by" names the side that struck: 0 or 1, not ${quote(raw.by)}.`;
  }
  if (foul) {
    return raw.foul === 'technical' || raw.foul === 'foul'
      ? null
      : `A foul is "technical" (law 63) or "foul" (law 64a), not ${quote(raw.foul)}.`;
  }
  for (const key of ['own', 'opp'] as const) {
    if (raw[key] !== undefined && !isCount(raw[key])) {
      return `"${key}" counts C/m pocketed: a whole number of 0 or more, not ${quote(raw[key])}.`;
    }
  }
  for (const key of ['queen', 'striker', 'improper'] as const) {
    if (raw[key] !== undefined && typeof raw[key] !== 'boolean') {
      return `"${key}" is true or false, not ${quote(raw[key])}.`;
    }
  }
  return null;
}

function boardProblem(
  board: BoardInPlay,
  stroke: { own: number; opp: number; queen: boolean; by: number },
): string | null {
  const own = board.onBoard[stroke.by] as number;
  const opp = board.onBoard[1 - stroke.by] as number;
  if (stroke.own > own) {
    return `The stroke pockets ${stroke.own} of the striking side's C/m, but only ${own} are on the board.`;
  }
  if (stroke.opp > opp) {
    return `The stroke pockets ${stroke.opp} of the opponent's C/m, but only ${opp} are on the board.`;
  }
  if (stroke.queen && board.queen.at !== 'board') {
    return board.queen.at === 'pending'
      ? 'The queen is not on the board: she was pocketed and waits to be covered.'
      : 'The queen is not on the board: she was pocketed and covered.';
  }
  return null;
}
