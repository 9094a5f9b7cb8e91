import { refusal, type Query, type QueryResult } from '../../../shared/contract/contract';
import { toMatchFile } from '../../../shared/match-file/index';
import { toOfficialSheet, type OfficialSheet } from '../../../shared/views/official-sheet';
import { toScoreSheet } from '../../../shared/views/score-sheet';
import { toScoreSheetCsv } from '../../../shared/views/sheet-csv';
import { exportFileName } from '../match-summary';
import type { MatchRow, Store } from '../store';
import { readMatch, type Ledger } from './ledger';

export type MatchRecordQuery = Extract<
  Query,
  { type: 'AuditTrail' | 'ScoreSheet' | 'OfficialSheet' | 'ExportMatchFile' | 'ExportCsv' }
>;

/**
 * One match's records: its audit trail, score sheet, official sheet (the printed record), match
 * file or CSV (the current match by default).
 */
export function matchRecord(ledger: Ledger, query: MatchRecordQuery): QueryResult {
  const current = ledger.match();
  const matchId = query.matchId ?? current.matchId;
  if (matchId === null) return refusal('no_match', 'No match is open: choose a match from the list.');
  const row = ledger.store.match(matchId);
  if (!row) return refusal('not_found', 'That match is not in the list of stored matches.');
  if (query.type === 'AuditTrail') {
    const entries = ledger.store.events(matchId, query.afterSeq ?? 0);
    return {
      ok: true,
      type: 'AuditTrail',
      data: entries.map(({ seq, at, origin, event }) => ({ seq, at, origin, event })),
    };
  }
  const state = matchId === current.matchId ? current.state : readMatch(ledger.store, matchId).state;
  if (query.type === 'OfficialSheet' || query.type === 'ExportCsv') {
    const official = officialSheet(ledger.store, row);
    if (!official) return refusal('no_match', 'This match has not been set up.');
    if (query.type === 'OfficialSheet') return { ok: true, type: 'OfficialSheet', data: official };
    const fileName = exportFileName(state, row.createdAt, 'csv');
    return { ok: true, type: 'ExportCsv', data: { fileName, csv: toScoreSheetCsv(official) } };
  }
  const sheet = toScoreSheet(state);
  if (!sheet) return refusal('no_match', 'This match has not been set up.');
  if (query.type === 'ScoreSheet') return { ok: true, type: 'ScoreSheet', data: sheet };
  const fileName = exportFileName(state, row.createdAt, 'json');
  return { ok: true, type: 'ExportMatchFile', data: { fileName, file: toMatchFile(state) } };
}

/** The official sheet from the stored log; the match's number is its place among all stored matches. */
function officialSheet(store: Store, row: MatchRow): OfficialSheet | null {
  const earlier = store
    .matches(0)
    .filter(
      (other) => other.createdAt < row.createdAt || (other.createdAt === row.createdAt && other.id <= row.id),
    );
  return toOfficialSheet({
    matchId: row.id,
    matchNumber: earlier.length,
    createdAt: row.createdAt,
    events: store.events(row.id).map(({ at, event }) => ({ at, event })),
  });
}
