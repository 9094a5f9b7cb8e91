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
});
export type ApiSettings = z.infer<typeof ApiSettingsSchema>;
