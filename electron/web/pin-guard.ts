import { timingSafeEqual } from 'node:crypto';
import { pinRefusalReason } from '../../shared/contract/pin-refusal';

export interface PinGuardOptions {
  /** The PIN now (it can be changed while the server runs). */
  readonly pin: string | (() => string);
  /** Epoch ms; tests hand in a manual clock. */
  readonly now?: () => number;
  /** Told, at most once a second, how many PINs were refused lately (the console shows it). */
  readonly onReport?: (report: PinReport) => void;
}

/** The PINs refused in the last REPORT_WINDOW_MS: how many, and from which addresses (latest first). */
export interface PinReport {
  readonly wrong: number;
  /** How many different addresses; `addresses` lists at most REPORTED_ADDRESSES of them. */
  readonly addressCount: number;
  readonly addresses: readonly string[];
}

/**
 * `reason` is the close reason to send (shared/contract/pin-refusal.ts); `delayMs` how long to
 * hold the answer first: a wrong PIN is answered slowly rather than the PIN being locked.
 */
export type PinCheck =
  { readonly ok: true } | { readonly ok: false; readonly reason: string; readonly delayMs: number };

/** Wrong PINs one address may give before its own tries wait (a trusted address stays trusted until then). */
export const ADDRESS_FREE_FAILURES = 3;
/**
 * An address's first wait after its free failures, counted from the (late) answer to its last
 * wrong PIN; each further failure doubles it, up to ADDRESS_MAX_WAIT_MS.
 */
export const ADDRESS_FIRST_WAIT_MS = 1_000;
export const ADDRESS_MAX_WAIT_MS = 60_000;
/** Every wrong PIN is answered this late: a guesser waits for each answer, the operator hardly notices. */
export const WRONG_ANSWER_DELAY_MS = 1_000;
/** Wrong PINs checked from untrusted addresses, all together: a burst of this many… */
export const GLOBAL_BURST = 5;
/** …then one more each this long (6 a minute). */
export const GLOBAL_REFILL_MS = 10_000;
/** An address's failures are forgotten after this long without one. */
export const QUIET_PERIOD_MS = 15 * 60_000;
/** The console's report covers this long. */
export const REPORT_WINDOW_MS = 10 * 60_000;
export const REPORTED_ADDRESSES = 20;
/**
 * Memory bounds against a flood of addresses. The guessers' table holds at most this many
 * records (about 120 bytes each: some 6 MB); beyond it the least recently seen guesser is
 * forgotten first. Only guessers are ever forgotten this way: the trusted addresses live in a
 * table of their own that no wrong PIN adds to, so no flood can push the operator out.
 */
export const MAX_GUESSERS = 50_000;
/** Trusted addresses come only from right logins (PIN, start-up token, device, invitation). */
export const MAX_TRUSTED = 2_000;
/** The refusals the report keeps (some 4 MB): as many as the guessers it can tell apart. */
const MAX_REFUSALS = MAX_GUESSERS;
const REPORT_EVERY_MS = 1_000;

export interface PinGuard {
  check(address: string, given: string | null): PinCheck;
  /** The refusals of the last REPORT_WINDOW_MS. */
  report(): PinReport;
  /** A right login elsewhere (a device token): the address is trusted and its count cleared. */
  trust(address: string): void;
  /** The PIN changed: no address is trusted any more. */
  forgetTrust(): void;
  close(): void;
}

/** An address that guessed wrong (never a trusted one). */
interface GuesserRecord {
  failures: number;
  lastFailure: number;
}

/**
 * Slows guessing without ever locking out the right PIN for long. One guard serves every door
 * that takes the PIN (the consoles' /ws, the director's /venue/ws): one allowance, one count.
 *
 * * Each address has ADDRESS_FREE_FAILURES wrong PINs; then its own tries wait (1 s, 2 s … 60 s
 *   after its last wrong one). Only that address waits: nobody else is slowed by it.
 * * All untrusted addresses together get GLOBAL_BURST wrong PINs checked, then one per
 *   GLOBAL_REFILL_MS: an attacker with many addresses guesses under 10 times a minute. A try that
 *   finds the allowance spent is refused unchecked ("wait N s").
 * * An address where the right PIN was given (or a device token, the start-up token) is
 *   trusted: its tries are always checked, so the operator logs in at once whatever the flood,
 *   and a right login clears its count. It stays trusted through ADDRESS_FREE_FAILURES - 1
 *   typos, and the trusted are kept apart from the guessers: a flood of new addresses forgets
 *   guessers, never them.
 * * Every wrong PIN is answered WRONG_ANSWER_DELAY_MS late.
 *
 * A device never seen before, during a flood, waits for the allowance like a guesser would; the
 * remembered devices (device tokens) and the Electron window do not need the PIN at all.
 */
