/**
 * `npm start`'s first start: fetches Electron's binary the way Electron itself does. Electron 42
 * and later have no `postinstall`; their binary comes from `node_modules/electron/install.js`,
 * which calls `@electron/get`. This downloads with `@electron/get` and the same details as
 * install.js (version, platform, arch, `electron_config_cache`, `force_no_cache`, the checksums
 * shipped in the package or, with `electron_use_remote_checksums`, the release's SHASUMS256.txt;
 * `@electron/get` itself reads `ELECTRON_MIRROR` and its siblings and, with
 * `ELECTRON_GET_USE_PROXY`, `HTTPS_PROXY`), to show one line with progress, then runs install.js,
 * which finds the zip in Electron's cache and unpacks it. A failure is put in one sentence.
 *
 * Plain Node (no TypeScript): it runs straight after `npm install`.
 */
import { execSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const DEFAULT_MIRROR = 'https://github.com/electron/electron/releases/download/';
/** Seconds without a byte before the download counts as "no answer" (CARROM_ELECTRON_STALL_SECONDS). */
const DEFAULT_STALL_SECONDS = 30;
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);
const DISK_CODES = new Set(['ENOSPC', 'EDQUOT', 'EACCES', 'EPERM', 'EROFS']);

/** What install.js passes to `downloadArtifact`, computed the same way from the environment. */
export function downloadDetails(electronDir, env, platform = process.platform, arch = process.arch) {
  const manifest = JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8'));
  const targetPlatform = env.ELECTRON_INSTALL_PLATFORM || env.npm_config_platform || platform;
  let targetArch = env.ELECTRON_INSTALL_ARCH || env.npm_config_arch || arch;
  if (targetPlatform === 'darwin' && platform === 'darwin' && targetArch === 'x64' && !env.npm_config_arch) {
    // As install.js: an x64 Node under Rosetta on an arm64 Mac gets the arm64 Electron.
    try {
      if (execSync('sysctl -in sysctl.proc_translated').toString().trim() === '1') targetArch = 'arm64';
    } catch {
      // Not translated, or no sysctl: x64 it is.
    }
  }
  const remoteChecksums = env.electron_use_remote_checksums || env.npm_config_electron_use_remote_checksums;
  return {
    version: manifest.version,
    artifactName: 'electron',
    force: env.force_no_cache === 'true',
    cacheRoot: env.electron_config_cache,
    checksums: remoteChecksums
      ? undefined
      : JSON.parse(readFileSync(join(electronDir, 'checksums.json'), 'utf8')),
    platform: targetPlatform,
    arch: targetArch,
  };
}

/** The download site `@electron/get` uses, as "host[:port]" for the sentences. */
export function downloadHost(env) {
  const mirror =
    env.npm_config_electron_mirror ||
    env.NPM_CONFIG_ELECTRON_MIRROR ||
    env.npm_package_config_electron_mirror ||
    env.ELECTRON_MIRROR ||
    DEFAULT_MIRROR;
  try {
    return new URL(mirror).host;
  } catch {
    return mirror;
  }
}

/** The error's own code, or its cause's (fetch wraps socket errors in "fetch failed"). */
function errorCode(error) {
  return error?.code ?? error?.cause?.code ?? error?.cause?.cause?.code;
}

/**
 * Why the fetch failed and what to do, as the two halves of the fallback sentence:
 * { kind: 'connection' | 'http' | 'checksum' | 'disk' | 'other', why, retry }.
 */
export function describeFailure(error, { host, stallSeconds }) {
  const again = 'then `npm start` again';
  const mirrorHint = 'ELECTRON_MIRROR names another download site';
  if (error?.name === 'StalledDownload') {
    return {
      kind: 'connection',
      why: `no answer from ${host} for ${stallSeconds} s`,
      retry: `check the connection to ${host} (${mirrorHint}, HTTPS_PROXY with ELECTRON_GET_USE_PROXY=1 a proxy), ${again}`,
    };
  }
  if (error?.name === 'HTTPError' && error.response) {
    const { status, statusText, url } = error.response;
    const file = String(url).split('/').pop();
    return {
      kind: 'http',
      why: `${host} answered HTTP ${status}${statusText ? ` (${statusText})` : ''} for ${file}`,
      retry: `check that ${host} serves Electron's releases (${mirrorHint}), ${again}`,
    };
  }
  const name = error?.constructor?.name ?? '';
  if (/^(ChecksumMismatchError|NoChecksumFoundError|ChecksumParseError)$/.test(name)) {
    return {
      kind: 'checksum',
      why: `the download from ${host} did not match its SHA-256 checksum and was not kept`,
      retry: `run \`npm start\` again, and if it fails the same way check that ${host} serves Electron's own files (${mirrorHint})`,
    };
  }
  const code = errorCode(error);
  if (CONNECTION_CODES.has(code)) {
    return {
      kind: 'connection',
      why: `no connection to ${host}: ${code}`,
      retry: `check the connection to ${host} (${mirrorHint}, HTTPS_PROXY with ELECTRON_GET_USE_PROXY=1 a proxy), ${again}`,
    };
  }
  if (DISK_CODES.has(code)) {
    const path = error?.path ?? error?.cause?.path;
    return {
      kind: 'disk',
      why: `${code === 'ENOSPC' || code === 'EDQUOT' ? 'the disk is full' : 'a folder is not writable'}${path ? ` at ${path}` : ''} (${code})`,
      retry: `free some space or make that folder writable (electron_config_cache names another cache folder), ${again}`,
    };
  }
  const firstLine = String(error?.message ?? error)
    .split('\n')[0]
    .replace(/[.!?]+$/, '')
    .replace(/[.!?]\s+/g, '; ');
  return { kind: 'other', why: firstLine, retry: 'run `npm start` again' };
}

