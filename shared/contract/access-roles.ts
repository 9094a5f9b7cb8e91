import { z } from 'zod';
import { CLOCK_COMMAND_TYPES, ENGINE_COMMAND_TYPES } from '../engine/command-schemas';
import type { CommandType } from './parse';
import type { QueryType } from './queries';

/**
 * Rights by role. Every console connection acts in one role: the app's own window, the printed
 * start-up URL and a device given that role are the administrator; a console that gave the PIN
 * is an operator; an invitation names the role of the device it lets in. A remembered device
 * keeps its role (the console's settings change it). A role may run the commands and ask the
 * queries of its row in ROLE_RIGHTS and nothing else. The control API's keys (docs/api.md) are
 * remembered devices too, with a role of their own: `api-read` (read the match) or `api-control`
 * (also the production desk's actions), never the administrator's.
 */
/** The roles of a device that opens the host's pages (a console, a phone, a hall display). */
export const PAGE_ROLES = ['display', 'timekeeper', 'umpire', 'operator', 'administrator'] as const;
/** The roles of a control API key (its bearer key is the device's token, never rotated). */
export const API_ROLES = ['api-read', 'api-control'] as const;
export const ACCESS_ROLES = [...PAGE_ROLES, ...API_ROLES] as const;
export const AccessRoleSchema = z.enum(ACCESS_ROLES);
export type AccessRole = z.infer<typeof AccessRoleSchema>;
export const PageRoleSchema = z.enum(PAGE_ROLES);
export type PageRole = z.infer<typeof PageRoleSchema>;
export type ApiRole = (typeof API_ROLES)[number];

export function isApiRole(role: AccessRole): role is ApiRole {
  return (API_ROLES as readonly string[]).includes(role);
}

/** What only the administrator may do: the devices, the PIN, the API keys and the settings that open the host to others. */
export const ADMINISTRATOR_COMMANDS = [
  'ChangePin',
  'RevokeDevices',
  'SetDeviceRole',
  'SetWebServer',
  'SetVenueLink',
  'SetApiAccess',
  'SetApiHooks',
] as const satisfies readonly CommandType[];
export const ADMINISTRATOR_QUERIES = ['InviteDevice', 'CreateApiKey'] as const satisfies readonly QueryType[];

/** A role's rights: `all` but the administrator's, or the list it may run. */
export interface RoleRights {
  readonly commands: 'all' | 'all-but-administration' | readonly CommandType[];
  readonly queries: 'all' | 'all-but-administration' | readonly QueryType[];
}

/** What reading the match takes (a display, a phone that only follows). */
const READING: readonly QueryType[] = ['CurrentState', 'GetSettings'];
/** The umpire's records of play: every engine command but starting a new match. */
const UMPIRE_COMMANDS: readonly CommandType[] = ENGINE_COMMAND_TYPES.filter((type) => type !== 'CreateMatch');

/**
 * What an `api-control` key's verbs send (shared/contract/api.ts, API_VERBS): the clocks, the
 * display, and board entry (which the operator's setting opens besides).
 */
const API_CONTROL_COMMANDS: readonly CommandType[] = [
  ...CLOCK_COMMAND_TYPES.filter((type) => type !== 'MarkTimeUp'),
  'UpdateDisplay',
  'RecordBoard',
  'VoidLastBoard',
];

/** The one table: role → the commands and queries it may send. */
export const ROLE_RIGHTS: Readonly<Record<AccessRole, RoleRights>> = {
  display: { commands: [], queries: ['CurrentState'] },
  timekeeper: { commands: CLOCK_COMMAND_TYPES, queries: READING },
  umpire: {
    commands: UMPIRE_COMMANDS,
    queries: [...READING, 'Preview', 'ScoreSheet', 'OfficialSheet', 'AuditTrail'],
  },
  operator: { commands: 'all-but-administration', queries: 'all-but-administration' },
  administrator: { commands: 'all', queries: 'all' },
  'api-read': { commands: [], queries: ['CurrentState'] },
  'api-control': { commands: API_CONTROL_COMMANDS, queries: ['CurrentState'] },
};

function allowed<T extends string>(
  rights: RoleRights['commands'] | RoleRights['queries'],
  administration: readonly string[],
  type: T,
): boolean {
  if (rights === 'all') return true;
  if (rights === 'all-but-administration') return !administration.includes(type);
  return (rights as readonly string[]).includes(type);
}

export function roleMayCommand(role: AccessRole, type: CommandType): boolean {
  return allowed(ROLE_RIGHTS[role].commands, ADMINISTRATOR_COMMANDS, type);
}

export function roleMayQuery(role: AccessRole, type: QueryType): boolean {
  return allowed(ROLE_RIGHTS[role].queries, ADMINISTRATOR_QUERIES, type);
}

/** What each role is for, in the refusal's words. */
const ROLE_WORDS: Readonly<Record<AccessRole, string>> = {
  display: 'a display: it only shows the scoreboard',
  timekeeper: "the timekeeper's: it may start and stop the clocks, time-outs and intervals, and nothing else",
  umpire: "the umpire's: it may record the play of the current match, and nothing else",
  operator:
    "an operator console: the PIN, the devices, invitations, the web server and the venue link are the administrator's",
  administrator: 'the administrator',
  'api-read': 'a read-only API key: it may only read the match',
  'api-control': 'a production control API key: it may run the clocks and the display, and nothing else',
};

/** Why a role may not send this (the console shows it as the refusal). */
export function roleRefusalWords(role: AccessRole, type: string): string {
  return (
    `This device may not do that (${type}): its role is ${ROLE_WORDS[role]}. ` +
    'Nothing was changed. The administrator can change its role under Settings › Devices.'
  );
}
