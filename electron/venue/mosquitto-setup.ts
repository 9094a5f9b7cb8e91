/**
 * Writes a venue's mosquitto files (docs/venue.md):
 *   npx tsx electron/venue/mosquitto-setup.ts --venue hall --tables 16 --out /etc/mosquitto/carrom
 * makes `acl` (table N writes only under its own topic; screens read; the director features),
 * `passwords` (hashed by mosquitto_passwd) and `passwords.txt` (the plain passwords to hand out,
 * readable by its owner only). Existing files are not overwritten.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { VenueIdSchema } from '../../shared/contract/venue';
import { venueAcl, VENUE_USERS } from './broker-config';

function main(): void {
  const { values } = parseArgs({
    options: { venue: { type: 'string' }, tables: { type: 'string' }, out: { type: 'string' } },
    strict: true,
  });
  const venue = VenueIdSchema.safeParse(values.venue);
  const tables = Number(values.tables);
  if (!venue.success) throw new Error('--venue: give the venue id (lower-case letters, digits, dashes).');
  if (!Number.isInteger(tables) || tables < 1 || tables > 999) throw new Error('--tables must be 1 to 999.');
  const out = resolve(values.out ?? '.');
  mkdirSync(out, { recursive: true });
  const files = {
    acl: join(out, 'acl'),
    passwords: join(out, 'passwords'),
    plain: join(out, 'passwords.txt'),
  };
  for (const file of Object.values(files)) {
    if (existsSync(file)) throw new Error(`${file} exists already: move it away first.`);
  }
  const users: string[] = [VENUE_USERS.screen, VENUE_USERS.director];
  for (let table = 1; table <= tables; table += 1) users.push(VENUE_USERS.table(table));
  const lines = users.map((user) => `${user}:${randomBytes(9).toString('base64url')}`);
  writeFileSync(files.plain, `${lines.join('\n')}\n`, { mode: 0o600 });
  writeFileSync(files.passwords, `${lines.join('\n')}\n`, { mode: 0o600 });
  const hashed = spawnSync('mosquitto_passwd', ['-U', files.passwords], { encoding: 'utf8' });
  if (hashed.status !== 0)
    throw new Error(`mosquitto_passwd failed (is mosquitto installed?): ${hashed.stderr}`);
  writeFileSync(files.acl, venueAcl(venue.data, tables));
  console.log(`Wrote ${files.acl}, ${files.passwords} and ${files.plain} (${users.length} users).`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
