import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMqttLink, type MqttLink } from '../../electron/venue/mqtt-link';
import { openTablePublisher, type TablePublisher } from '../../electron/venue/table-publisher';
import { readVenueFlags, startPlannedHub, type StartedHub } from '../../electron/venue/venue-flags';
import { openHost, type Host } from '../../electron/host/host';
import { tempDir } from '../host/helpers';
import { makeCertificates, type TestCertificates } from './certificates';
import { freePort, runMosquitto, writeVenueFiles, type TestBroker } from './brokers';
import { brokerOf, createTableMatch, openCollector, VENUE } from './tables';

/**
 * The shipped mosquitto config's TLS listener (resources/mosquitto/mosquitto.conf, port 8883),
 * with a certificate made here: a table connects over mqtts:// with the CA (--mqtt-ca) and its
 * state reaches a reader on the plain listener; without the CA it does not connect.
 */
describe('the shipped mosquitto config’s TLS listener', () => {
  const dir = tempDir('venue-tls-listener-');
  let certificates: TestCertificates;
  let broker: TestBroker;
  let tlsPort: number;
  const opened: { host: Host; publisher: TablePublisher }[] = [];

  beforeAll(async () => {
    certificates = makeCertificates(dir.path);
    tlsPort = await freePort();
    broker = await runMosquitto(dir.path, writeVenueFiles(dir.path, VENUE, 2), '', {
      port: tlsPort,
      certfile: certificates.serverCert,
      keyfile: certificates.serverKey,
    });
  }, 30_000);

  afterAll(async () => {
    for (const { host, publisher } of opened) {
      await publisher.close();
      host.close();
    }
    await broker?.stop();
    dir.remove();
  });

  const table = (number: number, ca: boolean): TablePublisher => {
    const host = openHost({ dataDir: join(dir.path, `table-${number}`) });
    createTableMatch(host, number);
    const publisher = openTablePublisher(host, {
      broker: {
        ...brokerOf(`mqtts://127.0.0.1:${tlsPort}`, number),
        ...(ca ? { tls: { ca: readFileSync(certificates.ca, 'utf8') } } : {}),
      },
      venue: VENUE,
      table: number,
      log: () => undefined,
    });
    opened.push({ host, publisher });
    return publisher;
  };

  it('a table with the CA connects over TLS, and its state reaches a reader on the plain listener', async () => {
    const reader = await openCollector(broker.url);
    const states: string[] = [];
    reader.client.on('message', (topic) => void states.push(topic));
    await new Promise<void>((resolve) =>
      reader.client.subscribe(`carrom/v1/${VENUE}/tables/1/state`, { qos: 1 }, () => resolve()),
    );
    const publisher = table(1, true);
    await expect.poll(() => publisher.status().link, { timeout: 15_000 }).toBe('online');
    await expect.poll(() => states.length, { timeout: 15_000 }).toBeGreaterThan(0);
    reader.client.end(true);
  }, 40_000);

  it('a table without the CA does not connect, and says why', async () => {
    const publisher = table(2, false);
    await expect.poll(() => publisher.status().message ?? '', { timeout: 15_000 }).toMatch(/certificate/i);
    expect(publisher.status().link).not.toBe('online');
  }, 40_000);
});

/** The hub's TLS listener (--hub-cert, --hub-key, --hub-tls-port), with its users on. */
describe('the embedded hub over TLS', () => {
  const dir = tempDir('venue-hub-tls-');
  let hub: StartedHub;

  beforeAll(async () => {
    const certificates = makeCertificates(dir.path);
    const plan = readVenueFlags(
      {
        'venue-hub': true,
        'hub-port': '0',
        'hub-ws-port': '0',
        'hub-tls-port': '0',
        'hub-cert': certificates.serverCert,
        'hub-key': certificates.serverKey,
        'hub-tables': '2',
      },
      {},
    );
    hub = await startPlannedHub(plan, { host: '127.0.0.1', dataDir: dir.path });
  }, 30_000);

  afterAll(async () => {
    await hub?.hub?.close();
    dir.remove();
  });

  it('a table connects over mqtts:// with the CA and its own user, and is refused without the CA', async () => {
    const tlsPort = hub.hub!.tlsPort!;
    expect(hub.lines.join('\n')).toContain(`TLS (mqtts) port ${tlsPort}`);
    const passwords = readFileSync(join(dir.path, 'venue-hub', 'passwords.txt'), 'utf8');
    const password = /^table-1:(.+)$/m.exec(passwords)![1]!;
    const ca = readFileSync(join(dir.path, 'ca.crt'), 'utf8');
    const open = (tls: boolean): MqttLink => {
      const link = openMqttLink(
        {
          url: `mqtts://127.0.0.1:${tlsPort}`,
          username: 'table-1',
          password,
          clientId: `table-1-tls-${tls}`,
          reconnectMs: 200,
          ...(tls ? { tls: { ca } } : {}),
        },
        () => undefined,
      );
      links.push(link);
      return link;
    };
    const links: MqttLink[] = [];
    try {
      const good = open(true);
      await expect.poll(() => good.status(), { timeout: 15_000 }).toBe('online');
      const problems: string[] = [];
      const untrusted = open(false);
      untrusted.onChange((_state, message) => void (message && problems.push(message)));
      await expect.poll(() => problems.join('\n'), { timeout: 15_000 }).toMatch(/certificate/i);
      expect(untrusted.status()).not.toBe('online');
    } finally {
      await Promise.all(links.map((link) => link.close()));
    }
  }, 40_000);

  it('refuses a certificate without its key, and --hub-cert without --venue-hub, in words', () => {
    expect(() => readVenueFlags({ 'venue-hub': true, 'hub-cert': join(dir.path, 'ca.crt') }, {})).toThrow(
      /--hub-cert and --hub-key go together/,
    );
    expect(() => readVenueFlags({ 'hub-cert': 'x', 'hub-key': 'y' }, {})).toThrow(/are for --venue-hub/);
  });
});
