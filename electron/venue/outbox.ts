import type { VenueResult } from '../../shared/contract/venue';
import type { MatchState } from '../../shared/engine/index';
import { toScoreSheet, type ScoreSheet } from '../../shared/views/score-sheet';
import { sheetResults } from '../../shared/views/venue-results';
import type { TableStore } from '../host/store';
import { venueTables } from './venue-tables';

/** A result as the outbox keeps it: everything but the venue and table, added when it is sent. */
export type OutboxBody = Omit<VenueResult, 'v' | 'venue' | 'table'>;

export interface OutboxEntry {
  readonly matchId: string;
  readonly sequence: number;
  readonly body: OutboxBody;
}

/**
 * The table's results for the broker, in the venue's own tables of the host's database
 * (venue-tables.ts): each result is written in one transaction with the score sheet it came
 * from, before anything is sent, and stays pending until the broker acknowledged it (PUBACK). A result is never lost (a host that
 * stops finds its pending results, and the changes it had not yet queued, when it starts) and
 * keeps its (match id, sequence) however often it is sent again.
 */
export interface Outbox {
  /** Queues what changed in the match's score sheet since it was last queued; returns the new entries. */
  record(matchId: string, state: MatchState, at: number): readonly OutboxEntry[];
  /** Every result the broker has not acknowledged, oldest first. */
  pending(): readonly OutboxEntry[];
  /**
   * The broker has it. Written with the next queued results (one transaction, one sync to disk)
   * or within ACK_WRITE_MS: an acknowledgement lost in a crash only sends that result again,
   * which a reader drops by its (match id, sequence).
   */
  acknowledge(matchId: string, sequence: number, at: number): void;
  pendingCount(): number;
  /** A results collector confirmed it (results/ack): written as acknowledgements are. */
  confirm(matchId: string, sequence: number, at: number): void;
  /** Results no collector confirmed yet (the broker's acknowledgement or not), oldest first. */
  unconfirmed(): readonly OutboxEntry[];
  unconfirmedCount(): number;
  /** Every result this table queued, oldest first (a results relay's resend request picks from it). */
  all(): readonly OutboxEntry[];
  /** Writes the acknowledgements and confirmations not yet written (the publisher closes). */
  flush(): void;
}

/** The longest an acknowledgement waits in memory for the next results' transaction. */
export const ACK_WRITE_MS = 2000;

export function openOutbox(hostStore: TableStore): Outbox {
  const store = venueTables(hostStore);
  const statements = outboxStatements(store);

  const acks = openAcks((work) => store.write(work), statements.acknowledge);
  const confirmations = openAcks((work) => store.write(work), statements.confirm);
  const entriesOf = (rows: readonly { match_id: string; sequence: number; body: string }[]) =>
    rows.map((row) => ({
      matchId: row.match_id,
      sequence: row.sequence,
      body: JSON.parse(row.body) as OutboxBody,
    }));
  /** The sheet last queued per match, as JSON: an unchanged sheet needs no transaction. */
  const queued = new Map<string, string>();

  function record(matchId: string, state: MatchState, at: number): readonly OutboxEntry[] {
    const sheet = toScoreSheet(state);
    if (!sheet || !state.setup) return [];
    const type = state.setup.type;
    const sheetJson = JSON.stringify(sheet);
    if (queued.get(matchId) === sheetJson) return [];
    const entries = store.write(() => {
      acks.writeRows();
      confirmations.writeRows();
      return queueResults(statements, { matchId, type, sheet, sheetJson, at });
    });
    acks.written();
    confirmations.written();
    queued.set(matchId, sheetJson);
    return entries;
  }

  return {
    record,
    pending: () =>
      entriesOf(statements.pending.all() as { match_id: string; sequence: number; body: string }[]).filter(
        (entry) => !acks.has(entry.matchId, entry.sequence),
      ),
    acknowledge: acks.add,
    pendingCount: () => Math.max(0, (statements.pendingCount.get() as { count: number }).count - acks.size()),
    confirm: confirmations.add,
    unconfirmed: () =>
      entriesOf(
        statements.unconfirmed.all() as { match_id: string; sequence: number; body: string }[],
      ).filter((entry) => !confirmations.has(entry.matchId, entry.sequence)),
    unconfirmedCount: () =>
      Math.max(
        0,
        (statements.unconfirmedCount.get() as { count: number }).count -
          confirmations.size() -
          Math.max(0, (statements.pendingCount.get() as { count: number }).count - acks.size()),
      ),
    all: () => entriesOf(statements.all.all() as { match_id: string; sequence: number; body: string }[]),
    flush: () => {
      acks.flush();
      confirmations.flush();
    },
  };
}