export function createPinGuard(options: PinGuardOptions): PinGuard {
  const now = options.now ?? Date.now;
  const pin = typeof options.pin === 'string' ? () => options.pin as string : options.pin;
  const guessers = guesserBook();
  const trusted = trustedBook();
  const allowance = globalAllowance(now());
  const log = refusalLog(now, options.onReport);

  const refuse = (address: string, time: number, reason: string, delayMs: number): PinCheck => {
    log.add(address, time);
    return { ok: false, reason, delayMs };
  };
  const wait = (ms: number): string => pinRefusalReason({ kind: 'wait', seconds: Math.ceil(ms / 1000) });
  const wrongPin = (address: string, time: number): PinCheck =>
    refuse(address, time, pinRefusalReason({ kind: 'wrong' }), WRONG_ANSWER_DELAY_MS);

  /** A trusted address's try: always checked; its last free typo makes it a guesser again. */
  const checkTrusted = (address: string, given: string, typos: number, time: number): PinCheck => {
    if (samePin(given, pin())) {
      trusted.set(address, 0);
      return { ok: true };
    }
    allowance.spend();
    if (typos + 1 < ADDRESS_FREE_FAILURES) trusted.set(address, typos + 1);
    else {
      trusted.delete(address);
      guessers.set(address, { failures: typos + 1, lastFailure: time });
    }
    return wrongPin(address, time);
  };

  return {
    check(address, given) {
      if (given === null || given === '') {
        return { ok: false, reason: pinRefusalReason({ kind: 'required' }), delayMs: 0 };
      }
      const time = now();
      const typos = trusted.typos(address);
      if (typos !== null) return checkTrusted(address, given, typos, time);
      const record = guessers.recordOf(address, time);
      if (record.failures >= ADDRESS_FREE_FAILURES) {
        const until = record.lastFailure + WRONG_ANSWER_DELAY_MS + addressWait(record.failures);
        if (time < until) return refuse(address, time, wait(until - time), 0);
      }
      if (!allowance.left(time)) return refuse(address, time, wait(allowance.nextAt() - time), 0);
      if (samePin(given, pin())) {
        guessers.delete(address);
        trusted.set(address, 0);
        return { ok: true };
      }
      allowance.spend();
      record.failures += 1;
      record.lastFailure = time;
      guessers.set(address, record);
      return wrongPin(address, time);
    },
    report: log.report,
    trust(address) {
      guessers.delete(address);
      trusted.set(address, 0);
    },
    forgetTrust: trusted.clear,
    close: log.close,
  };
}

/**
 * The guessers' records, kept only once they failed, in order of last use: beyond MAX_GUESSERS
 * the least recently seen is forgotten (it loses its own wait; the shared allowance still holds).
 */
function guesserBook(): {
  recordOf(address: string, time: number): GuesserRecord;
  set(address: string, record: GuesserRecord): void;
  delete(address: string): void;
} {
  const records = new Map<string, GuesserRecord>();
  return {
    recordOf(address, time) {
      const record = records.get(address);
      if (!record) return { failures: 0, lastFailure: Number.NEGATIVE_INFINITY };
      if (time - record.lastFailure >= QUIET_PERIOD_MS) record.failures = 0;
      return record;
    },
    set(address, record) {
      records.delete(address); // re-inserted last: the map stays in order of last use
      if (records.size >= MAX_GUESSERS) records.delete(records.keys().next().value!);
      records.set(address, record);
    },
    delete: (address) => void records.delete(address),
  };
}

