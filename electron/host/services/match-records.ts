import { refusal, type Query, type QueryResult } from '../../../shared/contract/contract';
import { toMatchFile } from '../../../shared/match-file/index';
import { toScoreSheet, toScoreSheetCsv } from '../../../shared/views/score-sheet';
import { exportFileName } from '../match-summary';
import { readMatch, type Ledger } from './ledger';

export type MatchRecordQuery = Extract<
  Query,
  { type: 'AuditTrail' | 'ScoreSheet' | 'ExportMatchFile' | 'ExportCsv' }
>;

/** One match's records: its audit trail, score sheet, match file or CSV (the current match by default). */
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
  const sheet = toScoreSheet(state);
  if (!sheet) return refusal('no_match', 'This match has not been set up.');
  switch (query.type) {
    case 'ScoreSheet':
      return { ok: true, type: 'ScoreSheet', data: sheet };
    case 'ExportMatchFile': {
      const fileName = exportFileName(state, row.createdAt, 'json');
      return { ok: true, type: 'ExportMatchFile', data: { fileName, file: toMatchFile(state) } };
    }
    case 'ExportCsv': {
      const fileName = exportFileName(state, row.createdAt, 'csv');
      return { ok: true, type: 'ExportCsv', data: { fileName, csv: toScoreSheetCsv(sheet) } };
    }
  }
}
