import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { TLS_FILES, type TlsFile, type TlsFileProblem } from '../../shared/contract/venue-settings';

/** The TLS files' paths (undefined or '' for none): the settings' fields or --mqtt-ca, --mqtt-cert, --mqtt-key. */
export type TlsPaths = { readonly [F in TlsFile]?: string };

/** The files' PEM texts, as mqtt.js takes them (`ca`, `cert`, `key`). */
export type TlsTexts = { readonly [F in TlsFile]?: string };

export type TlsFilesReading =
  | { readonly ok: true; readonly tls: TlsTexts | null }
  | { readonly ok: false; readonly problem: TlsFileProblem };

/** Each file as the operator knows it, for the words of a problem. */
export const TLS_FILE_WORDS: Readonly<Record<TlsFile, string>> = {
  ca: 'the CA certificate',
  cert: 'the client certificate',
  key: 'the client key',
};

type Read =
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: TlsFileProblem };

function readText(file: TlsFile, path: string): Read {
  try {
    return { ok: true, text: readFileSync(path, 'utf8') };
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return { ok: false, problem: { file, path, problem: missing ? 'missing' : 'unreadable' } };
  }
}

/** A PEM certificate (the first of a CA bundle), or null for anything else (DER, a key, text). */
function certificateOf(text: string): X509Certificate | null {
  if (!text.includes('-----BEGIN CERTIFICATE-----')) return null;
  try {
    return new X509Certificate(text);
  } catch (_error) {
    return null;
  }
}

/** A PEM private key that needs no passphrase, or null. */
function privateKeyOf(text: string): KeyObject | null {
  try {
    return createPrivateKey({ key: text, format: 'pem' });
  } catch (_error) {
    return null;
  }
}

/**
 * Reads and checks the TLS files of a venue link, for the console's settings and the command line
 * alike: each is there and readable, the CA and the client certificate hold a PEM certificate,
 * the key a PEM private key without a passphrase, and the key is the certificate's. Whether the
 * certificate and its key are both given is the caller's rule (the settings' schema, the flags).
 */
export function readTlsFiles(paths: TlsPaths): TlsFilesReading {
  const texts: Partial<Record<TlsFile, string>> = {};
  let certificate: X509Certificate | null = null;
  let key: KeyObject | null = null;
  for (const file of TLS_FILES) {
    const path = paths[file];
    if (path === undefined || path === '') continue;
    const read = readText(file, path);
    if (!read.ok) return read;
    if (file === 'key') {
      key = privateKeyOf(read.text);
      if (key === null) return { ok: false, problem: { file, path, problem: 'notKey' } };
    } else {
      const parsed = certificateOf(read.text);
      if (parsed === null) return { ok: false, problem: { file, path, problem: 'notCertificate' } };
      if (file === 'cert') certificate = parsed;
    }
    texts[file] = read.text;
  }
  if (certificate !== null && key !== null && !certificate.checkPrivateKey(key)) {
    return { ok: false, problem: { file: 'key', path: paths.key!, problem: 'keyMismatch' } };
  }
  return { ok: true, tls: Object.keys(texts).length === 0 ? null : texts };
}

/** A problem in (English) words, naming the file as `name` (a flag on the command line). */
export function tlsProblemWords(problem: TlsFileProblem, name = TLS_FILE_WORDS[problem.file]): string {
  const { path } = problem;
  switch (problem.problem) {
    case 'missing':
      return `${name}: there is no file ${path}`;
    case 'unreadable':
      return `${name}: ${path} cannot be read (is it a folder, or not readable by this user?)`;
    case 'notCertificate':
      return `${name}: ${path} holds no PEM certificate (a text file starting -----BEGIN CERTIFICATE-----)`;
    case 'notKey':
      return `${name}: ${path} holds no PEM private key, or one locked with a passphrase`;
    case 'keyMismatch':
      return `${name}: ${path} is not the key of the client certificate`;
  }
}
