import { withBoard } from './match';
import type { MatchEvent } from './events';
import type { TrackedRecord } from './tracker/match-types';
import type { MatchState, UndoneBoard } from './types';
import { boardLabel } from './validate-entry';

/**
 * Undo and Redo (both append-only events). An undo (BoardVoided) keeps the board it took back;
 * Redo (BoardRedone) records the latest such board again where it was, until another board is
 * entered (a new board clears what could be redone: see `withBoard`).
 */
type Voided = Extract<MatchEvent, { type: 'BoardVoided' }>;
type Redone = Extract<MatchEvent, { type: 'BoardRedone' }>;

/** The board the next Redo would restore, or null. */
export function redoable(state: MatchState): UndoneBoard | null {
  return state.undone[state.undone.length - 1] ?? null;
}

/**
 * After an undo has been applied: the board it took back can be redone, with its strokes when it
 * was tracked (`record`: what the board had before the undo).
 */
export function rememberUndone(state: MatchState, event: Voided, record: TrackedRecord | null): MatchState {
  const undone: UndoneBoard = {
    game: event.game,
    board: event.board,
    entry: event.entry,
    ...(record ? { record: { entries: record.entries, demand: record.demand, award: record.award } } : {}),
  };
  return { ...state, undone: [...state.undone, undone] };
}

/** Why a redo of `event` does not follow the state, in words; null when it does. */
export function redoProblem(state: MatchState, event: Redone): string | null {
  const top = redoable(state);
  if (!top) return 'no undone board is waiting to be redone';
  if (top.game !== event.game || top.board !== event.board) {
    return `the board to redo is ${boardLabel(top)}, not ${boardLabel(event)}`;
  }
  if (JSON.stringify(top.entry) !== JSON.stringify(event.entry)) {
    return `the redone ${boardLabel(event)} differs from the board that was undone`;
  }
  return null;
}

/** The undone board recorded again; the boards undone before it can still be redone. */
export function withRedone(state: MatchState, version: number): MatchState {
  const top = redoable(state) as UndoneBoard;
  const played = withBoard(state, top.entry, version);
  const tracked = top.record
    ? [...played.tracked, { game: top.game, board: top.board, ...top.record }]
    : played.tracked;
  return { ...played, tracked, undone: state.undone.slice(0, -1) };
}
