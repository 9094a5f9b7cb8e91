import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  parseAcl,
  parsePasswordFile,
  passwordMatches,
  venueAcl,
  venueUsers,
} from '../../electron/venue/broker-config';
import { UPSTREAM_USERS } from '../../electron/venue/relay/upstream-config';
import { tempDir } from '../host/helpers';

const REPO = join(import.meta.dirname, '..', '..');

/** One of the set-up scripts, as docs/venue.md runs it (npx tsx …). */
function run(script: string, args: readonly string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', join(REPO, script), ...args], {
    cwd: REPO,
    encoding: 'utf8',
  });
}

/** The plain passwords handed out, the hashed file mosquitto reads: the same users, each hash its password's. */
function expectPasswordFiles(dir: string, users: readonly string[]): void {
  const plain = parsePasswordFile(readFileSync(join(dir, 'passwords.txt'), 'utf8'));
  const hashed = parsePasswordFile(readFileSync(join(dir, 'passwords'), 'utf8'));
  expect([...plain.keys()]).toEqual(users);
  expect([...hashed.keys()]).toEqual(users);
  for (const user of users) expect(passwordMatches(hashed.get(user)!, plain.get(user)!), user).toBe(true);
  for (const file of ['passwords', 'passwords.txt'])
    expect(statSync(join(dir, file)).mode & 0o777, file).toBe(0o600);
}

/** electron/venue/mosquitto-setup.ts and relay/upstream-setup.ts, which share electron/venue/password-files.ts. */
describe('the broker set-up scripts', () => {
  const dir = tempDir('venue-setup-');
  afterAll(() => dir.remove());

  it('mosquitto-setup writes the users of two venues, their hashed passwords and the ACL, and overwrites nothing', () => {
    const out = join(dir.path, 'hall');
    const made = run('electron/venue/mosquitto-setup.ts', [
      '--venue',
      'cup,open',
      '--tables',
      '2',
      '--out',
      out,
    ]);
    expect(made.status, made.stderr).toBe(0);
    const users = [...venueUsers('cup', 2, true), ...venueUsers('open', 2, true)];
    expectPasswordFiles(out, users);
    // A table's watcher logs in with its table's password.
    const plain = parsePasswordFile(readFileSync(join(out, 'passwords.txt'), 'utf8'));
    expect(plain.get('cup/table-1-watch')).toBe(plain.get('cup/table-1'));
    expect(readFileSync(join(out, 'acl'), 'utf8')).toBe(
      [venueAcl('cup', 2, true), venueAcl('open', 2, true)].join('\n'),
    );
    const again = run('electron/venue/mosquitto-setup.ts', ['--venue', 'cup', '--tables', '2', '--out', out]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`${join(out, 'acl')} exists already: move it away first.`);
  }, 60_000);

  it('upstream-setup writes the upstream users, the ACL and a bridge config per hall, and overwrites nothing', () => {
    const out = join(dir.path, 'upstream');
    const args = ['--venues', 'hall,annexe', '--address', 'results.example.org:8883', '--out', out];
    const made = run('electron/venue/relay/upstream-setup.ts', args);
    expect(made.status, made.stderr).toBe(0);
    const users = [
      UPSTREAM_USERS.bridge('hall'),
      UPSTREAM_USERS.bridge('annexe'),
      UPSTREAM_USERS.relay,
      UPSTREAM_USERS.public,
    ];
    expectPasswordFiles(out, users);
    expect(parseAcl(readFileSync(join(out, 'acl'), 'utf8')).users.size).toBeGreaterThan(0);
    const plain = parsePasswordFile(readFileSync(join(out, 'passwords.txt'), 'utf8'));
    for (const venue of ['hall', 'annexe']) {
      const bridge = readFileSync(join(out, `bridge-${venue}.conf`), 'utf8');
      expect(bridge).toMatch(new RegExp(`^remote_password ${plain.get(UPSTREAM_USERS.bridge(venue))}$`, 'm'));
      expect(statSync(join(out, `bridge-${venue}.conf`)).mode & 0o777).toBe(0o600);
    }
    const again = run('electron/venue/relay/upstream-setup.ts', args);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('exists already: move it away first.');
  }, 60_000);
});
