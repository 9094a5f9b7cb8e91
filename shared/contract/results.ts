import type { MatchEvent } from '../engine/events';
import type { BoardRef, ViolationCode } from '../engine/violation';
import type { MatchInfo } from '../engine/types';
import type { MatchType } from '../rules/ruleset';
import type { DisplaySettings, Language } from './display';
import type { StatePush } from './push';
import type { QueryType } from './queries';
import type { LedBoardConfig, LedBoardStatus, LedPortList } from './led';
import type { ScoreSheet } from '../views/score-sheet';
import type { Preview } from '../views/preview';

/** Why the host refused a message; engine refusals keep the engine's code. */
export type RefusalCode =
  | ViolationCode
  | 'invalid_message'
  | 'unknown_command'
  | 'unknown_query'
  | 'read_only'
  | 'pin_required'
  | 'not_found'
  | 'storage'
  | 'led_unavailable'
  | 'not_available'
  | 'internal'
  | 'disconnected'
  | 'connection_lost'
  | 'timeout';

export interface Refusal {
  readonly ok: false;
  readonly code: RefusalCode;
  /** A sentence the operator understands. */
  readonly message: string;
  readonly game?: number;
  readonly board?: number;
  /** Refused corrections: the recorded boards that would no longer be valid. */
  readonly invalidBoards?: readonly BoardRef[];
}

export type CommandResult =
  | {
      readonly ok: true;
      /** Revision of the state after the command (pushed to every screen just after). */
      readonly revision: number;
      /** The current match after the command. */
      readonly matchId: string | null;
    }
  | Refusal;

export type MatchStatus = 'in_progress' | 'finished';

export interface MatchSummary {
  readonly id: string;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly status: MatchStatus;
  readonly type: MatchType | null;
  readonly sides: readonly string[];
  readonly info: MatchInfo;
  readonly gamesWon: readonly number[];
  /** Scores of the game in play (or the last game). */
  readonly scores: readonly number[];
  readonly winner: number | null;
  /** This is the match the screens show now. */
  readonly current: boolean;
}

/** Who did what when, from the append-only event log. */
export interface AuditEntry {
  readonly seq: number;
  /** Host time (epoch ms) the event was committed. */
  readonly at: number;
  /** Where the command came from: console, import, timer (game clock ran out). */
  readonly origin: string;
  readonly event: MatchEvent;
}

export interface WebServerSettings {
  readonly enabled: boolean;
  readonly lan: boolean;
  readonly port: number;
}

export interface WebServerStatus {
  readonly running: boolean;
  readonly urls: readonly string[];
  /** Consoles connecting over the LAN must give this PIN. */
  readonly pin: string;
  readonly pinRequired: boolean;
  readonly error: string | null;
}

export interface HostSettings {
  readonly display: DisplaySettings;
  readonly consoleLanguage: Language;
  readonly webServer: WebServerSettings & { readonly status: WebServerStatus };
  readonly ledBoards: readonly LedBoardConfig[];
  readonly dataDir: string;
}

export interface QueryData {
  readonly ListMatches: readonly MatchSummary[];
  readonly ScoreSheet: ScoreSheet;
  readonly AuditTrail: readonly AuditEntry[];
  readonly ExportMatchFile: { readonly fileName: string; readonly file: unknown };
  readonly ExportCsv: { readonly fileName: string; readonly csv: string };
  readonly ListLedPorts: LedPortList;
  readonly LedStatus: readonly LedBoardStatus[];
  readonly GetSettings: HostSettings;
  readonly CurrentState: StatePush;
  readonly Preview: Preview;
}

export type QueryResult<T extends QueryType = QueryType> =
  { readonly ok: true; readonly type: T; readonly data: QueryData[T] } | Refusal;

export function refusal(
  code: RefusalCode,
  message: string,
  details?: Pick<Refusal, 'game' | 'board' | 'invalidBoards'>,
): Refusal {
  return { ok: false, code, message, ...details };
}
