import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTlsFiles, tlsProblemWords } from '../../electron/host/tls-files';
import { tempDir } from '../host/helpers';
import { makeCertificates, type TestCertificates } from './certificates';

/**
 * The one check of a venue link's TLS files (electron/host/tls-files.ts), for the console's
 * settings and --mqtt-ca/--mqtt-cert/--mqtt-key alike, on files openssl makes here.
 */
describe('readTlsFiles', () => {
  const dir = tempDir('venue-tls-files-');
  let made: TestCertificates;
  const path = (name: string) => join(dir.path, name);

  beforeAll(() => {
    made = makeCertificates(join(dir.path, 'pki'), { client: 'table-1' });
    const openssl = (...args: string[]) => {
      const run = spawnSync('openssl', args, { cwd: dir.path, encoding: 'utf8' });
      if (run.status !== 0) throw new Error(run.stderr);
    };
    // The client key locked with a passphrase, the CA in DER, and a bundle of two CAs.
    openssl('pkey', '-in', made.clientKey!, '-aes256', '-passout', 'pass:secret', '-out', 'locked.key');
    openssl('x509', '-in', made.ca, '-outform', 'DER', '-out', 'ca.der');
    writeFileSync(path('bundle.crt'), readFileSync(made.serverCert, 'utf8') + readFileSync(made.ca, 'utf8'));
    writeFileSync(path('empty.crt'), '');
    mkdirSync(path('folder.crt'));
  }, 60_000);

  afterAll(() => dir.remove());

  it('reads the files as the PEM texts mqtt.js takes; none given is no TLS', () => {
    expect(readTlsFiles({ ca: made.ca, cert: made.clientCert!, key: made.clientKey! })).toEqual({
      ok: true,
      tls: {
        ca: readFileSync(made.ca, 'utf8'),
        cert: readFileSync(made.clientCert!, 'utf8'),
        key: readFileSync(made.clientKey!, 'utf8'),
      },
    });
    expect(readTlsFiles({ ca: path('bundle.crt') })).toMatchObject({
      ok: true,
      tls: { ca: expect.any(String) },
    });
    expect(readTlsFiles({})).toEqual({ ok: true, tls: null });
    expect(readTlsFiles({ ca: '', cert: '', key: '' })).toEqual({ ok: true, tls: null });
  });

  it.each([
    ['no file', () => ({ ca: path('nowhere.crt') }), 'ca', 'missing'],
    ['a folder', () => ({ ca: path('folder.crt') }), 'ca', 'unreadable'],
    ['an empty file', () => ({ ca: path('empty.crt') }), 'ca', 'notCertificate'],
    ['a certificate in DER', () => ({ ca: path('ca.der') }), 'ca', 'notCertificate'],
    [
      'a key as the certificate',
      () => ({ cert: made.clientKey!, key: made.clientKey! }),
      'cert',
      'notCertificate',
    ],
    [
      'a key locked with a passphrase',
      () => ({ cert: made.clientCert!, key: path('locked.key') }),
      'key',
      'notKey',
    ],
    ['a certificate as the key', () => ({ cert: made.clientCert!, key: made.ca }), 'key', 'notKey'],
    [
      'another certificate’s key',
      () => ({ cert: made.clientCert!, key: made.serverKey }),
      'key',
      'keyMismatch',
    ],
  ] as const)('refuses %s, naming the file and why', (_name, paths, file, problem) => {
    const given = paths();
    const reading = readTlsFiles(given);
    expect(reading).toEqual({
      ok: false,
      problem: { file, problem, path: given[file as keyof typeof given] },
    });
  });

  it('says each problem in words that name the file, or the flag the command line gave', () => {
    const words = (problem: Parameters<typeof tlsProblemWords>[0]['problem']) =>
      tlsProblemWords({ file: 'key', problem, path: '/etc/carrom/t.key' });
    expect(words('missing')).toBe('the client key: there is no file /etc/carrom/t.key');
    expect(words('notKey')).toBe(
      'the client key: /etc/carrom/t.key holds no PEM private key, or one locked with a passphrase',
    );
    expect(tlsProblemWords({ file: 'ca', problem: 'notCertificate', path: '/x' }, '--mqtt-ca')).toMatch(
      /^--mqtt-ca: \/x holds no PEM certificate/,
    );
  });
});
