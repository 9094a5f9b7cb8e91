/**
 * Secrets stay where they belong: the stored broker password goes only to the broker and user it
 * was typed for (a fake broker records every byte the host sends it; over TLS, with the CA and
 * client certificate it was typed with), and no query or push gives
 * any client the LAN PIN or a password.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { runStoredVenueLink, type StoredVenueLinkRunner } from '../../electron/venue/venue-link';
import { CONSOLE, tempDir, waitFor } from './helpers';
import { serveTinyBuild, type Served } from './web-helpers';
import { TestSocket } from './ws-helpers';
import { submitParsed } from '../support/parsed';
import { makeCertificates } from '../venue/certificates';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A TCP server on a free port that answers nothing and keeps what each connection sent. */
async function recordingBroker(): Promise<{ readonly url: string; readonly received: () => Buffer[] }> {
  const connections: Buffer[][] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    const chunks: Buffer[] = [];
    connections.push(chunks);
    sockets.add(socket);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => closeServer(server, sockets));
  const port = (server.address() as { port: number }).port;
  return {
    url: `mqtt://127.0.0.1:${port}`,
    received: () => connections.map((chunks) => Buffer.concat(chunks)),
  };
}

/**
 * Stops a recording broker. Its connections are cut first: a host's client still waiting for the
 * CONNACK these brokers never send keeps its socket open until its connect timeout (5 s), and
 * server.close() would wait for it.
 */
function closeServer(server: Server, sockets: ReadonlySet<Socket>): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    for (const socket of sockets) socket.destroy();
  });
}

/** The MQTT CONNECT packets a broker got so far (first byte 0x10). */
const connects = (broker: { received: () => Buffer[] }): Buffer[] =>
  broker.received().filter((bytes) => bytes[0] === 0x10);

function linkedHost(): { host: Host; runner: StoredVenueLinkRunner } {
  const dir = tempDir();
  const host = openHost({ dataDir: join(dir.path, 'data') });
  const runner = runStoredVenueLink(host);
  cleanups.push(
    dir.remove,
    () => host.close(),
    () => runner.close(),
  );
  return { host, runner };
}

const LINK = { venue: 'club', table: 3, user: '' };
const SECRET = 'pw-table-3-secret';

