/**
 * The match screen's keys: the prompts (undo, forfeit, the question after C, the early time-up
 * call, the side change of law 60), the toss, the extra-board toss, the match keys and the board entry. Each key has one
 * meaning in each state; a key a prompt does not take is refused, named, and marks the prompt
 * refused (see `KeyState.refused`) so nothing typed after it is carried into anything.
 */
import type { ForfeitKind, PocketedBoardEntry } from '../../../shared/engine';
import { outcomeOfChoice } from '../../../shared/views/board-choice';
import { EMPTY_DRAFT, draftEntry, draftKey, type BoardDraft, type DraftKeyResult } from '../entry/draft';
import { forfeitWord } from '../entry/forfeit-word';
import { keysText } from './keys-text';
import { timeUpStep } from '../../common/time-up-call';
import { entryText } from '../words';
import { draftRefusalWhy } from './why';
import { errorNotice, handled, notApplied, notOurs, send } from './result';
import { startTracking, trackKey } from './track-keys';
import type { KeyEnv, KeyState, KeyView, Prompt, Step } from './types';

export const FORFEIT_KEYS: Readonly<Record<string, ForfeitKind>> = {
  r: 'resigned',
  w: 'walkover',
  l: 'left',
  t: 'technical',
};

export function matchKey(state: KeyState, key: string, now: number, env: KeyEnv): Step {
  const view = state.view;
  if (!view) return notOurs(state);
  if (state.prompt.kind !== 'none') return promptKey(state, view, state.prompt, key, env);
  const sideChange = sideChangeKey(state, view, key, env);
  if (sideChange) return sideChange;
  if (state.track) return trackKey(state, view, state.track, key, env);
  if (view.phase === 'toss') return tossKey(state, view, key, env);
  if (view.phase === 'extraBoardToss') return extraTossKey(state, view, key, now, env);
  return entryKey(state, view, key, now, env);
}

/** A key the prompt on screen does not take: named, not applied, and nothing after it is either. */
function stray(state: KeyState, key: string, takes: string, env: KeyEnv): Step {
  const refused = { tab: 'match' as const, after: env.t('kbAfterKey', { key: keysText([key]) }), keys: [] };
  return notApplied({ ...state, refused }, key, takes, env);
}

const sideOf = (key: string, view: KeyView): number | null =>
  /^[1-9]$/.test(key) && Number(key) <= view.names.length ? Number(key) - 1 : null;

function promptKey(state: KeyState, view: KeyView, prompt: Prompt, key: string, env: KeyEnv): Step {
  const closed = { ...state, prompt: { kind: 'none' } as const };
  switch (prompt.kind) {
    case 'undo':
      if (key === 'u' || key === 'Enter') return undo(closed, view, env);
      if (key === 'Escape') return handled(closed);
      return stray(state, key, env.t('kbPromptUndo'), env);
    case 'forfeit':
      return forfeitKey(state, view, prompt, key, env);
    case 'correct':
      if (key === 'Enter' || key === 'y')
        return handled({ ...closed, draft: EMPTY_DRAFT, tab: 'corrections' });
      if (key === 'Escape' || key === 'n') return handled(closed);
      return stray(state, key, env.t('kbPromptCorrect'), env);
    case 'withdraw':
      if (key === 'Enter') {
        return send(closed, { type: 'WithdrawForfeit' }, { kind: 'other' }, env.t('kbWithdrawn'));
      }
      if (key === 'Escape') return handled(closed);
      return stray(state, key, env.t('kbPromptWithdraw'), env);
    case 'timeUp':
      if (key === 't') return send(closed, { type: 'MarkTimeUp', early: true }, { kind: 'other' }, null);
      if (key === 'Escape') return handled(closed);
      return stray(state, key, env.t('kbPromptTimeUp'), env);
    case 'replace':
      if (key === 'Enter') return sendBoard(closed, view, env, true);
      if (key === 'Escape') return handled(closed);
      return stray(state, key, env.t('track.replaceKeys'), env);
    case 'none':
      return notOurs(state);
  }
}

