/// <reference types="vite/client" />
import type {
  CommandKey,
  CommandResult,
  HostSettings,
  LedBoardStatus,
  Query,
  QueryResult,
  Refusal,
  ScreenStatus,
  StatePush,
} from '../../shared/contract/contract';
import { CLOSE_CODES } from '../../shared/contract/close-codes';
import { pinRefusalReason } from '../../shared/contract/pin-refusal';
import type { ClientOptions, ConnectionStatus, ConsoleClient, SubmitOptions } from './client';
import { checkInDevelopment, listenerSet, stateHub } from './listeners';
import { browserId, randomHex, type BrowserId } from './browser-id';

const PIN_KEY = 'carrom-scoreboard-pin';
const TOKEN_KEY = 'carrom-scoreboard-console-token';
const DEVICE_KEY = 'carrom-scoreboard-device';

export function reconnectDelayMs(attempt: number): number {
  return Math.min(5000, 250 * 2 ** Math.max(0, attempt));
}

type Role = 'console' | 'display' | 'overlay';
type Answer = CommandResult | QueryResult;

/** Where the messages a socket receives go. */
interface Inbox {
  readonly hub: ReturnType<typeof stateHub>;
  readonly led: ReturnType<typeof listenerSet<readonly LedBoardStatus[]>>;
  readonly settings: ReturnType<typeof listenerSet<HostSettings>>;
  /** The answer to request `id`, when one is waiting for it. */
  readonly answered: (id: number, result: Answer) => void;
}

/**
 * The browser's client: a WebSocket to `/ws` on the page's origin, reconnecting with back-off,
 * taking the full state again on every (re)connection.
 */
export function socketClient(role: Role, options: ClientOptions): ConsoleClient {
  const Socket = options.WebSocket ?? WebSocket;
  const pageUrl = options.pageUrl ?? window.location.href;
  const inbox = {
    hub: stateHub(),
    led: listenerSet<readonly LedBoardStatus[]>(),
    settings: listenerSet<HostSettings>(),
  };
  const requests = requestTable(options.requestTimeoutMs ?? 10_000);
  // One id for this browser, read once: its commands' keys and the device the host knows it by.
  const browser = browserId();
  const newKey = commandKeys(browser.id);
  const link = socketLink({
    Socket,
    pageUrl,
    role,
    browser,
    pin: role === 'console' ? (options.pin ?? initialPin(pageUrl)) : null,
    receive: messageReader({ ...inbox, answered: requests.answered }),
    lost: () =>
      requests.lost({
        ok: false,
        code: 'connection_lost',
        message:
          'The connection to the host was lost before it answered. Check the scoreboard before entering it again.',
      }),
  });
  const request = (kind: 'command' | 'query', body: unknown, submitted?: SubmitOptions): Promise<Answer> => {
    const socket = link.socket();
    if (!socket || socket.readyState !== Socket.OPEN) {
      return Promise.resolve({
        ok: false,
        code: 'disconnected',
        message: 'Not connected to the host: nothing was sent. Wait for the connection, then try again.',
      });
    }
    if (kind === 'query')
      return requests.send((id) => JSON.stringify({ type: kind, id, query: body }), socket);
    // A command carries its own id: sent again after no answer, it is answered, never done twice.
    const key = newKey();
    return requests.send(
      (id) => JSON.stringify({ type: kind, id, command: body, key }),
      socket,
      submitted?.onUnknown ?? (() => undefined),
    );
  };
  // The screen's status is the connection's: told again on every (re)connection.
  let status: ScreenStatus | null = null;
  const tellStatus = (): void => {
    const socket = link.socket();
    if (status && socket && socket.readyState === Socket.OPEN)
      socket.send(JSON.stringify({ type: 'status', status }));
  };
  link.onConnection((now) => {
    if (now !== 'connected') return;
    tellStatus();
    const socket = link.socket();
    if (socket) requests.resend(socket);
  });
  return {
    onState: inbox.hub.subscribe,
    onConnection: link.onConnection,
    report(next) {
      status = next;
      tellStatus();
    },
    submit: (command, submitted) => request('command', command, submitted) as Promise<CommandResult>,
    query: <Q extends Query>(query: Q) => request('query', query) as Promise<QueryResult<Q['type']>>,
    onLedStatus: inbox.led.add,
    onSettings: inbox.settings.add,
    onPinRequired: link.onPinRequired,
    setPin(next) {
      rememberPin(next);
      link.reconnectWith(next);
    },
    close() {
      link.close();
      requests.settleAll({ ok: false, code: 'disconnected', message: 'The connection was closed.' });
    },
  };
}

/** A request on its way: a command with its own id is kept until the host answers it. */
interface Waiting {
  readonly resolve: (result: Answer) => void;
  /** The message, with this request's id. */
  readonly text: string;
  timer: ReturnType<typeof setTimeout> | null;
  /** Only for commands (they carry a CommandKey): told once the outcome is not known. */
  readonly onUnknown: (() => void) | null;
  unknown: boolean;
}

