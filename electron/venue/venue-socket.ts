import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { StatePush } from '../../shared/contract/contract';
import { CLOSE_CODES } from '../../shared/contract/close-codes';
import { DEFAULT_DISPLAY_SETTINGS } from '../../shared/contract/display';
import {
  VenueClientMessageSchema,
  type VenueServerMessage,
  type VenueTable,
} from '../../shared/contract/venue';
import { EMPTY_STATE } from '../../shared/engine/index';
import { toScoreboardView } from '../../shared/views/scoreboard-view';
import { rawAnswer } from '../web/http-answers';
import { createPinGuard, type PinGuard } from '../web/pin-guard';
import { trustedUpgrade, type Listening, type OwnNames } from '../web/request-guard';
import type { VenueWatcher, WatcherEvent } from './venue-watcher';

/** The path of the venue screens' WebSocket. */
export const VENUE_SOCKET_PATH = '/venue/ws';

export interface VenueSocketOptions {
  readonly watcher: VenueWatcher;
  /** The host's PIN: the director gives it to feature a table. */
  readonly pin: () => string;
  readonly listening: () => Listening;
  readonly names?: OwnNames;
  readonly now?: () => number;
  /**
   * The web server's PIN guard, shared with its /ws: one allowance, one count on the console,
   * one set of trusted addresses. Without it (a server of its own) these sockets keep one.
   */
  readonly pinGuard?: PinGuard;
  /**
   * A results relay's screens (electron/venue/relay): public and read-only. Any page and any
   * name of the server may read them (nothing here is private), and nothing is taken from them.
   */
  readonly publicReadOnly?: boolean;
}

/** What a connection to /venue/ws follows. */
type Follow = { readonly kind: 'overview' } | { readonly kind: 'table'; readonly table: number | 'featured' };

/**
 * /venue/ws: the overview's connection (the venue's tables, the featured table and the results,
 * table by table as they change), and a display or overlay showing another table
 * (`?table=N`, `?table=featured`), which gets the ordinary `state` pushes of /ws.
 */
export function attachVenueSockets(http: Server, options: VenueSocketOptions): VenueSockets {
  const handler = createVenueSockets(options);
  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (isVenueUpgrade(request)) handler.upgrade(request, socket, head);
  };
  http.on('upgrade', upgrade);
  return {
    upgrade: handler.upgrade,
    close() {
      http.off('upgrade', upgrade);
      handler.close();
    },
  };
}

/** The upgrades of /venue/ws, answered by whichever venue sockets a host has at the moment. */
export interface VenueSockets {
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every connection (their pages reconnect) and refuses further upgrades. */
  close(): void;
}

export function isVenueUpgrade(request: IncomingMessage): boolean {
  return new URL(request.url ?? '/', 'http://host.invalid').pathname === VENUE_SOCKET_PATH;
}

/** The venue sockets of one watcher, not yet tied to a web server (`attachVenueSockets` ties them). */
export function createVenueSockets(options: VenueSocketOptions): VenueSockets {
  const now = options.now ?? Date.now;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const followers = new Map<WebSocket, Follower>();
  const pinGuard = options.pinGuard ?? createPinGuard({ pin: options.pin });
  let closed = false;

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://host.invalid');
    if (closed) return void socket.end(NOT_IN_VENUE);
    if (!options.publicReadOnly && !trustedUpgrade(request.headers, options.listening(), options.names)) {
      socket.end(rawAnswer('403 Forbidden', 'This WebSocket is not open to that page or address.'));
      return;
    }
    const follow = followOf(url.searchParams.get('table'));
    if (!follow) {
      socket.end(rawAnswer('400 Bad Request', 'table must be a table number or "featured".'));
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => admit(ws, request, follow));
  }

  function admit(ws: WebSocket, request: IncomingMessage, follow: Follow): void {
    const entry = { follow, revision: 0, shown: '' };
    followers.set(ws, entry);
    ws.on('close', () => followers.delete(ws));
    ws.on('error', () => followers.delete(ws));
    if (follow.kind === 'overview') {
      send(ws, overviewMessage(options.watcher, now()));
      send(ws, { type: 'results', matches: options.watcher.board.finishedMatches() });
      const address = request.socket.remoteAddress ?? 'unknown';
      if (options.publicReadOnly) return void ws.on('message', () => send(ws, READ_ONLY_ANSWER));
      ws.on(
        'message',
        (data) => void feature(ws, { address, text: String(data) }, options.watcher, pinGuard),
      );
    } else {
      pushTable(ws, entry, options.watcher, now, true);
    }
  }

  const unsubscribe = options.watcher.onEvent((event: WatcherEvent) => {
    const message = overviewChange(options.watcher, event, now());
    // Serialised once for every overview page (a hall may have several TVs).
    const text = message ? JSON.stringify(message) : null;
    for (const [ws, entry] of followers) {
      if (entry.follow.kind === 'overview') {
        if (text !== null && ws.readyState === ws.OPEN) ws.send(text);
      } else if (event.kind === 'table' || event.kind === 'featured') {
        pushTable(ws, entry, options.watcher, now);
      }
    }
  });

  return {
    upgrade,
    close() {
      closed = true;
      unsubscribe();
      for (const ws of followers.keys()) ws.close(CLOSE_CODES.shuttingDown, 'the host is shutting down');
      sockets.close();
    },
  };
}

