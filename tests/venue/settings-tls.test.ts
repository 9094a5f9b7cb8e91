import { copyFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { VENUE_USERS } from '../../electron/venue/broker-config';
import { runStoredVenueLink, type StoredVenueLinkRunner } from '../../electron/venue/venue-link';
import type { CommandResult } from '../../shared/contract/contract';
import { CONSOLE, tempDir } from '../host/helpers';
import { submitParsed } from '../support/parsed';
import { passwordOf, runMosquittoAskingClientCertificates, type TestBroker } from './brokers';
import { makeCertificates, type TestCertificates } from './certificates';
import { createTableMatch, openCollector, VENUE } from './tables';

const TABLE = 3;

/**
 * The console's venue settings with TLS files (the SetVenueLink command the form sends): a host
 * so configured connects to mosquitto's TLS listener that asks every client for a certificate
 * signed by the test's CA, made by openssl here; with another CA it does not, and says why; a file
 * it cannot use is refused when saved, and nothing changes.
 */
describe('the venue link of the settings over TLS (mqtts://, client certificate)', () => {
  const dir = tempDir('venue-settings-tls-');
  let good: TestCertificates;
  let other: TestCertificates;
  let broker: TestBroker;
  let tlsPort: number;
  let host: Host;
  let runner: StoredVenueLinkRunner;

  beforeAll(async () => {
    good = makeCertificates(join(dir.path, 'good'), { client: VENUE_USERS.table(TABLE) });
    other = makeCertificates(join(dir.path, 'other'), { client: VENUE_USERS.table(TABLE) });
    ({ broker, tlsPort } = await runMosquittoAskingClientCertificates(dir.path, VENUE, 4, good));
    host = openHost({ dataDir: join(dir.path, 'table') });
    createTableMatch(host, TABLE);
    runner = runStoredVenueLink(host);
  }, 60_000);

  afterAll(async () => {
    await runner?.close();
    host?.close();
    await broker?.stop();
    dir.remove();
  });

  const link = (files: { ca: string; cert?: string; key?: string }) => ({
    url: `mqtts://127.0.0.1:${tlsPort}`,
    venue: VENUE,
    table: TABLE,
    user: '',
    password: passwordOf(VENUE_USERS.table(TABLE)),
    cert: '',
    key: '',
    ...files,
  });
  const save = (files: { ca: string; cert?: string; key?: string }): CommandResult =>
    submitParsed(host, { type: 'SetVenueLink', link: link(files) }, CONSOLE);
  const status = () => host.settings().venue ?? null;

  it('connects with the CA, the client certificate and its key from the settings', async () => {
    const reader = await openCollector(broker.url);
    const states: string[] = [];
    reader.client.on('message', (topic) => void states.push(topic));
    await new Promise<void>((resolve) =>
      reader.client.subscribe(`carrom/v1/${VENUE}/tables/${TABLE}/state`, { qos: 1 }, () => resolve()),
    );
    try {
      const saved = save({ ca: good.ca, cert: good.clientCert!, key: good.clientKey! });
      expect(saved.ok).toBe(true);
      expect(host.settings().venueLink).toMatchObject({
        ca: good.ca,
        cert: good.clientCert,
        key: good.clientKey,
      });
      await expect.poll(() => status()?.link, { timeout: 20_000 }).toBe('online');
      // Really through the broker: the table's state reaches a reader on the plain listener.
      await expect.poll(() => states.length, { timeout: 20_000 }).toBeGreaterThan(0);
    } finally {
      reader.client.end(true);
    }
  }, 60_000);

  it('does not connect with another CA, and says the broker’s certificate is not signed by it', async () => {
    expect(save({ ca: other.ca, cert: good.clientCert!, key: good.clientKey! }).ok).toBe(true);
    await expect
      .poll(() => status()?.message ?? '', { timeout: 20_000 })
      .toMatch(/the broker’s certificate is not signed by the CA this host was given/);
    expect(status()?.link).not.toBe('online');
  }, 60_000);

  it('does not get in without a client certificate the broker trusts, and says so', async () => {
    expect(save({ ca: good.ca, cert: other.clientCert!, key: other.clientKey! }).ok).toBe(true);
    await expect
      .poll(() => status()?.message ?? '', { timeout: 20_000 })
      .toMatch(/the broker does not trust this host’s certificate/);
    expect(status()?.link).not.toBe('online');
    expect(save({ ca: good.ca }).ok).toBe(true);
    await expect
      .poll(() => status()?.message ?? '', { timeout: 20_000 })
      .toMatch(/the broker asks for this host’s own certificate/);
    expect(status()?.link).not.toBe('online');
  }, 60_000);

  it.each([
    ['a missing CA', () => ({ ca: join(dir.path, 'nowhere.crt') }), 'ca', 'missing', /there is no file/],
    ['a folder as the CA', () => ({ ca: dir.path }), 'ca', 'unreadable', /cannot be read/],
    ['a key as the CA', () => ({ ca: good.clientKey! }), 'ca', 'notCertificate', /holds no PEM certificate/],
    [
      'a certificate as the key',
      () => ({ ca: good.ca, cert: good.clientCert!, key: good.clientCert! }),
      'key',
      'notKey',
      /holds no PEM private key/,
    ],
    [
      'another certificate’s key',
      () => ({ ca: good.ca, cert: good.clientCert!, key: other.clientKey! }),
      'key',
      'keyMismatch',
      /is not the key of the client certificate/,
    ],
  ] as const)(
    'refuses %s when saved, in words, and keeps the stored link',
    (_name, files, file, problem, words) => {
      const before = host.store.setting('venueLink');
      const revision = host.current().revision;
      const given: { ca: string; cert?: string; key?: string } = files();
      const result = save(given);
      expect(result).toMatchObject({
        ok: false,
        code: 'tls_file',
        tlsFile: { file, problem, path: given[file] },
      });
      expect(result.ok ? '' : result.message).toMatch(words);
      expect(host.store.setting('venueLink')).toEqual(before);
      expect(host.current().revision).toBe(revision);
    },
  );

  it('says on the status line a file gone since it was saved, when the host starts again', async () => {
    const ca = join(dir.path, 'moved-ca.crt');
    copyFileSync(good.ca, ca);
    expect(save({ ca, cert: good.clientCert!, key: good.clientKey! }).ok).toBe(true);
    await expect.poll(() => status()?.link, { timeout: 20_000 }).toBe('online');
    // The host stops, the CA file goes, the host starts again with the stored link.
    await runner.close();
    renameSync(ca, `${ca}.away`);
    runner = runStoredVenueLink(host);
    await runner.settled();
    expect(status()).toMatchObject({
      link: 'offline',
      message: `the CA certificate: there is no file ${ca}.`,
    });
    expect(runner.current()).toBeNull();
    // Back, and the host started again: online.
    await runner.close();
    renameSync(`${ca}.away`, ca);
    runner = runStoredVenueLink(host);
    await expect.poll(() => status()?.link, { timeout: 20_000 }).toBe('online');
  }, 60_000);

  it('refuses TLS files on mqtt:// and a certificate without its key before reading any file', () => {
    const plain = submitParsed(
      host,
      { type: 'SetVenueLink', link: { ...link({ ca: good.ca }), url: broker.url } },
      CONSOLE,
    );
    expect(plain.ok ? '' : plain.message).toContain('certificate files are for an encrypted link');
    const alone = save({ ca: good.ca, cert: good.clientCert! });
    expect(alone.ok ? '' : alone.message).toContain('give the key of the client certificate as well');
  });
});
