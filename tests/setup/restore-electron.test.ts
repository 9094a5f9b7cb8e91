/**
 * npm's postinstall (scripts/restore-electron.mjs): where Electron's binary download failed, npm
 * leaves the optional electron package out; the script installs it again without its binary.
 * The real install is checked by hand in a scratch clone (see the README's set-up section); here,
 * its decision.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restorePlan } from '../../scripts/restore-electron.mjs';

const readText = (file: string): string => readFileSync(file, 'utf8');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(withElectron: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'carrom-restore-'));
  dirs.push(root);
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({ name: 'p', optionalDependencies: { electron: '41.7.1' } }),
  );
  if (withElectron) {
    mkdirSync(join(root, 'node_modules', 'electron'), { recursive: true });
    writeFileSync(join(root, 'node_modules', 'electron', 'package.json'), '{}');
  }
  return root;
}

describe('putting the electron package back', () => {
  it('installs the pinned electron without its binary when npm left it out', () => {
    expect(restorePlan({ projectRoot: project(false), env: {}, readText })).toEqual({
      version: '41.7.1',
      args: ['install', '--no-save', '--no-audit', '--no-fund', 'electron@41.7.1'],
      env: { ELECTRON_SKIP_BINARY_DOWNLOAD: '1', CARROM_RESTORING_ELECTRON: '1' },
    });
  });

  it('does nothing when the package is there, or inside its own nested install', () => {
    expect(restorePlan({ projectRoot: project(true), env: {}, readText })).toBeNull();
    expect(
      restorePlan({ projectRoot: project(false), env: { CARROM_RESTORING_ELECTRON: '1' }, readText }),
    ).toBeNull();
  });

  it('reads the version this project pins', () => {
    const root = resolve(import.meta.dirname, '../..');
    const manifest = JSON.parse(readText(join(root, 'package.json'))) as {
      readonly optionalDependencies: Readonly<Record<string, string>>;
      readonly devDependencies: Readonly<Record<string, string>>;
      readonly scripts: Readonly<Record<string, string>>;
    };
    expect(manifest.optionalDependencies['electron']).toMatch(/^\d+\.\d+\.\d+$/); // pinned exactly
    expect(manifest.devDependencies['electron']).toBeUndefined();
    // First: the Companion module's install (scripts/install-companion.mjs) follows it.
    expect(manifest.scripts['postinstall']).toMatch(/^node scripts\/restore-electron\.mjs( && |$)/);
    expect(manifest.scripts['test']).toMatch(/^node scripts\/preflight\.mjs && /);
  });
});
