import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  CLOSE_CODES,
  ClientMessageSchema,
  LIMITS,
  SCREEN_ROLES,
  describeIssues,
  plainDataProblem,
  refusal,
  type ScreenRole,
  type ServerMessage,
} from '../../shared/contract/contract';
import type { Host, HostOrigin } from './host';
import { PAGES, sendText, staticHandler } from './static-files';

/** What the web server uses of the host. */
export type ServedHost = Pick<
  Host,
  | 'submit'
  | 'query'
  | 'current'
  | 'consolePush'
  | 'subscribe'
  | 'onLedStatus'
  | 'onSettingsChange'
  | 'setWebServerStatus'
>;

export interface WebServerOptions {
  readonly port: number;
  /** Address to listen on: loopback (this computer only) or e.g. 0.0.0.0 for the LAN. */
  readonly host: string;
  /** Consoles must give it when the server listens beyond loopback; required then. */
  readonly pin?: string;
  /** The built renderer (out/renderer). */
  readonly staticDir: string;
  /** Ask consoles for the PIN even on loopback (default: only when listening beyond it). */
  readonly requirePin?: boolean;
}

export interface RunningServer {
  /** Base URL, e.g. http://127.0.0.1:5170 */
  readonly url: string;
  readonly port: number;
  /** The three pages at every address the server can be reached on. */
  readonly urls: readonly string[];
  readonly pinRequired: boolean;
  close(): Promise<void>;
}

const PING_INTERVAL_MS = 15_000;
/** A client this far behind is dropped; it reconnects and gets the full state at once. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
const PIN_FAILURES_ALLOWED = 5;
const PIN_LOCKOUT_MS = 60_000;

export function isLoopback(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  return (
    bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare) || bare === '::ffff:127.0.0.1'
  );
}

/**
 * The web server of the host: the built screens at /console, /display and /overlay, and the
 * WebSocket at /ws?role=…[&pin=…] speaking the contract's wire protocol.
 */
