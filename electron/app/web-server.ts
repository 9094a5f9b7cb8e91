import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { WebServerStatus } from '../../shared/contract/contract';
import type { Host } from '../host/host';
import { createPinGuard, type PinGuard, type PinReport } from '../web/pin-guard';
import { acceptedHost, isLoopback, type Listening, type OwnNames } from '../web/request-guard';
import { createSessionHub } from '../session/session-hub';
import { attachWebSockets } from '../session/websocket-transport';
import { VENUE_SOCKET_PATH } from '../venue/venue-socket';
import { rawAnswer, sendText } from '../web/http-answers';
import { PAGES, staticHandler } from './static-files';
import { attachApiEvents } from './api/api-events';
import { attachApiHooks, HOOK_TIMING, type HookStatus, type HookTiming } from './api/api-hooks';
import type { FeatureTable } from './api/api-actions';
import { API_EVENTS_PATH, handleApiRequest, type ApiDeps, type VenueTables } from './api/api-routes';

export { isLoopback };

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
  | 'joinAudience'
  | 'onAudienceChange'
  | 'displaySound'
  | 'setWebServerStatus'
  | 'settings'
  | 'devices'
  | 'pin'
  | 'apiKeys'
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
  /**
   * A secret only this computer's account can read (`npm run serve` keeps it in the owner-only
   * data folder and prints it in the console's URL): consoles must then give it or the PIN, on
   * loopback too. Display, overlay and venue pages stay open to read.
   */
  readonly consoleToken?: string;
  /**
   * Who runs this server, as the consoles' settings screen tells it (WebServerStatus.setBy): the
   * settings (the desktop app's switch, the default) or the command line of a headless host.
   */
  readonly setBy?: 'settings' | 'commandLine';
  /** Epoch ms for the PIN guard's waits; tests hand in a manual clock. */
  readonly now?: () => number;
  /** The machine's own names and addresses `Host` may give; tests hand in fixed ones. */
  readonly names?: OwnNames;
  /** The outgoing hooks' retries and waits (docs/api.md); tests shorten them. */
  readonly hookTiming?: HookTiming;
  /**
   * A host in a venue (electron/venue) serves /venue/ws too; the director's PIN there goes
   * through this server's own guard (`pinGuard`): one allowance and one count for every door.
   */
  readonly venue?: {
    /** The venue's tables as this host sees them (its own table's number), for the vMix rows. */
    tables?(): VenueTables | null;
    /** The featured table's request to the venue's broker (null: in no venue now), for the API. */
    feature?: FeatureTable;
    attach(
      http: Server,
      listening: () => Listening,
      names?: OwnNames,
      pinGuard?: PinGuard,
    ): { close(): void };
  };
}

export interface RunningServer {
  /** Base URL, e.g. http://127.0.0.1:5170 */
  readonly url: string;
  readonly port: number;
  /** The three pages at every address the server can be reached on. */
  readonly urls: readonly string[];
  readonly pinRequired: boolean;
  /** The outgoing hooks' deliveries so far (waiting, delivered, dropped). */
  hooks(): HookStatus;
  close(): Promise<void>;
}

/**
 * The web server of the host: the built screens at /console, /display and /overlay, and the
 * WebSocket at /ws?role=…[&pin=…] (electron/session) speaking the contract's wire protocol.
 */
/** What the control API uses: the host, the one guard, and the venue's tables on a host in a venue. */
function apiDeps(host: ServedHost, guard: PinGuard, venue: WebServerOptions['venue']): ApiDeps {
  const tables = venue?.tables?.bind(venue);
  const feature = venue?.feature?.bind(venue);
  return { host, guard, ...(tables ? { venue: tables } : {}), ...(feature ? { feature } : {}) };
}

/** The control API's event sockets and its outgoing hooks (docs/api.md), closed together. */
function attachApi(
  http: Server,
  api: ApiDeps,
  listening: () => Listening,
  options: WebServerOptions,
): { hooks(): HookStatus; close(): void } {
  const events = attachApiEvents(http, api, {
    listening,
    ...(options.names ? { names: options.names } : {}),
  });
  const hooks = attachApiHooks(api.host, options.hookTiming ?? HOOK_TIMING);
  return {
    hooks: hooks.status,
    close() {
      events.close();
      hooks.close();
    },
  };
}

/**
 * The web server of the host: the built screens at /console, /display and /overlay, and the
 * WebSocket at /ws?role=…[&pin=…] (electron/session) speaking the contract's wire protocol.
 */