/** While the players change sides: keys that type no board (undo, forfeit, corrections, clocks, editing). */
const FREE_WHILE_SIDE_CHANGE = new Set(['u', 'x', 'f', 'c', 's', 'r', 'g', 't', 'Escape', 'Backspace']);
/** In the tracking mode: leaving it, editing the stroke, taking a stroke back or restoring it. */
const FREE_WHILE_SIDE_CHANGE_TRACKING = new Set(['k', 'u', 'r', 'Escape', 'Backspace']);

/**
 * Law 60's question ("Players change sides now… Y") is open: Y records the change; a key of a
 * board or a stroke is refused in words, and nothing typed after it applies (as at any question),
 * so the next board can only go after the change, which is then recorded after the right board.
 * Null: the key is not the question's (no change due, or a key that types no board).
 */
function sideChangeKey(state: KeyState, view: KeyView, key: string, env: KeyEnv): Step | null {
  // At the extra board's toss the digits name its winner: the toss panel takes them (and Y).
  if (!view.sideChangeDue || view.phase === 'extraBoardToss') return null;
  if (key === 'y') {
    return send(state, { type: 'RecordSideChange', game: view.at.game }, { kind: 'other' }, null);
  }
  const free = state.track ? FREE_WHILE_SIDE_CHANGE_TRACKING : FREE_WHILE_SIDE_CHANGE;
  if (free.has(key)) return null;
  return stray(state, key, env.t('kbPromptSideChange', { game: view.at.game }), env);
}

type ForfeitPrompt = Extract<Prompt, { kind: 'forfeit' }>;

/** 1–N the side that loses, R/W/L/T why, Enter asks "Record: …?", Enter again records it. */
function forfeitKey(state: KeyState, view: KeyView, prompt: ForfeitPrompt, key: string, env: KeyEnv): Step {
  const set = (patch: Partial<ForfeitPrompt>): Step => handled({ ...state, prompt: { ...prompt, ...patch } });
  if (prompt.confirming) {
    if (key === 'Escape') return set({ confirming: false });
    if (key !== 'Enter' || prompt.side === null || prompt.reason === null) {
      return stray(state, key, env.t('kbPromptForfeitConfirm'), env);
    }
    const by = prompt.side;
    const kind = prompt.reason;
    const name = view.names[by] ?? '';
    return send(
      { ...state, prompt: { kind: 'none' } },
      { type: 'Forfeit', by, kind },
      { kind: 'forfeit' },
      env.t('evForfeitWords', { name, kind: forfeitWord(kind, env.t) }),
    );
  }
  const side = sideOf(key, view);
  if (side !== null) return set({ side });
  const reason = FORFEIT_KEYS[key];
  if (reason) return set({ reason });
  if (key === 'Escape') return handled({ ...state, prompt: { kind: 'none' } });
  if (key === 'Enter') {
    if (prompt.side === null || prompt.reason === null) {
      return notApplied(state, key, env.t('kbPickSideAndReason'), env);
    }
    return set({ confirming: true });
  }
  return stray(state, key, env.t('kbPromptForfeit', { sides: view.names.length }), env);
}

/** The question the forfeit panel asks before recording, naming what it records. */
export function forfeitQuestion(view: KeyView, side: number, kind: ForfeitKind, env: KeyEnv): string {
  const loser = view.names[side] ?? '';
  const words = forfeitWord(kind, env.t);
  if (view.names.length !== 2) return env.t('kbForfeitAskThree', { loser, kind: words });
  return env.t('kbForfeitAsk', { loser, kind: words, winner: view.names[1 - side] ?? '' });
}

