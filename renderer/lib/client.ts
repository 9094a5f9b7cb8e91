/**
 * The one client every screen uses to talk to the host. Inside the desktop app it uses the
 * Electron preload (`window.carromScreen` / `window.carromConsole`); in a browser it opens a
 * WebSocket to `/ws` on the page's own origin, reconnects with back-off and gets the full
 * state again on every (re)connection. Development builds check every push against the contract.
 */
/// <reference types="vite/client" />
import type {
  CommandMessage,
  CommandResult,
  HostSettings,
  LedBoardStatus,
  Query,
  QueryResult,
  Refusal,
  StatePush,
} from '../../shared/contract/contract';
import type { ConsoleBridge, ScreenBridge } from '../../shared/contract/bridge';
import { BRIDGE_NAMES, SCREEN_BRIDGE_VERBS } from '../../shared/contract/bridge-names';
import { CLOSE_CODES } from '../../shared/contract/close-codes';

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting';

export interface ScreenClient {
  /** Called with the latest state at once (when there is one) and after every change. */
  onState(callback: (push: StatePush) => void): () => void;
  /** Called with the current status at once and on every change. */
  onConnection(callback: (status: ConnectionStatus) => void): () => void;
  close(): void;
}

export interface ConsoleClient extends ScreenClient {
  submit(command: CommandMessage): Promise<CommandResult>;
  query<Q extends Query>(query: Q): Promise<QueryResult<Q['type']>>;
  /** LED boards' status, whenever it changes. */
  onLedStatus(callback: (status: readonly LedBoardStatus[]) => void): () => void;
  /** The host's settings, whenever they change (ask with the GetSettings query for the first). */
  onSettings(callback: (settings: HostSettings) => void): () => void;
  /** The host wants a PIN (console over the LAN), or refused the one given; `reason` says which. */
  onPinRequired(callback: (reason: string) => void): () => void;
  /** Connects again with this PIN (kept for the browser tab's session). */
  setPin(pin: string): void;
}

export interface ClientOptions {
  /** Page URL to derive the WebSocket address from (default: the page's own). */
  readonly pageUrl?: string;
  /** Console PIN; default: `?pin=` of the page URL, else the one kept for this tab. */
  readonly pin?: string;
  /** Give up on a request the host has not answered after this long. */
  readonly requestTimeoutMs?: number;
  readonly WebSocket?: typeof WebSocket;
}

const PIN_KEY = 'carrom-scoreboard-pin';

/** Development builds only: the contract check of pushes (a dynamic import, so production has none). */
const pushCheck: Promise<(push: unknown) => void> | null = import.meta.env.DEV
  ? import('./dev-checks').then((module) => module.reportPushProblem)
  : null;

function checkInDevelopment(push: unknown): void {
  if (pushCheck) void pushCheck.then((check) => check(push));
}

export function reconnectDelayMs(attempt: number): number {
  return Math.min(5000, 250 * 2 ** Math.max(0, attempt));
}

export function connectScreen(role: 'display' | 'overlay', options: ClientOptions = {}): ScreenClient {
  const bridge = bridgeOf<ScreenBridge>(BRIDGE_NAMES.screen, SCREEN_BRIDGE_VERBS);
  if (bridge) return bridgeClient(bridge);
  return socketClient(role, options);
}

export function connectConsole(options: ClientOptions = {}): ConsoleClient {
  const bridge = bridgeOf<ConsoleLink>(BRIDGE_NAMES.console, CONSOLE_LINK_VERBS);
  if (bridge) return bridgeClient(bridge);
  return socketClient('console', options);
}

function bridgeOf<T>(name: string, verbs: readonly string[]): T | null {
  if (typeof window === 'undefined') return null;
  const candidate = (window as unknown as Record<string, unknown>)[name];
  if (typeof candidate !== 'object' || candidate === null) return null;
  const record = candidate as Record<string, unknown>;
  return verbs.every((verb) => typeof record[verb] === 'function') ? (candidate as T) : null;
}