export async function startWebServer(host: ServedHost, options: WebServerOptions): Promise<RunningServer> {
  const pinRequired = options.requirePin ?? (options.consoleToken !== undefined || !isLoopback(options.host));
  if (pinRequired && !/^\d{4,6}$/.test(options.pin ?? '')) {
    throw new Error('A PIN of 4 to 6 digits is needed to serve the console beyond this computer.');
  }
  let listening: Listening = { host: options.host, port: options.port };
  let status: WebServerStatus = {
    running: true,
    urls: [],
    pinRequired,
    error: null,
    setBy: options.setBy ?? 'settings',
  };
  const setStatus = (change: Partial<WebServerStatus>): void => {
    status = { ...status, ...change };
    host.setWebServerStatus(status);
  };
  const pin = serverPinGuard(host, options, (report) =>
    setStatus({ wrongPins: report.wrong === 0 ? null : report }),
  );
  const doors = openDoors(host, options, pin.guard, pinRequired, () => listening);
  try {
    await listen(doors.http, options);
  } catch (error) {
    doors.close();
    pin.close();
    throw error;
  }
  const port = (doors.http.address() as AddressInfo).port;
  listening = { host: options.host, port };
  const bases = baseUrls(options.host, port);
  const urls = bases.flatMap((base) => PAGES.map((page) => `${base}/${page}`));
  setStatus({ urls });

  let closing: Promise<void> | null = null;
  return {
    url: bases[0]!,
    port,
    urls,
    pinRequired,
    hooks: doors.hooks,
    close() {
      closing ??= new Promise<void>((resolve) => {
        pin.close();
        doors.close();
        const http = doors.http;
        http.close(() => resolve());
        http.closeIdleConnections();
        setTimeout(() => http.closeAllConnections(), 1000).unref();
        host.setWebServerStatus({
          running: false,
          urls: [],
          pinRequired: false,
          error: null,
          setBy: status.setBy,
        });
      });
      return closing;
    },
  };
}

/**
 * One guard for every door that takes the PIN: the consoles' /ws (when they must give it) and
 * the director's /venue/ws share its allowance, its trusted addresses and the console's count;
 * wrong API keys count in it too. A new PIN (ChangePin): no address is trusted for having given
 * the old one.
 */
function serverPinGuard(
  host: ServedHost,
  options: WebServerOptions,
  onReport: (report: PinReport) => void,
): { readonly guard: PinGuard; close(): void } {
  const guard = createPinGuard({
    pin: livePin(host, options.pin ?? host.pin()),
    onReport,
    ...(options.now ? { now: options.now } : {}),
  });
  let pinNow = host.pin();
  const stopFollowingPin = host.onSettingsChange(() => {
    if (host.pin() === pinNow) return;
    pinNow = host.pin();
    guard.forgetTrust();
  });
  return {
    guard,
    close() {
      guard.close();
      stopFollowingPin();
    },
  };
}

interface Doors {
  readonly http: Server;
  /** The outgoing hooks' deliveries so far. */
  hooks(): HookStatus;
  /** Closes every door but the HTTP server itself (the caller closes it, or it never listened). */
  close(): void;
}

/**
 * Every door on the one HTTP server: the pages and the API's requests, the consoles' and
 * screens' /ws through the session hub, the director's /venue/ws (when this host runs a venue)
 * and the API's events.
 */
function openDoors(
  host: ServedHost,
  options: WebServerOptions,
  guard: PinGuard,
  pinRequired: boolean,
  listening: () => Listening,
): Doors {
  const hub = createSessionHub(
    host,
    pinRequired
      ? { pinGuard: guard, ...(options.consoleToken ? { consoleToken: options.consoleToken } : {}) }
      : {},
  );
  const logo = (): string | null => host.settings().display.logo;
  // Wrong API keys count in the same one guard.
  const api = apiDeps(host, guard, options.venue);
  const http = createHttpServer(options.staticDir, logo, listening, options.names, api);
  const venueSockets = options.venue?.attach(http, listening, options.names, guard);
  const apiParts = attachApi(http, api, listening, options);
  const sockets = attachWebSockets(http, {
    hub,
    otherPaths: venueSockets ? [VENUE_SOCKET_PATH, API_EVENTS_PATH] : [API_EVENTS_PATH],
    listening,
    ...(options.names ? { names: options.names } : {}),
  });
  return {
    http,
    hooks: apiParts.hooks,
    close() {
      apiParts.close();
      hub.close();
      venueSockets?.close();
      sockets.close();
    },
  };
}

/**
 * Static pages for requests that name this server (`Host`, against DNS rebinding); every answer,
 * even to a request Node cannot parse, carries the security headers.
 */
function createHttpServer(
  staticDir: string,
  logo: () => string | null,
  listening: () => Listening,
  names: OwnNames | undefined,
  api: ApiDeps,
): Server {
  const serveFile = staticHandler(staticDir, logo);
  const http = createServer((request, response) => {
    if (!acceptedHost(request.headers.host, listening(), names)) {
      return sendText(response, 421, 'This server does not answer to that name.');
    }
    const path = new URL(request.url ?? '/', 'http://host.invalid').pathname;
    if (path === '/ws' || path === VENUE_SOCKET_PATH) {
      return sendText(response, 426, 'This address is for WebSocket connections.');
    }
    if (handleApiRequest(api, request, response)) return;
    serveFile(request, response);
  });
  http.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    socket.end(unreadableRequest(error.code));
  });
  return http;
}

/** Node's own answers to requests it cannot read (431, 408, 400), with the security headers. */
function unreadableRequest(code: string | undefined): string {
  const [status, body] =
    code === 'HPE_HEADER_OVERFLOW'
      ? ['431 Request Header Fields Too Large', 'The request headers are too large.']
      : code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['408 Request Timeout', 'The request took too long.']
        : ['400 Bad Request', 'The request could not be read.'];
  return rawAnswer(status, body);
}

/** The PIN the host holds now (the console may change it), when the server was given that one. */
function livePin(host: ServedHost, given: string): string | (() => string) {
  return given === host.pin() ? () => host.pin() : given;
}

function listen(http: Server, options: WebServerOptions): Promise<void> {
  return new Promise<void>((resolve, reject) => {
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
  });
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
