#!/usr/bin/env node
/**
 * First step of `npm test`: checks, in well under a second, what the tests need from the machine
 * and stops with ONE message naming everything that is missing and the command that installs it,
 * instead of letting tests fail one by one with `spawn socat ENOENT`.
 *
 *   chromium  the browser tests (Playwright drives Debian's Chromium at /usr/bin/chromium, or
 *             at $CHROMIUM_PATH; see tests/support/chromium.ts)
 *   socat     the serial-link tests (a pseudo-terminal pair; see tests/led/support/pty-pair.ts)
 *   mosquitto the venue tests (each starts its own broker on a free port; see tests/venue/brokers.ts),
 *             at /usr/sbin/mosquitto or $MOSQUITTO_PATH
 *   Node      a supported version (scripts/check-node.mjs: 22.14 or newer, or 24)
 *   electron  the npm package (its type definitions), an optional dependency that npm leaves out
 *             with --omit=optional or when installing it fails (scripts/restore-electron.mjs
 *             normally puts it back)
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { nodeProblem } from './check-node.mjs';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
export const DEFAULT_MOSQUITTO_PATH = '/usr/sbin/mosquitto';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether `command` is an executable file in one of the PATH's folders. */
export function onPath(command, pathValue = '', executable = isExecutable) {
  return pathValue
    .split(delimiter)
    .filter((folder) => folder !== '')
    .some((folder) => executable(join(folder, command)));
}

/**
 * What is missing, touching nothing. Returns { packages, problems }: the Debian packages to
 * install, and every other problem as a sentence.
 */
export function findMissing({
  env = {},
  nodeVersion = process.versions.node,
  projectRoot,
  executable = isExecutable,
  exists = existsSync,
}) {
  const packages = [];
  const problems = [];
  const chromium = env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
  if (!executable(chromium)) packages.push({ name: 'chromium', why: `the browser tests run ${chromium}` });
  if (!onPath('socat', env.PATH, executable)) {
    packages.push({ name: 'socat', why: 'the serial-link tests make pseudo-terminal pairs with it' });
  }
  if (!executable(env.MOSQUITTO_PATH || DEFAULT_MOSQUITTO_PATH)) {
    packages.push({ name: 'mosquitto', why: 'the venue tests start their own MQTT broker with it' });
  }
  const tooOld = nodeProblem(nodeVersion);
  if (tooOld !== null) problems.push(tooOld);
  if (!exists(join(projectRoot, 'node_modules', 'electron', 'package.json'))) {
    problems.push(
      'The electron npm package is missing (npm leaves this optional package out with ' +
        '--omit=optional or when installing it fails): `npm install` puts it back.',
    );
  }
  return { packages, problems };
}

/** The one message for what is missing, or null when nothing is. */
export function preflightMessage({ packages, problems }) {
  if (packages.length === 0 && problems.length === 0) return null;
  const lines = ['npm test cannot run on this machine yet:'];
  if (packages.length > 0) {
    const names = packages.map((item) => item.name).join(' ');
    lines.push(
      `  missing system packages: ${packages.map((item) => `${item.name} (${item.why})`).join(', ')}`,
      `  install them with: sudo apt-get install -y ${names}`,
    );
  }
  for (const problem of problems) lines.push(`  ${problem}`);
  lines.push('  (.ci/run installs every system package the tests need, then runs npm test.)');
  return lines.join('\n');
}

export function main(env, log = console.error) {
  const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const message = preflightMessage(findMissing({ env, projectRoot }));
  if (message === null) return 0;
  log(message);
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.env);
}
