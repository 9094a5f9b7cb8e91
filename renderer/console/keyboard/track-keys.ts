/**
 * The match screen's tracking mode: K opens it on a board that can be tracked, and the board in
 * play is then recorded stroke by stroke from the keyboard (see track-draft.ts for the keys of a
 * stroke). Enter records the stroke typed, N records "nothing pocketed" at once, U / R take the
 * last stroke back / restore it, Backspace takes back the last key, Esc clears the stroke (on an
 * empty stroke it leaves the mode, as K does). A refused stroke stays on screen like a refused
 * board (see machine.ts); the screen asks the host what the stroke typed would do before Enter.
 * A on an empty stroke types the umpire's award instead: 1–2 the side, 0–9 the C/m counted, Enter
 * gives it (AwardBoard), Backspace / Esc take back a key / the award.
 */
import { strokeText } from '../../common/tracker-words';
import {
  asStrokeEntry,
  AWARD_KEY,
  awardEntry,
  isAwardDraft,
  typedAward,
  FOUL_KEYS,
  hasStrokeKeys,
  isFoulDraft,
  MAX_C_M,
  STROKE_KEYS,
  typedStroke,
  type TypedAward,
  type TypedStroke,
} from './track-draft';
import { handled, notApplied, send } from './result';
import type { KeyEnv, KeyState, KeyView, Step, TrackDraft } from './types';

const EMPTY: TrackDraft = { keys: [] };

/** Whether the board the screen shows can be tracked from this console. */
export const canTrack = (view: KeyView): boolean =>
  view.canEnter && view.type !== 'three-player' && (view.phase === 'playing' || view.phase === 'gameOver');

/** K outside the mode: opens it, unless a board is half typed or no board can be tracked. */
export function startTracking(state: KeyState, view: KeyView, boardStarted: boolean, env: KeyEnv): Step {
  if (!canTrack(view)) return notApplied(state, 'k', env.t('track.why.notNow'), env);
  if (boardStarted) return notApplied(state, 'k', env.t('track.why.boardTyped'), env);
  return handled({ ...state, track: EMPTY });
}

const isIn = (list: readonly string[], key: string): boolean => list.includes(key);

export function trackKey(state: KeyState, view: KeyView, track: TrackDraft, key: string, env: KeyEnv): Step {
  const keys = track.keys;
  const set = (next: readonly string[]): Step => handled({ ...state, track: { keys: next } });
  const typing = keys.length > 0;
  const busy = (): Step => notApplied(state, key, env.t('track.why.strokeFirst'), env);
  if (isAwardDraft(keys)) return awardKey(state, view, keys, key, env);
  if (key === AWARD_KEY) return typing ? busy() : set([AWARD_KEY]);
  if (isIn(STROKE_KEYS, key)) {
    if (isFoulDraft(keys)) return notApplied(state, key, env.t('track.why.foulAlone'), env);
    const piece = key === 'o' || key === 'p';
    if (piece && keys.filter((k) => k === key).length >= MAX_C_M) {
      return notApplied(state, key, env.t('track.why.max', { count: MAX_C_M }), env);
    }
    return set([...keys, key]);
  }
  if (isIn(FOUL_KEYS, key)) {
    return hasStrokeKeys(keys) || isFoulDraft(keys)
      ? notApplied(state, key, env.t('track.why.foulAlone'), env)
      : set([...keys, key]);
  }
  switch (key) {
    case '1':
    case '2':
      return keys.includes('t')
        ? set([...keys, key])
        : notApplied(state, key, env.t('track.why.byAfterT'), env);
    case 'd':
      return set([...keys, key]);
    case 'Backspace':
      return set(keys.slice(0, -1));
    case 'Escape':
      return typing ? set([]) : handled({ ...state, track: null });
    case 'k':
      return typing ? busy() : handled({ ...state, track: null });
    case 'n':
      return hasStrokeKeys(keys) || isFoulDraft(keys) ? busy() : sendStroke(state, view, {}, keys, env);
    case 'Enter': {
      const typed = typedStroke(keys);
      if (!typed) return notApplied(state, key, env.t('track.why.empty'), env);
      return sendStroke(state, view, typed.entry, keys, env);
    }
    case 'u':
    case 'r':
      return typing ? busy() : sendUndoRedo(state, view, key, env);
    default:
      return notApplied(state, key, env.t('track.why.keys'), env);
  }
}

function sendStroke(
  state: KeyState,
  view: KeyView,
  entry: TypedStroke,
  keys: readonly string[],
  env: KeyEnv,
): Step {
  const demand = typedStroke(keys)?.demand ?? keys.filter((k) => k === 'd').length % 3;
  const text = strokeText(asStrokeEntry(entry, view.live?.turn ?? 0), env.t);
  const { game, board } = view.at;
  return send(
    state,
    { type: 'RecordStroke', game, board, entry, ...(demand > 0 ? { demand } : {}) },
    { kind: 'stroke', text },
    env.t('track.recorded', { text }),
  );
}

function sendUndoRedo(state: KeyState, view: KeyView, key: 'u' | 'r', env: KeyEnv): Step {
  const { game, board } = view.at;
  const type = key === 'u' ? 'UndoStroke' : 'RedoStroke';
  const success = env.t(key === 'u' ? 'track.undone' : 'track.redone');
  return send(state, { type, game, board }, { kind: 'other' }, success);
}

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** A key while an award is typed: the side first, then the C/m counted. */
function awardKey(state: KeyState, view: KeyView, keys: readonly string[], key: string, env: KeyEnv): Step {
  const set = (next: readonly string[]): Step => handled({ ...state, track: { keys: next } });
  const sided = keys.length > 1;
  if (DIGITS.includes(key)) {
    if (sided) return set([...keys, key]);
    return key === '1' || key === '2'
      ? set([...keys, key])
      : notApplied(state, key, env.t('track.why.awardSide'), env);
  }
  switch (key) {
    case 'Backspace':
      return set(keys.slice(0, -1));
    case 'Escape':
      return set([]);
    case 'Enter': {
      const award = typedAward(keys);
      if (!award) return notApplied(state, key, env.t('track.why.awardSide'), env);
      const text = awardText(award, view.names, env.t);
      const { game, board } = view.at;
      return send(
        state,
        { type: 'AwardBoard', game, board, entry: awardEntry(award) },
        { kind: 'stroke', text },
        text,
      );
    }
    default:
      return notApplied(state, key, env.t('track.why.award'), env);
  }
}

/**
 * What Enter will do, for its button: give the award being typed ("Award the board to Asha", or
 * "Award the board" before the side), else record the stroke.
 */
export function enterKeyText(keys: readonly string[], names: readonly string[], t: KeyEnv['t']): string {
  if (!isAwardDraft(keys)) return t('umpire.enter');
  const award = typedAward(keys);
  return award
    ? t('umpire.award', { name: names[award.winner] ?? `#${award.winner + 1}` })
    : t('track.enterAward');
}

/** "Award the board to Asha · C/m counted for the award: 3". */
export function awardText(award: TypedAward, names: readonly string[], t: KeyEnv['t']): string {
  const name = names[award.winner] ?? `#${award.winner + 1}`;
  return `${t('umpire.award', { name })} · ${t('umpire.pieces')}: ${award.pieces}`;
}
