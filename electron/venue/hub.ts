import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import type { Aedes, AedesOptions, AuthenticateError, Client } from 'aedes';
import { WebSocketServer, createWebSocketStream } from 'ws';
import { clientIdOfUser } from './client-id';
import { aclAllows, parseAcl, parsePasswordFile, passwordMatches, type Acl } from './broker-config';

export const DEFAULT_HUB_PORT = 1883;
export const DEFAULT_HUB_WS_PORT = 9001;
export const DEFAULT_HUB_TLS_PORT = 8883;

export interface HubOptions {
  /** MQTT over TCP (default 1883; 0 picks a free one). */
  readonly port?: number;
  /** MQTT over WebSocket (default 9001; 0 picks a free one). */
  readonly wsPort?: number;
  /** Address to listen on (default 127.0.0.1, as the web server: 0.0.0.0 is the venue's network). */
  readonly host?: string;
  /** mosquitto password file (mosquitto_passwd); without it, anyone may connect. */
  readonly passwordFile?: string;
  /** mosquitto ACL file; only with a password file. */
  readonly aclFile?: string;
  readonly log?: (line: string) => void;
  /** The session store of a hub started before (RunningHub.persistence): sessions and retained messages carry over. */
  readonly persistence?: unknown;
  /** MQTT over TLS too (mqtts://): its port (0 picks a free one) and the hub's certificate and key (PEM). */
  readonly tls?: { readonly port: number; readonly cert: string; readonly key: string };
}

export interface RunningHub {
  readonly port: number;
  readonly wsPort: number;
  /** The TLS port, when the hub has a certificate. */
  readonly tlsPort: number | null;
  /** The address it listens on. */
  readonly host: string;
  /** mqtt://127.0.0.1:port, for this computer's own host. */
  readonly url: string;
  /** Its session store (in memory): hand it to the next startHub to keep sessions over a restart. */
  readonly persistence: unknown;
  close(): Promise<void>;
}

interface Rules {
  readonly passwords: ReadonlyMap<string, string>;
  readonly acl: Acl | null;
}

/**
 * The embedded broker for a venue without mosquitto (`npm run serve -- --venue-hub`): aedes on
 * TCP and on WebSocket, with mosquitto's own password file and ACL when given, so the same
 * users and rules hold on both brokers.
 */
export async function startHub(options: HubOptions = {}): Promise<RunningHub> {
  const log = options.log ?? ((line: string) => console.warn(line));
  const rules = readRules(options);
  // Loaded when a hub starts: a host without one never pays for the broker at start-up.
  const { Aedes } = await import('aedes');
  const broker = await Aedes.createBroker({
    maxClientsIdLength: 64,
    ...(options.persistence ? { persistence: options.persistence as never } : {}),
    ...hubGuards(rules, log),
  });
  const servers = hubServers(broker, options);
  const { tcp, http, secure } = servers;
  const host = options.host ?? '127.0.0.1';
  try {
    await listen(tcp, options.port ?? DEFAULT_HUB_PORT, host, 'MQTT');
    await listen(http, options.wsPort ?? DEFAULT_HUB_WS_PORT, host, 'MQTT over WebSocket');
    if (secure && options.tls) await listen(secure, options.tls.port, host, 'MQTT over TLS');
  } catch (error) {
    tcp.close();
    secure?.close();
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    throw error;
  }
  return runningHub(broker, servers);
}

type BrokerGuards = Required<Pick<AedesOptions, 'authenticate' | 'authorizePublish' | 'authorizeSubscribe'>>;

