import { liveBoard, trackedRecordAt } from '../engine/tracker/match';
import type { MatchState } from '../engine/types';
import type { BoardRef } from '../engine/violation';
import { fileForm } from './replay-strokes';

/** A recorded board that was tracked, as its strokes (match-file.md), or null. */
export function strokeBoard(state: MatchState, at: BoardRef): Record<string, unknown> | null {
  const record = trackedRecordAt(state, at);
  if (!record) return null;
  return {
    strokes: record.entries.map(fileForm),
    ...(record.demand > 0 ? { demand: record.demand } : {}),
    ...(record.award ? { award: awardForm(record.award) } : {}),
  };
}

/** The board being tracked, as a stroke board that has not ended (the file's last board). */
export function liveStrokeBoard(
  state: MatchState,
): { readonly game: number; readonly board: Record<string, unknown> } | null {
  const live = liveBoard(state);
  if (!live || live.play.entries.length === 0) return null;
  return { game: live.game, board: { strokes: live.play.entries.map(fileForm) } };
}

function awardForm(entry: NonNullable<ReturnType<typeof trackedRecordAt>>['award'] & object) {
  return {
    winner: entry.winner,
    pieces: entry.pieces,
    queen: entry.queen,
    ...(entry.finish === 'penalty' ? { finish: 'penalty', extra: entry.extra } : {}),
  };
}
