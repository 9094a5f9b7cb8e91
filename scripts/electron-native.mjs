#!/usr/bin/env node
/**
 * Gives the Electron runtime its own build of better-sqlite3, next to (never instead of) the
 * Node build in node_modules/better-sqlite3/build that the tests and the headless host use.
 *
 *   node scripts/electron-native.mjs             build if the Electron binary is installed
 *   node scripts/electron-native.mjs --always    build even without it (packaging)
 *   node scripts/electron-native.mjs --force     build again even if up to date
 *   node scripts/electron-native.mjs --dry-run   print the plan, change nothing
 *
 * The build goes to native/electron-v<ABI>-<platform>-<arch>/better_sqlite3.node, with a
 * build-info.json saying which Electron and better-sqlite3 versions it is for. It is made in a
 * temporary copy of node_modules/better-sqlite3: first prebuild-install fetches the published
 * Electron prebuild; if there is none, node-gyp compiles it against Electron's headers. The
 * main process hands the file to better-sqlite3 as its `nativeBinding`.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const nativeBindingFile = 'better_sqlite3.node';
export const buildInfoFile = 'build-info.json';

/** Same rule as electron/shell/native-binding.ts (a test checks they agree). */
export function nativeFolderName(modulesAbi, platform, arch) {
  return `electron-v${modulesAbi}-${platform}-${arch}`;
}

const readJson = (file, readText) => JSON.parse(readText(file));

/**
 * Path of the Electron executable, as node_modules/electron/index.js computes it, or null
 * when the package was installed without its binary (ELECTRON_SKIP_BINARY_DOWNLOAD=1) or the
 * binary is missing.
 */
export function electronBinary(
  electronDir,
  env,
  exists = existsSync,
  readText = (file) => readFileSync(file, 'utf8'),
) {
  const pathFile = join(electronDir, 'path.txt');
  const executable = exists(pathFile) ? readText(pathFile).trim() : null;
  let binary = null;
  if (env.ELECTRON_OVERRIDE_DIST_PATH)
    binary = join(env.ELECTRON_OVERRIDE_DIST_PATH, executable || 'electron');
  else if (executable) binary = join(electronDir, 'dist', executable);
  return binary && exists(binary) ? binary : null;
}

/**
 * Decides what to do, touching nothing. Returns one of
 *   { action: 'skip', reason }
 *   { action: 'up-to-date', target, reason }
 *   { action: 'build', target, buildInfo, sourceDir, reason }
 */
export function planElectronNative({
  projectRoot,
  env = {},
  platform = process.platform,
  arch = process.arch,
  always = false,
  force = false,
  exists = existsSync,
  readText = (file) => readFileSync(file, 'utf8'),
}) {
  const electronDir = join(projectRoot, 'node_modules', 'electron');
  const sourceDir = join(projectRoot, 'node_modules', 'better-sqlite3');
  if (!exists(join(electronDir, 'package.json'))) {
    return { action: 'skip', reason: 'the electron package is not installed (run npm install)' };
  }
  if (!exists(join(sourceDir, 'package.json'))) {
    return { action: 'skip', reason: 'better-sqlite3 is not installed (run npm install)' };
  }
  const binary = electronBinary(electronDir, env, exists, readText);
  if (!binary && !always) {
    return {
      action: 'skip',
      reason:
        'Electron binary not installed (ELECTRON_SKIP_BINARY_DOWNLOAD or a failed download): ' +
        'there is no Electron to build for; the Node build in node_modules stays as it is',
    };
  }
  const electronVersion = readJson(join(electronDir, 'package.json'), readText).version;
  const abiFile = join(electronDir, 'abi_version');
  if (!exists(abiFile)) {
    return {
      action: 'skip',
      reason: `electron ${electronVersion} does not say its module ABI (no abi_version file)`,
    };
  }
  const modulesAbi = readText(abiFile).trim();
  const buildInfo = {
    electron: electronVersion,
    modulesAbi,
    betterSqlite3: readJson(join(sourceDir, 'package.json'), readText).version,
    platform,
    arch,
  };
  const targetDir = join(projectRoot, 'native', nativeFolderName(modulesAbi, platform, arch));
  const target = join(targetDir, nativeBindingFile);
  const infoPath = join(targetDir, buildInfoFile);
  if (!force && exists(target) && exists(infoPath)) {
    let stored = null;
    try {
      stored = readJson(infoPath, readText);
    } catch {
      stored = null;
    }
    if (stored && Object.entries(buildInfo).every(([key, value]) => stored[key] === value)) {
      return {
        action: 'up-to-date',
        target,
        reason: `better-sqlite3 ${buildInfo.betterSqlite3} for Electron ${electronVersion} is already built`,
      };
    }
  }
  return {
    action: 'build',
    target,
    buildInfo,
    sourceDir,
    reason: `build better-sqlite3 ${buildInfo.betterSqlite3} for Electron ${electronVersion} (ABI ${modulesAbi}, ${platform}-${arch})`,
  };
}

