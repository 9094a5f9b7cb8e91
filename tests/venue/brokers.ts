import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { join } from 'node:path';
import { writeHashedPasswords } from '../../electron/venue/password-files';
import {
  mosquittoConf,
  passwordOwner,
  venueAcl,
  venueUsers,
  type TlsListener,
} from '../../electron/venue/broker-config';
import { startHub, type RunningHub } from '../../electron/venue/hub';
import type { TestCertificates } from './certificates';

/** A broker the venue tests run against: mosquitto or the embedded hub, with the documented ACL. */
export interface TestBroker {
  readonly kind: 'mosquitto' | 'aedes';
  readonly url: string;
  readonly port: number;
  readonly wsPort: number;
  /** Stops it and starts it again on the same ports (and, for mosquitto, its persistence). */
  restart(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it; `start` brings it back on the same ports. */
  start(): Promise<void>;
  /**
   * Kills it with no chance to save anything (mosquitto: SIGKILL; the hub: its memory gone) and
   * starts it again on the same ports.
   */
  crash(): Promise<void>;
  /** mosquitto's process id while it runs (the bench reads its CPU time). */
  readonly pid?: () => number | undefined;
  /** What mosquitto wrote since it first started (the bench looks for dropped messages). */
  readonly log?: () => string;
}

/** The bench's own user: reads and writes under `bench/#`, outside every venue (its bare pipeline). */
export const BENCH_USER = 'bench';

/**
 * The bench probe's connections (bench/venue-probe.ts), a user each with the bench's password:
 * mosquitto as shipped gives a user one connection (use_username_as_clientid). The watcher also
 * reads the venue, beside the screen user's /venue host.
 */
export const BENCH_PROBE_USERS = {
  send: 'bench-probe-send',
  receive: 'bench-probe-receive',
  watch: 'bench-probe-watch',
} as const;

const TEMPLATE = join(import.meta.dirname, '..', '..', 'resources', 'mosquitto', 'mosquitto.conf');

/** The test users' passwords (each user's own). */
export const passwordOf = (user: string): string => `pw-${user}-secret`;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

/** The password file (hashed by mosquitto_passwd) and the ACL for `tables` tables, in `dir`. */
export function writeVenueFiles(dir: string, venue: string, tables: number, benchUser = false) {
  const benchUsers = benchUser ? [BENCH_USER, ...Object.values(BENCH_PROBE_USERS)] : [];
  const users = [...venueUsers(venue, tables), ...benchUsers];
  const passwordFile = join(dir, 'passwords');
  // A table's watcher (table-4-watch) has its table's password, as mosquitto-setup.ts makes it.
  const owner = (user: string) => (benchUsers.includes(user) ? BENCH_USER : passwordOwner(user));
  writeHashedPasswords(
    passwordFile,
    users.map((user) => [user, passwordOf(owner(user))] as const),
  );
  const aclFile = join(dir, 'acl');
  const benchAcl = benchUsers
    .map((user) => {
      const venueRead = user === BENCH_PROBE_USERS.watch ? `topic read carrom/v1/${venue}/#\n` : '';
      return `\nuser ${user}\ntopic readwrite bench/#\n${venueRead}`;
    })
    .join('');
  writeFileSync(aclFile, venueAcl(venue, tables) + benchAcl);
  return { passwordFile, aclFile };
}

export async function startMosquitto(
  dir: string,
  venue: string,
  tables: number,
  benchUser = false,
  extraConf = '',
): Promise<TestBroker> {
  return runMosquitto(dir, writeVenueFiles(dir, venue, tables, benchUser), extraConf);
}

/**
 * Mosquitto as shipped for `tables` tables of the test venue, plus a TLS listener (on `tlsPort`)
 * that asks every client for a certificate signed by the CA of `certificates`.
 */
export async function runMosquittoAskingClientCertificates(
  dir: string,
  venue: string,
  tables: number,
  certificates: TestCertificates,
): Promise<{ readonly broker: TestBroker; readonly tlsPort: number }> {
  const tlsPort = await freePort();
  const broker = await runMosquitto(dir, writeVenueFiles(dir, venue, tables), '', {
    port: tlsPort,
    certfile: certificates.serverCert,
    keyfile: certificates.serverKey,
    clientCa: certificates.ca,
  });
  return { broker, tlsPort };
}

/**
 * mosquitto with the shipped config, these users and ACL, and `extraConf` after it (a bridge:
 * resources/mosquitto/bridge.conf, as conf.d would add it).
 */
export async function runMosquitto(
  dir: string,
  files: { readonly passwordFile: string; readonly aclFile: string },
  extraConf = '',
  tls?: TlsListener,
): Promise<TestBroker> {
  const { passwordFile, aclFile } = files;
  const port = await freePort();
  const wsPort = await freePort();
  const config = join(dir, 'mosquitto.conf');
  const text = mosquittoConf(readFileSync(TEMPLATE, 'utf8'), {
    port,
    wsPort,
    passwordFile,
    aclFile,
    persistenceDir: dir,
    ...(tls ? { tls } : {}),
  });
  writeFileSync(config, extraConf === '' ? text : `${text}\n${extraConf}`);
  giveToMosquittoUser(dir, [passwordFile, aclFile, config]);
  let child: ChildProcess | null = null;
  let log = '';
  const start = async (): Promise<void> => {
    child = spawn(process.env['MOSQUITTO_PATH'] || '/usr/sbin/mosquitto', ['-c', config], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await waitForPort(port, () => `mosquitto did not start: ${log}`);
  };
  const stop = async (): Promise<void> => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  await start();
  return {
    kind: 'mosquitto',
    url: `mqtt://127.0.0.1:${port}`,
    port,
    wsPort,
    start,
    stop,
    pid: () => (child as ChildProcess | null)?.pid,
    log: () => log,
    async crash() {
      const running = child;
      child = null;
      if (running && running.exitCode === null) {
        await new Promise<void>((resolve) => {
          running.once('exit', () => resolve());
          running.kill('SIGKILL');
        });
      }
      await start();
    },
    async restart() {
      await stop();
      await start();
    },
  };
}

export async function startAedes(dir: string, venue: string, tables: number): Promise<TestBroker> {
  const { passwordFile, aclFile } = writeVenueFiles(dir, venue, tables);
  const port = await freePort();
  const wsPort = await freePort();
  let hub: RunningHub | null = null;
  // A restart keeps the hub's session store, as a hub with a persistent store would (mosquitto's persistence file).
  let persistence: unknown;
  const start = async (): Promise<void> => {
    hub = await startHub({
      port,
      wsPort,
      host: '127.0.0.1',
      passwordFile,
      aclFile,
      log: () => undefined,
      persistence,
    });
    persistence = hub.persistence;
  };
  const stop = async (): Promise<void> => {
    const running = hub;
    hub = null;
    await running?.close();
  };
  await start();
  return {
    kind: 'aedes',
    url: `mqtt://127.0.0.1:${port}`,
    port,
    wsPort,
    start,
    stop,
    async crash() {
      await stop();
      persistence = undefined;
      await start();
    },
    async restart() {
      await stop();
      await start();
    },
  };
}

/** Run as root, mosquitto drops to its own user: it must still read its files and write its persistence. */
function giveToMosquittoUser(dir: string, files: readonly string[]): void {
  if (process.getuid?.() !== 0) return;
  const user = spawnSync('id', ['-u', 'mosquitto'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'mosquitto'], { encoding: 'utf8' });
  if (user.status !== 0 || group.status !== 0) return;
  for (const path of [dir, ...files]) chownSync(path, Number(user.stdout), Number(group.stdout));
}

async function waitForPort(port: number, failure: () => string): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
