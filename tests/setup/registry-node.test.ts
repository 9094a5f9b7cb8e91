/**
 * scripts/registry-node.sh, the README's way to a supported Node: npm prints no warning on the
 * README's path. It sets no nodedir (nothing is compiled), reads the user's ~/.npmrc through a copy
 * without its `nodedir` line (npm 12: "Unknown user config") and leaves the file itself alone, and
 * pairs an older Node with an npm that supports it (npm 12.2.3 wants ^22.22.2 || ^24.15.0 || >=26).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registryNode } from './registry-nodes';

const home = mkdtempSync(join(tmpdir(), 'carrom-registry-node-home-'));
const userNpmrc = 'nodedir=/usr\nfund=false\nupdate-notifier=false\n';
writeFileSync(join(home, '.npmrc'), userNpmrc);
afterAll(() => rmSync(home, { recursive: true, force: true }));

/** A user's shell with that ~/.npmrc (npm's cache stays the machine's, so nothing is downloaded twice). */
const userShell = { HOME: home, npm_config_cache: join(homedir(), '.npm') };

function npm(env: NodeJS.ProcessEnv, args: readonly string[]) {
  return spawnSync('npm', args, { cwd: tmpdir(), env, encoding: 'utf8', timeout: 60_000 });
}

describe('. scripts/registry-node.sh', () => {
  it('gives Node 24 with npm 12 that warns about nothing, reading the user config without its nodedir line', () => {
    const node = registryNode('24.22.3', { env: userShell });
    expect(node.env['npm_config_nodedir']).toBeUndefined();
    expect(node.stderr).toContain(`npm 12 warns about the nodedir line in ${join(home, '.npmrc')}`);
    for (const args of [['--version'], ['config', 'get', 'fund'], ['config', 'get', 'nodedir']]) {
      const run = npm(node.env, args);
      expect(run.status, args.join(' ')).toBe(0);
      expect(run.stderr, args.join(' ')).toBe('');
    }
    expect(npm(node.env, ['--version']).stdout.trim()).toBe('12.2.3');
    expect(npm(node.env, ['config', 'get', 'fund']).stdout.trim()).toBe('false'); // the rest is read
    expect(readFileSync(join(home, '.npmrc'), 'utf8')).toBe(userNpmrc); // the user's file as it was
  }, 240_000);

  it('gives the oldest supported Node (22.14.0) with the npm it shipped with, which supports it', () => {
    const node = registryNode('22.14.0', { env: userShell });
    const version = npm(node.env, ['--version']);
    expect(version.stdout.trim()).toBe('10.9.2');
    expect(version.stderr).toBe('');
    expect(spawnSync('node', ['--version'], { env: node.env, encoding: 'utf8' }).stdout.trim()).toBe(
      'v22.14.0',
    );
  }, 240_000);
});

describe('. scripts/registry-node.sh in a strict script', () => {
  it('installs into an empty folder under `set -euo pipefail`, as .ci/run sources it', () => {
    // A first install has no npm yet to read the version of: that must not stop a strict shell.
    const folder = mkdtempSync(join(tmpdir(), 'carrom-registry-node-strict-'));
    try {
      const run = spawnSync(
        'bash',
        ['-c', 'set -euo pipefail; . scripts/registry-node.sh 22.14.0; node --version'],
        {
          cwd: join(import.meta.dirname, '..', '..'),
          env: { ...process.env, ...userShell, CARROM_NODE_HOME: folder },
          encoding: 'utf8',
          timeout: 180_000,
        },
      );
      expect(run.stderr).toContain('Using Node v22.14.0 and npm 10.9.2');
      expect(run.stdout.trim()).toBe('v22.14.0');
      expect(run.status).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 240_000);
});
