/**
 * scripts/fetch-electron.mjs, npm start's first start: Electron's binary fetched with Electron's
 * own `@electron/get` and unpacked by its own install.js, from a stand-in of the release site on
 * 127.0.0.1 (ELECTRON_MIRROR). Each case runs in a small project folder holding a copy of the
 * electron package (the real one, 45.6.1) beside links to its real dependencies, in a child Node
 * (`@electron/get` reads process.env itself). The whole path from a fresh clone is in
 * tests/setup/fresh-clone.e2e.test.ts.
 */
import { spawn } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  describeFailure,
  downloadDetails,
  downloadHost,
  fallbackNotice,
  installScriptError,
} from '../../scripts/fetch-electron.mjs';
import { inWords, startReleaseStandIn, type StandInBehaviour } from './electron-release-stand-in';

const projectRoot = resolve(import.meta.dirname, '../..');
const modules = join(projectRoot, 'node_modules');
const version = (
  JSON.parse(readFileSync(join(modules, 'electron', 'package.json'), 'utf8')) as { version: string }
).version;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** One sentence: ends with a full stop and has no other sentence end inside. */
const isOneSentence = (text: string): boolean => text.endsWith('.') && !/[.!?]\s/.test(text);

/** A folder with node_modules/electron copied (install.js writes dist/ there) and its dependencies linked. */
function electronProject(): { root: string; electronDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'carrom-fetch-electron-'));
  dirs.push(root);
  const electronDir = join(root, 'node_modules', 'electron');
  mkdirSync(join(root, 'node_modules'));
  cpSync(join(modules, 'electron'), electronDir, { recursive: true });
  for (const dependency of [
    '@electron',
    '@electron-internal',
    'debug',
    'ms',
    'env-paths',
    'graceful-fs',
    'progress',
    'semver',
    'sumchecker',
    'undici',
  ]) {
    if (existsSync(join(modules, dependency)))
      symlinkSync(join(modules, dependency), join(root, 'node_modules', dependency));
  }
  return { root, electronDir };
}

interface FetchRun {
  readonly output: string;
  readonly result: { ok: true } | { ok: false; notice: string };
}

/** Runs fetchElectron in a child Node with `env` added, as npm start would. */
function fetchInChild(electronDir: string, env: Record<string, string>): Promise<FetchRun> {
  const script =
    `const { fetchElectron } = await import(${JSON.stringify(join(projectRoot, 'scripts', 'fetch-electron.mjs'))});` +
    `const result = await fetchElectron({ electronDir: ${JSON.stringify(electronDir)} });` +
    `process.stdout.write('\\nRESULT ' + JSON.stringify(result));`;
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(npm_config_electron|electron_|ELECTRON_|https?_proxy$|no_proxy$|all_proxy$)/i.test(key),
    ),
  );
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env: { ...clean, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done, fail) => {
    child.on('close', (code) => {
      const marker = stdout.lastIndexOf('\nRESULT ');
      if (code !== 0 || marker < 0) fail(new Error(`exit ${code}:\n${stdout}\n${stderr}`));
      else
        done({
          output: stdout.slice(0, marker),
          result: JSON.parse(stdout.slice(marker + 8)) as FetchRun['result'],
        });
    });
  });
}

async function fetchFrom(
  behaviour: StandInBehaviour | 'refused',
  extraEnv: Record<string, string> = { electron_use_remote_checksums: '1' },
): Promise<FetchRun & { requests: readonly string[]; electronDir: string; record: string; mirror: string }> {
  const { root, electronDir } = electronProject();
  const record = join(root, 'arguments');
  const standIn = await startReleaseStandIn({
    version,
    behaviour: behaviour === 'refused' ? 'serve' : behaviour,
    record,
  });
  if (behaviour === 'refused') await standIn.close();
  try {
    const run = await fetchInChild(electronDir, {
      ELECTRON_MIRROR: standIn.mirror,
      electron_config_cache: join(root, 'cache'),
      CARROM_ELECTRON_STALL_SECONDS: '2',
      ...extraEnv,
    });
    return { ...run, requests: [...standIn.requests], electronDir, record, mirror: standIn.mirror };
  } finally {
    if (behaviour !== 'refused') await standIn.close();
  }
}

