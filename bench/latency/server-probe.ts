/**
 * Loaded into a server process with `--import` by `server-phases.ts`, never by the product:
 * times, inside the process, each message that `CARROM_PROBE_MATCH` matches (all when unset)
 * from its arrival on the WebSocket to the first message the server sends to another socket
 * (the push to the screens), and the SQLite statements run in between. The rows are written
 * as JSON to `CARROM_PROBE_OUT` when the process exits.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { WebSocket } from 'ws';

export interface ProbeRow {
  /** Message in → first send to another socket, ms. */
  readonly toPush: number;
  /** Time inside SQLite statements in between, ms. */
  readonly sql: number;
  /** The last of those statements: the one that makes the write durable (COMMIT, or the lone insert). */
  readonly durable: number;
}

interface Open {
  readonly socket: WebSocket;
  readonly at: number;
  sql: number;
  last: number;
}

const match = process.env['CARROM_PROBE_MATCH'] ?? '';
const out = process.env['CARROM_PROBE_OUT'];
const rows: ProbeRow[] = [];
let open: Open | null = null;

const statement = Object.getPrototypeOf(new Database(':memory:').prepare('SELECT 1')) as {
  run: (...args: unknown[]) => unknown;
};
const run = statement.run;
statement.run = function (this: unknown, ...args: unknown[]) {
  const started = performance.now();
  try {
    return run.apply(this, args);
  } finally {
    const took = performance.now() - started;
    if (open) {
      open.sql += took;
      open.last = took;
    }
  }
};

const emit = WebSocket.prototype.emit;
WebSocket.prototype.emit = function (this: WebSocket, event: string | symbol, ...args: unknown[]) {
  if (event === 'message' && String(args[0]).includes(match)) {
    open = { socket: this, at: performance.now(), sql: 0, last: 0 };
  }
  return emit.call(this, event, ...args);
};

const send = WebSocket.prototype.send;
WebSocket.prototype.send = function (this: WebSocket, ...args: Parameters<WebSocket['send']>) {
  if (open && this !== open.socket) {
    rows.push({ toPush: performance.now() - open.at, sql: open.sql, durable: open.last });
    open = null;
  }
  return send.apply(this, args);
} as WebSocket['send'];

process.on('exit', () => {
  if (out) writeFileSync(out, JSON.stringify(rows));
});
