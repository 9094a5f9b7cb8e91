/**
 * Loaded into a server process with `--import` by `screen-trace.ts`, never by the product: stamps
 * every WebSocket message the server receives (with its text) and every message it sends (to the
 * socket that sent the last message or to another), on the wall clock the pages use
 * (`performance.timeOrigin + performance.now()`). Written as JSON to `CARROM_PROBE_OUT` at exit.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';

export interface StampLog {
  readonly received: { readonly at: number; readonly text: string }[];
  readonly sent: { readonly at: number; readonly toSender: boolean; readonly bytes: number }[];
}

const out = process.env['CARROM_PROBE_OUT'];
const log: StampLog = { received: [], sent: [] };
const now = (): number => performance.timeOrigin + performance.now();
/** The socket whose message came last: a send to it is that message's reply. */
const lastSender: { socket: WebSocket | null } = { socket: null };

const emit = WebSocket.prototype.emit;
WebSocket.prototype.emit = function (this: WebSocket, event: string | symbol, ...args: unknown[]) {
  if (event === 'message') {
    lastSender.socket = this as WebSocket;
    log.received.push({ at: now(), text: String(args[0]).slice(0, 400) });
  }
  return emit.call(this, event, ...args);
};

const send = WebSocket.prototype.send;
WebSocket.prototype.send = function (this: WebSocket, ...args: Parameters<WebSocket['send']>) {
  const data = args[0] as { length?: number; byteLength?: number };
  log.sent.push({
    at: now(),
    toSender: this === lastSender.socket,
    bytes: data.byteLength ?? data.length ?? 0,
  });
  return send.apply(this, args);
} as WebSocket['send'];

process.on('exit', () => {
  if (out) writeFileSync(out, JSON.stringify(log));
});