/** Who may log in, write and read: mosquitto's password file and ACL when given, else anyone. */
function hubGuards(rules: Rules | null, log: (line: string) => void): BrokerGuards {
  const users = new WeakMap<Client, string>();
  return {
    authenticate(client, username, password, done) {
      const refusal = rules ? loginRefusal(rules, client.id, username ?? '', password, log) : null;
      if (refusal) return done(refusal, false);
      if (rules) users.set(client, username ?? '');
      done(null, true);
    },
    authorizePublish(client, packet, callback) {
      if (packet.topic.startsWith('$SYS')) return callback(new Error('$SYS topics are the broker’s'));
      if (
        !rules?.acl ||
        !client ||
        aclAllows(rules.acl, users.get(client) ?? '', client.id, packet.topic, 'write')
      ) {
        return callback(null);
      }
      log(`Venue hub: ${client.id} (user "${users.get(client) ?? ''}") may not write ${packet.topic}.`);
      callback(new Error(`not authorized to write ${packet.topic}`));
    },
    authorizeSubscribe(client, subscription, callback) {
      if (
        !rules?.acl ||
        aclAllows(rules.acl, users.get(client) ?? '', client.id, subscription.topic, 'read')
      ) {
        return callback(null, subscription);
      }
      log(`Venue hub: ${client.id} may not read ${subscription.topic}.`);
      callback(null, null);
    },
  };
}

interface HubServers {
  readonly tcp: Server;
  readonly http: HttpServer;
  readonly sockets: WebSocketServer;
  readonly secure: Server | null;
}

/** The broker on TCP, on WebSocket (an HTTP server that answers nothing else) and, when asked, on TLS. */
function hubServers(broker: Aedes, options: HubOptions): HubServers {
  const tcp = createServer(broker.handle);
  const http = createHttpServer((_request, response) => {
    response.writeHead(426, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('This address is for MQTT over WebSocket.');
  });
  const sockets = new WebSocketServer({ server: http });
  sockets.on('connection', (socket, request) => {
    broker.handle(createWebSocketStream(socket), request);
  });
  const secure = options.tls ? createTlsServer({ ...options.tls }, broker.handle) : null;
  return { tcp, http, sockets, secure };
}

function runningHub(broker: Aedes, { tcp, http, sockets, secure }: HubServers): RunningHub {
  const port = (tcp.address() as AddressInfo).port;
  return {
    port,
    wsPort: (http.address() as AddressInfo).port,
    tlsPort: secure ? (secure.address() as AddressInfo).port : null,
    host: (tcp.address() as AddressInfo).address,
    url: `mqtt://127.0.0.1:${port}`,
    persistence: (broker as unknown as { readonly persistence: unknown }).persistence,
    async close() {
      // No new connections first (a client reconnecting into a closing broker would leave a
      // stale will behind); then the broker ends its clients' connections, which the servers wait for.
      const closed = Promise.all([
        closeServer(tcp),
        closeServer(http),
        ...(secure ? [closeServer(secure)] : []),
      ]);
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      await closed;
    },
  };
}

/** Why the hub refuses a login (the user's password, or a client id not after the user's name); null: welcome. */
function loginRefusal(
  rules: Rules,
  clientId: string,
  username: string,
  password: Buffer | undefined,
  log: (line: string) => void,
): AuthenticateError | null {
  const hash = rules.passwords.get(username);
  if (hash === undefined || !passwordMatches(hash, password?.toString('utf8') ?? '')) {
    log(`Venue hub: refused ${clientId} (user "${username}"): wrong user name or password.`);
    const error = new Error('wrong user name or password') as AuthenticateError;
    error.returnCode = 4;
    return error;
  }
  if (clientIdOfUser(clientId, username)) return null;
  log(
    `Venue hub: refused client id ${clientId} for user "${username}": a client id must begin with its user's name and a dash.`,
  );
  const error = new Error('client id not of this user') as AuthenticateError;
  error.returnCode = 2;
  return error;
}

function readRules(options: HubOptions): Rules | null {
  if (!options.passwordFile) {
    if (options.aclFile) throw new Error('An ACL needs a password file: give --hub-passwords too.');
    return null;
  }
  const passwords = parsePasswordFile(readFileSync(options.passwordFile, 'utf8'));
  if (passwords.size === 0) throw new Error(`The password file ${options.passwordFile} names no user.`);
  return { passwords, acl: options.aclFile ? parseAcl(readFileSync(options.aclFile, 'utf8')) : null };
}

function listen(server: Server | HttpServer, port: number, host: string, what: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `The venue hub cannot listen for ${what} on port ${port}: it is in use (is mosquitto running?).`
            : `The venue hub cannot listen for ${what} on ${host}:${port}: ${error.message}`,
        ),
      ),
    );
    server.listen(port, host, () => resolve());
  });
}

function closeServer(server: Server | HttpServer): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}
