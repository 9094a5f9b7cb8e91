import type { HostSettings, LedBoardStatus, StatePush } from '../../../shared/contract/contract';

type Listener<T> = (value: T) => void;

/** The screens' side of the host: who listens, and telling each of them what changed. */
export interface Screens {
  subscribe(listener: Listener<StatePush>): () => void;
  onSettingsChange(listener: Listener<HostSettings>): () => void;
  onLedStatus(listener: Listener<readonly LedBoardStatus[]>): () => void;
  publishState(push: StatePush): void;
  publishSettings(settings: HostSettings): void;
  publishLedStatus(status: readonly LedBoardStatus[]): void;
  /** Forgets every listener. */
  close(): void;
}

export function openScreens(): Screens {
  const state = new Set<Listener<StatePush>>();
  const settings = new Set<Listener<HostSettings>>();
  const led = new Set<Listener<readonly LedBoardStatus[]>>();
  return {
    subscribe: (listener) => listen(state, listener),
    onSettingsChange: (listener) => listen(settings, listener),
    onLedStatus: (listener) => listen(led, listener),
    publishState: (push) => notify(state, push),
    publishSettings: (value) => notify(settings, value),
    publishLedStatus: (status) => notify(led, status),
    close() {
      state.clear();
      settings.clear();
      led.clear();
    },
  };
}

function listen<T>(listeners: Set<Listener<T>>, listener: Listener<T>): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify<T>(listeners: ReadonlySet<Listener<T>>, value: T): void {
  for (const listener of listeners) {
    try {
      listener(value);
    } catch (_error) {
      // A failing screen must not stop the others from getting the state.
    }
  }
}
