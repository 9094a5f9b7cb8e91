import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  INVITATION_TTL_MS,
  MAX_DEVICES,
  MAX_INVITATIONS,
  type DeviceSummary,
  type Invitation,
} from '../../../shared/contract/devices';
import { refusal, type CommandResult } from '../../../shared/contract/results';
import type { Store } from '../store';
import type { Ledger } from './ledger';

/**
 * The remembered devices (the `devices` table): a device token is made when a console gives the
 * right PIN, handed to that console once, and kept only as its SHA-256, so a copy of the database
 * lets nobody in. A device that gives its token again is let in without the PIN until it is
 * revoked, or the PIN changes.
 */
export interface Devices {
  /** A new device: its id and token (the one and only time the token exists in clear). */
  remember(name: string, address: string): { readonly id: string; readonly token: string };
  /** The device of this token (and its last use noted), or null. */
  admit(token: string, address: string): DeviceSummary | null;
  list(): readonly DeviceSummary[];
  /** Forgets one device, or all (`null`); how many were forgotten. */
  revoke(id: string | null): number;
  /** Told the ids forgotten (null: every device), so their open connections can be ended. */
  onRevoked(listener: (ids: ReadonlySet<string> | null) => void): () => void;
  /** A new invitation: one device may join with it, once, within INVITATION_TTL_MS. */
  invite(): Invitation;
  /** The invitation used (it is gone then) and its device remembered; null when it is not open. */
  redeem(
    invitation: string,
    name: string,
    address: string,
  ): { readonly id: string; readonly token: string } | null;
  /** Told after any change to the list (a device remembered, let in again, or forgotten). */
  onChanged(listener: () => void): () => void;
}

interface DeviceRow {
  readonly id: string;
  readonly name: string;
  readonly created_at: number;
  readonly last_used_at: number;
  readonly last_address: string;
}

export function openDevices(store: Store, now: () => number): Devices {
  const db = store.database;
  const insert = db.prepare(
    'INSERT INTO devices (id, token_hash, name, created_at, last_used_at, last_address) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const byHash = db.prepare(
    'SELECT id, name, created_at, last_used_at, last_address FROM devices WHERE token_hash = ?',
  );
  const touch = db.prepare('UPDATE devices SET last_used_at = ?, last_address = ? WHERE id = ?');
  const all = db.prepare(
    'SELECT id, name, created_at, last_used_at, last_address FROM devices ORDER BY last_used_at DESC, id',
  );
  const trim = db.prepare(
    'DELETE FROM devices WHERE id NOT IN (SELECT id FROM devices ORDER BY last_used_at DESC, id LIMIT ?)',
  );
  const deleteOne = db.prepare('DELETE FROM devices WHERE id = ?');
  const deleteAll = db.prepare('DELETE FROM devices');
  const listeners = new Set<(ids: ReadonlySet<string> | null) => void>();
  const changeListeners = new Set<() => void>();
  const changed = (): void => {
    for (const listener of changeListeners) listener();
  };

  const devices: Devices = {
    remember(name, address) {
      const token = randomBytes(32).toString('base64url');
      const id = randomUUID();
      const time = now();
      store.write(() => {
        insert.run(id, hashOf(token), name.slice(0, 80), time, time, address);
        trim.run(MAX_DEVICES);
      });
      changed();
      return { id, token };
    },
    admit(token, address) {
      if (token === '' || token.length > 100) return null;
      const row = byHash.get(hashOf(token)) as DeviceRow | undefined;
      if (!row) return null;
      const time = now();
      // A failed note of the last use must not keep the device out.
      try {
        store.write(() => touch.run(time, address, row.id));
      } catch {
        return summary(row);
      }
      changed();
      return summary({ ...row, last_used_at: time, last_address: address });
    },
    list: () => (all.all() as DeviceRow[]).map(summary),
    revoke(id) {
      const changes = store.write(() => (id === null ? deleteAll.run() : deleteOne.run(id)).changes);
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
    ...openInvitations(now, (name, address) => devices.remember(name, address)),
  };
  return devices;
}

/** Invitations: one use each, for a while; a device that redeems one in time is remembered. */
function openInvitations(
  now: () => number,
  remember: Devices['remember'],
): Pick<Devices, 'invite' | 'redeem'> {
  // Kept in memory only, by hash: a restart withdraws every invitation.
  const invitations = new Map<string, number>();
  return {
    invite() {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = now() + INVITATION_TTL_MS;
      invitations.set(hashOf(token), expiresAt);
      if (invitations.size > MAX_INVITATIONS) invitations.delete(invitations.keys().next().value!);
      return { token, expiresAt };
    },
    redeem(invitation, name, address) {
      if (invitation === '' || invitation.length > 100) return null;
      const hash = hashOf(invitation);
      const expiresAt = invitations.get(hash);
      invitations.delete(hash);
      return expiresAt !== undefined && now() < expiresAt ? remember(name, address) : null;
    },
  };
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
  };
}

/** The commands of the console's "Devices and PIN" panel. */
export type AccessCommand =
  | { readonly type: 'ChangePin'; readonly pin: string }
  | { readonly type: 'RevokeDevices'; readonly id: string | null };

/**
 * ChangePin and RevokeDevices; `published` tells the consoles the list changed, whatever changed it
 * (a device remembered, let in again or forgotten), so their Devices panel follows at once.
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
      if (devices.revoke(command.id) === 0 && command.id !== null) {
        return refusal('not_found', 'That device is not remembered (any more): nothing changed.');
      }
      return ledger.unchanged();
    },
  };
}