function tossKey(state: KeyState, view: KeyView, key: string, env: KeyEnv): Step {
  const winner = sideOf(key, view);
  if (winner !== null) return handled({ ...state, toss: { ...state.toss, winner } });
  if (key === 'b' || key === 's') {
    return handled({ ...state, toss: { ...state.toss, choice: key === 'b' ? 'break' : 'side' } });
  }
  if (key === 'Escape') return handled({ ...state, toss: { winner: null, choice: null } });
  if (key === 'f') return handled({ ...state, prompt: openForfeit() });
  if (key === 'Enter') {
    const { winner: won, choice } = state.toss;
    if (won === null || choice === null) return notApplied(state, key, env.t('kbPickToss'), env);
    return send(state, { type: 'RecordToss', winner: won, choice }, { kind: 'toss' }, null);
  }
  return stray(state, key, env.t('kbPromptToss', { sides: view.names.length }), env);
}

function extraTossKey(state: KeyState, view: KeyView, key: string, now: number, env: KeyEnv): Step {
  const winner = sideOf(key, view);
  if (winner !== null) return handled({ ...state, extraToss: winner });
  if (key === 'Escape') return handled({ ...state, extraToss: null });
  if (key === 'Enter') {
    if (state.extraToss === null) return notApplied(state, key, env.t('kbPickExtraToss'), env);
    const command = { type: 'RecordExtraBoardToss', game: view.at.game, winner: state.extraToss } as const;
    return send(state, command, { kind: 'extraToss' }, null);
  }
  const command = commandKey(state, view, key, now, env);
  if (command) return command;
  return stray(state, key, env.t('kbPromptExtraToss', { sides: view.names.length }), env);
}

const openForfeit = (): Prompt => ({ kind: 'forfeit', side: null, reason: null, confirming: false });

const started = (draft: BoardDraft): boolean =>
  draft.winner !== null ||
  draft.pieces !== null ||
  draft.queen !== null ||
  draft.finish !== 'normal' ||
  draft.timeUp;

/** Keys that act on the match rather than on the board being typed; null when not one of them now. */
function commandKey(state: KeyState, view: KeyView, key: string, now: number, env: KeyEnv): Step | null {
  const over = view.phase === 'matchOver';
  const decided = (): Step => notApplied(state, key, env.t('kbWhyDecided'), env);
  switch (key) {
    case 'u':
      if (over) return decided();
      if (!view.undo) return notApplied(state, key, env.t('kbWhyNoUndo'), env);
      return handled({ ...state, prompt: { kind: 'undo' } });
    case 'o':
      if (over) return decided();
      if (!view.redo) return notApplied(state, key, env.t('kbWhyNoRedo'), env);
      return send(state, { type: 'RedoBoard', ...view.redo }, { kind: 'other' }, env.t('redone', view.redo));
    case 'x':
      return view.openingChoice ? swapOpening(state, view.openingChoice, env) : null;
    case 'f':
      if (over && view.forfeit) return handled({ ...state, prompt: { kind: 'withdraw' } });
      return over ? decided() : handled({ ...state, prompt: openForfeit() });
    case 'c':
      return started(state.draft)
        ? handled({ ...state, prompt: { kind: 'correct' } })
        : handled({ ...state, tab: 'corrections' });
    case 's':
    case 'r':
      if (!view.clocks.stroke) return null;
      return send(
        state,
        { type: key === 's' ? 'StartStrokeClock' : 'ResetStrokeClock' },
        { kind: 'other' },
        null,
      );
    case 'g': {
      const clock = view.clocks.game;
      if (!clock) return null;
      const type = clock.runningSince !== null ? 'PauseGameClock' : 'StartGameClock';
      return send(state, { type }, { kind: 'other' }, null);
    }
    case 't':
      return view.clocks.game ? timeUp(state, view, now, env) : null;
    case 'y':
      return view.sideChangeDue
        ? send(state, { type: 'RecordSideChange', game: view.at.game }, { kind: 'other' }, null)
        : null;
    case 'k':
      return startTracking(state, view, started(state.draft), env);
    default:
      return null;
  }
}

