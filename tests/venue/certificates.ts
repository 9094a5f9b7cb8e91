import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
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
  /** This host's own certificate (signed by the CA, for client authentication) and key, when asked for. */
  readonly clientCert?: string;
  readonly clientKey?: string;
}

const DAYS = ['-days', '2'];

/** A key and a certificate `name`.crt for `cn`, signed by the CA in `dir`, with the extensions `ext`. */
function signed(dir: string, name: string, cn: string, ext: string): void {
  openssl(
    dir,
    ...['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${name}.key`, '-out', `${name}.csr`],
    ...['-subj', `/CN=${cn}`],
  );
  writeFileSync(join(dir, `${name}.ext`), `${ext}\n`);
  openssl(
    dir,
    ...['x509', '-req', '-in', `${name}.csr`, '-CA', 'ca.crt', '-CAkey', 'ca.key', '-CAcreateserial'],
    ...['-out', `${name}.crt`, '-extfile', `${name}.ext`, ...DAYS],
  );
}

/**
 * A CA made here and a server certificate for 127.0.0.1 it signed (two days), in `dir` (made if
 * needed), readable by mosquitto's own user (it drops to it when run as root); with `client`, a
 * client certificate of that common name as well (clientAuth), for a broker that asks for one.
 */
export function makeCertificates(dir: string, options: { readonly client?: string } = {}): TestCertificates {
  mkdirSync(dir, { recursive: true });
  openssl(
    dir,
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.crt'],
    ...['-subj', '/CN=venue test CA', ...DAYS],
  );
  signed(dir, 'server', '127.0.0.1', 'subjectAltName=IP:127.0.0.1');
  if (options.client !== undefined) signed(dir, 'client', options.client, 'extendedKeyUsage=clientAuth');
  chmodSync(dir, 0o755);
  const files = [
    'ca.crt',
    'server.crt',
    'server.key',
    ...(options.client === undefined ? [] : ['client.crt', 'client.key']),
  ];
  for (const file of files) chmodSync(join(dir, file), 0o644);
  return {
    ca: join(dir, 'ca.crt'),
    serverCert: join(dir, 'server.crt'),
    serverKey: join(dir, 'server.key'),
    ...(options.client === undefined
      ? {}
      : { clientCert: join(dir, 'client.crt'), clientKey: join(dir, 'client.key') }),
  };
}
