import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  API_ROLES,
  isApiRole,
  type AccessRole,
  type ApiRole,
  type PageRole,
} from '../../../shared/contract/access-roles';
import { MAX_API_KEYS } from '../../../shared/contract/api-keys';
import {
  FORGOTTEN_DEVICES_SHOWN,
  INVITATION_TTL_MS,
  MAX_DEVICES,
  MAX_INVITATIONS,
  type DeviceSummary,
  type ForgottenDevice,
  type Invitation,
} from '../../../shared/contract/devices';
import { refusal, type CommandResult } from '../../../shared/contract/results';
import type { Store } from '../store';
import type { Ledger } from './ledger';

/**
 * A device's previous token still lets it in this long after it was rotated: the tabs of one
 * browser (the console and the timekeeper's page) reconnect together with the same stored token,
 * and the first to arrive rotates it. A copy of an older token is refused.
 */
export const ROTATION_GRACE_MS = 60_000;

/** A device let in: its id, its new token (to hand to it, once), and its role. */
export interface AdmittedDevice {
  readonly id: string;
  readonly token: string;
  readonly role: AccessRole;
}

/** The role a device gets: from the role it had when its browser was known (null: a new device). */
export type RoleFor = (known: AccessRole | null) => AccessRole;

/**
 * The remembered devices (the `devices` table): a device token is made when a console gives the
 * right PIN (or the start-up token, or an invitation), handed to that console, and kept only as
 * its SHA-256, so a copy of the database lets nobody in. Each use rotates it (a copied token dies
 * at the device's next connection). A device keeps its role until the administrator changes it,
 * it is revoked, or the PIN changes.
 */
export interface Devices {
  /**
   * A device for this login: the one this browser already has (`browser`: the page's own id),
   * with a new token, or a new one; either way with the role `roleFor` gives.
   */
  remember(name: string, address: string, roleFor: RoleFor, browser?: string | null): AdmittedDevice;
  /** The device of this token (its last use noted, its token rotated), or null. */
  admit(token: string, address: string): AdmittedDevice | null;
  /** The device's role now (null: it is not remembered any more). */
  roleOf(id: string): AccessRole | null;
  /** Gives a device another role; how many devices changed (0: unknown id). */
  setRole(id: string, role: AccessRole): number;
  list(): readonly DeviceSummary[];
  /** The devices forgotten to make room, latest first. */
  forgotten(): readonly ForgottenDevice[];
  /**
   * Forgets one device (an API key too), or all that open the pages (`null`: what a new PIN
   * does; the API keys, which never gave the PIN, stay); how many were forgotten.
   */
  revoke(id: string | null): number;
  /** Told the ids forgotten (null: every device), so their open connections can be ended. */
  onRevoked(listener: (ids: ReadonlySet<string> | null) => void): () => void;
  /** A new invitation for a device of this role: one device may join with it, once, within INVITATION_TTL_MS. */
  invite(role: PageRole): Invitation;
  /**
   * A new control API key (docs/api.md): a device with an API role whose token is the key, shown
   * once, kept as its SHA-256 and never rotated (a Stream Deck keeps its key in its settings).
   * Throws past MAX_API_KEYS.
   */
  createKey(name: string, role: ApiRole): { readonly id: string; readonly key: string };
  /** The device of this API key (its use noted at most once a minute), or null. */
  admitKey(key: string, address: string): DeviceSummary | null;
  /** The invitation used (it is gone then) and its device remembered; null when it is not open. */
  redeem(invitation: string, name: string, address: string, browser?: string | null): AdmittedDevice | null;
  /** Told after any change to the list (a device remembered, let in again, given a role, or forgotten). */
  onChanged(listener: () => void): () => void;
}

interface DeviceRow {
  readonly id: string;
  readonly name: string;
  readonly created_at: number;
  readonly last_used_at: number;
  readonly last_address: string;
  readonly role: AccessRole;
}