/** A page on /venue/ws: what it follows, and the table's push it was last sent. */
interface Follower {
  readonly follow: Follow;
  revision: number;
  shown: string;
}

/** A table page's push, when its table (or the featured one) shows something new, or `always`. */
function pushTable(
  ws: WebSocket,
  entry: Follower,
  watcher: VenueWatcher,
  now: () => number,
  always = false,
): void {
  if (entry.follow.kind !== 'table') return;
  const number = entry.follow.table === 'featured' ? watcher.board.featured() : entry.follow.table;
  const table = number === null ? null : watcher.board.table(number);
  const key = `${number}:${table?.state?.matchId}:${table?.state?.revision}`;
  if (!always && key === entry.shown) return;
  entry.shown = key;
  entry.revision += 1;
  ws.send(JSON.stringify({ type: 'state', push: tablePush(table, entry.revision, now()) }));
}

const READ_ONLY_ANSWER: VenueServerMessage = {
  type: 'featureResult',
  ok: false,
  message: 'This is a results relay: it takes no commands.',
};

/** The answer to /venue/ws while this host is in no venue (its pages retry with back-off). */
export const NOT_IN_VENUE = rawAnswer('503 Service Unavailable', 'This host is not connected to a venue.');

async function feature(
  ws: WebSocket,
  request: { readonly address: string; readonly text: string },
  watcher: VenueWatcher,
  pinGuard: PinGuard,
): Promise<void> {
  const { address, text } = request;
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch (_error) {
    // answered below as unreadable
  }
  const parsed = VenueClientMessageSchema.safeParse(json);
  if (!parsed.success)
    return send(ws, { type: 'featureResult', ok: false, message: 'That request cannot be read.' });
  const check = pinGuard.check(address, parsed.data.pin);
  if (!check.ok) {
    await new Promise((resolve) => setTimeout(resolve, check.delayMs));
    return send(ws, { type: 'featureResult', ok: false, message: check.reason });
  }
  const outcome = await watcher.feature(parsed.data.table);
  const table = parsed.data.table;
  send(ws, {
    type: 'featureResult',
    ok: outcome.ok,
    message: outcome.ok
      ? table === null
        ? 'No table is featured.'
        : `Table ${table} is featured.`
      : outcome.message,
  });
}

function followOf(table: string | null): Follow | null {
  if (table === null) return { kind: 'overview' };
  if (table === 'featured') return { kind: 'table', table: 'featured' };
  return /^[1-9]\d{0,2}$/.test(table) ? { kind: 'table', table: Number(table) } : null;
}

function overviewMessage(watcher: VenueWatcher, serverTime: number): VenueServerMessage {
  return {
    type: 'overview',
    venue: watcher.venue,
    link: watcher.link(),
    featured: watcher.board.featured(),
    tables: watcher.board.tables(),
    serverTime,
  };
}

function overviewChange(
  watcher: VenueWatcher,
  event: WatcherEvent,
  serverTime: number,
): VenueServerMessage | null {
  switch (event.kind) {
    case 'table':
      return { type: 'table', table: event.table, serverTime };
    case 'link':
      return { type: 'link', link: event.link, serverTime };
    case 'featured':
      return { type: 'featured', featured: event.featured };
    case 'result':
      return event.match ? { type: 'results', matches: watcher.board.finishedMatches() } : null;
    case 'refused':
      // The director who asked gets the refusal as the answer to the request.
      return null;
  }
}

const EMPTY_VIEW = toScoreboardView(EMPTY_STATE);

/** Another table's state as a display's push: its clock times shifted into this host's clock. */
function tablePush(table: VenueTable | null, revision: number, now: number): StatePush {
  const state = table?.state ?? null;
  return {
    revision,
    matchId: state?.matchId ?? null,
    view: state?.view ?? EMPTY_VIEW,
    display: state?.display ?? { ...DEFAULT_DISPLAY_SETTINGS, logo: null },
    // The table's clock now, as well as this host knows it: what its clocks are measured in.
    serverTime: state && table ? state.publishedAt + (now - table.receivedAt) : now,
  };
}

function send(ws: WebSocket, message: VenueServerMessage): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
}