/**
 * The commands that make the binary inside `workDir` (a copy of better-sqlite3): the
 * published prebuild first, a compile against Electron's headers if there is none.
 */
export function buildSteps({ workDir, buildInfo, prebuildInstall, nodeGyp, nodePath = process.execPath }) {
  const steps = [
    {
      label: 'download the Electron prebuild (prebuild-install)',
      command: nodePath,
      args: [
        prebuildInstall,
        '--runtime',
        'electron',
        '--target',
        buildInfo.electron,
        '--arch',
        buildInfo.arch,
        '--platform',
        buildInfo.platform,
        '--verbose',
      ],
      cwd: workDir,
    },
  ];
  if (nodeGyp) {
    steps.push({
      label: "compile against Electron's headers (node-gyp)",
      command: nodePath,
      args: [
        nodeGyp,
        'rebuild',
        '--release',
        '--runtime=electron',
        `--target=${buildInfo.electron}`,
        `--arch=${buildInfo.arch}`,
        '--dist-url=https://electronjs.org/headers',
      ],
      cwd: workDir,
    });
  }
  return steps;
}

/** Copies better-sqlite3's sources without its build/ (the Node binary) or node_modules/. */
export function copySources(sourceDir, workDir) {
  const root = resolve(sourceDir);
  cpSync(root, workDir, {
    recursive: true,
    filter: (path) => {
      const inside = relative(root, resolve(path));
      const top = inside.split(sep)[0];
      return top !== 'build' && top !== 'node_modules';
    },
  });
}

function resolveTool(fromDir, request) {
  try {
    return createRequire(join(fromDir, 'package.json')).resolve(request);
  } catch {
    return null;
  }
}

function build(plan, projectRoot, env, log) {
  const workRoot = mkdtempSync(join(tmpdir(), 'carrom-electron-native-'));
  const workDir = join(workRoot, 'better-sqlite3');
  try {
    copySources(plan.sourceDir, workDir);
    const prebuildInstall =
      resolveTool(plan.sourceDir, 'prebuild-install/bin.js') ??
      resolveTool(projectRoot, 'prebuild-install/bin.js');
    if (!prebuildInstall) throw new Error('prebuild-install (a dependency of better-sqlite3) was not found');
    const nodeGyp = resolveTool(projectRoot, 'node-gyp/bin/node-gyp.js') ?? env.npm_config_node_gyp ?? null;
    const built = join(workDir, 'build', 'Release', nativeBindingFile);
    for (const step of buildSteps({ workDir, buildInfo: plan.buildInfo, prebuildInstall, nodeGyp })) {
      log(`electron-native: ${step.label}…`);
      const result = spawnSync(step.command, step.args, { cwd: step.cwd, stdio: 'inherit', env: { ...env } });
      if (result.status === 0 && existsSync(built)) break;
      log(`electron-native: ${step.label} did not produce a binary`);
    }
    if (!existsSync(built)) {
      throw new Error(
        'neither a prebuild nor a compile produced better_sqlite3.node (is there internet access, and a C++ toolchain for the compile?)',
      );
    }
    mkdirSync(dirname(plan.target), { recursive: true });
    copyFileSync(built, plan.target);
    writeFileSync(join(dirname(plan.target), buildInfoFile), `${JSON.stringify(plan.buildInfo, null, 2)}\n`);
  } finally {
    rmSync(workRoot, { recursive: true, force: true });
  }
}

export function main(argv, env, log = console.log) {
  const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const flags = new Set(argv);
  const unknown = [...flags].filter((flag) => !['--always', '--force', '--dry-run'].includes(flag));
  if (unknown.length > 0) {
    log(`electron-native: unknown option ${unknown.join(', ')} (known: --always, --force, --dry-run)`);
    return 2;
  }
  const plan = planElectronNative({
    projectRoot,
    env,
    always: flags.has('--always'),
    force: flags.has('--force'),
  });
  log(`electron-native: ${plan.action}: ${plan.reason}`);
  if (plan.action !== 'build' || flags.has('--dry-run')) return 0;
  try {
    build(plan, projectRoot, env, log);
    log(`electron-native: wrote ${relative(projectRoot, plan.target)}`);
    return 0;
  } catch (error) {
    log(`electron-native: failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2), process.env);
}