/**
 * The trusted addresses and their typos since their last right login. Only right logins add to
 * it; beyond MAX_TRUSTED (more computers than a venue has) the one trusted longest ago goes.
 */
function trustedBook(): {
  typos(address: string): number | null;
  set(address: string, typos: number): void;
  delete(address: string): void;
  clear(): void;
} {
  const typos = new Map<string, number>();
  return {
    typos: (address) => typos.get(address) ?? null,
    set(address, count) {
      typos.delete(address); // re-inserted last: the map stays in order of trust
      typos.set(address, count);
      if (typos.size > MAX_TRUSTED) typos.delete(typos.keys().next().value!);
    },
    delete: (address) => void typos.delete(address),
    clear: () => typos.clear(),
  };
}

/** The wrong PINs all untrusted addresses may still have checked: GLOBAL_BURST, refilled one per GLOBAL_REFILL_MS. */
function globalAllowance(start: number): { left(time: number): boolean; nextAt(): number; spend(): void } {
  let allowance = GLOBAL_BURST;
  let refilledAt = start;
  return {
    left(time) {
      const earned = Math.floor((time - refilledAt) / GLOBAL_REFILL_MS);
      if (earned > 0) {
        allowance = Math.min(GLOBAL_BURST, allowance + earned);
        refilledAt = allowance === GLOBAL_BURST ? time : refilledAt + earned * GLOBAL_REFILL_MS;
      }
      return allowance >= 1;
    },
    nextAt: () => refilledAt + GLOBAL_REFILL_MS,
    spend() {
      // A trusted address's typo is checked even when none is left: never below nothing.
      if (allowance >= 1) allowance -= 1;
    },
  };
}

/** The refusals of the last REPORT_WINDOW_MS; `onReport` is told at most once a second, and when they expire. */
function refusalLog(
  now: () => number,
  onReport: ((report: PinReport) => void) | undefined,
): { add(address: string, time: number): void; report(): PinReport; close(): void } {
  const refusals: { readonly at: number; readonly address: string }[] = [];
  let reportTimer: ReturnType<typeof setTimeout> | null = null;
  let expiry: ReturnType<typeof setTimeout> | null = null;
  let lastReport = Number.NEGATIVE_INFINITY;

  const report = (): PinReport => {
    const since = now() - REPORT_WINDOW_MS;
    while (refusals.length > 0 && refusals[0]!.at <= since) refusals.shift();
    const latestFirst = [...new Set(refusals.map((entry) => entry.address).reverse())];
    return {
      wrong: refusals.length,
      addressCount: latestFirst.length,
      addresses: latestFirst.slice(0, REPORTED_ADDRESSES),
    };
  };
  const tell = (): void => {
    if (!onReport || reportTimer) return;
    reportTimer = setTimeout(
      () => {
        reportTimer = null;
        lastReport = Date.now();
        const current = report();
        onReport(current);
        // Told again when the oldest refusal leaves the window, so the count goes back to none.
        if (expiry) clearTimeout(expiry);
        expiry = null;
        if (current.wrong === 0) return;
        expiry = setTimeout(tell, Math.max(0, refusals[0]!.at + REPORT_WINDOW_MS - now()) + 100);
        expiry.unref?.();
      },
      Math.max(0, lastReport + REPORT_EVERY_MS - Date.now()),
    );
    reportTimer.unref?.();
  };
  return {
    add(address, time) {
      refusals.push({ at: time, address });
      if (refusals.length > MAX_REFUSALS) refusals.shift();
      tell();
    },
    report,
    close() {
      if (reportTimer) clearTimeout(reportTimer);
      if (expiry) clearTimeout(expiry);
      reportTimer = expiry = null;
    },
  };
}

function addressWait(failures: number): number {
  return Math.min(ADDRESS_MAX_WAIT_MS, ADDRESS_FIRST_WAIT_MS * 2 ** (failures - ADDRESS_FREE_FAILURES));
}

function samePin(given: string, expected: string): boolean {
  if (expected === '') return false;
  const a = Buffer.from(given.padEnd(16, ' ').slice(0, 16));
  const b = Buffer.from(expected.padEnd(16, ' ').slice(0, 16));
  return timingSafeEqual(a, b) && given === expected;
}
