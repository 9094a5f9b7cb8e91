/**
 * The README's first command on a fresh clone: `npm install && npm start`, with a stand-in of
 * Electron's release site on 127.0.0.1 (ELECTRON_MIRROR, electron_use_remote_checksums=1, a
 * fresh electron_config_cache). The clone is the project's files as a commit would hold them,
 * installed by npm from its cache (`--prefer-offline`). Stand-ins that answer 404, a wrong
 * checksum, no connection or nothing at all give the headless host and the one sentence; the
 * stand-in that serves the release gives the desktop app: `electron-vite preview` launches the
 * stand-in `electron`, which records its working folder and arguments: the app's main entry.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inWords, startReleaseStandIn, type StandInBehaviour } from './electron-release-stand-in';

const projectRoot = resolve(import.meta.dirname, '../..');
const workDir = mkdtempSync(join(tmpdir(), 'carrom-fresh-clone-'));
const clone = join(workDir, 'clone');
let installOutput = '';
const version = (
  JSON.parse(readFileSync(join(projectRoot, 'node_modules', 'electron', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** The environment of a user's shell: this Node first on PATH, no Electron settings of ours. */
function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(npm_|electron_|ELECTRON_|VITEST|NODE_ENV$|CARROM_)/i.test(key),
    ),
  );
  return {
    ...clean,
    PATH: `${dirname(process.execPath)}:${process.env['PATH'] ?? ''}`,
    npm_config_userconfig: userConfig,
    ...extra,
  };
}

/**
 * The user's npm config as `. scripts/registry-node.sh` hands it to npm: a copy without a
 * `nodedir` line (npm 12 warns about one), the rest as it is.
 */
const userConfig = join(workDir, 'npmrc');
const ownConfig = process.env['npm_config_userconfig'] ?? join(homedir(), '.npmrc');
writeFileSync(
  userConfig,
  existsSync(ownConfig)
    ? readFileSync(ownConfig, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*nodedir\s*=/.test(line))
        .join('\n')
    : '',
);

/** npm's own CLI as this test was started with it (npx vitest), else the npm beside this Node. */
function npmCommand(): { command: string; prefix: string[] } {
  const execPath = process.env['npm_execpath'];
  if (execPath && existsSync(execPath)) return { command: process.execPath, prefix: [execPath] };
  return { command: join(dirname(process.execPath), 'npm'), prefix: [] };
}