const COLUMNS = 'id, name, created_at, last_used_at, last_address, role';
/** The devices that open the pages, not the API's keys. */
const PAGES = `role NOT IN (${API_ROLES.map((role) => `'${role}'`).join(', ')})`;
const KEYS = `role IN (${API_ROLES.map((role) => `'${role}'`).join(', ')})`;
/** A key's prefix says what it is (in a config file, a log): `carrom_` and 43 base64url characters. */
const KEY_PREFIX = 'carrom_';
/** A key's last use is written at most this often (a vMix poll every 100 ms writes nothing). */
const KEY_TOUCH_EVERY_MS = 60_000;

function statements(store: Store) {
  const db = store.database;
  return {
    ...keyStatements(store),
    insert: db.prepare(
      'INSERT INTO devices (id, token_hash, name, created_at, last_used_at, last_address, role, rotated_at, browser_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    byHash: db.prepare(`SELECT ${COLUMNS} FROM devices WHERE token_hash = ? AND ${PAGES}`),
    byPrevious: db.prepare(
      `SELECT ${COLUMNS} FROM devices WHERE previous_hash = ? AND rotated_at > ? AND ${PAGES}`,
    ),
    byBrowser: db.prepare(`SELECT ${COLUMNS} FROM devices WHERE browser_hash = ? AND ${PAGES}`),
    byId: db.prepare(`SELECT ${COLUMNS} FROM devices WHERE id = ?`),
    rotate: db.prepare(
      'UPDATE devices SET previous_hash = token_hash, token_hash = ?, rotated_at = ?, last_used_at = ?, last_address = ? WHERE id = ?',
    ),
    reissue: db.prepare(
      'UPDATE devices SET token_hash = ?, previous_hash = NULL, rotated_at = ?, last_used_at = ?, last_address = ?, name = ?, role = ? WHERE id = ?',
    ),
    setRole: db.prepare('UPDATE devices SET role = ? WHERE id = ?'),
    all: db.prepare(`SELECT ${COLUMNS} FROM devices ORDER BY last_used_at DESC, id`),
    // The API's keys have a limit of their own (MAX_API_KEYS): never forgotten to make room.
    beyond: db.prepare(
      `SELECT ${COLUMNS} FROM devices WHERE ${PAGES} AND id NOT IN (SELECT id FROM devices WHERE ${PAGES} ORDER BY last_used_at DESC, id LIMIT ?)`,
    ),
    deleteOne: db.prepare('DELETE FROM devices WHERE id = ?'),
    deleteAll: db.prepare(`DELETE FROM devices WHERE ${PAGES}`),
    noteForgotten: db.prepare(
      'INSERT INTO forgotten_devices (name, role, last_used_at, forgotten_at) VALUES (?, ?, ?, ?)',
    ),
    trimForgotten: db.prepare(
      'DELETE FROM forgotten_devices WHERE seq NOT IN (SELECT seq FROM forgotten_devices ORDER BY seq DESC LIMIT ?)',
    ),
    forgotten: db.prepare(
      'SELECT name, role, last_used_at, forgotten_at FROM forgotten_devices ORDER BY seq DESC',
    ),
  };
}

function keyStatements(store: Store) {
  const db = store.database;
  return {
    insertKey: db.prepare(
      "INSERT INTO devices (id, token_hash, name, created_at, last_used_at, last_address, role, rotated_at) VALUES (?, ?, ?, ?, ?, '', ?, 0)",
    ),
    countKeys: db.prepare(`SELECT COUNT(*) AS n FROM devices WHERE ${KEYS}`).pluck(),
    keyByHash: db.prepare(`SELECT ${COLUMNS} FROM devices WHERE token_hash = ? AND ${KEYS}`),
    touchKey: db.prepare('UPDATE devices SET last_used_at = ?, last_address = ? WHERE id = ?'),
  };
}

/** Beyond MAX_DEVICES the least recently used go, each noted in the forgotten list. */
function makeRoom(sql: ReturnType<typeof statements>, time: number): void {
  for (const row of sql.beyond.all(MAX_DEVICES) as DeviceRow[]) {
    sql.noteForgotten.run(row.name, row.role, row.last_used_at, time);
    sql.deleteOne.run(row.id);
  }
  sql.trimForgotten.run(FORGOTTEN_DEVICES_SHOWN);
}

interface NewDevice {
  readonly name: string;
  readonly address: string;
  readonly roleFor: RoleFor;
  readonly browser: string | null | undefined;
  readonly time: number;
}

/**
 * Inside the store's write: a device given a new token, the one this browser had before when it
 * says which it is (its role kept or changed by `roleFor`), else a new one, the least recently
 * used going when there are too many.
 */
function rememberDevice(sql: ReturnType<typeof statements>, device: NewDevice): AdmittedDevice {
  const { name, address, roleFor, browser, time } = device;
  const token = newToken();
  const browserHash = browser && browser.length <= 100 ? hashOf(`browser:${browser}`) : null;
  const known = browserHash ? (sql.byBrowser.get(browserHash) as DeviceRow | undefined) : undefined;
  if (known) {
    const role = roleFor(known.role);
    sql.reissue.run(hashOf(token), time, time, address, name.slice(0, 80), role, known.id);
    return { id: known.id, token, role };
  }
  const id = randomUUID();
  const role = roleFor(null);
  sql.insert.run(id, hashOf(token), name.slice(0, 80), time, time, address, role, time, browserHash);
  makeRoom(sql, time);
  return { id, token, role };
}

/** A device by its token (or the one before, within the grace), given its next token; null when unknown. */
function admitDevice(
  store: Store,
  sql: ReturnType<typeof statements>,
  token: string,
  address: string,
  time: number,
): AdmittedDevice | null {
  if (token === '' || token.length > 100) return null;
  const hash = hashOf(token);
  const row = (sql.byHash.get(hash) ?? sql.byPrevious.get(hash, time - ROTATION_GRACE_MS)) as
    DeviceRow | undefined;
  if (!row) return null;
  const next = newToken();
  // Rotated in the same step as the last use is noted: a failure keeps the device out this
  // once (the page asks again), never with a token it does not have.
  try {
    store.write(() => sql.rotate.run(hashOf(next), time, time, address, row.id));
  } catch {
    return null;
  }
  return { id: row.id, token: next, role: row.role };
}

export function openDevices(store: Store, now: () => number): Devices {
  const sql = statements(store);
  const listeners = new Set<(ids: ReadonlySet<string> | null) => void>();
  const changeListeners = new Set<() => void>();
  const changed = (): void => {
    for (const listener of changeListeners) listener();
  };
  const invitations = openInvitations(now);

  const devices: Devices = {
    ...keyDevices(store, sql, now, changed),
    remember(name, address, roleFor, browser) {
      const admitted = store.write(() =>
        rememberDevice(sql, { name, address, roleFor, browser, time: now() }),
      );
      changed();
      return admitted;
    },
    admit(token, address) {
      const admitted = admitDevice(store, sql, token, address, now());
      if (admitted) changed();
      return admitted;
    },
    roleOf: (id) => (sql.byId.get(id) as DeviceRow | undefined)?.role ?? null,
    setRole(id, role) {
      const changes = store.write(() => sql.setRole.run(role, id).changes);
      if (changes > 0) changed();
      return changes;
    },
    list: () => (sql.all.all() as DeviceRow[]).map(summary),
    forgotten: () => (sql.forgotten.all() as ForgottenRow[]).map(forgottenDevice),
    revoke(id) {
      const changes = store.write(() => (id === null ? sql.deleteAll.run() : sql.deleteOne.run(id)).changes);
      if (changes > 0) for (const listener of listeners) listener(id === null ? null : new Set([id]));
      if (changes > 0) changed();
      return changes;
    },
    onChanged(listener) {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },
    onRevoked(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    invite: (role) => invitations.invite(role),
    redeem(invitation, name, address, browser) {
      const role = invitations.take(invitation);
      return role === null ? null : devices.remember(name, address, () => role, browser);
    },
  };
  return devices;
}

/** The control API's keys in the devices table. */
function keyDevices(
  store: Store,
  sql: ReturnType<typeof statements>,
  now: () => number,
  changed: () => void,
): Pick<Devices, 'createKey' | 'admitKey'> {
  return {
    createKey(name, role) {
      const key = KEY_PREFIX + randomBytes(32).toString('base64url');
      const id = randomUUID();
      const time = now();
      store.write(() => {
        if ((sql.countKeys.get() as number) >= MAX_API_KEYS) {
          throw new Error(`There are already ${MAX_API_KEYS} API keys: revoke one first.`);
        }
        sql.insertKey.run(id, hashOf(key), name.slice(0, 80), time, time, role);
      });
      changed();
      return { id, key };
    },
    admitKey(key, address) {
      if (!key.startsWith(KEY_PREFIX) || key.length > 100) return null;
      const row = sql.keyByHash.get(hashOf(key)) as DeviceRow | undefined;
      if (!row) return null;
      const time = now();
      const noted = row.last_address === address && time - row.last_used_at < KEY_TOUCH_EVERY_MS;
      if (noted) return summary(row);
      // A failed note of the last use must not keep the key out.
      try {
        store.write(() => sql.touchKey.run(time, address.slice(0, 80), row.id));
      } catch {
        return summary(row);
      }
      changed();
      return summary({ ...row, last_used_at: time, last_address: address });
    },
  };
}

/** The open invitations, kept in memory only, by hash: a restart withdraws every one. */
function openInvitations(now: () => number): {
  invite(role: PageRole): Invitation;
  /** The role of this invitation when it is open (it is gone then); null otherwise. */
  take(invitation: string): AccessRole | null;
} {
  const invitations = new Map<string, { readonly expiresAt: number; readonly role: PageRole }>();
  return {
    invite(role) {
      const token = newToken();
      const expiresAt = now() + INVITATION_TTL_MS;
      invitations.set(hashOf(token), { expiresAt, role });
      if (invitations.size > MAX_INVITATIONS) invitations.delete(invitations.keys().next().value!);
      return { token, expiresAt, role };
    },
    take(invitation) {
      if (invitation === '' || invitation.length > 100) return null;
      const hash = hashOf(invitation);
      const open = invitations.get(hash);
      invitations.delete(hash);
      return open !== undefined && now() < open.expiresAt ? open.role : null;
    },
  };
}

interface ForgottenRow {
  readonly name: string;
  readonly role: AccessRole;
  readonly last_used_at: number;
  readonly forgotten_at: number;
}

function forgottenDevice(row: ForgottenRow): ForgottenDevice {
  return { name: row.name, role: row.role, lastUsedAt: row.last_used_at, forgottenAt: row.forgotten_at };
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function summary(row: DeviceRow): DeviceSummary {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    lastAddress: row.last_address,
    role: row.role,
  };
}

/** A key stays a key and a page device a page device: a key's token is not a browser's. */
function setRole(ledger: Ledger, devices: Devices, id: string, role: AccessRole): CommandResult {
  const now = devices.roleOf(id);
  if (now === null) return refusal('not_found', 'That device is not remembered (any more): nothing changed.');
  if (isApiRole(now) !== isApiRole(role)) {
    return refusal(
      'not_allowed',
      isApiRole(now)
        ? 'An API key can only be read-only or production control: nothing changed.'
        : 'Only an API key has an API role; make one under Settings › Control API: nothing changed.',
    );
  }
  devices.setRole(id, role);
  return ledger.unchanged();
}

/** The commands of the console's "Devices and PIN" panel. */
export type AccessCommand =
  | { readonly type: 'ChangePin'; readonly pin: string }
  | { readonly type: 'RevokeDevices'; readonly id: string | null }
  | { readonly type: 'SetDeviceRole'; readonly id: string; readonly role: AccessRole };

/**
 * ChangePin, RevokeDevices and SetDeviceRole; `published` tells the consoles the list changed,
 * whatever changed it (a device remembered, let in again, given a role or forgotten), so their
 * Devices panel follows at once.
 */
export function openAccess(
  ledger: Ledger,
  devices: Devices,
  published: () => void,
): { run(command: AccessCommand): CommandResult } {
  devices.onChanged(published);
  return {
    run(command) {
      if (command.type === 'ChangePin') {
        // Every remembered device needs the new PIN: forgotten in the same step as the change.
        devices.revoke(null);
        return ledger.commit({ settings: { pin: command.pin } });
      }
      if (command.type === 'SetDeviceRole') return setRole(ledger, devices, command.id, command.role);
      if (devices.revoke(command.id) === 0 && command.id !== null) {
        return refusal('not_found', 'That device is not remembered (any more): nothing changed.');
      }
      return ledger.unchanged();
    },
  };
}
