/**
 * `npm start` (scripts/start.mjs): the desktop app where Electron's binary is installed, the
 * headless host where it is not. The decision is tested on small project folders; the fallback
 * is tested for real: the start script runs with no Electron binary, its first lines are read,
 * the console URL it prints is fetched, and the script is stopped.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseStart, startCommands } from '../../scripts/start.mjs';

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

  it('starts the headless host, saying in one sentence how to get the binary, when the package has none', () => {
    const choice = chooseStart({ projectRoot: fakeProject('package'), env: {} });
    expect(choice.mode).toBe('headless');
    if (choice.mode !== 'headless') return;
    expect(choice.notice).toContain('headless host');
    expect(choice.notice).toContain('node node_modules/electron/install.js');
    expect(isOneSentence(choice.notice), choice.notice).toBe(true);
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
    expect(chooseStart({ projectRoot: root, env: { ELECTRON_OVERRIDE_DIST_PATH: empty } }).mode).toBe(
      'headless',
    );
    writeFileSync(join(empty, 'electron'), 'binary');
    expect(chooseStart({ projectRoot: root, env: { ELECTRON_OVERRIDE_DIST_PATH: empty } })).toEqual({
      mode: 'desktop',
      binary: join(empty, 'electron'),
    });
  });

  it('runs electron-vite preview for the desktop app and build-then-serve for the headless host', () => {
    const root = '/project';
    expect(startCommands({ mode: 'desktop', projectRoot: root, platform: 'linux' })).toEqual([
      { command: '/project/node_modules/.bin/electron-vite', args: ['preview'], shell: false },
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
      },
      { command: '/bin/node', args: ['/project/out/main/serve.js', '--port', '0'], shell: false },
    ]);
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

describe('npm start without an Electron binary (for real)', () => {
  it('starts the headless host, prints the console URL in its first lines, and serves the console', async () => {
    const dataDir = join(tempDir('data'), 'data');
    const noBinary = tempDir('no-electron');
    const child = spawn(
      process.execPath,
      [join(projectRoot, 'scripts', 'start.mjs'), '--port', '0', '--data-dir', dataDir],
      { cwd: projectRoot, env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: noBinary } },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    try {
      const lines: string[] = [];
      const { url: consoleUrl, lineIndex } = await readUntil(child, lines, (line) => {
        const url = /^\s*(http:\/\/\S+\/console\?token=[\w-]+)$/.exec(line)?.[1];
        return url === undefined ? undefined : { url, lineIndex: lines.length - 1 };
      });
      expect(lines[0]).toMatch(/^Electron's binary is not installed, so this is the headless host/);
      expect(isOneSentence(lines[0]!)).toBe(true);
      // The notice, at most a rebuild notice, the host's ready and listening lines, the console.
      expect(lineIndex, lines.join('\n')).toBeLessThanOrEqual(4);
      const response = await fetch(consoleUrl);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<html');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, stderr).toBe(0);
  }, 120_000);
});