beforeAll(() => {
  // The files a commit of this working tree holds (tracked and new, not ignored), as a clone has.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(projectRoot, file)));
  mkdirSync(clone);
  const archive = spawnSync('tar', ['-cf', join(workDir, 'files.tar'), '--null', '-T', '-'], {
    cwd: projectRoot,
    input: files.join('\0'),
  });
  expect(archive.status).toBe(0);
  execFileSync('tar', ['-xf', join(workDir, 'files.tar'), '-C', clone]);
  const npm = npmCommand();
  const install = spawnSync(
    npm.command,
    [...npm.prefix, 'install', '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: clone, env: userEnv(), encoding: 'utf8', timeout: 540_000 },
  );
  expect(install.status, `${install.stdout}\n${install.stderr}`).toBe(0);
  installOutput = `${install.stdout}\n${install.stderr}`;
}, 600_000);

// node_modules is 400 MB in many small files: removing it takes a while on a busy machine.
afterAll(() => rmSync(workDir, { recursive: true, force: true }), 300_000);

/** `npm start` in the clone, in its own process group (npm, sh, start.mjs and the host stop together). */
function npmStart(env: Record<string, string>, args: readonly string[] = []) {
  const npm = npmCommand();
  const child = spawn(npm.command, [...npm.prefix, 'start', ...(args.length ? ['--', ...args] : [])], {
    cwd: clone,
    env: userEnv(env),
    detached: true,
  });
  const lines: string[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const reader = createInterface({ input: child.stdout });
  reader.on('line', (line) => lines.push(line));
  const exited = new Promise<number | null>((done) => child.once('close', (code) => done(code)));
  return {
    lines,
    stderr: () => stderr,
    exited,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
    },
  };
}

async function waitFor(check: () => boolean, what: () => string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`not seen within ${ms / 1000} s:\n${what()}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

describe('npm install && npm start on a fresh clone', () => {
  it('installs without a warning (the README says so)', () => {
    expect(installOutput).toMatch(/added \d+ packages/);
    expect(installOutput.split('\n').filter((line) => /warn/i.test(line))).toEqual([]);
  });

  const failures: readonly [StandInBehaviour | 'refused', RegExp][] = [
    ['not-found', /answered HTTP 404 \(Not Found\) for electron-v/],
    ['wrong-checksum', /did not match its SHA-256 checksum/],
    ['refused', /no connection to 127\.0\.0\.1:\d+: ECONNREFUSED/],
    ['silent', /no answer from 127\.0\.0\.1:\d+ for 3 s/],
  ];
  for (const [behaviour, why] of failures) {
    it(`runs the headless host with one sentence when the release site ${inWords[behaviour]}`, async () => {
      const record = join(workDir, `${behaviour}-arguments`);
      const standIn = await startReleaseStandIn({
        version,
        behaviour: behaviour === 'refused' ? 'serve' : behaviour,
        record,
      });
      if (behaviour === 'refused') await standIn.close();
      const start = npmStart(
        {
          ELECTRON_MIRROR: standIn.mirror,
          electron_use_remote_checksums: '1',
          electron_config_cache: join(workDir, `${behaviour}-cache`),
          CARROM_ELECTRON_STALL_SECONDS: '3',
        },
        ['--port', '0', '--data-dir', join(workDir, `${behaviour}-data`)],
      );
      try {
        const consoleLine = (): boolean => start.lines.some((line) => /\/console\?token=/.test(line));
        await waitFor(consoleLine, () => `${start.lines.join('\n')}\n${start.stderr()}`, 240_000);
        const fetching = start.lines.findIndex((line) => line.startsWith('Fetching Electron '));
        expect(fetching, start.lines.join('\n')).toBeGreaterThanOrEqual(0);
        expect(start.lines[fetching]).toMatch(/ failed\.$/);
        const notice = start.lines[fetching + 1]!;
        expect(notice).toMatch(/^Electron's binary could not be fetched \(/);
        expect(notice).toMatch(why);
        expect(notice).toContain('so this is the headless host');
        expect(notice.endsWith('.') && !/[.!?]\s/.test(notice), notice).toBe(true);
        expect(existsSync(record)).toBe(false);
        expect(existsSync(join(clone, 'node_modules', 'electron', 'path.txt'))).toBe(false);
      } finally {
        start.stop();
        if (behaviour !== 'refused') await standIn.close();
      }
      await start.exited; // the whole group was stopped: npm itself ends by that SIGTERM
    }, 300_000);
  }

  it("fetches Electron's binary from the release site and launches it with the app's main entry", async () => {
    const record = join(workDir, 'desktop-arguments');
    const standIn = await startReleaseStandIn({ version, behaviour: 'serve', record });
    const start = npmStart({
      ELECTRON_MIRROR: standIn.mirror,
      electron_use_remote_checksums: '1',
      electron_config_cache: join(workDir, 'desktop-cache'),
    });
    try {
      // The stand-in `electron` records and exits 0, so electron-vite preview and npm start end.
      expect(await start.exited, `${start.lines.join('\n')}\n${start.stderr()}`).toBe(0);
    } finally {
      start.stop();
      await standIn.close();
    }
    expect(
      start
        .stderr()
        .split('\n')
        .filter((line) => /^npm warn/i.test(line)),
    ).toEqual([]);
    expect(standIn.requests).toEqual([
      `/v${version}/electron-v${version}-${process.platform}-${process.arch}.zip`,
      `/v${version}/SHASUMS256.txt`,
      `/v${version}/SHASUMS256.txt`,
    ]);
    expect(start.lines.find((line) => line.startsWith('Fetching Electron '))).toMatch(
      new RegExp(`^Fetching Electron ${version} .* 100% unpacked\\.$`),
    );
    const [workingFolder, ...args] = readFileSync(record, 'utf8').trim().split('\n');
    expect(args).toEqual(['.']);
    const app = resolve(workingFolder!, args[0]!);
    expect(app).toBe(clone);
    const main = (JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { main: string }).main;
    expect(main).toBe('out/main/index.js');
    expect(existsSync(join(app, main))).toBe(true);
  }, 300_000);
});
