import { timingSafeEqual } from 'node:crypto';
import { pinRefusalReason } from '../../shared/contract/pin-refusal';

export interface PinGuardOptions {
  readonly pin: string;
  /** Epoch ms; tests hand in a manual clock. */
  readonly now?: () => number;
  /** Told after every failure from the `alertAfter`-th on (the console shows it). */
  readonly onAlert?: (alert: PinAlert) => void;
}

export interface PinAlert {
  readonly failures: number;
  readonly lastAddress: string;
  readonly message: string;
}

/** `reason` is the close reason to send: see shared/contract/pin-refusal.ts. */
export type PinCheck = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** Wrong PINs, from all addresses together, before tries are slowed down and the console warned. */
export const FREE_FAILURES = 5;
/** The first wait after the free failures; each further failure doubles it, up to MAX_WAIT_MS. */
export const FIRST_WAIT_MS = 1_000;
/** The longest a correct PIN can be kept waiting once the wrong ones stop. */
export const MAX_WAIT_MS = 60_000;
/** Failures are forgotten after this long without one. */
export const QUIET_PERIOD_MS = 15 * 60_000;

export interface PinGuard {
  check(address: string, given: string | null): PinCheck;
}

/**
 * One guard for the whole server, not one per address: an attacker with many addresses gets no
 * more tries than one with a single address. After FREE_FAILURES wrong PINs each try must wait
 * (1 s, 2 s, 4 s … at most a minute) after the last wrong one, and tries during the wait are
 * refused unchecked; so 1,000 guesses take hours, while the operator who mistypes waits a second
 * or two, and at most a minute after an attack stops.
 */
export function createPinGuard(options: PinGuardOptions): PinGuard {
  const now = options.now ?? Date.now;
  let failures = 0;
  let lastFailure = Number.NEGATIVE_INFINITY;

  const wait = (): number =>
    failures < FREE_FAILURES ? 0 : Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES));

  return {
    check(address, given) {
      const time = now();
      if (time - lastFailure >= QUIET_PERIOD_MS) failures = 0;
      const remaining = lastFailure + wait() - time;
      if (remaining > 0) {
        return {
          ok: false,
          reason: pinRefusalReason({ kind: 'wait', seconds: Math.ceil(remaining / 1000) }),
        };
      }
      if (given === null || given === '')
        return { ok: false, reason: pinRefusalReason({ kind: 'required' }) };
      if (samePin(given, options.pin)) return { ok: true };
      failures += 1;
      lastFailure = time;
      if (failures >= FREE_FAILURES) options.onAlert?.(alertOf(failures, address));
      return { ok: false, reason: pinRefusalReason({ kind: 'wrong' }) };
    },
  };
}

function alertOf(failures: number, lastAddress: string): PinAlert {
  return {
    failures,
    lastAddress,
    message:
      `${failures} wrong console PINs were tried (the last from ${lastAddress}): someone on the network ` +
      'may be guessing the PIN, so further tries are slowed down.',
  };
}

function samePin(given: string, expected: string): boolean {
  const a = Buffer.from(given.padEnd(16, ' ').slice(0, 16));
  const b = Buffer.from(expected.padEnd(16, ' ').slice(0, 16));
  return timingSafeEqual(a, b) && given === expected;
}
