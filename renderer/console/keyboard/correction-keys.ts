/**
 * The corrections screen's keys. The list: ↑/↓ pick a board, Enter opens it. The editor takes
 * exactly the entry's keys with the same meaning: the recorded board is shown as if its winner had
 * just been typed, so `7` changes the pieces and `2 5 L` makes it side 2 with 5, as the entry
 * reads those keys; W/L/N, P, E and Backspace edit the field they name. Enter sends the
 * correction, Esc closes the editor.
 */
import { draftEntry, draftFromEntry, draftKey, type BoardDraft } from '../entry/draft';
import { draftRefusalWhy } from './why';
import { handled, notApplied, notOurs, send } from './result';
import type { CorrectionEditor, KeyEnv, KeyState, KeyView, Step } from './types';

export function correctionKey(state: KeyState, key: string, env: KeyEnv): Step {
  const view = state.view;
  if (!view) return notOurs(state);
  const editing = state.correction.editing;
  return editing ? editorKey(state, view, editing, key, env) : listKey(state, view, key);
}

/** The row the arrows move: until the operator moves it, the latest board (the likeliest to fix). */
export function selectedRow(state: KeyState): number {
  const count = state.view?.boards.length ?? 0;
  const chosen = state.correction.selected;
  return chosen === null || chosen >= count ? count - 1 : chosen;
}

function listKey(state: KeyState, view: KeyView, key: string): Step {
  const selected = selectedRow(state);
  const select = (index: number): Step =>
    handled({ ...state, correction: { ...state.correction, selected: index } });
  if (key === 'ArrowDown') return select(Math.min(view.boards.length - 1, selected + 1));
  if (key === 'ArrowUp') return select(Math.max(0, selected - 1));
  if (key === 'Enter') return openCorrection(state, selected);
  return notOurs(state);
}

/** Opens the editor on a recorded board (a click on its row does the same). */
export function openCorrection(state: KeyState, index: number): Step {
  const target = state.view?.boards[index];
  if (!target?.entry) return notOurs(state);
  const editing: CorrectionEditor = {
    game: target.game,
    board: target.board,
    original: target.entry,
    draft: draftFromEntry(target.entry),
    untouched: true,
  };
  return handled({ ...state, correction: { selected: index, editing } });
}

function editorKey(
  state: KeyState,
  view: KeyView,
  editing: CorrectionEditor,
  key: string,
  env: KeyEnv,
): Step {
  const setEditing = (next: CorrectionEditor | null): KeyState => ({
    ...state,
    correction: { ...state.correction, editing: next },
  });
  if (key === 'Escape') return handled(setEditing(null));
  // The board as recorded reads as if its winner had just been typed: a digit is its pieces, and
  // a side's digit then another digit is a new winner and pieces, as on the entry (`2 5`).
  const from: BoardDraft =
    editing.untouched && /^[0-9]$/.test(key)
      ? { ...editing.draft, pieces: null, last: 'winnerDigit' }
      : editing.draft;
  const result = draftKey(from, key, { sides: view.names.length, timed: false });
  switch (result.kind) {
    case 'draft':
      return handled(setEditing({ ...editing, draft: result.draft, untouched: false }));
    case 'confirm': {
      const entry = draftEntry(editing.draft);
      if (!entry) return notOurs(state);
      const { game, board } = editing;
      return send(
        state,
        { type: 'CorrectBoard', game, board, entry },
        { kind: 'correction', text: env.t('correcting', { game, board }) },
        env.t('corrected', { game, board }),
      );
    }
    case 'refused':
      return notApplied(state, key, draftRefusalWhy(result, view.names.length, env), env);
    case 'ignored':
      return notApplied(state, key, env.t('kbWhyNotHere'), env);
  }
}
