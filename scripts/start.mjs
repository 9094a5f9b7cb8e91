#!/usr/bin/env node
/**
 * `npm start`: the desktop app, fetching Electron's binary first when it is missing (as Electron's
 * own install.js does: scripts/fetch-electron.mjs); the headless host where the fetch fails, where
 * ELECTRON_SKIP_BINARY_DOWNLOAD is set, or where npm left the electron package out.
 *
 *   desktop:  `electron-vite preview` (better-sqlite3's N-API prebuild loads in Electron as in Node)
 *   headless: scripts/ensure-build.ts, then electron/app/serve.ts; arguments after
 *             `npm start --` go to serve (for example `npm start -- --port 0 --data-dir DIR`)
 *
 * package.json runs scripts/check-node.mjs first, so an unsupported Node stops before this.
 * Plain Node (no TypeScript) so that it runs straight after `npm install`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fetchElectron } from './fetch-electron.mjs';

const HEADLESS = 'so this is the headless host (open the console URL below in a browser)';

/**
 * Path of the Electron executable, as node_modules/electron/index.js computes it, or null
 * when the package has no binary yet (Electron 42 and later fetch it on first use) or it is missing.
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
 * Whether the unpacked binary is the package's version (dist/version, as install.js checks it):
 * after `npm install` moved Electron to another version, the old binary is fetched again.
 */
function binaryIsCurrent(electronDir, exists, readText = (file) => readFileSync(file, 'utf8')) {
  const versionFile = join(electronDir, 'dist', 'version');
  if (!exists(versionFile)) return true;
  const wanted = JSON.parse(readText(join(electronDir, 'package.json'))).version;
  return readText(versionFile).trim().replace(/^v/, '') === wanted;
}

/** Whether an environment variable is set to something other than empty, 0 or false. */
const isSet = (value) => value !== undefined && !['', '0', 'false'].includes(value.toLowerCase());

/**
 * Decides how to start, touching nothing. Returns
 *   { mode: 'desktop', binary }
 *   { mode: 'fetch', electronDir }  the binary is missing: fetch it, then the desktop app
 *   { mode: 'headless', notice }    notice: the one sentence saying why and how to get the desktop app
 */
export function chooseStart({ projectRoot, env = {}, exists = existsSync, readText }) {
  const electronDir = join(projectRoot, 'node_modules', 'electron');
  if (!exists(join(electronDir, 'package.json'))) {
    return {
      mode: 'headless',
      notice: `The electron package is not installed, ${HEADLESS}; for the desktop app, run \`npm install\`, then \`npm start\` again.`,
    };
  }
  const binary = electronBinary(electronDir, env, exists, readText);
  const current = env.ELECTRON_OVERRIDE_DIST_PATH || binaryIsCurrent(electronDir, exists, readText);
  if (binary !== null && (current || isSet(env.ELECTRON_SKIP_BINARY_DOWNLOAD))) {
    return { mode: 'desktop', binary };
  }
  if (env.ELECTRON_OVERRIDE_DIST_PATH) {
    return {
      mode: 'headless',
      notice: `ELECTRON_OVERRIDE_DIST_PATH names a folder without Electron's binary (${env.ELECTRON_OVERRIDE_DIST_PATH}), ${HEADLESS}; for the desktop app, put the binary there or unset it, then \`npm start\` again.`,
    };
  }
  if (isSet(env.ELECTRON_SKIP_BINARY_DOWNLOAD)) {
    return {
      mode: 'headless',
      notice: `ELECTRON_SKIP_BINARY_DOWNLOAD is set, so Electron's binary was not fetched and this is the headless host (open the console URL below in a browser); for the desktop app, run \`npm start\` without it.`,
    };
  }
  return { mode: 'fetch', electronDir };
}

