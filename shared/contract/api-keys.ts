import { z } from 'zod';
import type { ApiRole } from './access-roles';

/**
 * The control API's keys and settings as the console and the host speak of them (docs/api.md);
 * apart from api.ts, which builds on the console's commands, so the commands may list these.
 */
/** What a key may do: read, or run the production desk's verbs (never the administrator's). */
export const API_SCOPES = ['read', 'control'] as const;
export type ApiScope = (typeof API_SCOPES)[number];
/** A key is a remembered device (shared/contract/devices.ts) with the role of its scope. */
export const API_SCOPE_ROLES: Readonly<Record<ApiScope, ApiRole>> = {
  read: 'api-read',
  control: 'api-control',
};
export function apiScopeOf(role: ApiRole): ApiScope {
  return role === 'api-control' ? 'control' : 'read';
}
/** The most API keys kept (they are never forgotten to make room, as other devices are). */
export const MAX_API_KEYS = 50;

/** Operator's settings for the API (stored by the host, changed on the console). */
export const ApiAccessSchema = z.strictObject({
  /** `/api/v1/vmix.*` may be read without a key (the venue's LAN). */
  openVmixReads: z.boolean(),
  /** Board entry and undo through the API. */
  allowBoardEntry: z.boolean(),
  /** Origins a browser page may call the API from (CORS); none by default. */
  corsOrigins: z.array(z.url().max(200)).max(20).readonly(),
});
export type ApiAccess = z.infer<typeof ApiAccessSchema>;
export const DEFAULT_API_ACCESS: ApiAccess = {
  openVmixReads: false,
  allowBoardEntry: false,
  corsOrigins: [],
};

/** A key as the API's code sees it once let in (the console lists keys with the devices). */
export interface ApiKeySummary {
  readonly id: string;
  readonly name: string;
  readonly scope: ApiScope;
}

/** A key's name as the console and the CLI take it. */
export const ApiKeyNameSchema = z
  .string()
  .trim()
  .min(1, 'the name must not be empty')
  .max(60, 'the name must be at most 60 characters');

/** The console makes a key (a query, as InviteDevice: its answer holds the key, shown once). */
export const CreateApiKeySchema = z.strictObject({
  type: z.literal('CreateApiKey'),
  name: ApiKeyNameSchema,
  scope: z.enum(API_SCOPES),
});
export const CreatedApiKeySchema = z.object({ id: z.string(), key: z.string() });

export const SetApiAccessSchema = z.strictObject({
  type: z.literal('SetApiAccess'),
  access: ApiAccessSchema,
});

/**
 * What the console's settings show of the API: its settings. The keys are in the devices' list
 * (with an API role; a key is revoked as any device is, RevokeDevices).
 */
export const ApiSettingsSchema = z.object({
  access: ApiAccessSchema,
  hooks: z.lazy(() => ApiHooksSchema),
});
export type ApiSettings = z.infer<typeof ApiSettingsSchema>;

/** The events an outgoing hook is told of (docs/api.md, "Hooks"). */
export const HOOK_EVENTS = ['matchStart', 'gameEnd', 'matchEnd', 'timeOut'] as const;
export type HookEvent = (typeof HOOK_EVENTS)[number];

/** A Companion button as its TCP `LOCATION` names it (page/row/col, e.g. `1/0/3`), or '' for none. */
export const CompanionButtonSchema = z
  .string()
  .trim()
  .regex(/^(\d{1,3}\/\d{1,2}\/\d{1,2})?$/, 'a Companion button is page/row/col, e.g. 1/0/3');

/** Companion's TCP listener's port by default (Settings › Protocols › TCP). */
export const COMPANION_TCP_PORT = 51234;

/**
 * Outgoing hooks (off by default): Companion's TCP listener gets `LOCATION page/row/col PRESS` on
 * each event that has a button, and a webhook gets a JSON POST (the event and the state),
 * retried with back-off. Neither ever holds a board up: they are sent after the commit.
 */
export const ApiHooksSchema = z
  .strictObject({
    companion: z.strictObject({
      enabled: z.boolean(),
      host: z
        .string()
        .trim()
        .max(253)
        .regex(/^[A-Za-z0-9.:\-[\]]*$/, 'the host is a name or an IP address'),
      port: z.number().int().min(1).max(65_535),
      buttons: z.strictObject({
        matchStart: CompanionButtonSchema,
        gameEnd: CompanionButtonSchema,
        matchEnd: CompanionButtonSchema,
        timeOut: CompanionButtonSchema,
      } satisfies Record<HookEvent, typeof CompanionButtonSchema>),
    }),
    webhook: z.strictObject({
      enabled: z.boolean(),
      url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]),
    }),
  })
  .superRefine((hooks, context) => {
    if (hooks.companion.enabled && hooks.companion.host === '')
      context.addIssue({
        code: 'custom',
        path: ['companion', 'host'],
        message: "Companion's host is needed",
      });
    if (hooks.webhook.enabled && hooks.webhook.url === '')
      context.addIssue({ code: 'custom', path: ['webhook', 'url'], message: "the webhook's URL is needed" });
  });
export type ApiHooks = z.infer<typeof ApiHooksSchema>;
export const DEFAULT_API_HOOKS: ApiHooks = {
  companion: {
    enabled: false,
    host: '',
    port: COMPANION_TCP_PORT,
    buttons: { matchStart: '', gameEnd: '', matchEnd: '', timeOut: '' },
  },
  webhook: { enabled: false, url: '' },
};

export const SetApiHooksSchema = z.strictObject({ type: z.literal('SetApiHooks'), hooks: ApiHooksSchema });
