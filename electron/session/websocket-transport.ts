import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { CLOSE_CODES, LIMITS, SCREEN_ROLES, type ScreenRole } from '../../shared/contract';
import { rawAnswer } from '../web/http-answers';
import { trustedUpgrade, type Listening, type OwnNames } from '../web/request-guard';
import { outgoing, type Outgoing, type Session, type SessionHub } from './session-hub';
import { decodeFrame } from './websocket-wire';

const PING_INTERVAL_MS = 15_000;
/** A client this far behind is dropped; it reconnects and gets the full state at once. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

export interface WebSocketTransport {
  /** Tells every screen the host is going away, and ends the stragglers a second later. */
  close(): void;
}

export interface WebSocketTransportOptions {
  readonly hub: SessionHub;
  /** Known once the server listens. */
  readonly listening: () => Listening;
  readonly names?: OwnNames;
  /** Upgrade paths another handler on the same server answers (the venue's /venue/ws). */
  readonly otherPaths?: readonly string[];
}

/**
 * The WebSocket adapter at /ws?role=…[&pin=…]: checks the upgrade (Host, Origin), joins the
 * screen to the session hub, and carries its frames to the hub and the hub's messages back.
 */
export function attachWebSockets(http: Server, options: WebSocketTransportOptions): WebSocketTransport {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: LIMITS.messageBytes });
  const alive = new Map<WebSocket, boolean>();

  http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://host.invalid');
    if (options.otherPaths?.includes(url.pathname)) return;
    if (url.pathname !== '/ws' || !trustedUpgrade(request.headers, options.listening(), options.names)) {
      socket.end(rawAnswer('403 Forbidden', 'This WebSocket is not open to that page or address.'));
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => admit(ws, request, url));
  });

  function admit(ws: WebSocket, request: IncomingMessage, url: URL): void {
    const session = joinHub(options.hub, ws, request, url);
    if (!session) return;
    alive.set(ws, true);
    const leave = (): void => {
      alive.delete(ws);
      session.leave();
    };
    ws.on('pong', () => {
      if (alive.has(ws)) alive.set(ws, true);
    });
    ws.on('message', (data, isBinary) => void answer(ws, session, isBinary ? null : rawText(data)));
    ws.on('close', leave);
    ws.on('error', leave);
    session.greet();
  }

  const ping = pingEach(alive);

  return {
    close() {
      clearInterval(ping);
      for (const socket of alive.keys()) socket.close(CLOSE_CODES.shuttingDown, 'the host is shutting down');
      sockets.close();
      setTimeout(() => {
        for (const socket of alive.keys()) socket.terminate();
      }, 1000).unref();
    },
  };
}

/**
 * The screen's role and credentials from its upgrade, given to the hub: its session, or null when
 * refused (the socket closed with the reason, after the hub's delay for a wrong PIN).
 */
function joinHub(hub: SessionHub, ws: WebSocket, request: IncomingMessage, url: URL): Session | null {
  const role = url.searchParams.get('role');
  if (!SCREEN_ROLES.includes(role as ScreenRole)) {
    ws.close(CLOSE_CODES.badRole, 'role must be console, display or overlay');
    return null;
  }
  const address = request.socket.remoteAddress ?? 'unknown';
  const peer = {
    role: role as ScreenRole,
    source: `web ${address}`,
    deliver: (out: Outgoing) => send(ws, out),
    close: (reason: string) => ws.close(CLOSE_CODES.pinRequired, reason),
  };
  const admission = hub.join(peer, {
    address,
    pin: url.searchParams.get('pin'),
    token: url.searchParams.get('token'),
    device: url.searchParams.get('device'),
    invitation: url.searchParams.get('invite'),
    browser: url.searchParams.get('browser'),
    ...(request.headers['user-agent'] ? { userAgent: request.headers['user-agent'] } : {}),
  });
  if (admission.ok) return admission.session;
  const refuse = (): void => ws.close(CLOSE_CODES.pinRequired, admission.reason);
  if (admission.delayMs > 0) setTimeout(refuse, admission.delayMs).unref();
  else refuse();
  return null;
}

/** Pings every socket each interval; one that did not answer the last ping is ended. */
function pingEach(alive: Map<WebSocket, boolean>): ReturnType<typeof setInterval> {
  const ping = setInterval(() => {
    for (const [socket, wasAlive] of alive) {
      if (!wasAlive) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, PING_INTERVAL_MS);
  ping.unref();
  return ping;
}

async function answer(ws: WebSocket, session: Session, text: string | null): Promise<void> {
  const decoded = decodeFrame(text);
  if (!decoded.ok) return send(ws, outgoing(decoded.reply));
  const request = decoded.request;
  // A screen's status is told, not asked: nothing goes back.
  if (request.type === 'status') return session.report(request.status);
  send(ws, outgoing(await session.answer(request)));
}

function send(socket: WebSocket, out: Outgoing): void {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return void socket.terminate();
  // The same bytes for every socket, sent as a text frame: encoded once, never copied per client.
  socket.send(out.bytes(), { binary: false });
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}
