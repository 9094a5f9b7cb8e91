import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildSteps,
  copySources,
  electronBinary,
  main,
  nativeFolderName as scriptFolderName,
  planElectronNative,
} from '../../scripts/electron-native.mjs';
import { findNativeBinding, nativeFolderName, nativeModuleAdvice } from '../../electron/shell/native-binding';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project folder with just enough of node_modules for the script's decisions. */
function fakeProject(options: { readonly electronBinary?: boolean } = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'carrom-native-'));
  dirs.push(root);
  const electron = join(root, 'node_modules', 'electron');
  const sqlite = join(root, 'node_modules', 'better-sqlite3');
  mkdirSync(electron, { recursive: true });
  mkdirSync(join(sqlite, 'build', 'Release'), { recursive: true });
  mkdirSync(join(sqlite, 'src'), { recursive: true });
  mkdirSync(join(sqlite, 'deps'), { recursive: true });
  writeFileSync(join(electron, 'package.json'), JSON.stringify({ name: 'electron', version: '41.7.1' }));
  writeFileSync(join(electron, 'abi_version'), '145');
  writeFileSync(join(sqlite, 'package.json'), JSON.stringify({ name: 'better-sqlite3', version: '12.4.1' }));
  writeFileSync(join(sqlite, 'binding.gyp'), '{}');
  writeFileSync(join(sqlite, 'src', 'better_sqlite3.cpp'), '// source');
  writeFileSync(join(sqlite, 'deps', 'sqlite3.c'), '/* amalgamation */');
  writeFileSync(join(sqlite, 'build', 'Release', 'better_sqlite3.node'), 'node build');
  if (options.electronBinary) {
    writeFileSync(join(electron, 'path.txt'), 'electron');
    mkdirSync(join(electron, 'dist'), { recursive: true });
    writeFileSync(join(electron, 'dist', 'electron'), 'binary');
  }
  return root;
}

const linux = { platform: 'linux', arch: 'x64' } as const;

describe('deciding whether to build', () => {
  it('skips, naming the reason, when the Electron binary is not installed', () => {
    const plan = planElectronNative({ projectRoot: fakeProject(), env: {}, ...linux });
    expect(plan).toEqual({
      action: 'skip',
      reason: expect.stringContaining('Electron binary not installed (ELECTRON_SKIP_BINARY_DOWNLOAD'),
    });
  });

  it('skips on this machine, whose electron package has no binary', () => {
    const projectRoot = resolve(import.meta.dirname, '../..');
    const plan = planElectronNative({ projectRoot, env: {} });
    expect(electronBinary(join(projectRoot, 'node_modules', 'electron'), {})).toBeNull();
    expect(plan.action).toBe('skip');
  });

  it('builds for the Electron version and ABI into native/, never into node_modules', () => {
    const projectRoot = fakeProject({ electronBinary: true });
    const plan = planElectronNative({ projectRoot, env: {}, ...linux });
    expect(plan).toMatchObject({
      action: 'build',
      target: join(projectRoot, 'native', 'electron-v145-linux-x64', 'better_sqlite3.node'),
      buildInfo: {
        electron: '41.7.1',
        modulesAbi: '145',
        betterSqlite3: '12.4.1',
        platform: 'linux',
        arch: 'x64',
      },
      sourceDir: join(projectRoot, 'node_modules', 'better-sqlite3'),
    });
  });

  it('finds the binary through ELECTRON_OVERRIDE_DIST_PATH as electron itself does', () => {
    const projectRoot = fakeProject();
    const dist = join(projectRoot, 'custom-dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'electron'), 'binary');
    const electronDir = join(projectRoot, 'node_modules', 'electron');
    expect(electronBinary(electronDir, { ELECTRON_OVERRIDE_DIST_PATH: dist })).toBe(join(dist, 'electron'));
    expect(
      planElectronNative({ projectRoot, env: { ELECTRON_OVERRIDE_DIST_PATH: dist }, ...linux }).action,
    ).toBe('build');
  });

  it('builds without the binary when asked to (packaging)', () => {
    const plan = planElectronNative({ projectRoot: fakeProject(), env: {}, always: true, ...linux });
    expect(plan.action).toBe('build');
  });

  it('is up to date when the build info matches, and rebuilds when better-sqlite3 changed or on --force', () => {
    const projectRoot = fakeProject({ electronBinary: true });
    const folder = join(projectRoot, 'native', 'electron-v145-linux-x64');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'better_sqlite3.node'), 'electron build');
    const info = {
      electron: '41.7.1',
      modulesAbi: '145',
      betterSqlite3: '12.4.1',
      platform: 'linux',
      arch: 'x64',
    };
    writeFileSync(join(folder, 'build-info.json'), JSON.stringify(info));
    expect(planElectronNative({ projectRoot, env: {}, ...linux }).action).toBe('up-to-date');
    expect(planElectronNative({ projectRoot, env: {}, force: true, ...linux }).action).toBe('build');
    writeFileSync(join(folder, 'build-info.json'), JSON.stringify({ ...info, betterSqlite3: '12.2.0' }));
    expect(planElectronNative({ projectRoot, env: {}, ...linux }).action).toBe('build');
    writeFileSync(join(folder, 'build-info.json'), 'not json');
    expect(planElectronNative({ projectRoot, env: {}, ...linux }).action).toBe('build');
  });

  it('skips with a reason when packages are missing', () => {
    const empty = mkdtempSync(join(tmpdir(), 'carrom-native-'));
    dirs.push(empty);
    expect(planElectronNative({ projectRoot: empty, env: {} })).toEqual({
      action: 'skip',
      reason: 'the electron package is not installed (run npm install)',
    });
  });
});

