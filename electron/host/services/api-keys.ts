import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  ApiAccessSchema,
  DEFAULT_API_ACCESS,
  type ApiAccess,
  type ApiKeySummary,
  type ApiScope,
} from '../../../shared/contract/api';
import { refusal, type CommandResult, type QueryResult } from '../../../shared/contract/results';
import type { Store } from '../store';
import type { Ledger } from './ledger';

/**
 * The control API's keys (docs/api.md): each a remembered device of the API with a name and a
 * scope (read, or production control; never the administrator's), kept as the key's SHA-256 in
 * the `api_keys` table: a copy of the database lets nobody in. The key itself exists in clear once,
 * when it is made (on the console or with `npm run api-key`).
 */
export interface ApiKeys {
  create(name: string, scope: ApiScope): { readonly id: string; readonly key: string };
  /** The key's summary (its last use noted), or null for a key not (or no longer) known. */
  admit(key: string): ApiKeySummary | null;
  list(): readonly ApiKeySummary[];
  /** Forgets a key; false when there was none with that id. */
  revoke(id: string): boolean;
  /** Told the id of a key revoked, so its open connections end at once. */
  onRevoked(listener: (id: string) => void): () => void;
  /** The operator's API settings (open vMix reads, board entry, CORS). */
  access(): ApiAccess;
  setAccess(access: ApiAccess): void;
}

export const API_TABLES = 'api';

export const API_MIGRATIONS: readonly string[] = [
  // 1 (2026-12-06): the control API's keys (issue 40): only each key's SHA-256 is kept.
  `
  CREATE TABLE api_keys (
    id TEXT PRIMARY KEY,
    key_hash TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    scope TEXT NOT NULL CHECK (scope IN ('read', 'control')),
    created_at INTEGER NOT NULL,
    last_used_at INTEGER
  ) STRICT;
  `,
];

/** A key's prefix says what it is (in a config file, a log): `carrom_` and 43 base64url characters. */
const KEY_PREFIX = 'carrom_';
const ACCESS_SETTING = 'apiAccess';
export const MAX_API_KEYS = 50;
/** A key's last use is written at most this often (a vMix poll every 100 ms writes nothing). */
const TOUCH_EVERY_MS = 60_000;

interface KeyRow {
  readonly id: string;
  readonly name: string;
  readonly scope: ApiScope;
  readonly created_at: number;
  readonly last_used_at: number | null;
}

export function openApiKeys(store: Store, now: () => number): ApiKeys {
  store.migrate(API_TABLES, API_MIGRATIONS);
  const columns = 'id, name, scope, created_at, last_used_at';
  const insert = store.prepare(
    'INSERT INTO api_keys (id, key_hash, name, scope, created_at, last_used_at) VALUES (?, ?, ?, ?, ?, NULL)',
  );
  const count = store.prepare('SELECT COUNT(*) AS n FROM api_keys');
  const byHash = store.prepare(`SELECT ${columns} FROM api_keys WHERE key_hash = ?`);
  const all = store.prepare(`SELECT ${columns} FROM api_keys ORDER BY created_at, id`);
  const touch = store.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?');
  const remove = store.prepare('DELETE FROM api_keys WHERE id = ?');
  const revokedListeners = new Set<(id: string) => void>();
  return {
    create(name, scope) {
      if ((count.get() as { n: number }).n >= MAX_API_KEYS) {
        throw new Error(`There are already ${MAX_API_KEYS} API keys: revoke one first.`);
      }
      const key = KEY_PREFIX + randomBytes(32).toString('base64url');
      const id = randomUUID();
      store.write(() => insert.run(id, hashOf(key), name, scope, now()));
      return { id, key };
    },
    admit(key) {
      if (!key.startsWith(KEY_PREFIX) || key.length > 100) return null;
      const row = byHash.get(hashOf(key)) as KeyRow | undefined;
      if (!row) return null;
      const time = now();
      if (row.last_used_at !== null && time - row.last_used_at < TOUCH_EVERY_MS) return summary(row);
      // A failed note of the last use must not keep the key out.
      try {
        store.write(() => touch.run(time, row.id));
      } catch {
        return summary(row);
      }
      return summary({ ...row, last_used_at: time });
    },
    list: () => (all.all() as KeyRow[]).map(summary),
    revoke(id) {
      const gone = store.write(() => remove.run(id).changes) > 0;
      if (gone) for (const listener of revokedListeners) listener(id);
      return gone;
    },
    onRevoked(listener) {
      revokedListeners.add(listener);
      return () => void revokedListeners.delete(listener);
    },
    access() {
      const stored = ApiAccessSchema.safeParse(store.setting(ACCESS_SETTING));
      return stored.success ? stored.data : DEFAULT_API_ACCESS;
    },
    setAccess(access) {
      store.write(() => store.setSetting(ACCESS_SETTING, ApiAccessSchema.parse(access)));
    },
  };
}

function hashOf(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function summary(row: KeyRow): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

/** The console's commands of its "API keys" panel. */
export type ApiKeyCommand =
  | { readonly type: 'RevokeApiKey'; readonly id: string }
  | { readonly type: 'SetApiAccess'; readonly access: ApiAccess };

/** RevokeApiKey and SetApiAccess; `published` tells the consoles their settings changed. */
export function openApiKeyCommands(
  keys: ApiKeys,
  ledger: Pick<Ledger, 'unchanged'>,
  published: () => void,
): { run(command: ApiKeyCommand): CommandResult; create(name: string, scope: ApiScope): QueryResult } {
  return {
    run(command) {
      if (command.type === 'RevokeApiKey' && !keys.revoke(command.id)) {
        return refusal('not_found', 'That API key is not known (any more): nothing changed.');
      }
      if (command.type === 'SetApiAccess') keys.setAccess(command.access);
      published();
      return ledger.unchanged();
    },
    create(name, scope) {
      if (keys.list().length >= MAX_API_KEYS) {
        return refusal('not_available', `There are already ${MAX_API_KEYS} API keys: revoke one first.`);
      }
      const created = keys.create(name, scope);
      published();
      return { ok: true, type: 'CreateApiKey', data: created };
    },
  };
}
