#!/usr/bin/env node
/**
 * `postinstall`: puts the electron package back when npm left it out.
 *
 * electron is an optional dependency (its binary, fetched by `npm start` on first use, comes from
 * outside the package registries); npm leaves an optional package out when installing it fails or
 * with `--omit=optional`. The package (its type definitions, its version and ABI) is still needed
 * for the type check, the build and packaging, so this installs it again (Electron 42 and later
 * fetch no binary at install). `npm start` then runs the headless host (scripts/start.mjs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The install to run, or null when the electron package is in place (or this is a nested run). */
export function restorePlan({ projectRoot, env = {}, exists = existsSync, readText }) {
  if (env.CARROM_RESTORING_ELECTRON === '1') return null;
  if (exists(join(projectRoot, 'node_modules', 'electron', 'package.json'))) return null;
  const manifest = JSON.parse(readText(join(projectRoot, 'package.json')));
  const version = manifest.optionalDependencies?.electron;
  if (!version) return null;
  return {
    version,
    args: ['install', '--no-save', '--no-audit', '--no-fund', `electron@${version}`],
    env: { ELECTRON_SKIP_BINARY_DOWNLOAD: '1', CARROM_RESTORING_ELECTRON: '1' },
  };
}

export function main(env, log = console.log) {
  const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const plan = restorePlan({ projectRoot, env, readText: (file) => readFileSync(file, 'utf8') });
  if (plan === null) return 0;
  log(
    `npm left out the optional electron package: installing electron ${plan.version} again ` +
      '(for the type check and packaging; `npm start` fetches its binary on first use).',
  );
  const npm = env.npm_execpath;
  const result = npm
    ? spawnSync(process.execPath, [npm, ...plan.args], {
        cwd: projectRoot,
        stdio: 'inherit',
        env: { ...env, ...plan.env },
      })
    : spawnSync('npm', plan.args, {
        cwd: projectRoot,
        stdio: 'inherit',
        env: { ...env, ...plan.env },
        shell: process.platform === 'win32',
      });
  if (result.status !== 0) {
    // The rest of the install is complete and `npm start` works without the package; the test
    // preflight (scripts/preflight.mjs) names the missing package again.
    log(
      'Installing the electron package without its binary failed; ' +
        '`ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm install` finishes the install.',
    );
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.env);
}
