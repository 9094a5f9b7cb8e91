import { isApiRole } from '../../../shared/contract/access-roles';
import {
  ApiAccessSchema,
  ApiHooksSchema,
  apiScopeOf,
  API_SCOPE_ROLES,
  DEFAULT_API_ACCESS,
  DEFAULT_API_HOOKS,
  type ApiHooks,
  MAX_API_KEYS,
  type ApiAccess,
  type ApiKeySummary,
  type ApiScope,
} from '../../../shared/contract/api';
import type { DeviceSummary } from '../../../shared/contract/devices';
import { refusal, type CommandResult, type QueryResult } from '../../../shared/contract/results';
import type { Store } from '../store';
import type { Devices } from './devices';
import type { Ledger } from './ledger';

/**
 * The control API's keys (docs/api.md) as the API's code uses them: each is a remembered device
 * (electron/host/services/devices.ts) with the role of its scope, `api-read` or `api-control`
 * (never the administrator's), kept as the key's SHA-256 in the `devices` table; the key itself
 * exists in clear once, when it is made (on the console or with `npm run api-key`). The console
 * lists, names and revokes them with the devices.
 */
export interface ApiKeys {
  create(name: string, scope: ApiScope): { readonly id: string; readonly key: string };
  /** The key's summary (its use from `address` noted), or null for a key not (or no longer) known. */
  admit(key: string, address: string): ApiKeySummary | null;
  list(): readonly ApiKeySummary[];
  /** Forgets a key; false when there was no key with that id. */
  revoke(id: string): boolean;
  /** Told the id of a key revoked, so its open connections end at once. */
  onRevoked(listener: (id: string) => void): () => void;
  /** The operator's API settings (open vMix reads, board entry, CORS). */
  access(): ApiAccess;
  setAccess(access: ApiAccess): void;
  /** The outgoing hooks the operator set (Companion's TCP, a webhook; off by default). */
  hooks(): ApiHooks;
  setHooks(hooks: ApiHooks): void;
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
  // 2 (2026-12-07): a key is a remembered device with an API role (the host's 5th step let the
  // devices table take those roles): each key moves there with its hash, name and times (a key
  // never used keeps its creation time as its last use, with no address), and its table goes.
  `
  INSERT INTO devices (id, token_hash, name, created_at, last_used_at, last_address, role, rotated_at)
    SELECT id, key_hash, name, created_at, COALESCE(last_used_at, created_at), '', 'api-' || scope, 0
    FROM api_keys;
  DROP TABLE api_keys;
  `,
];

const ACCESS_SETTING = 'apiAccess';
const HOOKS_SETTING = 'apiHooks';

/** The API's view of the keys in `devices` and the operator's API settings. */
export function openApiKeys(store: Store, devices: Devices): ApiKeys {
  store.migrate(API_TABLES, API_MIGRATIONS);
  const keyOf = (device: DeviceSummary): ApiKeySummary | null =>
    isApiRole(device.role) ? { id: device.id, name: device.name, scope: apiScopeOf(device.role) } : null;
  const list = (): ApiKeySummary[] =>
    devices.list().flatMap((device) => {
      const key = keyOf(device);
      return key ? [key] : [];
    });
  return {
    create: (name, scope) => devices.createKey(name, API_SCOPE_ROLES[scope]),
    admit(key, address) {
      const device = devices.admitKey(key, address);
      return device ? keyOf(device) : null;
    },
    list,
    revoke: (id) => list().some((key) => key.id === id) && devices.revoke(id) > 0,
    onRevoked(listener) {
      // A new PIN (ids: null) forgets the page devices only: no key goes with it.
      return devices.onRevoked((ids) => ids?.forEach(listener));
    },
    access() {
      const stored = ApiAccessSchema.safeParse(store.setting(ACCESS_SETTING));
      return stored.success ? stored.data : DEFAULT_API_ACCESS;
    },
    setAccess(access) {
      store.write(() => store.setSetting(ACCESS_SETTING, ApiAccessSchema.parse(access)));
    },
    hooks() {
      const stored = ApiHooksSchema.safeParse(store.setting(HOOKS_SETTING));
      return stored.success ? stored.data : DEFAULT_API_HOOKS;
    },
    setHooks(hooks) {
      store.write(() => store.setSetting(HOOKS_SETTING, ApiHooksSchema.parse(hooks)));
    },
  };
}

/** The console's commands of its "Control API" panel (a key is revoked as any device, RevokeDevices). */
export type ApiKeyCommand =
  | { readonly type: 'SetApiAccess'; readonly access: ApiAccess }
  | { readonly type: 'SetApiHooks'; readonly hooks: ApiHooks };

/** SetApiAccess, SetApiHooks and CreateApiKey; `published` tells the consoles their settings changed. */
export function openApiKeyCommands(
  keys: ApiKeys,
  ledger: Pick<Ledger, 'unchanged'>,
  published: () => void,
): { run(command: ApiKeyCommand): CommandResult; create(name: string, scope: ApiScope): QueryResult } {
  return {
    run(command) {
      if (command.type === 'SetApiAccess') keys.setAccess(command.access);
      else keys.setHooks(command.hooks);
      published();
      return ledger.unchanged();
    },
    create(name, scope) {
      if (keys.list().length >= MAX_API_KEYS) {
        return refusal('not_available', `There are already ${MAX_API_KEYS} API keys: revoke one first.`);
      }
      return { ok: true, type: 'CreateApiKey', data: keys.create(name, scope) };
    },
  };
}
