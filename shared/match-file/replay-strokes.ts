import type { Command } from '../engine/commands';
import { decide } from '../engine/decide';
import { nextStart } from '../engine/tracker/match';
import { trackRecord } from '../engine/tracker/record';
import { isFoul, type StrokeEntry } from '../engine/tracker/types';
import type { MatchState } from '../engine/types';
import type { BoardRef } from '../engine/violation';
import type { FileError, ParsedStrokeBoard } from './parse';

export type StrokeBoardPlan =
  | { readonly ok: true; readonly commands: readonly Command[]; readonly ended: boolean }
  | { readonly ok: false; readonly error: FileError };

/** Any finished entry: used only to ask the engine whether a board may go at `at`. */
const PROBE = {
  kind: 'sides',
  winner: 0,
  pieces: 1,
  queen: 'winner',
  finish: 'normal',
  extra: 0,
  timeUp: false,
} as const;

/**
 * The commands that replay a stroke board at `at`, once the whole record was tracked in the
 * order match-file.md gives (its entries, then the demand, then the award). A board that cannot
 * go there at all is refused as a plain board would be (the same placement checks).
 */
export function planStrokeBoard(state: MatchState, at: BoardRef, board: ParsedStrokeBoard): StrokeBoardPlan {
  const placed = decide(state, { type: 'RecordBoard', ...at, entry: PROBE }, { record: true });
  if (!placed.ok) return { ok: false, error: fileError(placed.violation) };
  const next = nextStart(state);
  if ('code' in next) return { ok: false, error: fileError(next) };
  const outcome = trackRecord(next.start, board);
  if (!outcome.ok) {
    const { code, message, stroke } = outcome;
    return { ok: false, error: { code, message, ...at, ...(stroke !== undefined ? { stroke } : {}) } };
  }
  const finished = outcome.entry !== null && !outcome.awarded;
  const commands: Command[] = outcome.entries.map((entry, i) => ({
    type: 'RecordStroke',
    ...at,
    entry: fileForm(entry),
    ...(finished && i === outcome.entries.length - 1 && board.demand !== undefined
      ? { demand: outcome.demand }
      : {}),
  }));
  if (outcome.awarded && board.award) commands.push({ type: 'AwardBoard', ...at, entry: board.award });
  return { ok: true, commands, ended: outcome.entry !== null };
}

/** A stroke as match-file.md writes it: only what differs from the defaults. */
export function fileForm(entry: StrokeEntry): Record<string, unknown> {
  if (isFoul(entry)) return { foul: entry.foul, by: entry.by };
  return {
    ...(entry.own ? { own: entry.own } : {}),
    ...(entry.opp ? { opp: entry.opp } : {}),
    ...(entry.queen ? { queen: true } : {}),
    ...(entry.striker ? { striker: true } : {}),
    ...(entry.improper ? { improper: true } : {}),
  };
}

/** As a plain board's refusal reads: the violation's own place, when it has one. */
function fileError(v: {
  code: FileError['code'];
  message: string;
  game?: number;
  board?: number;
}): FileError {
  return {
    code: v.code,
    message: v.message,
    ...(v.game !== undefined ? { game: v.game } : {}),
    ...(v.board !== undefined ? { board: v.board } : {}),
  };
}