describe("fetching Electron's binary from a stand-in release site", () => {
  it('downloads the zip and its SHASUMS256.txt, unpacks it with install.js, and says so in one line with progress', async () => {
    const run = await fetchFrom('serve');
    expect(run.result).toEqual({ ok: true });
    expect(run.requests).toContain(
      `/v${version}/electron-v${version}-${process.platform}-${process.arch}.zip`,
    );
    expect(run.requests).toContain(`/v${version}/SHASUMS256.txt`);
    const host = new URL(run.mirror).host;
    expect(run.output).toMatch(
      new RegExp(
        `^Fetching Electron ${version} \\(${process.platform}-${process.arch}\\) from ${host} for the desktop app, this once: \\d+ kB( \\d+%)* 100% unpacked\\.\\n$`,
      ),
    );
    expect(readFileSync(join(run.electronDir, 'path.txt'), 'utf8')).toBe('electron');
    expect(existsSync(join(run.electronDir, 'dist', 'electron'))).toBe(true);
  });

  const failures: readonly [StandInBehaviour | 'refused', RegExp][] = [
    ['not-found', /\(127\.0\.0\.1:\d+ answered HTTP 404 \(Not Found\) for electron-v[\d.]+-\w+-\w+\.zip\)/],
    [
      'wrong-checksum',
      /\(the download from 127\.0\.0\.1:\d+ did not match its SHA-256 checksum and was not kept\)/,
    ],
    ['refused', /\(no connection to 127\.0\.0\.1:\d+: ECONNREFUSED\)/],
    ['silent', /\(no answer from 127\.0\.0\.1:\d+ for 2 s\)/],
  ];
  for (const [behaviour, why] of failures) {
    it(`falls back with one sentence saying why and how to retry when the site ${inWords[behaviour]}`, async () => {
      const run = await fetchFrom(behaviour);
      expect(run.result.ok).toBe(false);
      if (run.result.ok) return;
      expect(run.result.notice).toMatch(why);
      expect(run.result.notice).toMatch(
        /^Electron's binary could not be fetched \(.*\), so this is the headless host .*; for the desktop app, .*`npm start` again.*\.$/,
      );
      expect(isOneSentence(run.result.notice), run.result.notice).toBe(true);
      expect(run.output).toMatch(/^Fetching Electron .* failed\.\n$/);
      expect(existsSync(join(run.electronDir, 'path.txt'))).toBe(false);
      expect(existsSync(join(run.electronDir, 'dist'))).toBe(false);
    }, 20_000);
  }

  it('checks the zip against the checksums shipped in the electron package unless remote checksums are asked for', async () => {
    const run = await fetchFrom('serve', {});
    expect(run.result.ok).toBe(false);
    if (!run.result.ok) expect(run.result.notice).toContain('did not match its SHA-256 checksum');
    expect(run.requests).not.toContain(`/v${version}/SHASUMS256.txt`);
  });
});

/** A forward proxy on 127.0.0.1 (CONNECT tunnels and absolute-URL requests), recording what it was asked. */
async function startProxy(): Promise<{ url: string; asked: string[]; close: () => Promise<void> }> {
  const asked: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    const target = new URL(request.url ?? '');
    const forward = httpRequest(target, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    request.pipe(forward);
  });
  server.on('connect', (request, client: Socket, head: Buffer) => {
    asked.push(`CONNECT ${request.url}`);
    const [host, port] = (request.url ?? '').split(':');
    const upstream = connect(Number(port), host!, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
    }
  });
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

describe("Electron's download cache (electron_config_cache)", () => {
  it('keeps the zip there, so a second project fetches only the checksums', async () => {
    const cacheHome = mkdtempSync(join(tmpdir(), 'carrom-electron-cache-'));
    dirs.push(cacheHome);
    const standIn = await startReleaseStandIn({
      version,
      behaviour: 'serve',
      record: join(cacheHome, 'arguments'),
    });
    const env = {
      ELECTRON_MIRROR: standIn.mirror,
      electron_use_remote_checksums: '1',
      electron_config_cache: join(cacheHome, 'cache'),
    };
    try {
      const first = electronProject();
      expect((await fetchInChild(first.electronDir, env)).result).toEqual({ ok: true });
      expect(standIn.requests.filter((path) => path.endsWith('.zip'))).toHaveLength(1);
      expect(readdirSync(join(cacheHome, 'cache')).length).toBeGreaterThan(0);
      const second = electronProject();
      expect((await fetchInChild(second.electronDir, env)).result).toEqual({ ok: true });
      expect(standIn.requests.filter((path) => path.endsWith('.zip'))).toHaveLength(1); // from the cache
      expect(existsSync(join(second.electronDir, 'dist', 'electron'))).toBe(true);
    } finally {
      await standIn.close();
    }
  });
});

