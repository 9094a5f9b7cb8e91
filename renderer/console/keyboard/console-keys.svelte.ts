import { untrack } from 'svelte';
import type { PocketedBoardEntry } from '../../../shared/engine';
import type { ConsoleState } from '../../common/console-state.svelte';
import { keyViewOf } from './key-view';
import { INITIAL_KEY_STATE, step } from './machine';
import type { KeyInput, KeyState, Outgoing, Step } from './types';

/**
 * The console's one keyboard (see machine.ts) at work: every key, button and tap of the console
 * goes through `press`; each push and each change of the link is fed to the machine; the commands
 * it asks for are sent, and their results fed back. Create it while a component initialises.
 */
export class ConsoleKeys {
  state = $state.raw<KeyState>(INITIAL_KEY_STATE);

  constructor(private readonly store: ConsoleState) {
    $effect.pre(() => {
      const view = keyViewOf(store.view, store.console);
      untrack(() => this.#input({ type: 'push', view }));
    });
    $effect.pre(() => {
      const connected = store.status === 'connected';
      untrack(() => this.#input({ type: 'connection', connected }));
    });
  }

  /** One key (as `KeyboardEvent.key` names it, or "Alt+N"); true when it was the console's. */
  press(key: string): boolean {
    return this.#input({ type: 'key', key, now: this.store.hostNow() }).handled;
  }

  /** The three-player form's Enter: resolves true once the board is recorded and shown. */
  three(entry: PocketedBoardEntry): Promise<boolean> {
    const sent = this.#input({ type: 'three', entry }).commands[0];
    return sent ? (this.#results.get(sent.id) ?? Promise.resolve(false)) : Promise.resolve(false);
  }

  /** The result of each command on its way, by id (kept until it settles; nothing renders it). */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- bookkeeping, not state
  #results = new Map<number, Promise<boolean>>();

  /** A click on a row of the correction list. */
  openRow(index: number): void {
    this.#input({ type: 'openRow', index });
  }

  #input(input: KeyInput): Step {
    const before = this.state;
    const result = step(before, input, { t: this.store.t });
    this.state = result.state;
    // The host's refusal shows until the operator acts on what it refused.
    if ((before.refused && !result.state.refused) || before.draft !== result.state.draft)
      this.store.clearRefusal();
    // A refusal cleared (Esc) or edited (Backspace): the words about it ("… stays on screen, Esc
    // clears it") would now tell the operator of something no longer there.
    if (before.refused && !result.state.refused) this.store.withdrawErrors();
    for (const notice of result.notices) this.store.notify(notice.kind, notice.text);
    for (const out of result.commands) this.#send(out);
    return result;
  }

  #send({ id, command, success }: Outgoing): void {
    const result = this.store
      .submitAndShow(command, success ?? undefined, () => this.#input({ type: 'unknown', id }))
      .catch(() => false)
      .then((accepted) => {
        this.#results.delete(id);
        this.#input({ type: 'settled', id, accepted });
        return accepted;
      });
    this.#results.set(id, result);
  }
}
