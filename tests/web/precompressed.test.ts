import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseEncoding, type StoredEncoding } from '../../electron/web/content-encoding';
import { MIN_BYTES, precompressFiles } from '../../scripts/build/precompress';
import { tempDir } from '../host/helpers';
import { serveTinyBuild } from '../host/web-helpers';

const both = new Set<StoredEncoding>(['br', 'gzip']);

describe('which precompressed copy a request takes', () => {
  it.each([
    [undefined, both, null],
    ['', both, null],
    ['identity', both, null],
    ['gzip, deflate, br', both, 'br'],
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip', both, 'gzip'],
    ['br;q=0.5, gzip', both, 'gzip'],
    ['br;q=0, gzip;q=0.1', both, 'gzip'],
    ['br;q=0, gzip;q=0', both, null],
    ['*', both, 'br'],
    ['*;q=0.2, br;q=0', both, 'gzip'],
    ['BR', both, 'br'],
    ['br;q=banana, gzip', both, 'gzip'],
    ['br', new Set<StoredEncoding>(['gzip']), null],
    ['br, gzip', new Set<StoredEncoding>(['gzip']), 'gzip'],
    ['gzip;q=1.0, br;q=0.999', both, 'gzip'],
  ] as const)('Accept-Encoding %j with %j stored → %j', (accept, available, expected) => {
    expect(chooseEncoding(accept, available)).toBe(expected);
  });
});

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('the build step', () => {
  it('writes .br and .gz beside text files only, each decompressing to the file', async () => {
    const dir = tempDir();
    cleanups.push(() => dir.remove());
    const script = `export const words = ${JSON.stringify('Asha beats Bruno 12–4. '.repeat(200))};\n`;
    mkdirSync(join(dir.path, 'assets'));
    writeFileSync(join(dir.path, 'assets', 'app.js'), script);
    writeFileSync(join(dir.path, 'assets', 'tiny.css'), 'a{color:red}');
    writeFileSync(join(dir.path, 'assets', 'face.woff2'), Buffer.alloc(4096, 7));
    const written = await precompressFiles(dir.path, [
      'assets/app.js',
      'assets/tiny.css',
      'assets/face.woff2',
    ]);
    expect(written).toBe(2);
    expect(readdirSync(join(dir.path, 'assets')).sort()).toEqual([
      'app.js',
      'app.js.br',
      'app.js.gz',
      'face.woff2',
      'tiny.css',
    ]);
    expect(brotliDecompressSync(readFileSync(join(dir.path, 'assets', 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir.path, 'assets', 'app.js.gz'))).toString()).toBe(script);
    expect('a{color:red}'.length).toBeLessThan(MIN_BYTES);
  });
});

interface BinaryResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
}

function get(
  port: number,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<BinaryResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, method, headers, timeout: 5000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('the web server', () => {
  async function servedWithCopies(): Promise<{ port: number; script: string }> {
    const served = await serveTinyBuild();
    cleanups.push(() => served.close());
    const script = `console.log(${JSON.stringify('Пётр Иванов 13–9 '.repeat(300))});\n`;
    writeFileSync(join(served.staticDir, 'assets', 'app.js'), script);
    await precompressFiles(served.staticDir, ['assets/app.js']);
    return { port: served.port, script };
  }

  it('sends brotli to a browser, gzip to a client without brotli, the file to one with neither', async () => {
    const { port, script } = await servedWithCopies();
    const plain = await get(port, '/assets/app.js', {});
    const brotli = await get(port, '/assets/app.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await get(port, '/assets/app.js', { 'Accept-Encoding': 'gzip' });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    expect(brotli.body.length).toBeLessThan(Buffer.byteLength(script) / 4);

    for (const answer of [plain, brotli, gzip]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('answers HEAD with the copy’s length and no body; files without copies do not vary', async () => {
    const { port } = await servedWithCopies();
    const head = await get(port, '/assets/app.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    const brotli = await get(port, '/assets/app.js', { 'Accept-Encoding': 'br' });
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(brotli.body.length));
    expect(head.headers['content-encoding']).toBe('br');

    const page = await get(port, '/console', { 'Accept-Encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers.vary).toBeUndefined();
    expect(page.body.toString()).toContain('<title>console</title>');
  });
});