describe("fetching Electron's binary through a proxy", () => {
  it('goes through HTTP_PROXY when ELECTRON_GET_USE_PROXY is set, as Electron does', async () => {
    const proxy = await startProxy();
    try {
      const run = await fetchFrom('serve', {
        electron_use_remote_checksums: '1',
        ELECTRON_GET_USE_PROXY: '1',
        HTTP_PROXY: proxy.url,
        HTTPS_PROXY: proxy.url,
        NO_PROXY: '',
      });
      expect(run.result).toEqual({ ok: true });
      const standIn = new URL(run.mirror).host;
      expect(proxy.asked.length, proxy.asked.join('\n')).toBeGreaterThan(0);
      expect(
        proxy.asked.every((line) => line.includes(standIn)),
        proxy.asked.join('\n'),
      ).toBe(true);
      expect(existsSync(join(run.electronDir, 'dist', 'electron'))).toBe(true);
    } finally {
      await proxy.close();
    }
  });
});

describe('what the fetch is asked and how a failure is told', () => {
  const electronDir = join(modules, 'electron');

  it("computes install.js's download details from the same variables", () => {
    const packaged = downloadDetails(electronDir, {}, 'linux', 'x64');
    expect(packaged).toMatchObject({
      version,
      artifactName: 'electron',
      force: false,
      cacheRoot: undefined,
      platform: 'linux',
      arch: 'x64',
    });
    expect(Object.keys(packaged.checksums ?? {})).toContain(`electron-v${version}-linux-x64.zip`);
    expect(
      downloadDetails(
        electronDir,
        {
          electron_use_remote_checksums: '1',
          electron_config_cache: '/cache',
          force_no_cache: 'true',
          ELECTRON_INSTALL_ARCH: 'arm64',
        },
        'linux',
        'x64',
      ),
    ).toMatchObject({ checksums: undefined, cacheRoot: '/cache', force: true, arch: 'arm64' });
    expect(
      downloadDetails(electronDir, { npm_config_electron_use_remote_checksums: 'true' }).checksums,
    ).toBeUndefined();
  });

  it('names the download site from ELECTRON_MIRROR, npm config, or GitHub', () => {
    expect(downloadHost({})).toBe('github.com');
    expect(downloadHost({ ELECTRON_MIRROR: 'https://npmmirror.com/mirrors/electron/' })).toBe(
      'npmmirror.com',
    );
    expect(
      downloadHost({
        npm_config_electron_mirror: 'http://127.0.0.1:8080/',
        ELECTRON_MIRROR: 'https://x.org/',
      }),
    ).toBe('127.0.0.1:8080');
  });

  it('tells a full or read-only disk (errors only a real full disk gives, so made here)', () => {
    const full = Object.assign(new Error('no space left on device'), {
      code: 'ENOSPC',
      path: '/home/u/.cache/electron',
    });
    const failure = describeFailure(full, { host: 'github.com', stallSeconds: 30 });
    expect(failure.kind).toBe('disk');
    const notice = fallbackNotice(failure);
    expect(notice).toContain('(the disk is full at /home/u/.cache/electron (ENOSPC))');
    expect(notice).toContain('electron_config_cache names another cache folder');
    expect(isOneSentence(notice), notice).toBe(true);
    expect(
      describeFailure(Object.assign(new Error('x'), { code: 'EROFS' }), { host: 'h', stallSeconds: 1 }).kind,
    ).toBe('disk');
  });

  it("reads install.js's failure from its stderr", () => {
    const stderr =
      "Error: ENOSPC: no space left on device, write '/p/node_modules/electron/dist/electron'\n    at async write";
    const failure = describeFailure(installScriptError(stderr, 1), { host: 'github.com', stallSeconds: 30 });
    expect(failure).toMatchObject({
      kind: 'disk',
      why: 'the disk is full at /p/node_modules/electron/dist/electron (ENOSPC)',
    });
    const other = fallbackNotice(
      describeFailure(installScriptError('Error: Something odd. Really.\n', 1), {
        host: 'h',
        stallSeconds: 1,
      }),
    );
    expect(isOneSentence(other), other).toBe(true);
    expect(other).toContain('node_modules/electron/install.js failed: Error: Something odd; Really');
  });
});
