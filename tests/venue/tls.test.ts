import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMqttLink, type MqttLink } from '../../electron/venue/mqtt-link';
import { readVenueFlags } from '../../electron/venue/venue-flags';
import { tempDir, waitFor } from '../host/helpers';
import { freePort } from './brokers';
import { makeCertificates } from './certificates';

/** --mqtt-ca, --mqtt-cert, --mqtt-key against mosquitto with a TLS listener that asks for a client certificate. */
describe('a TLS link (mqtts://) with the venue flags', () => {
  const dir = tempDir('venue-tls-');
  let mosquitto: ChildProcess;
  let port: number;
  const links: MqttLink[] = [];

  beforeAll(async () => {
    makeCertificates(dir.path, { client: 'table-1' });
    port = await freePort();
    const config = join(dir.path, 'mosquitto.conf');
    writeFileSync(
      config,
      [
        `listener ${port} 127.0.0.1`,
        'allow_anonymous true',
        `cafile ${join(dir.path, 'ca.crt')}`,
        `certfile ${join(dir.path, 'server.crt')}`,
        `keyfile ${join(dir.path, 'server.key')}`,
        'require_certificate true',
        '',
      ].join('\n'),
    );
    // mosquitto drops to its own user: it reads its config (the certificates are readable already).
    chmodSync(config, 0o644);
    let log = '';
    mosquitto = spawn(process.env['MOSQUITTO_PATH'] || '/usr/sbin/mosquitto', ['-c', config], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    mosquitto.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await waitFor(
      () => (/Opening ipv4 listen socket on port/.test(log) ? true : undefined),
      `mosquitto with TLS: ${log}`,
      10_000,
    );
  });

  afterAll(async () => {
    await Promise.all(links.map((link) => link.close()));
    mosquitto?.kill();
    dir.remove();
  });

  const link = (flags: Record<string, string>): MqttLink => {
    const plan = readVenueFlags({ mqtt: `mqtts://127.0.0.1:${port}`, venue: 'hall', ...flags }, {});
    const opened = openMqttLink(
      { ...plan.venue!.broker, clientId: `tls-${links.length}`, reconnectMs: 200 },
      () => undefined,
    );
    links.push(opened);
    return opened;
  };

  it('connects with the CA and this host’s certificate and key', async () => {
    const tls = link({
      'mqtt-ca': join(dir.path, 'ca.crt'),
      'mqtt-cert': join(dir.path, 'client.crt'),
      'mqtt-key': join(dir.path, 'client.key'),
    });
    await expect.poll(() => tls.status(), { timeout: 10_000 }).toBe('online');
    // The broker asks for a client certificate: with the CA alone, no connection.
    const caOnly = link({ 'mqtt-ca': join(dir.path, 'ca.crt') });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(caOnly.status()).not.toBe('online');
  });

  it('does not connect to a broker whose certificate it cannot check, and says why', async () => {
    const problems: string[] = [];
    const untrusted = link({});
    untrusted.onChange((_state, message) => void (message && problems.push(message)));
    await expect.poll(() => problems.join('\n'), { timeout: 10_000 }).toMatch(/certificate/i);
    expect(untrusted.status()).not.toBe('online');
  });

  it('refuses a certificate without its key, a file it cannot use, or TLS files on mqtt://, in words', () => {
    expect(() =>
      readVenueFlags(
        { mqtt: 'mqtts://x:8883', venue: 'hall', 'mqtt-cert': join(dir.path, 'client.crt') },
        {},
      ),
    ).toThrow(/--mqtt-cert and --mqtt-key go together/);
    expect(() =>
      readVenueFlags({ mqtt: 'mqtts://x:8883', venue: 'hall', 'mqtt-ca': join(dir.path, 'missing.crt') }, {}),
    ).toThrow(/--mqtt-ca: there is no file .*missing\.crt/);
    expect(() =>
      readVenueFlags({ mqtt: 'mqtts://x:8883', venue: 'hall', 'mqtt-ca': join(dir.path, 'client.key') }, {}),
    ).toThrow(/--mqtt-ca: .*client\.key holds no PEM certificate/);
    expect(() =>
      readVenueFlags(
        {
          mqtt: 'mqtts://x:8883',
          venue: 'hall',
          'mqtt-cert': join(dir.path, 'client.crt'),
          'mqtt-key': join(dir.path, 'server.key'),
        },
        {},
      ),
    ).toThrow(/--mqtt-key: .*server\.key is not the key of the client certificate/);
    // On a link that is not encrypted the files would not be used: said, not ignored.
    expect(() =>
      readVenueFlags({ mqtt: 'mqtt://x:1883', venue: 'hall', 'mqtt-ca': join(dir.path, 'ca.crt') }, {}),
    ).toThrow(/are for an encrypted link/);
  });
});