describe('the stored broker password', () => {
  it('goes again to the same broker and user, never to another broker', async () => {
    const { host, runner } = linkedHost();
    const real = await recordingBroker();
    const other = await recordingBroker();
    const set = (link: Record<string, unknown>) => {
      const result = submitParsed(host, { type: 'SetVenueLink', link }, CONSOLE);
      expect(result).toMatchObject({ ok: true });
    };

    set({ ...LINK, url: real.url, password: SECRET });
    await runner.settled();
    const first = await waitFor(() => connects(real)[0], 'the CONNECT to the real broker');
    expect(first.includes('table-3')).toBe(true);
    expect(first.includes(SECRET)).toBe(true);

    // Same broker and user, another venue id, no password given: the stored one is kept.
    set({ ...LINK, venue: 'club-b', url: real.url });
    await runner.settled();
    const again = await waitFor(() => connects(real)[1], 'the second CONNECT to the real broker');
    expect(again.includes(SECRET)).toBe(true);
    expect(host.settings().venueLink?.passwordSet).toBe(true);

    // Another broker, no password given: the password is cleared, not sent.
    set({ ...LINK, url: other.url });
    await runner.settled();
    const elsewhere = await waitFor(() => connects(other)[0], 'the CONNECT to the other broker');
    expect(elsewhere.includes('table-3')).toBe(true);
    expect(elsewhere.includes(SECRET)).toBe(false);
    expect(Buffer.concat(other.received()).includes(SECRET)).toBe(false);
    expect(host.settings().venueLink?.passwordSet).toBe(false);
  });

  it.each([
    ['another user', { user: 'scorer' }, 'scorer'],
    ['another table, so another default user', { table: 4 }, 'table-4'],
    ['TLS instead of plain MQTT', { scheme: 'mqtts' }, null],
  ])('is cleared when the link names %s without the password', async (_what, change, user) => {
    const { host, runner } = linkedHost();
    const broker = await recordingBroker();
    submitParsed(
      host,
      { type: 'SetVenueLink', link: { ...LINK, url: broker.url, password: SECRET } },
      CONSOLE,
    );
    await runner.settled();
    await waitFor(() => connects(broker)[0], 'the first CONNECT');
    const { scheme, ...fields } = change as { scheme?: string; user?: string; table?: number };
    const url = scheme ? broker.url.replace('mqtt:', `${scheme}:`) : broker.url;
    const before = broker.received().length;
    expect(
      submitParsed(host, { type: 'SetVenueLink', link: { ...LINK, ...fields, url } }, CONSOLE),
    ).toMatchObject({
      ok: true,
    });
    await runner.settled();
    expect(host.settings().venueLink).toMatchObject({ url, passwordSet: false });
    if (user !== null) {
      const newUser = (): Buffer[] => connects(broker).filter((bytes) => bytes.includes(user));
      // A table's host connects its publisher; its watcher waits until a venue screen asks (lazy-watcher).
      await waitFor(() => (newUser().length >= 1 ? true : undefined), 'the host connecting as the new user');
      expect(newUser().every((bytes) => !bytes.includes(SECRET))).toBe(true);
    } else {
      // TLS: the host opens a TLS handshake (no MQTT in clear); nothing after it carries the secret.
      // A connection counts once its first bytes are in: the broker may accept it before they arrive.
      const fresh = (): Buffer[] => broker.received().slice(before);
      await waitFor(
        () => (fresh().length > 0 && fresh().every((bytes) => bytes.length > 0) ? true : undefined),
        'the TLS connection and its first bytes',
      );
      expect(
        broker
          .received()
          .slice(before)
          .every((bytes) => bytes[0] === 0x16 && !bytes.includes(SECRET)),
      ).toBe(true);
    }
  });
});

describe('no client is given the PIN or a password', () => {
  it('answers every query and push to a LAN console without either', async () => {
    const served: Served = await serveTinyBuild({ requirePin: true });
    cleanups.push(() => served.close());
    const { host, port } = served;
    const password = 'broker-password-4711';
    submitParsed(
      host,
      { type: 'SetVenueLink', link: { ...LINK, url: 'mqtt://192.0.2.1:1883', password } },
      CONSOLE,
    );
    const console = await TestSocket.open(`ws://127.0.0.1:${port}/ws?role=console&pin=${host.pin()}`);
    cleanups.push(() => console.close());
    const display = await TestSocket.open(`ws://127.0.0.1:${port}/ws?role=display`);
    cleanups.push(() => display.close());
    const answers = [];
    for (const type of ['GetSettings', 'ListMatches', 'CurrentState', 'LedStatus', 'ListLedPorts']) {
      answers.push(await console.send('query', { type }));
    }
    expect(answers[0]).toMatchObject({ ok: true, data: { venueLink: { passwordSet: true } } });
    // A settings change pushes the settings to every console.
    expect(await console.send('command', { type: 'UpdateDisplay', title: 'pushed' })).toMatchObject({
      ok: true,
    });
    await waitFor(
      () =>
        console.messages.some((message) => (message as { type: string }).type === 'settings')
          ? true
          : undefined,
      'the settings push',
    );
    const everything = JSON.stringify([answers, console.messages, display.messages]);
    expect(everything).not.toContain(password);
    expect(everything).not.toMatch(new RegExp(`(^|\\D)${host.pin()}(\\D|$)`));
  });
});

/**
 * A TLS server on a free port that answers nothing and keeps what each connection sent, decrypted;
 * `present` swaps the certificate it shows (a broker another CA vouches for, same address).
 */
