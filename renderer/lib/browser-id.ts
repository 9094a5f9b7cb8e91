/**
 * This browser's one id (not a secret), kept in its storage: the `client` of every command key
 * (the host answers a command sent again with its first answer, by client and command id) and the
 * `browser` a new PIN login is known by (the host finds the device it remembered for it).
 *
 * Before, the page kept two: `carrom-scoreboard-browser` (a UUID, made on the first console
 * connection, stored hashed beside the host's device) and `carrom-scoreboard-client` (the command
 * keys'). A browser that has them keeps the first as its one id, since the host remembers its
 * device by it; failing that the second. Command ids sent before the upgrade are unaffected: a
 * page reads the id once, when it starts, and its commands waiting for an answer keep the key
 * they were sent with until the host answers them.
 */
export const BROWSER_ID_KEY = 'carrom-scoreboard-id';
/** The two ids kept before there was one (read once, to carry them over, then removed). */
export const OLD_BROWSER_KEY = 'carrom-scoreboard-browser';
export const OLD_CLIENT_KEY = 'carrom-scoreboard-client';

/** What a command key's `client` accepts (shared/contract/wire.ts): a browser id is one. */
const VALID = /^[A-Za-z0-9_-]{8,64}$/;

export interface BrowserId {
  readonly id: string;
  /** The id is stored (false: no storage, the id is this page's alone and no device is found by it). */
  readonly kept: boolean;
}

/** The part of the Web Storage API read here (a test hands in its own). */
export type IdStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The id from `storage`, carried over from the old keys or made now; a page-only id without storage. */
export function browserId(storage: IdStorage | null = defaultStorage()): BrowserId {
  if (!storage) return { id: randomId(), kept: false };
  try {
    const kept = storage.getItem(BROWSER_ID_KEY);
    if (kept !== null && VALID.test(kept)) return { id: kept, kept: true };
    const carried = [storage.getItem(OLD_BROWSER_KEY), storage.getItem(OLD_CLIENT_KEY)].find(
      (old): old is string => old !== null && VALID.test(old),
    );
    const id = carried ?? randomId();
    storage.setItem(BROWSER_ID_KEY, id);
    storage.removeItem(OLD_BROWSER_KEY);
    storage.removeItem(OLD_CLIENT_KEY);
    return { id, kept: true };
  } catch (_error) {
    return { id: randomId(), kept: false }; // storage disabled or full: an id for this page
  }
}

function defaultStorage(): IdStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch (_error) {
    return null; // reading `localStorage` itself throws where the page may not store anything
  }
}

/** `crypto.getRandomValues`: also on a plain-http LAN page, where `randomUUID` is missing. */
export function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/** 96 random bits, as the command keys' client ids always were. */
function randomId(): string {
  return randomHex(12);
}