/** Keeps the newest state and hands it to late subscribers; drops pushes older than it. */
function stateHub() {
  const listeners = new Set<(push: StatePush) => void>();
  let latest: StatePush | null = null;
  return {
    publish(push: StatePush, fresh = false): void {
      if (!fresh && latest && push.revision < latest.revision) return;
      latest = push;
      for (const listener of [...listeners]) listener(push);
    },
    subscribe(callback: (push: StatePush) => void): () => void {
      listeners.add(callback);
      if (latest) callback(latest);
      return () => void listeners.delete(callback);
    },
  };
}

function listenerSet<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    emit(value: T): void {
      for (const listener of [...listeners]) listener(value);
    },
    add(callback: (value: T) => void): () => void {
      listeners.add(callback);
      return () => void listeners.delete(callback);
    },
  };
}

/** The verbs the client needs of the console's bridge; the updates (LED status, settings) may be absent. */
const CONSOLE_LINK_VERBS = ['onState', 'submit', 'query'] as const satisfies readonly (keyof ConsoleBridge)[];
type ConsoleLink = Pick<ConsoleBridge, (typeof CONSOLE_LINK_VERBS)[number]> & Partial<ConsoleBridge>;

function bridgeClient(bridge: ConsoleLink): ConsoleClient;
function bridgeClient(bridge: ScreenBridge): ScreenClient;
function bridgeClient(bridge: ScreenBridge | ConsoleLink): ScreenClient | ConsoleClient {
  const hub = stateHub();
  const stop = bridge.onState((push) => {
    checkInDevelopment(push);
    hub.publish(push);
  });
  const pinListeners = listenerSet<string>();
  const base: ScreenClient = {
    onState: hub.subscribe,
    onConnection(callback) {
      callback('connected');
      return () => undefined;
    },
    close: stop,
  };
  if (!('submit' in bridge)) return base;
  return {
    ...base,
    submit: (command) => bridge.submit(command).catch(lost),
    query: <Q extends Query>(query: Q) => bridge.query(query).catch(lost) as Promise<QueryResult<Q['type']>>,
    onLedStatus: (callback) => bridge.onLedStatus?.(callback) ?? (() => undefined),
    onSettings: (callback) => bridge.onSettings?.(callback) ?? (() => undefined),
    onPinRequired: pinListeners.add,
    setPin: () => undefined,
  };
}

function lost(error: unknown): Refusal {
  return {
    ok: false,
    code: 'connection_lost',
    message: `The app did not answer (${error instanceof Error ? error.message : String(error)}). Check the scoreboard before entering it again.`,
  };
}

type Pending = {
  readonly resolve: (result: CommandResult | QueryResult) => void;
  readonly timer: ReturnType<typeof setTimeout>;
};

