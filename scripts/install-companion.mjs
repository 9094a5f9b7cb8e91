#!/usr/bin/env node
/**
 * `postinstall`, after restore-electron: installs the Companion module's own dependencies
 * (companion/package.json) into companion/node_modules, from its lockfile. The module's SDK,
 * @companion-module/base, names only Companion's Node 22 in its engines: among the project's own
 * dependencies it made `npm install` on Node 24 warn (and engine-strict refuse). Here it is the
 * module's, as Companion loads it, installed quietly (errors only) and without install scripts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The npm arguments that install the module's dependencies, or null when there is no module. */
export function companionInstall(projectRoot, exists = existsSync) {
  const folder = join(projectRoot, 'companion');
  if (!exists(join(folder, 'package-lock.json'))) return null;
  return [
    'ci',
    '--prefix',
    folder,
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    '--ignore-scripts',
    '--engine-strict=false',
  ];
}

export function main(env) {
  const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const args = companionInstall(projectRoot);
  if (args === null) return 0;
  const npm = env.npm_execpath;
  const result = npm
    ? spawnSync(process.execPath, [npm, ...args], { cwd: projectRoot, stdio: 'inherit', env })
    : spawnSync('npm', args, {
        cwd: projectRoot,
        stdio: 'inherit',
        env,
        shell: process.platform === 'win32',
      });
  if (result.status !== 0) {
    console.error(
      "npm install: the Companion module's dependencies could not be installed (companion/); the scoreboard " +
        'itself is installed. `npm ci --prefix companion` tries again.',
    );
    return 1;
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.env);
}
