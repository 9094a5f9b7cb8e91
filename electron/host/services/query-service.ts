import type { ApiScope } from '../../../shared/contract/api-keys';
import type {
  HostSettings,
  MatchSummary,
  Query,
  QueryData,
  QueryResult,
  StatePush,
} from '../../../shared/contract/contract';
import { MAX_LISTED_MATCHES } from '../../../shared/contract/contract';
import type { StoredSummary } from '../match-summary';
import type { MatchRow } from '../store';
import type { Ledger } from './ledger';
import type { Devices } from './devices';
import type { LedService } from './led-service';
import { matchRecord } from './match-records';
import type { MatchService } from './match-service';
import type { TournamentService } from './tournament-service';

/*
 * Queries: reads of the host's state and its stored matches; nothing here writes.
 */

export interface QuerySources {
  readonly ledger: Ledger;
  readonly led: LedService;
  readonly match: MatchService;
  readonly tournament: TournamentService;
  readonly now: () => number;
  readonly push: () => StatePush;
  readonly settings: () => HostSettings;
  readonly devices: Pick<Devices, 'invite'>;
  /** Makes a control API key (CreateApiKey). */
  readonly createApiKey: (name: string, scope: ApiScope) => QueryResult;
}

/** Answers a checked query; only the LED port list needs to wait. */
export function runQuery(query: Query, sources: QuerySources): Promise<QueryResult> | QueryResult {
  const { ledger, now } = sources;
  switch (query.type) {
    case 'CurrentState':
      return ok('CurrentState', sources.push());
    case 'GetSettings':
      return ok('GetSettings', sources.settings());
    case 'InviteDevice':
      return ok('InviteDevice', sources.devices.invite(query.role));
    case 'CreateApiKey':
      return sources.createApiKey(query.name, query.scope);
    case 'ListMatches': {
      const since = query.scope === 'today' ? startOfDay(now()) : 0;
      return ok(
        'ListMatches',
        query.current
          ? currentMatch(ledger, since)
          : listMatches(ledger, since, query.limit ?? MAX_LISTED_MATCHES),
      );
    }
    case 'LedStatus':
      return sources.led.status();
    case 'ListLedPorts':
      return sources.led.ports();
    case 'Tournament':
      return sources.tournament.view(query.turn);
    case 'TournamentResultsCsv':
      return sources.tournament.csv(query.turn);
    case 'AuditTrail':
    case 'ScoreSheet':
    case 'OfficialSheet':
    case 'ExportMatchFile':
    case 'ExportCsv':
      return matchRecord(ledger, query);
    case 'Preview':
      return ok('Preview', sources.match.preview(query.command));
  }
}

function ok<T extends Query['type']>(type: T, data: QueryData[T]): QueryResult<T> {
  return { ok: true, type, data };
}

/**
 * The stored matches created since `since`, newest summaries as stored with each; a match whose
 * log has a bad event is marked damaged (its stored summary is not backed by what can be read).
 */
function listMatches(ledger: Ledger, since: number, limit: number): readonly MatchSummary[] {
  const currentId = ledger.match().matchId;
  return ledger.store.matches(since, limit).map((row) => summaryOf(ledger, row, currentId));
}

/** The current match's row alone, when it was touched at or after `since`. */
function currentMatch(ledger: Ledger, since: number): readonly MatchSummary[] {
  const currentId = ledger.match().matchId;
  const row = currentId === null ? null : ledger.store.match(currentId);
  return row !== null && row.updatedAt >= since ? [summaryOf(ledger, row, currentId)] : [];
}

function summaryOf(ledger: Ledger, row: MatchRow, currentId: string | null): MatchSummary {
  const bad = ledger.store.badEvent(row.id);
  return {
    ...(row.summary as StoredSummary),
    forfeit: (row.summary as Partial<StoredSummary>).forfeit ?? null,
    damaged: bad === null ? null : { seq: bad.seq, type: bad.type },
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    status: row.status,
    current: row.id === currentId,
  };
}

function startOfDay(time: number): number {
  const day = new Date(time);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}
