import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  ApiAuthMessageSchema,
  type ApiEvent,
  type ApiKeySummary,
  type ApiState,
} from '../../../shared/contract/api';
import { CLOSE_CODES } from '../../../shared/contract/close-codes';
import { apiState, stateChanges } from '../../../shared/views/api-state';
import { rawAnswer } from '../../web/http-answers';
import { acceptedHost, type Listening, type OwnNames } from '../../web/request-guard';
import { admitKey, allowedOrigin, bearerKey, type Admission, type ApiRefusal } from './api-access';
import { API_EVENTS_PATH, apiTranslator, type ApiDeps } from './api-routes';

export const API_PING_INTERVAL_MS = 15_000;
/** A browser must send `{"type":"auth","key":…}` this soon after connecting. */
export const FIRST_MESSAGE_TIMEOUT_MS = 5_000;
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export interface ApiEventsOptions {
  readonly listening: () => Listening;
  readonly names?: OwnNames;
  /** How often to ping; tests make it short. */
  readonly pingIntervalMs?: number;
}

interface Watcher {
  readonly ws: WebSocket;
  readonly key: ApiKeySummary;
  alive: boolean;
}

/**
 * WebSocket /api/v1/events: the whole state on connect, then after each push the fields that
 * changed with the push's revision (the same numbers as the screens'), and a ping every 15 s. The
 * key comes as `Authorization: Bearer` on the upgrade, or (a browser cannot set it) as the first
 * message.
 */
export function attachApiEvents(http: Server, deps: ApiDeps, options: ApiEventsOptions): { close(): void } {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const watchers = followState(deps, options.pingIntervalMs ?? API_PING_INTERVAL_MS);
  const check = (given: string, request: IncomingMessage): Admission =>
    admitKey(
      deps.host.apiKeys,
      deps.guard,
      given,
      request.socket.remoteAddress ?? 'unknown',
      'read',
      apiTranslator(deps.host),
    );
  http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://host.invalid').pathname !== API_EVENTS_PATH) return;
    const origin = allowedOrigin(request.headers, deps.host.apiKeys.access().corsOrigins);
    if (!acceptedHost(request.headers.host, options.listening(), options.names) || origin === false) {
      socket.end(rawAnswer('403 Forbidden', 'This WebSocket is not open to that page or address.'));
      return;
    }
    const given = bearerKey(request.headers);
    if (given === null) {
      sockets.handleUpgrade(request, socket, head, (ws) =>
        awaitAuthMessage(ws, (key) => check(key, request), watchers.watch),
      );
      return;
    }
    const admission = check(given, request);
    if (!admission.ok) return refuseUpgrade(socket, admission);
    sockets.handleUpgrade(request, socket, head, (ws) => watchers.watch(ws, admission.key!));
  });
  return {
    close() {
      watchers.close();
      sockets.close();
    },
  };
}

/** The connected watchers: each push's change sent to all, pings, revoked keys' sockets ended. */
function followState(
  deps: ApiDeps,
  pingIntervalMs: number,
): { watch(ws: WebSocket, key: ApiKeySummary): void; close(): void } {
  const watchers = new Set<Watcher>();
  let last: ApiState = apiState(deps.host.current());
  const stopPushes = deps.host.subscribe((push) => {
    const next = apiState(push);
    // Worked out and encoded once per push, whatever the number of watchers.
    const text = JSON.stringify({
      type: 'change',
      revision: next.revision,
      changes: stateChanges(last, next),
    } satisfies ApiEvent);
    last = next;
    for (const watcher of watchers) sendText(watcher.ws, text);
  });
  const stopRevocations = deps.host.apiKeys.onRevoked((id) => {
    for (const watcher of watchers) {
      if (watcher.key.id === id) watcher.ws.close(CLOSE_CODES.pinRequired, 'API key revoked');
    }
  });
  const ping = setInterval(() => {
    const text = JSON.stringify({ type: 'ping', serverTime: Date.now() } satisfies ApiEvent);
    for (const watcher of watchers) {
      if (!watcher.alive) {
        watcher.ws.terminate();
        continue;
      }
      watcher.alive = false;
      watcher.ws.ping();
      sendText(watcher.ws, text);
    }
  }, pingIntervalMs);
  ping.unref();
  return {
    watch(ws, key) {
      const watcher: Watcher = { ws, key, alive: true };
      watchers.add(watcher);
      const leave = (): void => void watchers.delete(watcher);
      ws.on('close', leave);
      ws.on('error', leave);
      ws.on('pong', () => (watcher.alive = true));
      sendText(
        ws,
        JSON.stringify({ type: 'state', revision: last.revision, state: last } satisfies ApiEvent),
      );
    },
    close() {
      clearInterval(ping);
      stopPushes();
      stopRevocations();
      for (const watcher of watchers) watcher.ws.close(CLOSE_CODES.shuttingDown, 'the host is shutting down');
    },
  };
}

/** A client without the header (a browser) sends its key as the first message. */
function awaitAuthMessage(
  ws: WebSocket,
  check: (key: string) => Admission,
  watch: (ws: WebSocket, key: ApiKeySummary) => void,
): void {
  const timer = setTimeout(
    () => ws.close(CLOSE_CODES.pinRequired, 'send {"type":"auth","key":…} first'),
    FIRST_MESSAGE_TIMEOUT_MS,
  );
  timer.unref();
  ws.once('message', (data) => {
    clearTimeout(timer);
    const auth = ApiAuthMessageSchema.safeParse(parseJson(String(data)));
    const admission = check(auth.success ? auth.data.key : '');
    if (admission.ok) return watch(ws, admission.key!);
    const refuse = (): void => {
      const error: ApiEvent = { type: 'error', code: admission.code, message: admission.message };
      sendText(ws, JSON.stringify(error));
      ws.close(CLOSE_CODES.pinRequired, admission.code);
    };
    if (admission.delayMs > 0) setTimeout(refuse, admission.delayMs).unref();
    else refuse();
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (_error) {
    return null;
  }
}

const STATUS_WORDS: Readonly<Record<number, string>> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  429: 'Too Many Requests',
};

function refuseUpgrade(socket: Duplex, refusal: ApiRefusal): void {
  const answer = (): void =>
    void socket.end(
      rawAnswer(`${refusal.status} ${STATUS_WORDS[refusal.status] ?? 'Refused'}`, refusal.message),
    );
  if (refusal.delayMs > 0) setTimeout(answer, refusal.delayMs).unref();
  else answer();
}

function sendText(ws: WebSocket, text: string): void {
  if (ws.readyState !== ws.OPEN) return;
  if (ws.bufferedAmount > MAX_BUFFERED_BYTES) return void ws.terminate();
  ws.send(text, { binary: false });
}