/** The one sentence `npm start` prints before running the headless host after a failed fetch. */
export function fallbackNotice({ why, retry }) {
  return (
    `Electron's binary could not be fetched (${why}), so this is the headless host (open the ` +
    `console URL below in a browser); for the desktop app, ${retry}.`
  );
}

/** install.js's failure (its stderr: an error's stack) as an error `describeFailure` reads. */
export function installScriptError(stderr, status) {
  const code = /\b(E[A-Z]{3,}|UND_ERR_[A-Z_]+)\b/.exec(stderr)?.[1];
  const path = /'(\/[^']+)'/.exec(stderr)?.[1];
  const firstLine = stderr.split('\n').find((line) => line.trim() !== '') ?? `exit code ${status}`;
  const error = new Error(`node_modules/electron/install.js failed: ${firstLine.trim()}`);
  if (code) Object.assign(error, { code, path });
  return error;
}

/** Loads `@electron/get` as electron's own install.js would resolve it. */
async function electronGet(electronDir) {
  const require = createRequire(join(electronDir, 'package.json'));
  return import(pathToFileURL(require.resolve('@electron/get')).href);
}

/** Runs node_modules/electron/install.js; resolves its exit status (or signal) and stderr. */
function runInstallScript(electronDir, env) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(electronDir, 'install.js')], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => done({ status: 1, stderr: error.message }));
    child.on('close', (status, signal) => done({ status, signal, stderr }));
  });
}

/** Writes "Fetching …:" then " 10%" … " 100%" on the same line, for any output (TTY or log). */
function progressLine(write, details, host) {
  let shown = 0;
  let done = false;
  write(
    `Fetching Electron ${details.version} (${details.platform}-${details.arch}) from ${host} ` +
      'for the desktop app, this once:',
  );
  return {
    update({ percent, total }) {
      if (done) return; // later callbacks are the SHASUMS256.txt download
      const step = Math.floor(percent * 10) * 10;
      if (shown === 0 && total)
        write(total < 1e6 ? ` ${Math.ceil(total / 1e3)} kB` : ` ${Math.round(total / 1e6)} MB`);
      if (step > shown) {
        shown = step;
        write(` ${step}%`);
      }
      if (percent >= 1) done = true;
    },
    end(text) {
      write(` ${text}\n`);
    },
  };
}

function stallTimer(controller, seconds) {
  let timer;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const error = new Error(`no answer for ${seconds} s`);
      error.name = 'StalledDownload';
      controller.abort(error);
    }, seconds * 1000);
  };
  return { arm, stop: () => clearTimeout(timer) };
}

/**
 * Fetches and unpacks the binary. Resolves { ok: true } or { ok: false, notice } (never rejects).
 * `env` is the process environment (`@electron/get` reads `process.env` itself).
 */
export async function fetchElectron({
  electronDir,
  env = process.env,
  write = (text) => process.stdout.write(text),
}) {
  const host = downloadHost(env);
  const stallSeconds = Number(env.CARROM_ELECTRON_STALL_SECONDS) || DEFAULT_STALL_SECONDS;
  let details;
  try {
    details = downloadDetails(electronDir, env);
  } catch (error) {
    return { ok: false, notice: fallbackNotice(describeFailure(error, { host, stallSeconds })) };
  }
  const line = progressLine(write, details, host);
  const controller = new AbortController();
  const stall = stallTimer(controller, stallSeconds);
  try {
    const { downloadArtifact } = await electronGet(electronDir);
    stall.arm();
    await downloadArtifact({
      ...details,
      downloadOptions: {
        quiet: true,
        signal: controller.signal,
        getProgressCallback: (progress) => {
          stall.arm();
          line.update(progress);
        },
      },
    });
  } catch (error) {
    stall.stop();
    line.end('failed.');
    const reason = controller.signal.aborted ? controller.signal.reason : error;
    return { ok: false, notice: fallbackNotice(describeFailure(reason, { host, stallSeconds })) };
  }
  stall.stop();
  // install.js finds the zip in Electron's cache, checks it again and unpacks it into dist/.
  const unpack = await runInstallScript(electronDir, env);
  if (unpack.status !== 0) {
    line.end('failed.');
    const error = installScriptError(unpack.stderr ?? '', unpack.status ?? unpack.signal);
    return { ok: false, notice: fallbackNotice(describeFailure(error, { host, stallSeconds })) };
  }
  line.end('unpacked.');
  return { ok: true };
}
