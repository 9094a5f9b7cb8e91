/**
 * The host refuses to start, in one sentence, on a database it could not write (a read-only
 * `scoreboard.db`, or another account's) instead of saying "ready" and refusing every board; and
 * on a full disk it says how much room it needs and that the match is safe where it is. Real
 * files, a real account (`nobody`: the tests run as root, who writes anywhere) and a real full
 * disk (a small tmpfs) where the machine allows mounting one.
 */
import { chmodSync, chownSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE, SPACE_NEEDED_BYTES } from '../../electron/host/data-dir';
import { openHost } from '../../electron/host/host';
import { mountSmallDisk } from '../reliability/support/small-disk';
import { spawnServe } from '../support/serve-process';
import { CONSOLE, ENDLESS_MATCH, tempDir } from './helpers';
import { submitParsed } from '../support/parsed';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;

async function serveUntilExit(
  dataDir: string,
  asNobody: boolean,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const serve = spawnServe(
    ['--port', '0', '--data-dir', dataDir],
    asNobody ? { uid: NOBODY, gid: NOBODY, env: { ...process.env, HOME: '/tmp' } } : {},
  );
  cleanups.push(() => serve.child.kill('SIGKILL'));
  const code = await serve.exited;
  return { code, stderr: serve.stderr(), stdout: serve.stdout() };
}

/** A data folder of `nobody` holding a database with one match, made by the real host. */
function folderWithMatch(): { readonly dataDir: string; readonly file: string } {
  const dir = tempDir();
  cleanups.push(dir.remove);
  chmodSync(dir.path, 0o755);
  const dataDir = join(dir.path, 'data');
  const host = openHost({ dataDir });
  expect(submitParsed(host, ENDLESS_MATCH, CONSOLE)).toMatchObject({ ok: true });
  host.close();
  chownSync(dataDir, NOBODY, NOBODY);
  return { dataDir, file: join(dataDir, DATABASE_FILE) };
}

describe.skipIf(!asRoot)('a database file the host cannot write', () => {
  it.each([
    ['its own but read-only (0400)', NOBODY, 0o400, 'nobody', '0400'],
    ["another account's (root, 0600)", 0, 0o600, 'root', '0600'],
  ])(
    'is refused at start, in one sentence naming the file, owner and mode: %s',
    async (_what, uid, mode, owner, shown) => {
      const { dataDir, file } = folderWithMatch();
      chownSync(file, uid, uid);
      chmodSync(file, mode);
      const before = readFileSync(file);
      const { code, stderr, stdout } = await serveUntilExit(dataDir, true);
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        `The host could not start: The database file ${file} cannot be written by this account ` +
          `(owner ${owner}, mode ${shown}): make it this account's own and writable (chown, chmod u+w), then start again.`,
      );
      expect(stdout).not.toContain('ready');
      expect(readFileSync(file).equals(before)).toBe(true);
      expect(statSync(file).mode & 0o777).toBe(mode);
    },
    30_000,
  );
});

const diskFolder = tempDir();
const diskRoot = join(diskFolder.path, 'small-disk');
const disk = asRoot ? mountSmallDisk(diskRoot, 2) : null;

describe.skipIf(disk === null)('a full disk at start (a real 2 MB tmpfs)', () => {
  it('says how much room it needs and that the match is safe where it is, then starts once there is room', async () => {
    const small = disk!;
    cleanups.push(() => {
      small.unmount();
      diskFolder.remove();
    });
    const dataDir = join(diskRoot, 'data');
    const host = openHost({ dataDir });
    expect(submitParsed(host, ENDLESS_MATCH, CONSOLE)).toMatchObject({ ok: true });
    const matchId = host.current().matchId;
    host.close();
    small.fill();

    const { code, stderr, stdout } = await serveUntilExit(dataDir, false);
    expect(code).toBe(1);
    const file = join(dataDir, DATABASE_FILE);
    expect(stderr.trim()).toMatch(
      new RegExp(
        `^The host could not start: The disk of the data folder ${dataDir} is full \\((\\d+\\.\\d|\\d+) MB free\\): ` +
          `free at least ${SPACE_NEEDED_BYTES / 1024 / 1024} MB on it and start again; ` +
          `the current match is safe in ${file}, so do not choose another folder\\.$`,
      ),
    );
    expect(stderr).not.toContain('choose another folder:');
    expect(stdout).not.toContain('ready');

    small.free();
    const again = openHost({ dataDir });
    expect(again.current().matchId).toBe(matchId);
    again.close();
  }, 30_000);
});
