import type { VenueResult } from '../../shared/contract/venue';
import type { MatchState } from '../../shared/engine/index';
import { toScoreSheet, type ScoreSheet } from '../../shared/views/score-sheet';
import { sheetResults } from '../../shared/views/venue-results';
import type { Store } from '../host/store';

/** A result as the outbox keeps it: everything but the venue and table, added when it is sent. */
export type OutboxBody = Omit<VenueResult, 'v' | 'venue' | 'table'>;

export interface OutboxEntry {
  readonly matchId: string;
  readonly sequence: number;
  readonly body: OutboxBody;
}

/**
 * The table's results for the broker, in its own SQLite database (migration 3): each result is
 * written in one transaction with the score sheet it came from, before anything is sent, and
 * stays pending until the broker acknowledged it (PUBACK). A result is never lost (a host that
 * stops finds its pending results, and the changes it had not yet queued, when it starts) and
 * keeps its (match id, sequence) however often it is sent again.
 */
export interface Outbox {
  /** Queues what changed in the match's score sheet since it was last queued; returns the new entries. */
  record(matchId: string, state: MatchState, at: number): readonly OutboxEntry[];
  /** Every result the broker has not acknowledged, oldest first. */
  pending(): readonly OutboxEntry[];
  acknowledge(matchId: string, sequence: number, at: number): void;
  pendingCount(): number;
}

export function openOutbox(store: Store): Outbox {
  const statements = {
    published: store.prepare('SELECT sheet FROM venue_published WHERE match_id = ?'),
    setPublished: store.prepare(
      'INSERT INTO venue_published (match_id, sheet) VALUES (?, ?) ON CONFLICT (match_id) DO UPDATE SET sheet = excluded.sheet',
    ),
    lastSequence: store.prepare(
      'SELECT COALESCE(MAX(sequence), 0) AS sequence FROM venue_outbox WHERE match_id = ?',
    ),
    insert: store.prepare(
      'INSERT INTO venue_outbox (match_id, sequence, body, created_at) VALUES (?, ?, ?, ?)',
    ),
    pending: store.prepare(
      'SELECT match_id, sequence, body FROM venue_outbox WHERE acked_at IS NULL ORDER BY created_at, rowid',
    ),
    pendingCount: store.prepare('SELECT COUNT(*) AS count FROM venue_outbox WHERE acked_at IS NULL'),
    acknowledge: store.prepare(
      'UPDATE venue_outbox SET acked_at = ? WHERE match_id = ? AND sequence = ? AND acked_at IS NULL',
    ),
  };

  function record(matchId: string, state: MatchState, at: number): readonly OutboxEntry[] {
    const sheet = toScoreSheet(state);
    if (!sheet || !state.setup) return [];
    const setup = state.setup;
    return store.write(() => {
      const row = statements.published.get(matchId) as { sheet: string } | undefined;
      const previous = row ? (JSON.parse(row.sheet) as ScoreSheet) : null;
      const bodies = sheetResults(previous, sheet);
      if (bodies.length === 0) return [];
      let sequence = (statements.lastSequence.get(matchId) as { sequence: number }).sequence;
      const entries = bodies.map((result): OutboxEntry => {
        sequence += 1;
        const body = {
          matchId,
          sequence,
          at,
          type: setup.type,
          sides: sheet.sides,
          info: sheet.info,
          ...result,
        } as OutboxBody;
        statements.insert.run(matchId, sequence, JSON.stringify(body), at);
        return { matchId, sequence, body };
      });
      statements.setPublished.run(matchId, JSON.stringify(sheet));
      return entries;
    });
  }

  return {
    record,
    pending: () =>
      (statements.pending.all() as { match_id: string; sequence: number; body: string }[]).map((row) => ({
        matchId: row.match_id,
        sequence: row.sequence,
        body: JSON.parse(row.body) as OutboxBody,
      })),
    acknowledge(matchId, sequence, at) {
      statements.acknowledge.run(at, matchId, sequence);
    },
    pendingCount: () => (statements.pendingCount.get() as { count: number }).count,
  };
}
