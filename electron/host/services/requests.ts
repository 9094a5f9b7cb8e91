import {
  parseCommand,
  parseQuery,
  refusal,
  type CommandMessage,
  type CommandResult,
  type Origin,
  type Query,
  type QueryResult,
  type Refusal,
} from '../../../shared/contract/contract';
import type { AccessCommand } from './devices';
import type { LedService } from './led-service';
import type { MatchService } from './match-service';
import { runQuery, type QuerySources } from './query-service';
import type { SettingsService } from './settings-service';

/*
 * Requests: what reaches the host from a screen is checked here, then carried out by its service.
 */

/** Where a message came from, as the audit trail records it. */
export type HostOrigin = Origin & { readonly source?: string };

export interface RequestServices {
  readonly match: MatchService;
  /** The LAN PIN and the remembered devices. */
  readonly access: { run(command: AccessCommand): CommandResult };
  readonly settings: SettingsService;
  readonly led: LedService;
  readonly queries: QuerySources;
  /** Once the host is closing, every message is refused. */
  readonly closed: () => boolean;
}

/** The host's front door: each message is checked (open, allowed, in the contract), then carried out. */
export interface Requests {
  /** Never throws: refusals carry a message. */
  submit(message: unknown, origin: HostOrigin): CommandResult;
  query(message: unknown, origin: HostOrigin): Promise<QueryResult>;
}

const READ_ONLY_QUERIES: ReadonlySet<Query['type']> = new Set(['CurrentState']);

export function openRequests(services: RequestServices): Requests {
  return {
    submit(message, origin) {
      if (services.closed())
        return refusal('not_available', 'The host is shutting down; nothing was recorded.');
      if (origin.readOnly) {
        return refusal(
          'read_only',
          'This screen only shows the scoreboard: commands are entered on the console.',
        );
      }
      const parsed = parseCommand(message);
      if (!parsed.ok) return parsed;
      try {
        return runCommand(parsed.value, describeOrigin(origin), services);
      } catch (error) {
        return unexpected(error);
      }
    },
    async query(message, origin) {
      if (services.closed()) return refusal('not_available', 'The host is shutting down.');
      const parsed = parseQuery(message);
      if (!parsed.ok) return parsed;
      if (origin.readOnly && !READ_ONLY_QUERIES.has(parsed.value.type)) {
        return refusal('read_only', 'This screen can only ask for the current state.');
      }
      try {
        return await runQuery(parsed.value, services.queries);
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
      return services.access.run(command);
    case 'AddLedBoard':
    case 'UpdateLedBoard':
    case 'RemoveLedBoard':
    case 'TestLedBoard':
      return services.led.run(command);
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
