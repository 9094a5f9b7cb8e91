import { spawnSync } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** openssl, in `dir`; throws with its words when it fails. */
function openssl(dir: string, ...args: string[]): void {
  const run = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`openssl ${args.join(' ')}: ${run.stderr}`);
}

export interface TestCertificates {
  readonly ca: string;
  readonly serverCert: string;
  readonly serverKey: string;
}

/**
 * A CA made here and a server certificate for 127.0.0.1 it signed (two days), in `dir`, readable
 * by mosquitto's own user (it drops to it when run as root).
 */
export function makeCertificates(dir: string): TestCertificates {
  const days = ['-days', '2'];
  openssl(
    dir,
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
  openssl(
    dir,
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'server.key',
    '-out',
    'server.csr',
    '-subj',
    '/CN=127.0.0.1',
  );
  writeFileSync(join(dir, 'server.ext'), 'subjectAltName=IP:127.0.0.1\n');
  openssl(
    dir,
    ...['x509', '-req', '-in', 'server.csr', '-CA', 'ca.crt', '-CAkey', 'ca.key', '-CAcreateserial'],
    ...['-out', 'server.crt', '-extfile', 'server.ext', ...days],
  );
  for (const file of ['ca.crt', 'server.crt', 'server.key']) chmodSync(join(dir, file), 0o644);
  return { ca: join(dir, 'ca.crt'), serverCert: join(dir, 'server.crt'), serverKey: join(dir, 'server.key') };
}
