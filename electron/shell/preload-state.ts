import type { IpcRenderer } from 'electron';

export type Listener<Value> = (value: Value) => void;

/**
 * Subscriptions to one main → page channel. The IPC event object never reaches the page: the
 * listener gets the value only; a late subscriber gets the latest value at once, so a screen
 * that subscribes after the first push still starts from the current state.
 */
export function listenerFeed<Value>(
  ipc: Pick<IpcRenderer, 'on'>,
  channel: string,
  verb: string,
): (listener: Listener<Value>) => () => void {
  const listeners = new Set<Listener<Value>>();
  let latest: { readonly value: Value } | null = null;
  ipc.on(channel, (_event, value: Value) => {
    latest = { value };
    for (const listener of [...listeners]) listener(value);
  });
  return (listener) => {
    if (typeof listener !== 'function')
      throw new TypeError(`${verb} needs a function to call with each update`);
    listeners.add(listener);
    const current = latest;
    if (current) listener(current.value);
    return () => {
      listeners.delete(listener);
    };
  };
}
