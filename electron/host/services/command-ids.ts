import { createHash } from 'node:crypto';
import {
  refusal,
  type CommandKey,
  type CommandResult,
  type RefusalCode,
} from '../../../shared/contract/contract';
import type { TableStore } from '../store';
import type { Accepted, Ledger } from './ledger';

/*
 * Command ids: every client names each command it sends (a console's, a phone's, an API caller's
 * `Idempotency-Key`), and the host carries a command out once per id. The id is kept with the
 * events the command produced, in the same transaction, with the answer it got: a command sent
 * again (its answer was lost to a stalled host or a dropped link) is answered with that first
 * answer, also after a restart, and records nothing twice.
 */

export const COMMAND_IDS_TABLES = 'command_ids';

/** The table's migrations (their own owner in `schema_versions`); append steps, never edit one. */
export const COMMAND_IDS_MIGRATIONS: readonly string[] = [
  // 1 (2026-12-06, issue 38 item 1): each client's command ids with their first answer.
  `
  CREATE TABLE command_ids (
    seq INTEGER PRIMARY KEY,
    client TEXT NOT NULL,
    id TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    at INTEGER NOT NULL,
    result TEXT NOT NULL,
    UNIQUE (client, id)
  ) STRICT;
  CREATE INDEX command_ids_by_client ON command_ids (client, seq);
  CREATE INDEX command_ids_by_age ON command_ids (at);
  `,
];

/**
 * How much is kept. A client sends a command again only while it waits for its answer: seconds
 * or minutes, a phone that lost the Wi-Fi perhaps hours. So each client's latest `perClient`
 * ids younger than `maxAgeMs` are kept (older ones go as new ones are written), and the whole
 * table is cut to the newest `total` when the host opens (a client id is per browser, so there
 * are few clients; this bounds the file whatever they send).
 */
export interface CommandIdLimits {
  readonly perClient: number;
  readonly maxAgeMs: number;
  readonly total: number;
}

export const COMMAND_ID_LIMITS: CommandIdLimits = {
  perClient: 500,
  maxAgeMs: 7 * 24 * 60 * 60 * 1000,
  total: 20_000,
};

/**
 * Answers that are not kept: the command did nothing and may well succeed when sent again (a full
 * disk, a host shutting down, a fault of the host's own).
 */
const NOT_KEPT: ReadonlySet<RefusalCode> = new Set(['storage', 'not_available', 'internal']);

export interface CommandIds {
  /**
   * Carries out `run` once for `key`: a repeat of the same command is answered with the first
   * answer (nothing is done again), the same key with another command is refused.
   */
  once(key: CommandKey, command: unknown, run: () => CommandResult): CommandResult;
}

interface StoredRow {
  readonly fingerprint: string;
  readonly result: string;
}

export function openCommandIds(
  ledger: Ledger,
  now: () => number,
  limits: CommandIdLimits = COMMAND_ID_LIMITS,
): CommandIds {
  const store = ledger.store;
  store.migrate(COMMAND_IDS_TABLES, COMMAND_IDS_MIGRATIONS);
  const rows = commandIdRows(store, limits);
  rows.trim(now());
  return {
    once(key, command, run) {
      const fingerprint = fingerprintOf(command);
      const stored = rows.find(key);
      if (stored) return stored.fingerprint === fingerprint ? firstAnswer(stored) : reused(key);
      let kept = false;
      const remember = (answer: CommandResult): void => {
        rows.remember(key, fingerprint, answer, now());
        kept = true;
      };
      const answer = ledger.alongside((accepted: Accepted) => remember(accepted), run);
      if (!kept && (answer.ok || !NOT_KEPT.has(answer.code)))
        keepOutsideCommit(store, () => remember(answer));
      return answer;
    },
  };
}

/** A command that committed nothing (a refusal, a setting left as it was): its answer on its own. */
function keepOutsideCommit(store: TableStore, remember: () => void): void {
  try {
    store.write(remember);
  } catch (_error) {
    // Not kept: the command changed nothing, so carrying it out again when repeated is harmless.
  }
}

function commandIdRows(store: TableStore, limits: CommandIdLimits) {
  const find = store.prepare('SELECT fingerprint, result FROM command_ids WHERE client = ? AND id = ?');
  const insert = store.prepare(
    'INSERT INTO command_ids (client, id, fingerprint, at, result) VALUES (?, ?, ?, ?, ?)',
  );
  const olderThan = store.prepare('DELETE FROM command_ids WHERE at < ?');
  const beyondClient = store.prepare(
    `DELETE FROM command_ids WHERE client = @client AND seq <= (
       SELECT seq FROM command_ids WHERE client = @client ORDER BY seq DESC LIMIT 1 OFFSET @kept)`,
  );
  const beyondTotal = store.prepare(
    'DELETE FROM command_ids WHERE seq <= (SELECT seq FROM command_ids ORDER BY seq DESC LIMIT 1 OFFSET ?)',
  );
  return {
    find: (key: CommandKey) => find.get(key.client, key.id) as StoredRow | undefined,
    /** Inside a transaction: the id, its answer, and the client's oldest ids beyond the limits gone. */
    remember(key: CommandKey, fingerprint: string, answer: CommandResult, at: number): void {
      insert.run(key.client, key.id, fingerprint, at, JSON.stringify(answer));
      beyondClient.run({ client: key.client, kept: limits.perClient });
      olderThan.run(at - limits.maxAgeMs);
    },
    trim(at: number): void {
      store.write(() => {
        olderThan.run(at - limits.maxAgeMs);
        beyondTotal.run(limits.total);
      });
    },
  };
}

function fingerprintOf(command: unknown): string {
  return createHash('sha256').update(JSON.stringify(command)).digest('hex');
}

/** The host wrote it: read back as it was written. */
function firstAnswer(row: StoredRow): CommandResult {
  return JSON.parse(row.result) as CommandResult;
}

function reused(key: CommandKey): CommandResult {
  return refusal(
    'key_reused',
    `Command id ${key.id} was already used for another command; nothing was done. Send a new command with a new id.`,
  );
}
