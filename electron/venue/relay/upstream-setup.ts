/**
 * Writes the upstream broker's files for live results on the internet (docs/venue.md):
 *   npx tsx electron/venue/relay/upstream-setup.ts --venues hall,annexe --address results.example.org:8883 --out DIR
 * makes the upstream's `acl`, `passwords` (hashed by mosquitto_passwd) and `passwords.txt`
 * (readable by its owner only), and `bridge-<venue>.conf` for each hall's mosquitto (its
 * conf.d), with the bridge user's password in it. Existing files are not overwritten.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { VenueIdSchema } from '../../../shared/contract/venue';
import { bridgeConf, upstreamAcl, UPSTREAM_USERS } from './upstream-config';

const TEMPLATE = join(import.meta.dirname, '..', '..', '..', 'resources', 'mosquitto', 'bridge.conf');

function main(): void {
  const { values } = parseArgs({
    options: {
      venues: { type: 'string' },
      address: { type: 'string' },
      cafile: { type: 'string' },
      out: { type: 'string' },
    },
    strict: true,
  });
  const venues = (values.venues ?? '').split(',').filter((venue) => venue !== '');
  if (venues.length === 0 || venues.some((venue) => !VenueIdSchema.safeParse(venue).success))
    throw new Error(
      '--venues: give the venue ids, separated by commas (lower-case letters, digits, dashes).',
    );
  if (!values.address) throw new Error('--address: give the upstream broker as host:port (its TLS port).');
  const out = resolve(values.out ?? '.');
  mkdirSync(out, { recursive: true });
  const files = {
    acl: join(out, 'acl'),
    passwords: join(out, 'passwords'),
    plain: join(out, 'passwords.txt'),
    ...Object.fromEntries(venues.map((venue) => [venue, join(out, `bridge-${venue}.conf`)])),
  };
  for (const file of Object.values(files)) {
    if (existsSync(file)) throw new Error(`${file} exists already: move it away first.`);
  }
  const users = [...venues.map(UPSTREAM_USERS.bridge), UPSTREAM_USERS.relay, UPSTREAM_USERS.public];
  const passwords = new Map(users.map((user) => [user, randomBytes(12).toString('base64url')]));
  const lines = [...passwords].map(([user, password]) => `${user}:${password}`);
  writeFileSync(files.plain, `${lines.join('\n')}\n`, { mode: 0o600 });
  writeFileSync(files.passwords, `${lines.join('\n')}\n`, { mode: 0o600 });
  const hashed = spawnSync('mosquitto_passwd', ['-U', files.passwords], { encoding: 'utf8' });
  if (hashed.status !== 0)
    throw new Error(`mosquitto_passwd failed (is mosquitto installed?): ${hashed.stderr}`);
  writeFileSync(files.acl, upstreamAcl(venues));
  const template = readFileSync(TEMPLATE, 'utf8');
  for (const venue of venues) {
    const password = passwords.get(UPSTREAM_USERS.bridge(venue))!;
    const text = bridgeConf(template, {
      venue,
      address: values.address,
      password,
      cafile: values.cafile ?? '/etc/ssl/certs/ca-certificates.crt',
    });
    writeFileSync(join(out, `bridge-${venue}.conf`), text, { mode: 0o600 });
  }
  console.log(
    `Wrote ${files.acl}, ${files.passwords}, ${files.plain} and ${venues.map((venue) => `bridge-${venue}.conf`).join(', ')}.`,
  );
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