function socketClient(role: 'console' | 'display' | 'overlay', options: ClientOptions): ConsoleClient {
  const Socket = options.WebSocket ?? WebSocket;
  const pageUrl = options.pageUrl ?? window.location.href;
  const timeoutMs = options.requestTimeoutMs ?? 10_000;
  const hub = stateHub();
  const statusListeners = listenerSet<ConnectionStatus>();
  const ledListeners = listenerSet<readonly LedBoardStatus[]>();
  const settingsListeners = listenerSet<HostSettings>();
  const pinListeners = listenerSet<string>();
  const pending = new Map<number, Pending>();
  let status: ConnectionStatus = 'connecting';
  let socket: WebSocket | null = null;
  let attempt = 0;
  let nextId = 1;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  let pin = role === 'console' ? (options.pin ?? initialPin(pageUrl)) : null;
  let freshConnection = true;

  const setStatus = (next: ConnectionStatus): void => {
    if (next === status) return;
    status = next;
    statusListeners.emit(next);
  };

  const settleAll = (result: Refusal): void => {
    for (const [id, request] of pending) {
      clearTimeout(request.timer);
      pending.delete(id);
      request.resolve(result);
    }
  };

  const open = (): void => {
    retry = null;
    if (closed) return;
    // `?table=N` / `?table=featured`: another table of the venue, through this host (/venue/ws).
    const table = role === 'console' ? null : new URL(pageUrl).searchParams.get('table');
    const url = new URL(table === null ? '/ws' : '/venue/ws', pageUrl);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    if (table === null) url.searchParams.set('role', role);
    else url.searchParams.set('table', table);
    if (pin) url.searchParams.set('pin', pin);
    const current = new Socket(url.toString());
    socket = current;
    freshConnection = true;
    current.addEventListener('open', () => {
      attempt = 0;
      setStatus('connected');
    });
    current.addEventListener('message', (event: MessageEvent) => {
      if (typeof event.data !== 'string') return;
      receive(event.data);
    });
    current.addEventListener('close', (event: CloseEvent) => {
      if (socket !== current) return;
      socket = null;
      settleAll({
        ok: false,
        code: 'connection_lost',
        message:
          'The connection to the host was lost before it answered. Check the scoreboard before entering it again.',
      });
      if (closed) return;
      setStatus('reconnecting');
      if (event.code === CLOSE_CODES.pinRequired) {
        pinListeners.emit(event.reason || 'PIN required');
        return; // waits for setPin: retrying a wrong PIN only locks the console out
      }
      retry = setTimeout(open, reconnectDelayMs(attempt));
      attempt += 1;
    });
  };

  const receive = (text: string): void => {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch (_error) {
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    const record = message as Record<string, unknown>;
    if (record['type'] === 'state' && isPush(record['push'])) {
      checkInDevelopment(record['push']);
      hub.publish(record['push'], freshConnection);
      freshConnection = false;
    } else if (record['type'] === 'result' && typeof record['id'] === 'number') {
      const request = pending.get(record['id']);
      if (!request) return;
      pending.delete(record['id']);
      clearTimeout(request.timer);
      request.resolve(record['result'] as CommandResult | QueryResult);
    } else if (record['type'] === 'led' && Array.isArray(record['status'])) {
      ledListeners.emit(record['status'] as readonly LedBoardStatus[]);
    } else if (
      record['type'] === 'settings' &&
      typeof record['settings'] === 'object' &&
      record['settings']
    ) {
      settingsListeners.emit(record['settings'] as HostSettings);
    }
  };

  const request = (kind: 'command' | 'query', body: unknown): Promise<CommandResult | QueryResult> => {
    const current = socket;
    if (!current || current.readyState !== Socket.OPEN) {
      return Promise.resolve({
        ok: false,
        code: 'disconnected',
        message: 'Not connected to the host: nothing was sent. Wait for the connection, then try again.',
      });
    }
    const id = nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        resolve({
          ok: false,
          code: 'timeout',
          message: 'The host did not answer in time. Check the scoreboard before entering it again.',
        });
      }, timeoutMs);
      pending.set(id, { resolve, timer });
      current.send(JSON.stringify({ type: kind, id, [kind]: body }));
    });
  };

  open();

  return {
    onState: hub.subscribe,
    onConnection(callback) {
      callback(status);
      return statusListeners.add(callback);
    },
    submit: (command) => request('command', command) as Promise<CommandResult>,
    query: <Q extends Query>(query: Q) => request('query', query) as Promise<QueryResult<Q['type']>>,
    onLedStatus: ledListeners.add,
    onSettings: settingsListeners.add,
    onPinRequired: pinListeners.add,
    setPin(next) {
      pin = next;
      rememberPin(next);
      if (retry) clearTimeout(retry);
      attempt = 0;
      socket?.close();
      socket = null;
      open();
    },
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      socket?.close();
      socket = null;
      settleAll({ ok: false, code: 'disconnected', message: 'The connection was closed.' });
    },
  };
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
