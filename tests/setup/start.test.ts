/**
 * `npm start` (scripts/start.mjs): the desktop app where Electron's binary is installed, fetching
 * it first where it is missing (tests/setup/fetch-electron.test.ts, tests/setup/fresh-clone.e2e.test.ts),
 * the headless host where it is skipped. The decision is tested on small project folders; the
 * headless host is tested for real: the start script runs with ELECTRON_SKIP_BINARY_DOWNLOAD=1
 * and a release-site stand-in that must see no request, its first lines are read, the console URL
 * it prints is fetched, and the script is stopped; then a host killed by SIGSEGV under it.
 */
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseStart, signalInWords, startCommands, stepOutcome } from '../../scripts/start.mjs';
import { startReleaseStandIn } from './electron-release-stand-in';

const projectRoot = resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `carrom-start-${label}-`));
  dirs.push(dir);
  return dir;
}

/** A project folder with an electron package, with or without its binary, or none at all. */
function fakeProject(electron: 'none' | 'package' | 'binary'): string {
  const root = tempDir('project');
  if (electron === 'none') return root;
  const dir = join(root, 'node_modules', 'electron');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'electron', version: '41.7.1' }));
  if (electron === 'binary') {
    writeFileSync(join(dir, 'path.txt'), 'electron');
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'electron'), 'binary');
  }
  return root;
}

/** One sentence: ends with a full stop and has no other sentence end inside. */
const isOneSentence = (text: string): boolean => text.endsWith('.') && !/[.!?]\s/.test(text);

describe('choosing how npm start runs', () => {
  it('launches the desktop app when the Electron binary is installed', () => {
    const root = fakeProject('binary');
    expect(chooseStart({ projectRoot: root, env: {} })).toEqual({
      mode: 'desktop',
      binary: join(root, 'node_modules', 'electron', 'dist', 'electron'),
    });
  });

  it('fetches the binary again when the one unpacked is of another Electron version', () => {
    const root = fakeProject('binary');
    writeFileSync(join(root, 'node_modules', 'electron', 'dist', 'version'), 'v40.0.0');
    expect(chooseStart({ projectRoot: root, env: {} }).mode).toBe('fetch');
    writeFileSync(join(root, 'node_modules', 'electron', 'dist', 'version'), 'v41.7.1');
    expect(chooseStart({ projectRoot: root, env: {} }).mode).toBe('desktop');
  });

  it('fetches the binary first when the package has none (Electron 42 and later fetch it on first use)', () => {
    const root = fakeProject('package');
    expect(chooseStart({ projectRoot: root, env: {} })).toEqual({
      mode: 'fetch',
      electronDir: join(root, 'node_modules', 'electron'),
    });
    expect(chooseStart({ projectRoot: root, env: { ELECTRON_SKIP_BINARY_DOWNLOAD: '0' } }).mode).toBe(
      'fetch',
    );
  });

  it('keeps the headless host without trying when ELECTRON_SKIP_BINARY_DOWNLOAD is set, in one sentence', () => {
    for (const value of ['1', 'true']) {
      const choice = chooseStart({
        projectRoot: fakeProject('package'),
        env: { ELECTRON_SKIP_BINARY_DOWNLOAD: value },
      });
      expect(choice.mode).toBe('headless');
      if (choice.mode !== 'headless') return;
      expect(choice.notice).toMatch(/^ELECTRON_SKIP_BINARY_DOWNLOAD is set, .*headless host.*without it\.$/);
      expect(isOneSentence(choice.notice), choice.notice).toBe(true);
    }
  });

  it('starts the headless host, saying to install first, when npm left the electron package out', () => {
    const choice = chooseStart({ projectRoot: fakeProject('none'), env: {} });
    expect(choice.mode).toBe('headless');
    if (choice.mode !== 'headless') return;
    expect(choice.notice).toContain('`npm install`');
    expect(isOneSentence(choice.notice), choice.notice).toBe(true);
  });

  it("follows ELECTRON_OVERRIDE_DIST_PATH as Electron's own launcher does", () => {
    const root = fakeProject('binary');
    const empty = tempDir('dist');
    const missing = chooseStart({ projectRoot: root, env: { ELECTRON_OVERRIDE_DIST_PATH: empty } });
    expect(missing.mode).toBe('headless');
    if (missing.mode === 'headless') {
      expect(missing.notice).toContain(
        `ELECTRON_OVERRIDE_DIST_PATH names a folder without Electron's binary (${empty})`,
      );
      expect(isOneSentence(missing.notice), missing.notice).toBe(true);
    }
    writeFileSync(join(empty, 'electron'), 'binary');
    expect(chooseStart({ projectRoot: root, env: { ELECTRON_OVERRIDE_DIST_PATH: empty } })).toEqual({
      mode: 'desktop',
      binary: join(empty, 'electron'),
    });
  });

  it('runs electron-vite preview for the desktop app and build-then-serve for the headless host', () => {
    const root = '/project';
    expect(startCommands({ mode: 'desktop', projectRoot: root, platform: 'linux' })).toEqual([
      {
        command: '/project/node_modules/.bin/electron-vite',
        args: ['preview'],
        shell: false,
        what: 'desktop app',
      },
    ]);
    expect(startCommands({ mode: 'desktop', projectRoot: root, platform: 'win32' })[0]).toMatchObject({
      command: join(root, 'node_modules', '.bin', 'electron-vite.cmd'),
      shell: true,
    });
    const tsx = 'file:///project/node_modules/tsx/dist/loader.mjs';
    expect(
      startCommands({ mode: 'headless', projectRoot: root, args: ['--port', '0'], nodePath: '/bin/node' }),
    ).toEqual([
      {
        command: '/bin/node',
        args: ['--import', tsx, '/project/scripts/ensure-build.ts'],
        shell: false,
        what: 'build',
      },
      {
        command: '/bin/node',
        args: ['/project/out/main/serve.js', '--port', '0'],
        shell: false,
        what: 'host',
      },
    ]);
  });
});

