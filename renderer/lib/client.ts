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
  ScreenStatus,
  StatePush,
} from '../../shared/contract/contract';
import type { ConsoleBridge, ScreenBridge } from '../../shared/contract/bridge';
import {
  BRIDGE_NAMES,
  SCREEN_BRIDGE_VERB_NAMES as SCREEN_BRIDGE_VERBS,
} from '../../shared/contract/bridge-globals';
import { checkInDevelopment, listenerSet, stateHub } from './listeners';
import { socketClient } from './socket-client';

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting';

export interface ScreenClient {
  /** Called with the latest state at once (when there is one) and after every change. */
  onState(callback: (push: StatePush) => void): () => void;
  /** Called with the current status at once and on every change. */
  onConnection(callback: (status: ConnectionStatus) => void): () => void;
  /** Tells the host how this screen is (its sound held back or playing), now and after each reconnection. */
  report(status: ScreenStatus): void;
  close(): void;
}

/** What a screen asks of one command it sends. */
export interface SubmitOptions {
  /**
   * The host has not answered in time, or the connection dropped: whether it recorded the command
   * is not known. The command is kept and sent again with its own id when the host answers again;
   * the promise resolves with the host's real answer (recorded once, or refused).
   */
  readonly onUnknown?: () => void;
}

export interface ConsoleClient extends ScreenClient {
  submit(command: CommandMessage, options?: SubmitOptions): Promise<CommandResult>;
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

export { reconnectDelayMs } from './socket-client';

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
    // The app's own windows play sound without a tap (Electron asks for no gesture).
    report: () => undefined,
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