function swapOpening(state: KeyState, choice: NonNullable<KeyView['openingChoice']>, env: KeyEnv): Step {
  const player = 1 - choice.player;
  const name = choice.players[player] ?? '';
  return send(
    state,
    { type: 'ChooseOpeningPlayer', game: choice.game, player },
    { kind: 'other' },
    env.t('openingChanged', { game: choice.game, name }),
  );
}

function timeUp(state: KeyState, view: KeyView, now: number, env: KeyEnv): Step {
  const call = timeUpStep(view.clocks, now, false);
  if (call.kind === 'notStarted') {
    return handled(state, errorNotice(env.t('timeUpNotStarted', { game: view.at.game })));
  }
  if (call.kind === 'ask') return handled({ ...state, prompt: { kind: 'timeUp', left: call.left } });
  if (call.kind === 'send')
    return send(state, { type: 'MarkTimeUp', early: call.early }, { kind: 'other' }, null);
  return notApplied(state, 't', env.t('kbWhyNotHere'), env);
}

function undo(state: KeyState, view: KeyView, env: KeyEnv): Step {
  const last = view.undo;
  if (!last)
    return handled(state, errorNotice(env.t('kbKeyNotApplied', { key: 'U', why: env.t('kbWhyNoUndo') })));
  return send(state, { type: 'VoidLastBoard', ...last }, { kind: 'other' }, env.t('undone', last));
}

function entryKey(state: KeyState, view: KeyView, key: string, now: number, env: KeyEnv): Step {
  const command = commandKey(state, view, key, now, env);
  if (command) return command;
  if (view.phase === 'matchOver') return notApplied(state, key, env.t('kbWhyDecided'), env);
  if (!view.canEnter) return notApplied(state, key, env.t('kbWhyNoBoard'), env);
  // Three players type their figures into fields (the form's Enter comes as a `three` input).
  if (view.type === 'three-player') return notOurs(state);
  const result = draftKey(state.draft, key, { sides: view.names.length, timed: view.boardTimeUp });
  return draftStep(state, view, key, result, env);
}

function draftStep(state: KeyState, view: KeyView, key: string, result: DraftKeyResult, env: KeyEnv): Step {
  switch (result.kind) {
    case 'draft':
      return handled({ ...state, draft: result.draft });
    case 'confirm':
      return sendBoard(state, view, env);
    case 'refused':
      return notApplied(state, key, draftRefusalWhy(result, view.names.length, env), env);
    case 'ignored':
      return notApplied(state, key, env.t('kbWhyNotHere'), env);
  }
}

/** Enter on a whole board; over a board tracked stroke by stroke it first asks to replace its strokes. */
function sendBoard(state: KeyState, view: KeyView, env: KeyEnv, replaceStrokes = false): Step {
  const entry = draftEntry(state.draft);
  if (!entry) return notOurs(state);
  if (view.live && !replaceStrokes) return handled({ ...state, prompt: { kind: 'replace' } });
  const outcome = view.next ? outcomeOfChoice(view.next, entry) : null;
  const text = entryText(entry, view.names, outcome?.ok ? outcome.points : null, env.t);
  const { game, board } = view.at;
  return send(
    state,
    { type: 'RecordBoard', game, board, entry, ...(replaceStrokes ? { replaceStrokes } : {}) },
    { kind: 'board', text, board },
    env.t('recorded', { text }),
  );
}

export function sendThree(state: KeyState, entry: PocketedBoardEntry, env: KeyEnv): Step {
  const view = state.view;
  if (!view || !view.canEnter || view.phase === 'matchOver') return notOurs(state);
  if (view.sideChangeDue) {
    const why = env.t('kbPromptSideChange', { game: view.at.game });
    return handled(state, errorNotice(env.t('kbKeyNotApplied', { key: 'Enter', why })));
  }
  const text = entryText(entry, view.names, null, env.t);
  const { game, board } = view.at;
  return send(
    state,
    { type: 'RecordBoard', game, board, entry },
    { kind: 'three' },
    env.t('recorded', { text }),
  );
}
