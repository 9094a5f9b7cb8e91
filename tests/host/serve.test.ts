import { chmodSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE, defaultDataDir } from '../../electron/host/data-dir';
import { tempDir, waitFor } from './helpers';
import { TestSocket } from './ws-helpers';
import { listeningUrl, spawnServe } from '../support/serve-process';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

describe('npm run serve (electron/app/serve.ts)', () => {
  it('starts on the given data folder, prints the URLs, serves state, and shuts down on SIGTERM', async () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const dataDir = join(dir.path, 'new', 'folder');
    const serve = spawnServe(['--port', '0', '--data-dir', dataDir]);
    const { child, exited } = serve;
    cleanups.push(() => child.kill('SIGKILL'));
    const base = await listeningUrl(serve, 20_000);
    const output = serve.output();
    expect(output).toContain(`${base}/console`);
    expect(output).toContain(`${base}/display`);
    expect(output).toContain(`${base}/overlay`);
    expect(output).toContain('Serving this computer only');
    expect(existsSync(join(dataDir, DATABASE_FILE))).toBe(true);

    const socket = await TestSocket.open(`${base.replace('http', 'ws')}/ws?role=display`);
    await waitFor(() => (socket.states.length > 0 ? true : undefined), 'the state at connect');
    expect(socket.states[0]).toMatchObject({
      matchId: null,
      view: { phase: 'setup' },
      display: { mode: 'scoreboard' },
    });

    child.kill('SIGTERM');
    expect((await socket.waitClosed()).code).toBe(1001);
    expect(await exited).toBe(0);
    expect(serve.output()).toContain('SIGTERM: shutting down');
  }, 30_000);

  it('says clearly why it cannot start', async () => {
    const serve = spawnServe(['--port', 'eighty']);
    expect(await serve.exited).toBe(1);
    expect(serve.stderr()).toContain(
      'The host could not start: --port must be a whole number from 0 to 65535 (got "eighty")',
    );
  }, 30_000);
});

/** Runs serve.ts to its exit; as the user `nobody` when asked (the tests run as root, who may write anywhere). */
async function serveUntilExit(
  args: readonly string[],
  asNobody = false,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const dropRoot = asNobody && process.getuid?.() === 0;
  const serve = spawnServe(
    ['--port', '0', ...args],
    dropRoot ? { uid: 65534, gid: 65534, env: { ...process.env, HOME: '/tmp' } } : {},
  );
  cleanups.push(() => serve.child.kill('SIGKILL'));
  const code = await serve.exited;
  return { code, stderr: serve.stderr(), stdout: serve.stdout() };
}

describe('npm run serve on the LAN', () => {
  it('warns in the terminal when wrong PINs pile up', async () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const serve = spawnServe(['--port', '0', '--host', '0.0.0.0', '--data-dir', dir.path]);
    cleanups.push(() => serve.child.kill('SIGKILL'));
    const port = new URL(await listeningUrl(serve, 20_000)).port;
    const output = serve.output;
    const pin = await waitFor(() => /need the PIN: (\d+)/.exec(output())?.[1], 'the PIN');
    const wrongPin = pin === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const socket = await TestSocket.open(`ws://127.0.0.1:${port}/ws?role=console&pin=${wrongPin}`);
      expect((await socket.waitClosed()).reason).toBe('wrong PIN');
    }
    const warning = await waitFor(() => /^Warning: 3 .*$/m.exec(output())?.[0], 'the warning');
    expect(warning).toBe('Warning: 3 wrong PINs from 1 addresses in the last 10 minutes (127.0.0.1)');
  }, 30_000);
});

describe('npm run serve on a data folder it cannot use', () => {
  it('refuses, in one sentence, a folder under a regular file (no raw ENOENT or mkdir)', async () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    writeFileSync(join(dir.path, 'a-file'), 'not a folder');
    const dataDir = join(dir.path, 'a-file', 'data');
    const { code, stderr, stdout } = await serveUntilExit(['--data-dir', dataDir]);
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `The host could not start: The data folder ${dataDir} cannot be created (a part of its path is a file, not a folder): choose another folder.`,
    );
    expect(stderr).not.toMatch(/ENOENT|ENOTDIR|mkdir|\n\s+at /);
    expect(stdout).not.toContain('ready');
  }, 30_000);

  it('refuses a folder it may not write before saying it is ready (run as the user nobody: root writes anywhere)', async () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    chmodSync(dir.path, 0o755);
    const dataDir = join(dir.path, 'read-only');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o555);
    const { code, stderr, stdout } = await serveUntilExit(['--data-dir', dataDir], true);
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `The host could not start: The data folder ${dataDir} cannot be written (permission denied): choose another folder.`,
    );
    expect(stdout).not.toContain('ready');
    expect(readdirSync(dataDir)).toEqual([]);
  }, 30_000);
});

describe('default data folder', () => {
  it('is the per-user application data folder Electron would use for carrom-scoreboard', () => {
    expect(defaultDataDir('linux', {}, '/home/asha')).toBe('/home/asha/.config/carrom-scoreboard');
    expect(defaultDataDir('linux', { XDG_CONFIG_HOME: '/cfg' }, '/home/asha')).toBe('/cfg/carrom-scoreboard');
    expect(defaultDataDir('darwin', {}, '/Users/asha')).toBe(
      '/Users/asha/Library/Application Support/carrom-scoreboard',
    );
    expect(
      defaultDataDir('win32', { APPDATA: 'C:\\Users\\asha\\AppData\\Roaming' }, 'C:\\Users\\asha'),
    ).toMatch(/^C:\\Users\\asha\\AppData\\Roaming[\\/]carrom-scoreboard$/);
  });
});