/** The commands each mode runs, in order; `args` are the ones given after `npm start --`. */
export function startCommands({
  mode,
  projectRoot,
  args = [],
  nodePath = process.execPath,
  platform = process.platform,
}) {
  if (mode === 'desktop') {
    const windows = platform === 'win32';
    const electronVite = join(
      projectRoot,
      'node_modules',
      '.bin',
      windows ? 'electron-vite.cmd' : 'electron-vite',
    );
    return [{ command: electronVite, args: ['preview', ...args], shell: windows, what: 'desktop app' }];
  }
  // TypeScript through tsx's loader in the one node process: no tsx CLI in between, which
  // SIGKILLs a child that does not confirm a relayed SIGTERM within 30 ms (a busy machine).
  const tsx = pathToFileURL(join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
  return [
    {
      command: nodePath,
      args: ['--import', tsx, join(projectRoot, 'scripts', 'ensure-build.ts')],
      shell: false,
      what: 'build',
    },
    // The host runs built (ensure-build keeps out/main current): no TypeScript to compile at start.
    {
      command: nodePath,
      args: [join(projectRoot, 'out', 'main', 'serve.js'), ...args],
      shell: false,
      what: 'host',
    },
  ];
}

/** How a process that died by `signal` is named: "segmentation fault (SIGSEGV)". */
export function signalInWords(signal) {
  const words = {
    SIGSEGV: 'segmentation fault',
    SIGBUS: 'bus error',
    SIGILL: 'illegal instruction',
    SIGFPE: 'arithmetic error',
    SIGABRT: 'aborted',
    SIGKILL: 'killed',
    SIGTERM: 'terminated',
    SIGINT: 'interrupted',
    SIGHUP: 'hung up',
    SIGQUIT: 'quit',
  }[signal];
  return words ? `${words} (${signal})` : `signal ${signal}`;
}

/**
 * The exit code and the sentence (or null) for a step that ended with `code` or by `signal`.
 * A signal that `npm start` itself relayed (Ctrl+C, a service stop) is a normal stop.
 */
export function stepOutcome({ what, code, signal, relayed = [] }) {
  if (signal && relayed.includes(signal)) return { exitCode: 0, message: null };
  if (signal) {
    return {
      exitCode: 128 + (constants.signals[signal] ?? 0),
      message: `npm start: the ${what} stopped: ${signalInWords(signal)}; its last lines are above, and \`npm start\` starts it again.`,
    };
  }
  return { exitCode: code ?? 1, message: null };
}

/** Runs the steps before the last one to completion, then hands the process over to the last. */
function run(steps, projectRoot) {
  for (const step of steps.slice(0, -1)) {
    const result = spawnSync(step.command, step.args, {
      cwd: projectRoot,
      stdio: 'inherit',
      shell: step.shell,
    });
    if (result.status === 0) continue;
    const outcome = stepOutcome({ what: 'build', code: result.status, signal: result.signal });
    if (outcome.message) console.error(outcome.message);
    return Promise.resolve(outcome.exitCode || 1);
  }
  const last = steps.at(-1);
  const child = spawn(last.command, last.args, { cwd: projectRoot, stdio: 'inherit', shell: last.shell });
  const relayed = [];
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      relayed.push(signal);
      child.kill(signal);
    });
  }
  return new Promise((done) => {
    child.on('error', (error) => {
      console.error(`npm start: could not run ${last.command}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => {
      const outcome = stepOutcome({ what: last.what, code, signal, relayed });
      if (outcome.message) console.error(outcome.message);
      done(outcome.exitCode);
    });
  });
}

export async function main(argv, env) {
  const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  let choice = chooseStart({ projectRoot, env });
  if (choice.mode === 'fetch') {
    const fetched = await fetchElectron({ electronDir: choice.electronDir, env });
    choice = fetched.ok ? { mode: 'desktop' } : { mode: 'headless', notice: fetched.notice };
  }
  if (choice.mode === 'headless') console.log(choice.notice);
  return run(startCommands({ mode: choice.mode, projectRoot, args: argv }), projectRoot);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2), process.env);
}
