/*
 * A stand-in for the host in display tests: serves the built renderer over HTTP on loopback
 * and speaks the screens' WebSocket protocol (`/ws?role=…`, `{"type":"state","push":…}` on
 * connect and on every change). It can be stopped and started again on the same port.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { statePushProblem } from '../../shared/contract/conformance';
import type { StatePush } from '../../shared/contract/contract';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

const PAGES: Readonly<Record<string, string>> = {
  '/display': 'display/index.html',
  '/display/': 'display/index.html',
  '/overlay': 'overlay/index.html',
  '/overlay/': 'overlay/index.html',
};

export interface FakeHost {
  readonly origin: string;
  /** Sends to every connected screen and keeps it for screens that connect later. */
  push(state: StatePush): void;
  connectedScreens(): number;
  stop(): Promise<void>;
  /** Starts again on the same port after `stop`. */
  start(): Promise<void>;
}

export async function startFakeHost(root: string, initial: StatePush | null): Promise<FakeHost> {
  let current = initial;
  let port = 0;
  let http: Server | null = null;
  let sockets: WebSocketServer | null = null;

  const send = (socket: WebSocket): void => {
    if (current) socket.send(JSON.stringify({ type: 'state', push: current }));
  };

  const serveFile = (path: string, response: import('node:http').ServerResponse): void => {
    const file = normalize(join(root, path));
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  };

  const start = async (): Promise<void> => {
    const server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      serveFile(PAGES[path] ?? decodeURIComponent(path), response);
    });
    const wss = new WebSocketServer({ noServer: true });
    server.on('upgrade', (request, socket, head) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== '/ws') {
        socket.destroy();
        return;
      }
      wss.handleUpgrade(request, socket, head, (client) => send(client));
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    http = server;
    sockets = wss;
  };

  await start();

  return {
    get origin() {
      return `http://127.0.0.1:${port}`;
    },
    push(state) {
      const problem = statePushProblem(state);
      if (problem) throw new Error(`the test pushes ${problem}`);
      current = state;
      for (const client of sockets?.clients ?? []) send(client);
    },
    connectedScreens() {
      return sockets?.clients.size ?? 0;
    },
    async stop() {
      for (const client of sockets?.clients ?? []) client.terminate();
      sockets?.close();
      const server = http;
      http = null;
      sockets = null;
      if (!server) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    start,
  };
}