/**
 * Requests waiting for their answer, by id. A query gives up after `timeoutMs`. A command is
 * never given up: after `timeoutMs`, or when the connection drops, its outcome is not known
 * (`onUnknown`), and it is sent again, with the same command id, on every new connection until
 * the host answers it (the host answers a repeat with its first answer: nothing is done twice).
 */
function requestTable(timeoutMs: number) {
  const pending = new Map<number, Waiting>();
  let nextId = 1;
  const notKnown = (request: Waiting): void => {
    if (request.timer) clearTimeout(request.timer);
    request.timer = null;
    if (request.unknown) return;
    request.unknown = true;
    request.onUnknown?.();
  };
  return {
    send(message: (id: number) => string, socket: WebSocket, onUnknown?: () => void): Promise<Answer> {
      const id = nextId++;
      return new Promise((resolve) => {
        const request: Waiting = {
          resolve,
          text: message(id),
          timer: null,
          onUnknown: onUnknown ?? null,
          unknown: false,
        };
        request.timer = setTimeout(() => {
          if (request.onUnknown) return notKnown(request);
          pending.delete(id);
          resolve({
            ok: false,
            code: 'timeout',
            message: 'The host did not answer in time. Check the scoreboard before entering it again.',
          });
        }, timeoutMs);
        pending.set(id, request);
        socket.send(request.text);
      });
    },
    answered(id: number, result: Answer): void {
      const request = pending.get(id);
      if (!request) return;
      pending.delete(id);
      if (request.timer) clearTimeout(request.timer);
      request.resolve(result);
    },
    /** The connection is back: every command still unanswered goes again, with its own id. */
    resend(socket: WebSocket): void {
      for (const request of pending.values()) if (request.onUnknown) socket.send(request.text);
    },
    /** The connection dropped: queries get `result`; commands wait, their outcome not known. */
    lost(result: Refusal): void {
      for (const [id, request] of pending) {
        if (request.onUnknown) {
          notKnown(request);
          continue;
        }
        if (request.timer) clearTimeout(request.timer);
        pending.delete(id);
        request.resolve(result);
      }
    },
    settleAll(result: Refusal): void {
      for (const [id, request] of pending) {
        if (request.timer) clearTimeout(request.timer);
        pending.delete(id);
        request.resolve(result);
      }
    },
  };
}

/**
 * Each command's own id (shared/contract/wire.ts CommandKey): this browser's client id, kept
 * across visits, and a random id per command (never a counter: a reloaded page would reuse it).
 */
function commandKeys(client: string): () => CommandKey {
  return () => ({ client, id: randomHex(16) });
}

/**
 * Reads one message from the host (parsed once) and hands it on; `fresh` is true for the first
 * message of a connection.
 */
function messageReader(inbox: Inbox): (text: string, fresh: boolean) => boolean {
  return (text, fresh) => {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch (_error) {
      return false;
    }
    if (typeof message !== 'object' || message === null) return false;
    const record = message as Record<string, unknown>;
    if (record['type'] === 'state' && isPush(record['push'])) {
      checkInDevelopment(record['push']);
      inbox.hub.publish(record['push'], fresh);
      return true;
    }
    if (record['type'] === 'result' && typeof record['id'] === 'number') {
      inbox.answered(record['id'], record['result'] as Answer);
    } else if (record['type'] === 'led' && Array.isArray(record['status'])) {
      inbox.led.emit(record['status'] as readonly LedBoardStatus[]);
    } else if (
      record['type'] === 'settings' &&
      typeof record['settings'] === 'object' &&
      record['settings']
    ) {
      inbox.settings.emit(record['settings'] as HostSettings);
    } else if (record['type'] === 'device' && typeof record['token'] === 'string') {
      rememberDevice(record['token']);
    }
    return false;
  };
}

interface LinkOptions {
  readonly Socket: typeof WebSocket;
  readonly pageUrl: string;
  readonly role: Role;
  readonly pin: string | null;
  readonly browser: BrowserId;
  /** A message; returns true when it was a state push (the connection is then no longer fresh). */
  readonly receive: (text: string, fresh: boolean) => boolean;
  /** The socket closed: requests still waiting will get no answer. */
  readonly lost: () => void;
}