export async function startWebServer(host: ServedHost, options: WebServerOptions): Promise<RunningServer> {
  const pinRequired = options.requirePin ?? !isLoopback(options.host);
  if (pinRequired && !/^\d{4,6}$/.test(options.pin ?? '')) {
    throw new Error('A PIN of 4 to 6 digits is needed to serve the console beyond this computer.');
  }
  const serveFile = staticHandler(options.staticDir);
  const http = createServer((request, response) => {
    if (new URL(request.url ?? '/', 'http://host.invalid').pathname === '/ws') {
      return sendText(response, 426, 'This address is for WebSocket connections.');
    }
    serveFile(request, response);
  });
  const sockets = new WebSocketServer({ noServer: true, maxPayload: LIMITS.messageBytes });
  const clients = new Map<WebSocket, { readonly role: ScreenRole; alive: boolean }>();
  const pinFailures = new Map<string, { count: number; since: number }>();

  const send = (socket: WebSocket, message: ServerMessage | string): void => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return void socket.terminate();
    socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  };

  const stopState = host.subscribe((push) => {
    const text = JSON.stringify({ type: 'state', push } satisfies ServerMessage);
    // The audience's screens first: the operator's console already knows what was entered.
    for (const [socket, client] of clients) if (client.role !== 'console') send(socket, text);
    let consoleText: string | null = null;
    for (const [socket, client] of clients)
      if (client.role === 'console')
        send(socket, (consoleText ??= JSON.stringify({ type: 'state', push: host.consolePush() })));
  });
  const toConsoles = (message: ServerMessage): void => {
    const text = JSON.stringify(message);
    for (const [socket, client] of clients) if (client.role === 'console') send(socket, text);
  };
  const stopLed = host.onLedStatus((status) => toConsoles({ type: 'led', status }));
  const stopSettings = host.onSettingsChange((settings) => toConsoles({ type: 'settings', settings }));

  http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://host.invalid');
    if (url.pathname !== '/ws' || !trustedRequest(request, options.host)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => admit(ws, request, url));
  });

  function admit(ws: WebSocket, request: IncomingMessage, url: URL): void {
    const role = url.searchParams.get('role');
    if (!SCREEN_ROLES.includes(role as ScreenRole)) {
      ws.close(CLOSE_CODES.badRole, 'role must be console, display or overlay');
      return;
    }
    const address = request.socket.remoteAddress ?? 'unknown';
    if (role === 'console' && pinRequired) {
      const refused = pinRefusal(address, url.searchParams.get('pin'));
      if (refused) {
        ws.close(CLOSE_CODES.pinRequired, refused);
        return;
      }
    }
    const screenRole = role as ScreenRole;
    const origin: HostOrigin = {
      role: screenRole,
      readOnly: screenRole !== 'console',
      source: `web ${address}`,
    };
    clients.set(ws, { role: screenRole, alive: true });
    ws.on('pong', () => {
      const client = clients.get(ws);
      if (client) client.alive = true;
    });
    ws.on('message', (data, isBinary) => void answer(ws, origin, data, isBinary));
    ws.on('close', () => clients.delete(ws));
    ws.on('error', () => clients.delete(ws));
    send(ws, { type: 'state', push: screenRole === 'console' ? host.consolePush() : host.current() });
  }

  function pinRefusal(address: string, given: string | null): string | null {
    const now = Date.now();
    const failures = pinFailures.get(address);
    if (failures && now - failures.since > PIN_LOCKOUT_MS) pinFailures.delete(address);
    const current = pinFailures.get(address);
    if (current && current.count >= PIN_FAILURES_ALLOWED) return 'too many wrong PINs: wait a minute';
    if (given === null || given === '') return 'PIN required';
    if (samePin(given, options.pin ?? '')) return null;
    pinFailures.set(address, { count: (current?.count ?? 0) + 1, since: current?.since ?? now });
    return 'wrong PIN';
  }

  async function answer(ws: WebSocket, origin: HostOrigin, data: RawData, isBinary: boolean): Promise<void> {
    if (isBinary)
      return send(ws, {
        type: 'result',
        id: null,
        result: refusal('invalid_message', 'Messages must be JSON text.'),
      });
    let message: unknown;
    try {
      message = JSON.parse(rawText(data));
    } catch (_error) {
      return send(ws, {
        type: 'result',
        id: null,
        result: refusal('invalid_message', 'The message is not valid JSON.'),
      });
    }
    const problem = plainDataProblem(message);
    if (problem) {
      return send(ws, {
        type: 'result',
        id: null,
        result: refusal('invalid_message', `The message was refused: ${problem}.`),
      });
    }
    const envelope = ClientMessageSchema.safeParse(message);
    if (!envelope.success) {
      const result = refusal(
        'invalid_message',
        `A message must be {type: "command" | "query", id, …}: ${describeIssues(envelope.error.issues)}.`,
      );
      return send(ws, { type: 'result', id: requestIdOf(message), result });
    }
    const request = envelope.data;
    const result =
      request.type === 'command'
        ? host.submit(request.command, origin)
        : await host.query(request.query, origin);
    send(ws, { type: 'result', id: request.id, result });
  }

  const ping = setInterval(() => {
    for (const [socket, client] of clients) {
      if (!client.alive) {
        socket.terminate();
        clients.delete(socket);
        continue;
      }
      client.alive = false;
      socket.ping();
    }
  }, PING_INTERVAL_MS);
  ping.unref();

  await new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException): void => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${options.port} on ${options.host} is already in use: stop the other program or choose another port.`
            : error.code === 'EADDRNOTAVAIL'
              ? `The address ${options.host} does not belong to this computer.`
              : `The web server could not start: ${error.message}`,
        ),
      );
    };
    http.once('error', failed);
    http.listen(options.port, options.host, () => {
      http.off('error', failed);
      resolve();
    });
  }).catch((error: unknown) => {
    clearInterval(ping);
    stopState();
    stopLed();
    stopSettings();
    throw error;
  });

  const port = (http.address() as AddressInfo).port;
  const bases = baseUrls(options.host, port);
  const urls = bases.flatMap((base) => PAGES.map((page) => `${base}/${page}`));
  host.setWebServerStatus({ running: true, urls, pinRequired, error: null });

  let closing: Promise<void> | null = null;
  return {
    url: bases[0]!,
    port,
    urls,
    pinRequired,
    close() {
      closing ??= new Promise<void>((resolve) => {
        clearInterval(ping);
        stopState();
        stopLed();
        stopSettings();
        for (const socket of clients.keys())
          socket.close(CLOSE_CODES.shuttingDown, 'the host is shutting down');
        sockets.close();
        http.close(() => resolve());
        http.closeIdleConnections();
        setTimeout(() => {
          for (const socket of clients.keys()) socket.terminate();
          http.closeAllConnections();
        }, 1000).unref();
        host.setWebServerStatus({ running: false, urls: [], pinRequired: false, error: null });
      });
      return closing;
    },
  };
}

/**
 * Guards the WebSocket against web pages the operator happens to visit: a browser always sends
 * Origin, which must be this server; and on loopback the Host must be a loopback name, so a
 * DNS-rebinding page cannot pass as this server.
 */
function trustedRequest(request: IncomingMessage, listenHost: string): boolean {
  const hostHeader = request.headers.host ?? '';
  const origin = request.headers.origin;
  if (origin !== undefined) {
    try {
      if (new URL(origin).host !== hostHeader) return false;
    } catch (_error) {
      return false;
    }
  }
  if (isLoopback(listenHost)) {
    const name = hostHeader.replace(/:\d+$/, '');
    return isLoopback(name);
  }
  return true;
}

function samePin(given: string, expected: string): boolean {
  const a = Buffer.from(given.padEnd(16, ' ').slice(0, 16));
  const b = Buffer.from(expected.padEnd(16, ' ').slice(0, 16));
  return timingSafeEqual(a, b) && given === expected;
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

function requestIdOf(message: unknown): string | number | null {
  if (typeof message !== 'object' || message === null) return null;
  const id = (message as Record<string, unknown>)['id'];
  return (typeof id === 'number' && Number.isSafeInteger(id)) || (typeof id === 'string' && id.length <= 64)
    ? id
    : null;
}

function baseUrls(listenHost: string, port: number): string[] {
  const wildcard = listenHost === '0.0.0.0' || listenHost === '::';
  if (!wildcard) {
    const name = listenHost.includes(':') ? `[${listenHost}]` : listenHost;
    return [`http://${name}:${port}`];
  }
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => `http://${entry!.address}:${port}`);
  return [`http://127.0.0.1:${port}`, ...addresses];
}