interface QueuedSheet {
  readonly matchId: string;
  readonly type: OutboxBody['type'];
  readonly sheet: ScoreSheet;
  readonly sheetJson: string;
  readonly at: number;
}

/**
 * Inside the results' transaction: the results `sheet` adds to the one last published for its
 * match, each queued under the match's next sequence (a match's result versioned 1, then one
 * more for each correction of it); the sheet becomes the one last published.
 */
function queueResults(
  statements: ReturnType<typeof outboxStatements>,
  { matchId, type, sheet, sheetJson, at }: QueuedSheet,
): readonly OutboxEntry[] {
  const row = statements.published.get(matchId) as { sheet: string } | undefined;
  const previous = row ? (JSON.parse(row.sheet) as ScoreSheet) : null;
  const bodies = sheetResults(previous, sheet);
  if (bodies.length === 0) return [];
  let sequence = (statements.lastSequence.get(matchId) as { sequence: number }).sequence;
  let version = (statements.matchVersions.get(matchId) as { count: number }).count;
  const entries = bodies.map((result): OutboxEntry => {
    sequence += 1;
    const versioned = result.kind === 'match' ? { ...result, version: (version += 1) } : result;
    const body = {
      matchId,
      sequence,
      at,
      type,
      sides: sheet.sides,
      info: sheet.info,
      ...versioned,
    } as OutboxBody;
    statements.insert.run(matchId, sequence, JSON.stringify(body), at);
    return { matchId, sequence, body };
  });
  statements.setPublished.run(matchId, sheetJson);
  return entries;
}

function outboxStatements(store: TableStore) {
  return {
    published: store.prepare('SELECT sheet FROM venue_published WHERE match_id = ?'),
    setPublished: store.prepare(
      'INSERT INTO venue_published (match_id, sheet) VALUES (?, ?) ON CONFLICT (match_id) DO UPDATE SET sheet = excluded.sheet',
    ),
    lastSequence: store.prepare(
      'SELECT COALESCE(MAX(sequence), 0) AS sequence FROM venue_outbox WHERE match_id = ?',
    ),
    matchVersions: store.prepare(
      "SELECT COUNT(*) AS count FROM venue_outbox WHERE match_id = ? AND json_extract(body, '$.kind') = 'match'",
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
    // A confirmed result reached the broker too, whatever became of its PUBACK.
    confirm: store.prepare(
      'UPDATE venue_outbox SET confirmed_at = ?, acked_at = COALESCE(acked_at, created_at) WHERE match_id = ? AND sequence = ? AND confirmed_at IS NULL',
    ),
    unconfirmed: store.prepare(
      'SELECT match_id, sequence, body FROM venue_outbox WHERE confirmed_at IS NULL ORDER BY created_at, rowid',
    ),
    all: store.prepare('SELECT match_id, sequence, body FROM venue_outbox ORDER BY created_at, rowid'),
    unconfirmedCount: store.prepare('SELECT COUNT(*) AS count FROM venue_outbox WHERE confirmed_at IS NULL'),
  };
}

/** Acknowledgements kept in memory until the next results' transaction, or ACK_WRITE_MS. */
function openAcks(
  write: (work: () => void) => void,
  statement: { run(at: number, matchId: string, sequence: number): unknown },
) {
  const waiting = new Map<
    string,
    { readonly matchId: string; readonly sequence: number; readonly at: number }
  >();
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Inside a transaction; `written` once it committed. */
  const writeRows = (): void => {
    for (const ack of waiting.values()) statement.run(ack.at, ack.matchId, ack.sequence);
  };
  const written = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    waiting.clear();
  };
  const flush = (): void => {
    if (waiting.size === 0) return;
    write(writeRows);
    written();
  };
  return {
    writeRows,
    written,
    flush,
    has: (matchId: string, sequence: number) => waiting.has(`${matchId}#${sequence}`),
    size: () => waiting.size,
    add(matchId: string, sequence: number, at: number): void {
      waiting.set(`${matchId}#${sequence}`, { matchId, sequence, at });
      timer ??= setTimeout(() => {
        timer = null;
        try {
          flush();
        } catch (_error) {
          // The database went (the host closed): the results stay pending and go again; a reader drops the copies.
        }
      }, ACK_WRITE_MS);
      timer.unref?.();
    },
  };
}
