import type { HostSettings, LedBoardStatus, StatePush } from '../../../shared/contract/contract';
import type { Audience } from '../../../shared/contract/console-view';

type Listener<T> = (value: T) => void;

/** The screens that show the hall the score: counted so the console can say what the hall sees. */
export type AudienceRole = 'display' | 'overlay';

/** The screens' side of the host: who listens, and telling each of them what changed. */
/** `first`: the screens' own fan-out, told before every other listener (a venue's publisher…). */
export interface SubscribeOptions {
  readonly first?: boolean;
}

export interface Screens {
  subscribe(listener: Listener<StatePush>, options?: SubscribeOptions): () => void;
  onSettingsChange(listener: Listener<HostSettings>): () => void;
  onLedStatus(listener: Listener<readonly LedBoardStatus[]>): () => void;
  publishState(push: StatePush): void;
  publishSettings(settings: HostSettings): void;
  publishLedStatus(status: readonly LedBoardStatus[]): void;
  /** An audience screen connected; the returned function says it left (a second call does nothing). */
  joinAudience(role: AudienceRole): () => void;
  /**
   * A connected display says whether its browser holds its sound back (`locked`) or plays it;
   * `null` when it leaves. Counted in `audience().silentDisplays`.
   */
  displaySound(screen: object, sound: 'locked' | 'ready' | null): void;
  /** How many displays and overlays are connected now. */
  audience(): Audience;
  onAudienceChange(listener: Listener<Audience>): () => void;
  /** Forgets every listener. */
  close(): void;
}

export function openScreens(): Screens {
  const state = new Set<Listener<StatePush>>();
  // The displays' sockets are written before anything else that follows the state does its work.
  const firstState = new Set<Listener<StatePush>>();
  const settings = new Set<Listener<HostSettings>>();
  const led = new Set<Listener<readonly LedBoardStatus[]>>();
  const audienceListeners = new Set<Listener<Audience>>();
  let counts: Audience = { displays: 0, overlays: 0 };
  const silent = new Set<object>();
  const count = (role: AudienceRole, by: 1 | -1): void => {
    counts =
      role === 'display'
        ? { ...counts, displays: counts.displays + by }
        : { ...counts, overlays: counts.overlays + by };
    notify(audienceListeners, counts);
  };
  return {
    subscribe: (listener, options) => listen(options?.first ? firstState : state, listener),
    onSettingsChange: (listener) => listen(settings, listener),
    onLedStatus: (listener) => listen(led, listener),
    publishState(push) {
      notify(firstState, push);
      notify(state, push);
    },
    publishSettings: (value) => notify(settings, value),
    publishLedStatus: (status) => notify(led, status),
    joinAudience(role) {
      count(role, 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        count(role, -1);
      };
    },
    displaySound(screen, sound) {
      const was = silent.size;
      if (sound === 'locked') silent.add(screen);
      else silent.delete(screen);
      if (silent.size !== was) notify(audienceListeners, counts);
    },
    audience: () => (silent.size === 0 ? counts : { ...counts, silentDisplays: silent.size }),
    onAudienceChange: (listener) => listen(audienceListeners, listener),
    close() {
      firstState.clear();
      state.clear();
      settings.clear();
      led.clear();
      audienceListeners.clear();
      silent.clear();
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