describe('a step that ends by a signal', () => {
  it('names the signal in words', () => {
    expect(signalInWords('SIGSEGV')).toBe('segmentation fault (SIGSEGV)');
    expect(signalInWords('SIGKILL')).toBe('killed (SIGKILL)');
    expect(signalInWords('SIGXCPU')).toBe('signal SIGXCPU');
  });

  it('fails with 128 + the signal number and one sentence, unless npm start relayed that signal', () => {
    const crash = stepOutcome({ what: 'host', code: null, signal: 'SIGSEGV' });
    expect(crash.exitCode).toBe(139);
    expect(crash.message).toMatch(/^npm start: the host stopped: segmentation fault \(SIGSEGV\); /);
    expect(isOneSentence(crash.message!), crash.message!).toBe(true);
    expect(stepOutcome({ what: 'host', code: null, signal: 'SIGTERM', relayed: ['SIGTERM'] })).toEqual({
      exitCode: 0,
      message: null,
    });
    expect(stepOutcome({ what: 'host', code: null, signal: 'SIGTERM' }).exitCode).toBe(143);
    expect(stepOutcome({ what: 'host', code: 3, signal: null })).toEqual({ exitCode: 3, message: null });
    expect(stepOutcome({ what: 'host', code: 0, signal: null })).toEqual({ exitCode: 0, message: null });
  });
});

/** Reads the child's stdout line by line until `found` returns a value (or 90 s pass). */
function readUntil<T>(
  child: ChildProcessWithoutNullStreams,
  lines: string[],
  found: (line: string) => T | undefined,
): Promise<T> {
  return new Promise((done, fail) => {
    const reader = createInterface({ input: child.stdout });
    const timer = setTimeout(() => fail(new Error(`not seen within 90 s:\n${lines.join('\n')}`)), 90_000);
    const onExit = (code: number | null): void =>
      fail(new Error(`npm start ended (${code}) early:\n${lines.join('\n')}`));
    child.once('exit', onExit);
    reader.on('line', (line) => {
      lines.push(line);
      const value = found(line);
      if (value === undefined) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      reader.close();
      done(value);
    });
  });
}

/** Starts scripts/start.mjs with ELECTRON_SKIP_BINARY_DOWNLOAD=1, a stand-in mirror and a fresh data folder. */
function startHeadless(mirror: string): ChildProcessWithoutNullStreams {
  const dataDir = join(tempDir('data'), 'data');
  return spawn(
    process.execPath,
    [join(projectRoot, 'scripts', 'start.mjs'), '--port', '0', '--data-dir', dataDir],
    {
      cwd: projectRoot,
      env: {
        ...process.env,
        ELECTRON_SKIP_BINARY_DOWNLOAD: '1',
        ELECTRON_MIRROR: mirror,
        electron_config_cache: tempDir('cache'),
      },
    },
  );
}

const consoleLine = (lines: string[]) => (line: string) => {
  const url = /^\s*(http:\/\/\S+\/console\?token=[\w-]+)$/.exec(line)?.[1];
  return url === undefined ? undefined : { url, lineIndex: lines.length - 1 };
};

describe('npm start with ELECTRON_SKIP_BINARY_DOWNLOAD=1 (for real)', () => {
  it('asks nothing of the release site, starts the headless host, prints the console URL in its first lines and serves the console', async () => {
    const standIn = await startReleaseStandIn({
      version: '45.6.1',
      behaviour: 'serve',
      record: join(tempDir('record'), 'arguments'),
    });
    const child = startHeadless(standIn.mirror);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    try {
      const lines: string[] = [];
      const { url: consoleUrl, lineIndex } = await readUntil(child, lines, consoleLine(lines));
      expect(lines[0]).toMatch(/^ELECTRON_SKIP_BINARY_DOWNLOAD is set, so Electron's binary was not fetched/);
      expect(isOneSentence(lines[0]!)).toBe(true);
      // The notice, at most a rebuild notice, the host's ready and listening lines, the console.
      expect(lineIndex, lines.join('\n')).toBeLessThanOrEqual(4);
      const response = await fetch(consoleUrl);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<html');
    } finally {
      child.kill('SIGTERM');
      await standIn.close();
    }
    expect(await exited, stderr).toBe(0);
    expect(standIn.requests).toEqual([]);
  }, 120_000);

  it('says in words that the host died by a signal, and exits non-zero', async () => {
    const standIn = await startReleaseStandIn({
      version: '45.6.1',
      behaviour: 'serve',
      record: join(tempDir('record'), 'arguments'),
    });
    const child = startHeadless(standIn.mirror);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    try {
      const lines: string[] = [];
      await readUntil(child, lines, consoleLine(lines));
      // The host is start.mjs's child (`node out/main/serve.js`); a crash as a native module's would be.
      const hostPid = Number(
        readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).at(-1),
      );
      expect(execFileSync('ps', ['-o', 'args=', '-p', String(hostPid)], { encoding: 'utf8' })).toContain(
        'serve.js',
      );
      process.kill(hostPid, 'SIGSEGV');
      expect(await exited, stderr).toBe(139);
      expect(stderr).toMatch(
        /npm start: the host stopped: segmentation fault \(SIGSEGV\); its last lines are above, and `npm start` starts it again\./,
      );
    } finally {
      child.kill('SIGTERM');
      await standIn.close();
    }
  }, 120_000);
});
