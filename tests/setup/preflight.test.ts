/**
 * The first step of `npm test` (scripts/preflight.mjs): one message naming every missing system
 * package and the command that installs it. Run for real with a PATH that lacks socat and a
 * Chromium path that does not exist, and on this machine as it is (which has both: the rest of
 * the suite needs them).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findMissing, onPath, preflightMessage } from '../../scripts/preflight.mjs';

const projectRoot = resolve(import.meta.dirname, '../..');
const script = join(projectRoot, 'scripts', 'preflight.mjs');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function runPreflight(env: Readonly<Record<string, string | undefined>>): {
  readonly status: number | null;
  readonly stderr: string;
  readonly stdout: string;
} {
  const result = spawnSync(process.execPath, [script], { cwd: projectRoot, env, encoding: 'utf8' });
  return { status: result.status, stderr: result.stderr, stdout: result.stdout };
}

describe('the test preflight, run for real', () => {
  it('passes silently on this machine', () => {
    expect(runPreflight(process.env)).toEqual({ status: 0, stderr: '', stdout: '' });
  });

  it('stops with one message naming socat and chromium and the apt command, when both are missing', () => {
    const emptyPath = mkdtempSync(join(tmpdir(), 'carrom-preflight-'));
    dirs.push(emptyPath);
    const result = runPreflight({
      ...process.env,
      PATH: emptyPath,
      CHROMIUM_PATH: join(emptyPath, 'chromium'),
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('missing system packages: chromium (');
    expect(result.stderr).toContain('socat (the serial-link tests');
    expect(result.stderr).toContain('install them with: sudo apt-get install -y chromium socat\n');
    expect(result.stderr).toContain('.ci/run installs every system package');
    expect(result.stderr.match(/npm test cannot run/g)).toHaveLength(1);
  });

  it('names only socat when Chromium is there and socat is not on the PATH', () => {
    const path = mkdtempSync(join(tmpdir(), 'carrom-preflight-'));
    dirs.push(path);
    const chromium = join(path, 'chromium');
    writeFileSync(chromium, '#!/bin/sh\n');
    chmodSync(chromium, 0o755);
    const result = runPreflight({ ...process.env, PATH: path, CHROMIUM_PATH: chromium });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('install them with: sudo apt-get install -y socat\n');
    expect(result.stderr).not.toContain('chromium (');
  });
});

describe('what the preflight looks for', () => {
  it('names only packages that .ci/run installs', () => {
    const ciRun = readFileSync(join(projectRoot, '.ci', 'run'), 'utf8');
    const installed = /^system_packages=\(([^)]*)\)/m.exec(ciRun)?.[1]?.split(/\s+/) ?? [];
    const named = findMissing({
      env: { PATH: '', CHROMIUM_PATH: '/missing/chromium' },
      projectRoot,
      executable: () => false,
    }).packages.map((item) => item.name);
    expect(named).toEqual(['chromium', 'socat', 'mosquitto']);
    for (const name of named) expect(installed, name).toContain(name);
  });

  const everything = (path: string): boolean => path !== '/missing/chromium';

  it('finds a command in any folder of the PATH, and only executables', () => {
    const executables = new Set(['/usr/local/bin/socat']);
    const executable = (path: string): boolean => executables.has(path);
    expect(onPath('socat', ['/usr/bin', '/usr/local/bin'].join(delimiter), executable)).toBe(true);
    expect(onPath('socat', '/usr/bin', executable)).toBe(false);
    expect(onPath('socat', '', executable)).toBe(false);
  });

  it('reports an old Node and a missing electron package as problems in words', () => {
    const missing = findMissing({
      env: { PATH: '/usr/bin', CHROMIUM_PATH: '/usr/bin/chromium' },
      nodeVersion: '20.20.2',
      projectRoot: '/project',
      executable: () => true,
      exists: () => false,
    });
    expect(missing.packages).toEqual([]);
    expect(missing.problems).toEqual([
      expect.stringMatching(/^Node 20\.20\.2 is not supported: .*22\.14 or newer, or 24/),
      expect.stringContaining('--omit=optional or when installing it fails): `npm install` puts it back'),
    ]);
    expect(preflightMessage(missing)).not.toContain('apt-get');
  });

  it('says nothing when nothing is missing', () => {
    const missing = findMissing({
      env: { PATH: '/usr/bin', CHROMIUM_PATH: '/usr/bin/chromium' },
      nodeVersion: '24.0.0',
      projectRoot: '/project',
      executable: everything,
      exists: () => true,
    });
    expect(missing).toEqual({ packages: [], problems: [] });
    expect(preflightMessage(missing)).toBeNull();
  });
});
