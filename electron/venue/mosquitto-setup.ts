/**
 * Writes a venue's mosquitto files (docs/venue.md):
 *   npx tsx electron/venue/mosquitto-setup.ts --venue hall --tables 16 --out /etc/mosquitto/carrom
 * makes `acl` (table N writes only under its own topic; screens read; the director features),
 * `passwords` (hashed by mosquitto_passwd) and `passwords.txt` (the plain passwords to hand out,
 * readable by its owner only). Existing files are not overwritten.
 *   --venue cup,open   several venues on one broker: each user carries its venue (`cup/table-4`,
 *                      `open/director`), so a table of one hall cannot write for another
 *   --scoped           the same for one venue (a broker other venues will join)
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { VenueIdSchema } from '../../shared/contract/venue';
import { passwordOwner, venueAcl, venueUsers } from './broker-config';
import { freshFiles, writePasswordFiles } from './password-files';

function main(): void {
  const { values } = parseArgs({
    options: {
      venue: { type: 'string' },
      tables: { type: 'string' },
      out: { type: 'string' },
      scoped: { type: 'boolean' },
    },
    strict: true,
  });
  const venues = (values.venue ?? '').split(',').filter((venue) => venue !== '');
  const tables = Number(values.tables);
  if (venues.length === 0 || venues.some((venue) => !VenueIdSchema.safeParse(venue).success))
    throw new Error(
      '--venue: give the venue id (lower-case letters, digits, dashes), or several with commas.',
    );
  const scoped = values.scoped === true || venues.length > 1;
  if (!Number.isInteger(tables) || tables < 1 || tables > 999) throw new Error('--tables must be 1 to 999.');
  const files = freshFiles(values.out, { acl: 'acl', passwords: 'passwords', plain: 'passwords.txt' });
  const users = venues.flatMap((venue) => venueUsers(venue, tables, scoped));
  // A table's watcher (table-N-watch) logs in with its table's password: one password per host.
  const passwords = new Map<string, string>();
  for (const user of users) {
    const owner = passwordOwner(user);
    if (!passwords.has(owner)) passwords.set(owner, randomBytes(9).toString('base64url'));
    passwords.set(user, passwords.get(owner)!);
  }
  writePasswordFiles(
    files,
    users.map((user) => [user, passwords.get(user)!] as const),
  );
  writeFileSync(files.acl, venues.map((venue) => venueAcl(venue, tables, scoped)).join('\n'));
  console.log(`Wrote ${files.acl}, ${files.passwords} and ${files.plain} (${users.length} users).`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
