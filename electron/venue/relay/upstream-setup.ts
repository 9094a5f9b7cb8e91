/**
 * Writes the upstream broker's files for live results on the internet (docs/venue.md):
 *   npx tsx electron/venue/relay/upstream-setup.ts --venues hall,annexe --address results.example.org:8883 --out DIR
 * makes the upstream's `acl`, `passwords` (hashed by mosquitto_passwd) and `passwords.txt`
 * (readable by its owner only), and `bridge-<venue>.conf` for each hall's mosquitto (its
 * conf.d), with the bridge user's password in it. Existing files are not overwritten.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { VenueIdSchema } from '../../../shared/contract/venue';
import { freshFiles, writePasswordFiles } from '../password-files';
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
  const bridges = Object.fromEntries(venues.map((venue) => [`bridge-${venue}`, `bridge-${venue}.conf`]));
  const files = freshFiles(values.out, {
    acl: 'acl',
    passwords: 'passwords',
    plain: 'passwords.txt',
    ...bridges,
  });
  const users = [...venues.map(UPSTREAM_USERS.bridge), UPSTREAM_USERS.relay, UPSTREAM_USERS.public];
  const passwords = new Map(users.map((user) => [user, randomBytes(12).toString('base64url')]));
  writePasswordFiles(files, passwords);
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
    writeFileSync((files as Readonly<Record<string, string>>)[`bridge-${venue}`]!, text, { mode: 0o600 });
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
