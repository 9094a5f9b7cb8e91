import type { IpcRenderer } from 'electron';
import { channels } from './ipc-channels';

export type StateListener<Push> = (push: Push) => void;

/**
 * Keeps the latest state the main process sent, so a screen that subscribes after the first
 * push still starts from the current state. The IPC event object never reaches the page.
 */
export function stateFeed<Push>(ipc: Pick<IpcRenderer, 'on'>): (listener: StateListener<Push>) => () => void {
  return listenerFeed<Push>(ipc, channels.state);
}

export function listenerFeed<Value>(
  ipc: Pick<IpcRenderer, 'on'>,
  channel: string,
): (listener: StateListener<Value>) => () => void {
  const listeners = new Set<StateListener<Value>>();
  let latest: { readonly value: Value } | null = null;
  ipc.on(channel, (_event, value: Value) => {
    latest = { value };
    for (const listener of listeners) listener(value);
  });
  return (listener) => {
    if (typeof listener !== 'function') throw new TypeError('onState needs a function to call with each state');
    listeners.add(listener);
    const current = latest;
    if (current) listener(current.value);
    return () => {
      listeners.delete(listener);
    };
  };
}
