import type { StatePush } from '../../shared/contract/contract';

/** Keeps the newest state and hands it to late subscribers; drops pushes older than it. */
export function stateHub() {
  const listeners = new Set<(push: StatePush) => void>();
  let latest: StatePush | null = null;
  return {
    /** `fresh`: the first push of a new connection, taken even if older (the host restarted). */
    publish(push: StatePush, fresh = false): void {
      if (!fresh && latest && push.revision < latest.revision) return;
      latest = push;
      for (const listener of [...listeners]) listener(push);
    },
    subscribe(callback: (push: StatePush) => void): () => void {
      listeners.add(callback);
      if (latest) callback(latest);
      return () => void listeners.delete(callback);
    },
  };
}

export function listenerSet<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    emit(value: T): void {
      for (const listener of [...listeners]) listener(value);
    },
    add(callback: (value: T) => void): () => void {
      listeners.add(callback);
      return () => void listeners.delete(callback);
    },
  };
}

/** Development builds only: the contract check of pushes (a dynamic import, so production has none). */
const pushCheck: Promise<(push: unknown) => void> | null = import.meta.env.DEV
  ? import('./dev-checks').then((module) => module.reportPushProblem)
  : null;

export function checkInDevelopment(push: unknown): void {
  if (pushCheck) void pushCheck.then((check) => check(push));
}