describe('building', () => {
  const buildInfo = {
    electron: '41.7.1',
    modulesAbi: '145',
    betterSqlite3: '12.4.1',
    platform: 'linux',
    arch: 'x64',
  };

  it('tries the Electron prebuild first, then a compile against Electron headers, both in the work copy', () => {
    const steps = buildSteps({
      workDir: '/tmp/work/better-sqlite3',
      buildInfo,
      prebuildInstall: '/p/bin.js',
      nodeGyp: '/g/node-gyp.js',
      nodePath: 'node',
    });
    expect(steps.map((step) => [step.command, ...step.args])).toEqual([
      [
        'node',
        '/p/bin.js',
        '--runtime',
        'electron',
        '--target',
        '41.7.1',
        '--arch',
        'x64',
        '--platform',
        'linux',
        '--verbose',
      ],
      [
        'node',
        '/g/node-gyp.js',
        'rebuild',
        '--release',
        '--runtime=electron',
        '--target=41.7.1',
        '--arch=x64',
        '--dist-url=https://electronjs.org/headers',
      ],
    ]);
    expect(steps.every((step) => step.cwd === '/tmp/work/better-sqlite3')).toBe(true);
    expect(
      buildSteps({ workDir: '/w', buildInfo, prebuildInstall: '/p/bin.js', nodeGyp: null }),
    ).toHaveLength(1);
  });

  it('copies the sources without the Node build and leaves the original untouched', () => {
    const projectRoot = fakeProject();
    const source = join(projectRoot, 'node_modules', 'better-sqlite3');
    const work = join(projectRoot, 'work');
    copySources(source, work);
    expect(readdirSync(work).sort()).toEqual(['binding.gyp', 'deps', 'package.json', 'src']);
    expect(existsSync(join(source, 'build', 'Release', 'better_sqlite3.node'))).toBe(true);
  });

  it('puts the file where the main process looks for it', () => {
    expect(scriptFolderName('145', 'linux', 'x64')).toBe(nativeFolderName('145', 'linux', 'x64'));
    const projectRoot = fakeProject({ electronBinary: true });
    const plan = planElectronNative({ projectRoot, env: {}, ...linux });
    if (plan.action !== 'build') throw new Error('expected a build plan');
    const place = {
      appRoot: projectRoot,
      resourcesPath: null,
      modulesAbi: '145',
      platform: 'linux',
      arch: 'x64',
    };
    expect(findNativeBinding(place, (path) => path === plan.target)).toBe(plan.target);
    expect(findNativeBinding(place, () => false)).toBeUndefined();
  });

  it('prefers the packaged copy in resources/', () => {
    const place = {
      appRoot: '/app/resources/app.asar',
      resourcesPath: '/app/resources',
      modulesAbi: '145',
      platform: 'win32',
      arch: 'x64',
    };
    expect(findNativeBinding(place, () => true)).toBe(
      join('/app/resources', 'native', 'electron-v145-win32-x64', 'better_sqlite3.node'),
    );
  });
});

describe('the command line', () => {
  it('reports the skip and succeeds without touching anything here', () => {
    const lines: string[] = [];
    expect(main(['--dry-run'], {}, (line) => lines.push(line))).toBe(0);
    expect(lines.join('\n')).toMatch(/^electron-native: (skip|up-to-date|build): /);
  });

  it('refuses unknown options', () => {
    const lines: string[] = [];
    expect(main(['--rebuild-in-place'], {}, (line) => lines.push(line))).toBe(2);
    expect(lines[0]).toContain('unknown option --rebuild-in-place');
  });

  it('explains a database module built for the wrong runtime', () => {
    const error = new Error(
      "The module 'better_sqlite3.node' was compiled against a different Node.js version using NODE_MODULE_VERSION 115. This version of Node.js requires NODE_MODULE_VERSION 145.",
    );
    expect(nativeModuleAdvice(error)).toMatch(/node scripts\/electron-native\.mjs/);
    expect(nativeModuleAdvice(new Error('database disk image is malformed'))).toBeNull();
  });
});
