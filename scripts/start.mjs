#!/usr/bin/env node
/**
 * `npm start`: the desktop app where Electron's binary is installed, the headless host where
 * it is not (its download can fail: it comes from outside the package registries).
 *
 *   desktop:  `electron-vite preview` (better-sqlite3's N-API prebuild loads in Electron as in Node)
 *   headless: scripts/ensure-build.ts, then electron/app/serve.ts; arguments after
 *             `npm start --` go to serve (for example `npm start -- --port 0 --data-dir DIR`)
 *
 * Plain Node (no TypeScript) so that it runs straight after `npm install`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const INSTALL_BINARY = 'node node_modules/electron/install.js';

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
 * Decides how to start, touching nothing. Returns
 *   { mode: 'desktop', binary }
 *   { mode: 'headless', notice }   notice: the one sentence saying how to get the desktop app
 */
export function chooseStart({ projectRoot, env = {}, exists = existsSync, readText }) {
  const electronDir = join(projectRoot, 'node_modules', 'electron');
  if (!exists(join(electronDir, 'package.json'))) {
    return {
      mode: 'headless',
      notice:
        'The electron package is not installed, so this is the headless host (open the console URL below ' +
        `in a browser); for the desktop app, run \`npm install\` and then \`${INSTALL_BINARY}\` where ` +
        "Electron's download site (github.com) is reachable, then `npm start` again.",
    };
  }
  const binary = electronBinary(electronDir, env, exists, readText);
  if (binary === null) {
    return {
      mode: 'headless',
      notice:
        "Electron's binary is not installed, so this is the headless host (open the console URL below in " +
        `a browser); for the desktop app, run \`${INSTALL_BINARY}\` where Electron's download site ` +
        '(github.com) is reachable, then `npm start` again.',
    };
  }
  return { mode: 'desktop', binary };
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
    return [{ command: electronVite, args: ['preview', ...args], shell: windows }];
  }
  // TypeScript through tsx's loader in the one node process: no tsx CLI in between, which
  // SIGKILLs a child that does not confirm a relayed SIGTERM within 30 ms (a busy machine).
  const tsx = pathToFileURL(join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
  return [
    {
      command: nodePath,
      args: ['--import', tsx, join(projectRoot, 'scripts', 'ensure-build.ts')],
      shell: false,
    },
    // The host runs built (ensure-build keeps out/main current): no TypeScript to compile at start.
    { command: nodePath, args: [join(projectRoot, 'out', 'main', 'serve.js'), ...args], shell: false },
  ];
}

/** Runs the steps before the last one to completion, then hands the process over to the last. */
function run(steps, projectRoot) {
  for (const step of steps.slice(0, -1)) {
    const result = spawnSync(step.command, step.args, {
      cwd: projectRoot,
      stdio: 'inherit',
      shell: step.shell,
    });
    if (result.status !== 0) return Promise.resolve(result.status ?? 1);
  }
  const last = steps.at(-1);
  const child = spawn(last.command, last.args, { cwd: projectRoot, stdio: 'inherit', shell: last.shell });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return new Promise((done) => {
    child.on('error', (error) => {
      console.error(`npm start: could not run ${last.command}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 0 : 1)));
  });
}

export async function main(argv, env) {
  const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const choice = chooseStart({ projectRoot, env });
  if (choice.mode === 'headless') {
    console.log(choice.notice);
    return run(startCommands({ mode: 'headless', projectRoot, args: argv }), projectRoot);
  }
  return run(startCommands({ mode: 'desktop', projectRoot, args: argv }), projectRoot);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2), process.env);
}
