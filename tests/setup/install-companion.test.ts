/**
 * The Companion module's SDK is the module's own dependency (companion/package.json), installed by
 * the project's postinstall into companion/node_modules: never one of the project's, where its
 * engines (Companion's Node 22 only) made `npm install` on Node 24 warn and engine-strict refuse.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { companionInstall } from '../../scripts/install-companion.mjs';

const projectRoot = resolve(import.meta.dirname, '..', '..');
const json = (file: string) =>
  JSON.parse(readFileSync(join(projectRoot, file), 'utf8')) as Record<string, unknown>;

describe("the Companion module's own dependencies", () => {
  it('are installed from its lockfile by the postinstall, quietly and without install scripts', () => {
    expect((json('package.json')['scripts'] as Record<string, string>)['postinstall']).toContain(
      'node scripts/install-companion.mjs',
    );
    expect(companionInstall(projectRoot)).toEqual([
      'ci',
      '--prefix',
      join(projectRoot, 'companion'),
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      '--ignore-scripts',
      '--engine-strict=false',
    ]);
    expect(companionInstall(projectRoot, () => false)).toBeNull();
  });

  it("hold the SDK; the project's lockfile does not", () => {
    const own = json('companion/package-lock.json') as { packages: Record<string, unknown> };
    const project = json('package-lock.json') as { packages: Record<string, unknown> };
    expect(Object.keys(own.packages)).toContain('node_modules/@companion-module/base');
    expect(Object.keys(project.packages).filter((name) => name.includes('@companion-module'))).toEqual([]);
    const installed = JSON.parse(
      readFileSync(join(projectRoot, 'companion/node_modules/@companion-module/base/package.json'), 'utf8'),
    ) as { version: string };
    expect(installed.version).toBe('1.14.1');
  });
});