/** The socket itself: opening, the connection's status, reconnecting with back-off, the PIN. */
function socketLink(options: LinkOptions) {
  const status = listenerSet<ConnectionStatus>();
  const pinRequired = listenerSet<string>();
  let current: ConnectionStatus = 'connecting';
  let socket: WebSocket | null = null;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  let pin = options.pin;
  const setStatus = (next: ConnectionStatus): void => {
    if (next === current) return;
    current = next;
    status.emit(next);
  };
  const open = (): void => {
    retry = null;
    if (closed) return;
    const opened = new options.Socket(socketUrl(options.pageUrl, options.role, pin, options.browser));
    socket = opened;
    let fresh = true;
    opened.addEventListener('open', () => {
      attempt = 0;
      setStatus('connected');
    });
    opened.addEventListener('message', (event: MessageEvent) => {
      if (typeof event.data === 'string' && options.receive(event.data, fresh)) fresh = false;
    });
    opened.addEventListener('close', (event: CloseEvent) => {
      if (socket !== opened) return;
      socket = null;
      options.lost();
      if (closed) return;
      setStatus('reconnecting');
      if (event.code === CLOSE_CODES.pinRequired) {
        pinRequired.emit(event.reason || pinRefusalReason({ kind: 'required' }));
        return; // waits for a new PIN: retrying a wrong PIN only locks the console out
      }
      retry = setTimeout(open, reconnectDelayMs(attempt));
      attempt += 1;
    });
  };
  const stop = (): void => {
    if (retry) clearTimeout(retry);
    socket?.close();
    socket = null;
  };
  open();
  return {
    socket: () => socket,
    onConnection(callback: (status: ConnectionStatus) => void): () => void {
      callback(current);
      return status.add(callback);
    },
    onPinRequired: pinRequired.add,
    reconnectWith(next: string): void {
      pin = next;
      stop();
      attempt = 0;
      open();
    },
    close(): void {
      closed = true;
      stop();
    },
  };
}

function socketUrl(pageUrl: string, role: Role, pin: string | null, browser: BrowserId): string {
  // `?table=N` / `?table=featured`: another table of the venue, through this host (/venue/ws).
  const table = role === 'console' ? null : new URL(pageUrl).searchParams.get('table');
  const url = new URL(table === null ? '/ws' : '/venue/ws', pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (table === null) url.searchParams.set('role', role);
  else url.searchParams.set('table', table);
  if (pin) url.searchParams.set('pin', pin);
  const token = role === 'console' ? consoleToken(pageUrl) : null;
  if (token) url.searchParams.set('token', token);
  const device = role === 'console' ? storedDevice() : null;
  if (device) url.searchParams.set('device', device);
  // A page-only id (no storage) would find no device again: not sent, as before.
  if (role === 'console' && browser.kept) url.searchParams.set('browser', browser.id);
  // An invitation link (`?invite=`, made on the console) until this browser has its device token.
  const invitation = role === 'console' && !device ? new URL(pageUrl).searchParams.get('invite') : null;
  if (invitation) url.searchParams.set('invite', invitation);
  return url.toString();
}

/**
 * This browser's device token (shared/contract/devices.ts): kept across visits, so the
 * timekeeper's phone reconnects without the PIN until the console revokes it.
 */
function storedDevice(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(DEVICE_KEY);
  } catch (_error) {
    return null;
  }
}

function rememberDevice(token: string): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(DEVICE_KEY, token);
  } catch (_error) {
    // Storage may be disabled: the PIN is asked for again on the next visit.
  }
  forgetInvitation();
}

/** An invitation is used once: out of the address bar (and bookmarks) once the device is remembered. */
function forgetInvitation(): void {
  if (typeof location === 'undefined' || typeof history === 'undefined') return;
  const url = new URL(location.href);
  if (!url.searchParams.has('invite')) return;
  url.searchParams.delete('invite');
  history.replaceState(history.state, '', url);
}

/**
 * The start-up token of a console opened on the host's own computer (`/console?token=…`, printed
 * by `npm run serve`): kept for this tab like the PIN, so a reload needs neither.
 */
function consoleToken(pageUrl: string): string | null {
  const fromUrl = new URL(pageUrl).searchParams.get('token');
  try {
    if (typeof sessionStorage === 'undefined') return fromUrl;
    if (fromUrl) sessionStorage.setItem(TOKEN_KEY, fromUrl);
    return fromUrl ?? sessionStorage.getItem(TOKEN_KEY);
  } catch (_error) {
    return fromUrl;
  }
}

function isPush(value: unknown): value is StatePush {
  if (typeof value !== 'object' || value === null) return false;
  const push = value as Partial<StatePush>;
  return (
    typeof push.revision === 'number' &&
    typeof push.serverTime === 'number' &&
    typeof push.view === 'object' &&
    push.view !== null &&
    typeof push.display === 'object' &&
    push.display !== null
  );
}

function initialPin(pageUrl: string): string | null {
  const fromUrl = new URL(pageUrl).searchParams.get('pin');
  if (fromUrl) {
    rememberPin(fromUrl);
    return fromUrl;
  }
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(PIN_KEY);
  } catch (_error) {
    return null;
  }
}

function rememberPin(pin: string): void {
  try {
    if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(PIN_KEY, pin);
  } catch (_error) {
    // Storage may be disabled; the PIN then lasts until the page is reloaded.
  }
}