async function recordingTlsBroker(first: { cert: string; key: string }) {
  const connections: Buffer[][] = [];
  const server = createTlsServer(
    {
      cert: readFileSync(first.cert),
      key: readFileSync(first.key),
      requestCert: true,
      rejectUnauthorized: false,
    },
    (socket) => {
      const chunks: Buffer[] = [];
      connections.push(chunks);
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', () => undefined);
    },
  );
  server.on('tlsClientError', () => undefined);
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => closeServer(server, sockets));
  return {
    url: `mqtts://127.0.0.1:${(server.address() as { port: number }).port}`,
    received: () => connections.map((chunks) => Buffer.concat(chunks)),
    present(files: { cert: string; key: string }) {
      server.setSecureContext({ cert: readFileSync(files.cert), key: readFileSync(files.key) });
    },
  };
}

describe('the stored broker password over TLS', () => {
  const dir = tempDir('secret-tls-');
  const first = makeCertificates(join(dir.path, 'first'), { client: 'table-3' });
  const second = makeCertificates(join(dir.path, 'second'), { client: 'table-3' });
  afterAll(dir.remove);

  it.each([
    ['another CA', { ca: second.ca, cert: first.clientCert!, key: first.clientKey! }],
    [
      'another client certificate and key',
      { ca: first.ca, cert: second.clientCert!, key: second.clientKey! },
    ],
    [
      'another CA, client certificate and key',
      { ca: second.ca, cert: second.clientCert!, key: second.clientKey! },
    ],
  ])('is not sent when the link names %s, same address and user', async (_what, files) => {
    const { host, runner } = linkedHost();
    const broker = await recordingTlsBroker({ cert: first.serverCert, key: first.serverKey });
    const tls = { ca: first.ca, cert: first.clientCert!, key: first.clientKey! };
    const set = (link: Record<string, unknown>) =>
      expect(submitParsed(host, { type: 'SetVenueLink', link }, CONSOLE)).toMatchObject({ ok: true });

    set({ ...LINK, url: broker.url, password: SECRET, ...tls });
    await runner.settled();
    const given = await waitFor(() => connects(broker)[0], 'the CONNECT over TLS');
    expect(given.includes(SECRET)).toBe(true);

    // The same broker address and user; the trust changed, the password not typed again.
    broker.present({ cert: second.serverCert, key: second.serverKey });
    const before = connects(broker).length;
    set({ ...LINK, url: broker.url, ...files });
    await runner.settled();
    expect(host.settings().venueLink).toMatchObject({ url: broker.url, passwordSet: false, ...files });
    // The CA that signed the broker's certificate now: the host connects, and sends no password.
    if (files.ca === second.ca) {
      const after = await waitFor(() => connects(broker)[before], 'the CONNECT after the change');
      expect(after.includes('table-3')).toBe(true);
      expect(after.includes(SECRET)).toBe(false);
    }
    expect(Buffer.concat(broker.received().slice(1)).includes(SECRET)).toBe(false);
  });

  it('goes again to the same address, user, CA and client certificate', async () => {
    const { host, runner } = linkedHost();
    const broker = await recordingTlsBroker({ cert: first.serverCert, key: first.serverKey });
    const tls = { ca: first.ca, cert: first.clientCert!, key: first.clientKey! };
    submitParsed(
      host,
      { type: 'SetVenueLink', link: { ...LINK, url: broker.url, password: SECRET, ...tls } },
      CONSOLE,
    );
    await runner.settled();
    await waitFor(() => connects(broker)[0], 'the first CONNECT');
    submitParsed(
      host,
      { type: 'SetVenueLink', link: { ...LINK, venue: 'club-b', url: broker.url, ...tls } },
      CONSOLE,
    );
    await runner.settled();
    expect(host.settings().venueLink?.passwordSet).toBe(true);
    const again = await waitFor(() => connects(broker)[1], 'the second CONNECT');
    expect(again.includes(SECRET)).toBe(true);
  });
});
