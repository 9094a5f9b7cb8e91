import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The set-up scripts' shared part (mosquitto-setup.ts, relay/upstream-setup.ts): the files they
 * write, never over an existing one, and a broker's users with their passwords, plain for the
 * operator and hashed for mosquitto.
 */

/** `names` in the folder `out` (made if needed), as paths; throws, naming it, if any of them exists. */
export function freshFiles<K extends string>(
  out: string | undefined,
  names: Readonly<Record<K, string>>,
): Readonly<Record<K, string>> {
  const folder = resolve(out ?? '.');
  mkdirSync(folder, { recursive: true });
  const files = Object.fromEntries(
    Object.entries<string>(names).map(([key, name]) => [key, join(folder, name)]),
  ) as Record<K, string>;
  for (const file of Object.values<string>(files)) {
    if (existsSync(file)) throw new Error(`${file} exists already: move it away first.`);
  }
  return files;
}

/** Writes `user:password` lines to `file` (its owner's only), then hashes it in place with mosquitto_passwd. */
export function writeHashedPasswords(
  file: string,
  logins: Iterable<readonly [user: string, password: string]>,
): void {
  writeFileSync(file, loginLines(logins), { mode: 0o600 });
  const hashed = spawnSync('mosquitto_passwd', ['-U', file], { encoding: 'utf8' });
  if (hashed.status !== 0)
    throw new Error(`mosquitto_passwd failed (is mosquitto installed?): ${hashed.stderr}`);
}

/**
 * Writes `user:password` lines to `plain` (to hand out) and to `passwords`, hashed there by
 * mosquitto_passwd; both readable by their owner only.
 */
export function writePasswordFiles(
  files: { readonly passwords: string; readonly plain: string },
  logins: Iterable<readonly [user: string, password: string]>,
): void {
  const all = [...logins];
  writeFileSync(files.plain, loginLines(all), { mode: 0o600 });
  writeHashedPasswords(files.passwords, all);
}

function loginLines(logins: Iterable<readonly [user: string, password: string]>): string {
  return `${[...logins].map(([user, password]) => `${user}:${password}`).join('\n')}\n`;
}
