import {
  refusal,
  type CommandKey,
  type CommandMessage,
  type CommandResult,
  type Origin,
  type Query,
  type QueryResult,
  type Refusal,
} from '../../../shared/contract/contract';
import { openCommandIds } from './command-ids';
import type { AccessCommand } from './devices';
import type { ApiKeyCommand } from './api-keys';
import type { LedService } from './led-service';
import type { MatchService } from './match-service';
import { runQuery, type QuerySources } from './query-service';
import type { SettingsService } from './settings-service';
import type { TournamentService } from './tournament-service';

/*
 * Requests: a command or query the session layer (electron/session) has already parsed and
 * allowed for its screen's role is carried out here by the service that owns it.
 */

/** Where a message came from, as the audit trail records it. */
export type HostOrigin = Origin & { readonly source?: string };

export interface RequestServices {
  readonly match: MatchService;
  readonly tournament: TournamentService;
  /** The LAN PIN and the remembered devices. */
  readonly access: { run(command: AccessCommand): CommandResult };
  /** The control API's keys and settings. */
  readonly api: { run(command: ApiKeyCommand): CommandResult };
  readonly settings: SettingsService;
  readonly led: LedService;
  readonly queries: QuerySources;
  /** Once the host is closing, every message is refused. */
  readonly closed: () => boolean;
}

/**
 * The host's front door: a parsed command or query (the session layer checked it against the
 * contract and the screen's role) goes to the service that owns it.
 */
export interface Requests {
  /**
   * Never throws: refusals carry a message. With `key` (the client's id of this command) a repeat
   * is answered with the first answer and does nothing again.
   */
  submit(command: CommandMessage, origin: HostOrigin, key?: CommandKey): CommandResult;
  query(query: Query, origin: HostOrigin): Promise<QueryResult>;
}

export function openRequests(services: RequestServices): Requests {
  // Commands sent with the client's id of them are carried out once per id (command-ids.ts).
  const commandIds = openCommandIds(services.queries.ledger, services.queries.now);
  return {
    submit(command, origin, key) {
      if (services.closed())
        return refusal('not_available', 'The host is shutting down; nothing was recorded.');
      try {
        const run = (): CommandResult => runCommand(command, describeOrigin(origin), services);
        return key ? commandIds.once(key, command, run) : run();
      } catch (error) {
        return unexpected(error);
      }
    },
    async query(query) {
      if (services.closed()) return refusal('not_available', 'The host is shutting down.');
      try {
        return await runQuery(query, services.queries);
      } catch (error) {
        return unexpected(error);
      }
    },
  };
}

/** Each command goes to the one service that owns it. */
function runCommand(command: CommandMessage, origin: string, services: RequestServices): CommandResult {
  switch (command.type) {
    case 'UpdateDisplay':
    case 'SetWebServer':
    case 'SetConsoleLanguage':
    case 'SetVenueLink':
      return services.settings.run(command);
    case 'ChangePin':
    case 'RevokeDevices':
    case 'SetDeviceRole':
      return services.access.run(command);
    case 'SetApiAccess':
    case 'SetApiHooks':
      return services.api.run(command);
    case 'AddLedBoard':
    case 'UpdateLedBoard':
    case 'RemoveLedBoard':
    case 'TestLedBoard':
      return services.led.run(command);
    case 'ImportTournament':
    case 'SetUpPairing':
      return services.tournament.run(command, origin);
    default:
      return services.match.run(command, origin);
  }
}

function describeOrigin(origin: HostOrigin): string {
  return origin.source ? `${origin.role} (${origin.source})` : origin.role;
}

function unexpected(error: unknown): Refusal {
  const detail = error instanceof Error ? error.message : String(error);
  return refusal('internal', `The host could not carry this out (${detail}); nothing was recorded.`);
}
