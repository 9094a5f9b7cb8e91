/**
 * electron-builder.yml, read by electron-builder's own loader and checked against its own schema:
 * every file it references exists (or is made by the packaging step), Electron's fuses are set
 * as Electron's security checklist asks, the packaged Electron is the pinned one, and the electron
 * package (an optional dependency, which electron-builder would otherwise ship) stays out of the app.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Configuration, FileSet } from 'app-builder-lib';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { DebugLogger } from 'builder-util';
import { minimatch } from 'minimatch';
import { beforeAll, describe, expect, it } from 'vitest';

const projectRoot = resolve(import.meta.dirname, '../..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(projectRoot, file), 'utf8')) as T;

interface LockEntry {
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly optionalDependencies?: Readonly<Record<string, string>>;
}
const lock = readJson<{ readonly packages: Readonly<Record<string, LockEntry>> }>(
  'package-lock.json',
).packages;
const manifest = readJson<{
  readonly dependencies: Readonly<Record<string, string>>;
  readonly optionalDependencies: Readonly<Record<string, string>>;
  readonly scripts: Readonly<Record<string, string>>;
}>('package.json');

let config: Configuration;
beforeAll(async () => {
  config = await getConfig(projectRoot, null, null);
});

/** Where node would find `name` from the package at `from` (a package-lock key). */
function resolveInLock(from: string, name: string): string | null {
  let base = from;
  for (;;) {
    const candidate = `${base === '' ? '' : `${base}/`}node_modules/${name}`;
    if (lock[candidate]) return candidate;
    if (base === '') return null;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

/** Every package (lock key) the named packages need, themselves included. */
function reachable(names: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = names.map((name) => resolveInLock('', name)).filter((key) => key !== null);
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const entry = lock[key]!;
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      const found = resolveInLock(key, name);
      if (found !== null) pending.push(found);
    }
  }
  return seen;
}

function filePatterns(): string[] {
  const files = config.files;
  const sets = Array.isArray(files) ? files : files === undefined || files === null ? [] : [files];
  return sets.flatMap((set: string | FileSet) =>
    typeof set === 'string' ? [set] : Array.isArray(set.filter) ? set.filter : set.filter ? [set.filter] : [],
  );
}

const excludedFromApp = (path: string): boolean =>
  filePatterns().some(
    (pattern) => pattern.startsWith('!') && minimatch(path, pattern.slice(1), { dot: true }),
  );

describe('electron-builder.yml', () => {
  it("passes electron-builder's own schema", async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('flips the fuses of the packaged Electron as the security checklist asks', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('sets every fuse the fuse library knows, so a fuse added by a new Electron is not left at its default', async () => {
    const { FuseV1Options } = await import('@electron/fuses');
    const known = Object.keys(FuseV1Options)
      .filter((key) => Number.isNaN(Number(key)))
      .map((key) => key[0]!.toLowerCase() + key.slice(1));
    expect(known.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(config.electronFuses ?? {}).sort()).toEqual(known.sort());
  });

  it('packages the exact Electron that package.json pins, a major inside the support window', () => {
    const pinned = manifest.optionalDependencies['electron'];
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(config.electronVersion).toBe(pinned);
    // The newest stable major on 2026-12-04; Electron supports the latest three.
    expect(Number(pinned!.split('.')[0])).toBeGreaterThanOrEqual(45);
    const installed = readJson<{ version: string }>('node_modules/electron/package.json').version;
    expect(installed).toBe(pinned);
  });

  it('references only folders and files that exist, with an icon of at least 512 × 512 pixels', () => {
    const buildResources = config.directories?.buildResources;
    expect(buildResources).toBe('resources/build');
    const icon = join(projectRoot, buildResources!, 'icon.png');
    const png = readFileSync(icon);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
    expect(existsSync(join(projectRoot, 'package.json'))).toBe(true);
    const extra = Array.isArray(config.extraResources) ? config.extraResources : [];
    const sources = extra.map((set) => (typeof set === 'string' ? set : set.from));
    expect(sources).toEqual(['resources']);
    expect(statSync(join(projectRoot, 'resources')).isDirectory()).toBe(true);
  });

  it('keeps the electron package, and every package only it needs, out of the app', () => {
    const production = reachable(Object.keys(manifest.dependencies));
    const electronOnly = [...reachable(['electron'])].filter((key) => !production.has(key));
    expect(electronOnly).toContain('node_modules/electron');
    for (const key of electronOnly) expect(excludedFromApp(`${key}/package.json`), key).toBe(true);
    expect(excludedFromApp('node_modules/electron/dist/electron')).toBe(true);
    for (const key of production) expect(excludedFromApp(`${key}/package.json`), key).toBe(false);
    expect(excludedFromApp('out/main/index.js')).toBe(false);
  });
});
