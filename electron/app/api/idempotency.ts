import type { CommandResult } from '../../../shared/contract/results';

/**
 * `Idempotency-Key`: an action retried with the same key (a Stream Deck that did not hear the
 * answer) is carried out once; the retry gets the first answer again. Keys are per API key and
 * kept for a day, at most MAX_KEPT (the oldest forgotten first). A key given again with another
 * body is refused rather than guessed at.
 */
export interface Idempotency {
  run(
    scope: string,
    key: string | null,
    fingerprint: string,
    action: () => CommandResult,
  ): { readonly result: CommandResult; readonly replayed: boolean } | { readonly conflict: true };
}

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
const MAX_KEPT = 5_000;
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

export function createIdempotency(now: () => number = Date.now): Idempotency {
  const kept = new Map<
    string,
    { readonly at: number; readonly fingerprint: string; readonly result: CommandResult }
  >();
  return {
    run(scope, key, fingerprint, action) {
      if (key === null) return { result: action(), replayed: false };
      const id = `${scope}\u0000${key}`;
      const time = now();
      const earlier = kept.get(id);
      if (earlier && time - earlier.at < IDEMPOTENCY_TTL_MS) {
        if (earlier.fingerprint !== fingerprint) return { conflict: true };
        return { result: earlier.result, replayed: true };
      }
      const result = action();
      // A refusal changed nothing: the same key may try again (after the operator fixed the state).
      if (!result.ok) return { result, replayed: false };
      kept.delete(id);
      kept.set(id, { at: time, fingerprint, result });
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
      return { result, replayed: false };
    },
  };
}
