/**
 * An unsupported Node (20.20.2, the registry's official binary, with npm 11.3.0 as a machine like
 * Debian 13's has) meets the README's commands: `npm install` refuses before fetching anything
 * (engine-strict in the project's .npmrc), and `npm start` and `npm run serve` stop before
 * anything else with check-node's sentence and a non-zero exit (before: a build, then a host that
 * died by a segmentation fault, and `npm start` exited 0).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeProblem } from '../../scripts/check-node.mjs';
import { registryNode } from './registry-nodes';

const projectRoot = resolve(import.meta.dirname, '../..');
const OLD_NODE = '20.20.2';
let env: NodeJS.ProcessEnv = {};
const dirs: string[] = [];

beforeAll(() => {
  const old = registryNode(OLD_NODE, { npm: '11.3.0' });
  env = { ...old.env, npm_config_update_notifier: 'false' };
}, 240_000);

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function npm(args: readonly string[], cwd: string) {
  const started = Date.now();
  const run = spawnSync('npm', args, { cwd, env, encoding: 'utf8', timeout: 120_000 });
  return { ...run, seconds: (Date.now() - started) / 1000 };
}

describe(`the README's commands on Node ${OLD_NODE}`, () => {
  it('run on that Node and npm 11', () => {
    expect(npm(['--version'], projectRoot).stdout.trim()).toBe('11.3.0');
    expect(spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout.trim()).toBe(`v${OLD_NODE}`);
  });

  it('npm install refuses at once, having fetched and installed nothing', () => {
    const project = mkdtempSync(join(tmpdir(), 'carrom-old-node-install-'));
    dirs.push(project);
    for (const file of ['package.json', 'package-lock.json', '.npmrc', 'scripts/check-node.mjs']) {
      mkdirSync(join(project, file, '..'), { recursive: true });
      cpSync(join(projectRoot, file), join(project, file));
    }
    const install = npm(['install', '--no-audit', '--no-fund'], project);
    expect(install.status).not.toBe(0);
    expect(install.stderr).toContain('EBADENGINE');
    expect(install.stderr).toContain('Not compatible with your version of node/npm: carrom-scoreboard@');
    expect(install.stderr).toContain(`"node":"v${OLD_NODE}"`);
    expect(existsSync(join(project, 'node_modules'))).toBe(false);
    expect(install.seconds).toBeLessThan(30); // before: 91 s and 401 MB of node_modules
  });

  for (const script of ['start', 'run serve']) {
    it(`npm ${script} stops first with the one sentence and a non-zero exit`, () => {
      const run = npm(script.split(' '), projectRoot);
      expect(run.status).not.toBe(0);
      expect(run.stderr.split('\n')[0]).toBe(nodeProblem(OLD_NODE));
      // Only npm's banner ("> carrom-scoreboard@… start", "> node scripts/check-node.mjs && …") before it.
      expect(run.stdout.split('\n').filter((line) => line !== '' && !line.startsWith('> '))).toEqual([]);
    });
  }
});
