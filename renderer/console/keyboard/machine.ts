/**
 * The console's whole keyboard as one pure state machine: `(state, key or host event) →
 * (state, commands to send, notices)`. The screens render its state and feed it keys (their
 * buttons press the same keys); nothing here touches the DOM, Svelte or the link.
 *
 * The edges, in one place:
 *  - a command on its way holds every key typed after it; they apply to what it changed once the
 *    console shows its result, or are counted as not applied when it is refused;
 *  - a refused board (or a key a prompt does not take) stays on screen with the keys typed after
 *    it counted, never applied, until Esc clears it or Backspace edits it;
 *  - while the host cannot be reached keys do nothing but say so;
 *  - Alt+N (screen switching) waits behind the command on its way like any other key.
 */
import { EMPTY_DRAFT, stepBack } from '../entry/draft';
import { keysText } from './keys-text';
import { correctionKey, openCorrection } from './correction-keys';
import { matchKey, sendThree } from './match-keys';
import { canTrack } from './track-keys';
import { andThen, errorNotice, handled, notOurs } from './result';
import {
  TABS,
  type Refused,
  type KeyEnv,
  type KeyInput,
  type KeyState,
  type KeyView,
  type Sent,
  type Step,
} from './types';

export const INITIAL_KEY_STATE: KeyState = {
  view: null,
  connected: false,
  tab: 'match',
  draft: EMPTY_DRAFT,
  toss: { winner: null, choice: null },
  extraToss: null,
  prompt: { kind: 'none' },
  correction: { selected: null, editing: null },
  track: null,
  inFlight: null,
  held: [],
  refused: null,
  nextId: 1,
  hostNow: 0,
};

const NAMED_KEYS = new Set([
  'Enter',
  'Escape',
  'Backspace',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
]);
/** The letters that mean something somewhere on the console; others are left to the browser. */
const LETTERS = /^[0-9abcdefgiklnopqrstuwxy]$/;

/** A letter as the machine reads it (lower case); named keys as they are. */
export function keyName(key: string): string {
  return key.length === 1 ? key.toLowerCase() : key;
}

export function isConsoleKey(key: string): boolean {
  return NAMED_KEYS.has(key) || LETTERS.test(key) || /^pick:(winner|pieces):[0-9]$/.test(key);
}

export function tabOfKey(key: string): number | null {
  const match = /^Alt\+([1-9])$/.exec(key);
  if (!match) return null;
  const index = Number(match[1]) - 1;
  return index < TABS.length ? index : null;
}

export function step(state: KeyState, input: KeyInput, env: KeyEnv): Step {
  switch (input.type) {
    case 'key':
      return keyStep(state, keyName(input.key), input.now, env);
    case 'three':
      if (!state.connected) return handled(state, errorNotice(env.t('kbOffline', { keys: 'Enter' })));
      if (state.inFlight || state.refused?.tab === 'match') return notOurs(state);
      return sendThree(state, input.entry, env);
    case 'openRow':
      if (
        !state.connected ||
        state.inFlight ||
        state.refused?.tab === 'corrections' ||
        state.tab !== 'corrections'
      )
        return notOurs(state);
      return openCorrection(state, input.index);
    case 'push':
      return handled(onPush(state, input.view));
    case 'settled':
      return settle(state, input.id, input.accepted, env);
    case 'unknown':
      return outcomeUnknown(state, input.id, env);
    case 'connection':
      return connection(state, input.connected, env);
  }
}

function keyStep(given: KeyState, key: string, now: number, env: KeyEnv): Step {
  const state = now === given.hostNow ? given : { ...given, hostNow: now };
  const tab = tabOfKey(key);
  if (tab !== null) {
    if (state.inFlight) return hold(state, key);
    return handled({ ...state, tab: TABS[tab] ?? state.tab, prompt: closedOnLeave(state) });
  }
  if (!isConsoleKey(key) || (state.tab !== 'match' && state.tab !== 'corrections')) return notOurs(state);
  if (!state.view || state.view.phase === 'setup') return notOurs(state);
  if (state.inFlight?.unknown) return notWhileUnknown(state, [key], env);
  if (!state.connected) return handled(state, errorNotice(env.t('kbOffline', { keys: keysText([key]) })));
  if (state.inFlight) return hold(state, key);
  if (state.refused?.tab === state.tab) return refusedKey(state, key, env);
  return state.tab === 'match' ? matchKey(state, key, now, env) : correctionKey(state, key, env);
}

/** The question after C belongs to the match screen's typing: leaving the screen answers "keep". */
function closedOnLeave(state: KeyState): KeyState['prompt'] {
  return state.prompt.kind === 'correct' ? { kind: 'none' } : state.prompt;
}

/**
 * The command on its way got no answer in time: it may be recorded already. The keys held behind
 * it, and every key until the host answers, are refused in words, never applied.
 */
function outcomeUnknown(state: KeyState, id: number, env: KeyEnv): Step {
  const flight = state.inFlight;
  if (!flight || flight.id !== id || flight.unknown) return handled(state);
  const next = { ...state, inFlight: { ...flight, unknown: true }, held: [] };
  return state.held.length > 0 ? notWhileUnknown(next, state.held, env) : handled(next);
}

function notWhileUnknown(state: KeyState, keys: readonly string[], env: KeyEnv): Step {
  return handled(state, errorNotice(env.t('kbOutcomeUnknown', { keys: keysText(keys) })));
}

function hold(state: KeyState, key: string): Step {
  return handled({ ...state, held: [...state.held, key] });
}

/**
 * While a refusal is on screen: Esc clears it (and does what Esc does there), Backspace edits it
 * (the refused board or correction steps back one field); every other key is counted, not applied.
 */
