import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SECURITY_HEADERS, sendText } from '../web/http-answers';
import { staticHandler } from './static-files';
import { createVenueSockets, isVenueUpgrade, VENUE_SOCKET_PATH } from '../venue/venue-socket';
import type { VenueWatcher } from '../venue/venue-watcher';

/** What a relay serves: the venue's overview and results pages, their assets, and nothing else. */
const SERVED = /^\/(venue(\/results)?\/?|assets\/[A-Za-z0-9._-]+)$/;

export interface RelayServerOptions {
  readonly port: number;
  readonly host: string;
  /** The built renderer (out/renderer). */
  readonly staticDir: string;
}

export interface RunningRelayServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * The relay's web server, fit for a public server: /venue and /venue/results (and /venue/ws,
 * read-only) and the built assets they load; no console, no PIN, no other page, no method but
 * GET and HEAD. Every answer carries the host's security headers (static-files.ts).
 */
export async function startRelayServer(
  watcher: VenueWatcher,
  options: RelayServerOptions,
): Promise<RunningRelayServer> {
  const serveFile = staticHandler(options.staticDir);
  let port = options.port;
  const http: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host.invalid').pathname;
    if (path === '/') {
      response.writeHead(302, { ...SECURITY_HEADERS, Location: '/venue' });
      return void response.end();
    }
    if (path === VENUE_SOCKET_PATH)
      return sendText(response, 426, 'This address is for WebSocket connections.');
    if (!SERVED.test(path))
      return sendText(response, 404, 'This is a results relay: it serves /venue and /venue/results only.');
    serveFile(request, response);
  });
  const sockets = createVenueSockets({
    watcher,
    // No PIN: nothing is taken from the pages (publicReadOnly).
    pin: () => '',
    listening: () => ({ host: options.host, port }),
    publicReadOnly: true,
  });
  http.on('upgrade', (request, socket, head) => {
    if (isVenueUpgrade(request)) sockets.upgrade(request, socket, head);
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${options.port} on ${options.host} is already in use: stop the other program or choose another port.`
            : `The relay's web server could not start: ${error.message}`,
        ),
      ),
    );
    http.listen(options.port, options.host, () => resolve());
  });
  port = (http.address() as AddressInfo).port;
  const name = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${name === '0.0.0.0' || name === '[::]' ? '127.0.0.1' : name}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.close();
        http.close(() => resolve());
        http.closeIdleConnections();
        setTimeout(() => http.closeAllConnections(), 1000).unref();
      }),
  };
}
