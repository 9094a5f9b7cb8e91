import { rebuild, recordsOf, type GameRecord, type RebuildResult } from './match';
import type { BoardEntry, MatchState } from './types';
import type { BoardRef } from './violation';

/**
 * The only place a correction or a void changes a record: the record with the change, scored
 * again from its first board (every later board depends on the score before it). `decide`
 * refuses a command whose result is not ok; `evolve` applies a stored event the same way.
 */
export function withCorrection(state: MatchState, at: BoardRef, entry: BoardEntry): RebuildResult {
  const records = recordsOf(state).map((r, g) =>
    g === at.game - 1 ? { ...r, entries: r.entries.map((e, b) => (b === at.board - 1 ? entry : e)) } : r,
  );
  return rebuild(state, records);
}

/** The record without its last board (and without its last game when that board opened it). */
export function withoutLastBoard(state: MatchState): RebuildResult {
  const records: GameRecord[] = recordsOf(state).slice();
  const last = records[records.length - 1];
  if (last) records[records.length - 1] = { ...last, entries: last.entries.slice(0, -1) };
  return rebuild(state, last && last.entries.length <= 1 ? records.slice(0, -1) : records);
}

/** The last recorded board, which is the only one an undo may remove. */
export function lastBoardRef(state: MatchState): BoardRef | null {
  const game = state.games[state.games.length - 1];
  const board = game?.boards[game.boards.length - 1];
  return game && board ? { game: game.number, board: board.number } : null;
}

export function boardAt(state: MatchState, at: BoardRef): BoardEntry | null {
  return state.games[at.game - 1]?.boards[at.board - 1]?.entry ?? null;
}