function refusedKey(state: KeyState, key: string, env: KeyEnv): Step {
  const cleared = { ...state, refused: null };
  if (key === 'Escape') {
    // A refused stroke is cleared; the tracking mode stays open.
    if (state.tab === 'match' && state.track) return handled({ ...cleared, track: { keys: [] } });
    return state.tab === 'match'
      ? matchKey(cleared, key, state.hostNow, env)
      : correctionKey(cleared, key, env);
  }
  if (key === 'Backspace') {
    if (state.tab === 'match' && state.track) {
      return handled({ ...cleared, track: { keys: state.track.keys.slice(0, -1) } });
    }
    if (state.tab === 'match' && state.prompt.kind === 'none') {
      return handled({ ...cleared, draft: stepBack(state.draft) });
    }
    const editing = state.correction.editing;
    if (state.tab === 'corrections' && editing) {
      const draft = stepBack(editing.draft);
      return handled({ ...cleared, correction: { ...state.correction, editing: { ...editing, draft } } });
    }
    return handled(cleared);
  }
  const refused = {
    tab: state.tab,
    after: state.refused?.after ?? '',
    keys: [...(state.refused?.keys ?? []), key],
  };
  return handled({ ...state, refused }, errorNotice(refusedText(refused, env)));
}

/** "Board 1 (…) was refused and stays on screen: 4 key(s) typed after it were not applied: 2 9 W Enter. …" */
export function refusedText(refused: Refused, env: KeyEnv): string {
  const { after, keys } = refused;
  return env.t('kbRefusedKeys', { after, count: keys.length, keys: keysText(keys) });
}

/** A push (this console's command shown, or another console's): prompts that no longer apply close. */
function onPush(state: KeyState, view: KeyView | null): KeyState {
  if (!view || view.phase === 'setup') {
    return { ...INITIAL_KEY_STATE, connected: state.connected, tab: state.tab, view, ...keep(state) };
  }
  const prompt = state.prompt;
  const stale =
    (prompt.kind === 'undo' && !view.undo) ||
    (prompt.kind === 'forfeit' && view.phase === 'matchOver') ||
    (prompt.kind === 'withdraw' && !view.forfeit) ||
    (prompt.kind === 'timeUp' && !view.clocks.game) ||
    (prompt.kind === 'replace' && !view.live);
  return {
    ...state,
    view,
    prompt: stale ? { kind: 'none' } : prompt,
    toss: view.phase === 'toss' ? state.toss : { winner: null, choice: null },
    extraToss: view.phase === 'extraBoardToss' ? state.extraToss : null,
    // The tracking mode closes where no board can be tracked (the match decided, a damaged record).
    track: state.track && canTrack(view) ? state.track : null,
  };
}

function keep(state: KeyState): Pick<KeyState, 'inFlight' | 'held' | 'nextId' | 'hostNow'> {
  return { inFlight: state.inFlight, held: state.held, nextId: state.nextId, hostNow: state.hostNow };
}

function settle(state: KeyState, id: number, accepted: boolean, env: KeyEnv): Step {
  const flight = state.inFlight;
  if (!flight || flight.id !== id) return handled(state);
  const settled = { ...state, inFlight: null, held: [] };
  if (!accepted) return refusedCommand(settled, flight.sent, state.held, env);
  const done = afterAccepted(settled, flight.sent);
  return state.held.reduce<Step>(
    (acc, key) =>
      andThen(acc, (now) => (now.inFlight ? hold(now, key) : keyStep(now, key, now.hostNow, env))),
    handled(done),
  );
}

/** What an accepted command clears: the board typed, the toss picked, the correction made. */
function afterAccepted(state: KeyState, sent: Sent): KeyState {
  switch (sent.kind) {
    case 'board':
      return { ...state, draft: EMPTY_DRAFT };
    case 'correction':
      return { ...state, correction: { ...state.correction, editing: null } };
    case 'stroke':
      return state.track ? { ...state, track: { keys: [] } } : state;
    case 'toss':
      return { ...state, toss: { winner: null, choice: null } };
    case 'extraToss':
      return { ...state, extraToss: null };
    default:
      return state;
  }
}

/**
 * A refused board or correction stays on screen, marked refused: the keys held behind it are
 * counted as not applied, and so is every key until Esc or Backspace. Behind any other refused
 * command the held keys are reported, not applied.
 */
function refusedCommand(state: KeyState, sent: Sent, held: readonly string[], env: KeyEnv): Step {
  if (sent.kind === 'board' || sent.kind === 'correction' || sent.kind === 'stroke') {
    const refused: Refused = {
      tab: sent.kind === 'correction' ? 'corrections' : 'match',
      after: refusedWhat(sent, env),
      keys: held,
    };
    const next = { ...state, refused };
    return held.length > 0 ? handled(next, errorNotice(refusedText(refused, env))) : handled(next);
  }
  if (held.length === 0) return handled(state);
  const after =
    sent.kind === 'toss' || sent.kind === 'extraToss' ? env.t('heldAfterToss') : env.t('heldAfterCommand');
  return handled(state, errorNotice(env.t('keysNotApplied', { after, keys: keysText(held) })));
}

function refusedWhat(sent: Extract<Sent, { kind: 'board' | 'correction' | 'stroke' }>, env: KeyEnv): string {
  if (sent.kind === 'board') return env.t('heldAfterBoard', sent);
  return sent.kind === 'stroke' ? env.t('track.heldAfter', { text: sent.text }) : sent.text;
}

/** Losing the link drops the held keys (they are reported): nothing typed then is sent later. */
function connection(state: KeyState, connected: boolean, env: KeyEnv): Step {
  const next = { ...state, connected, held: connected ? state.held : [] };
  if (connected || state.held.length === 0) return handled(next);
  return handled(next, errorNotice(env.t('kbOffline', { keys: keysText(state.held) })));
}
