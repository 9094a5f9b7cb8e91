import type { CommandMessage } from '../../../shared/contract';
import { keysText } from './keys-text';
import type { KeyEnv, KeyState, Notice, Outgoing, Sent, Step } from './types';

/** A step that did not touch the key: the browser's default action runs. */
export const notOurs = (state: KeyState): Step => ({ state, commands: [], notices: [], handled: false });

/** A key applied to the state, with notices when it says something. */
export const handled = (state: KeyState, ...notices: Notice[]): Step => ({
  state,
  commands: [],
  notices,
  handled: true,
});

export const errorNotice = (text: string): Notice => ({ kind: 'error', text });

/** Sends one command: the keys typed after it wait for its result (`KeyState.inFlight`). */
export function send(state: KeyState, command: CommandMessage, sent: Sent, success: string | null): Step {
  const id = state.nextId;
  const out: Outgoing = { id, command, success };
  return {
    state: { ...state, nextId: id + 1, inFlight: { id, sent } },
    commands: [out],
    notices: [],
    handled: true,
  };
}

/** "9 was not applied: there is no side 9." */
export function notApplied(state: KeyState, key: string, why: string, env: KeyEnv): Step {
  return handled(state, errorNotice(env.t('kbKeyNotApplied', { key: keysText([key]), why })));
}

/** Folds one step after another: the commands and notices add up, `handled` is the first's. */
export function andThen(first: Step, next: (state: KeyState) => Step): Step {
  const second = next(first.state);
  return {
    state: second.state,
    commands: [...first.commands, ...second.commands],
    notices: [...first.notices, ...second.notices],
    handled: first.handled,
  };
}
