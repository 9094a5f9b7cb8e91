import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTablePublisher, type TablePublisher } from '../../electron/venue/table-publisher';
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
