import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMqttLink, type MqttLink } from '../../electron/venue/mqtt-link';
import { readVenueFlags } from '../../electron/venue/venue-flags';
import { tempDir, waitFor } from '../host/helpers';
import { freePort } from './brokers';

/** openssl, in `dir`; throws with its words when it fails. */
function openssl(dir: string, ...args: string[]): void {
  const run = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`openssl ${args.join(' ')}: ${run.stderr}`);
}

/** --mqtt-ca, --mqtt-cert, --mqtt-key against mosquitto with a TLS listener that asks for a client certificate. */
describe('a TLS link (mqtts://) with the venue flags', () => {
  const dir = tempDir('venue-tls-');
  let mosquitto: ChildProcess;
  let port: number;
  const links: MqttLink[] = [];

  beforeAll(async () => {
    const days = ['-days', '2'];
    openssl(
      dir.path,
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.crt',
      '-subj',
      '/CN=venue test CA',
      ...days,
    );
    for (const [name, cn] of [
      ['server', '127.0.0.1'],
      ['client', 'table-1'],
    ] as const) {
      openssl(
        dir.path,
        'req',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        `${name}.key`,
        '-out',
        `${name}.csr`,
        '-subj',
        `/CN=${cn}`,
      );
      writeFileSync(
        join(dir.path, `${name}.ext`),
        name === 'server' ? 'subjectAltName=IP:127.0.0.1\n' : 'extendedKeyUsage=clientAuth\n',
      );
      openssl(
        dir.path,
        'x509',
        '-req',
        '-in',
        `${name}.csr`,
        '-CA',
        'ca.crt',
        '-CAkey',
        'ca.key',
        '-CAcreateserial',
        '-out',
        `${name}.crt`,
        '-extfile',
        `${name}.ext`,
        ...days,
      );
    }
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
    // mosquitto drops to its own user: it reads these test files.
    chmodSync(dir.path, 0o755);
    for (const file of ['ca.crt', 'server.crt', 'server.key', 'mosquitto.conf'])
      chmodSync(join(dir.path, file), 0o644);
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

  it('refuses a certificate without its key, or a file it cannot read, in words', () => {
    expect(() =>
      readVenueFlags(
        { mqtt: 'mqtts://x:8883', venue: 'hall', 'mqtt-cert': join(dir.path, 'client.crt') },
        {},
      ),
    ).toThrow(/--mqtt-cert and --mqtt-key go together/);
    expect(() =>
      readVenueFlags({ mqtt: 'mqtts://x:8883', venue: 'hall', 'mqtt-ca': join(dir.path, 'missing.crt') }, {}),
    ).toThrow(/--mqtt-ca: .*missing\.crt cannot be read \(ENOENT\)/);
  });
});
