import { readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The renderer build's text files precompressed beside themselves (`app.js.br`, `app.js.gz`), so
 * the host's web server sends a phone on the hall's Wi-Fi a fifth to a third of the bytes without
 * compressing anything per request (electron/web/content-encoding.ts picks one by Accept-Encoding).
 * Fonts (woff2 is compressed already) and images are left as they are.
 */

/** Extensions worth compressing: text the pages load. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);

/** Smaller files gain nothing over a header's cost. */
export const MIN_BYTES = 512;

export interface Compressed {
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/** Both encodings of a file's bytes, at their strongest settings (done once, at build time). */
export function compressBoth(bytes: Buffer): Compressed {
  return {
    br: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip: gzipSync(bytes, { level: 9 }),
  };
}

/**
 * Writes FILE.br and FILE.gz for each compressible file of `files` (paths relative to `outDir`),
 * each only where it is smaller than the file itself. Returns how many files were written.
 */
export async function precompressFiles(outDir: string, files: readonly string[]): Promise<number> {
  let written = 0;
  for (const name of files) {
    if (!COMPRESSIBLE.has(extname(name).toLowerCase())) continue;
    const path = join(outDir, name);
    const bytes = await readFile(path);
    if (bytes.length < MIN_BYTES) continue;
    const compressed = compressBoth(bytes);
    for (const [suffix, body] of [
      ['.br', compressed.br],
      ['.gz', compressed.gzip],
    ] as const) {
      if (body.length >= bytes.length) continue;
      await writeFile(`${path}${suffix}`, body);
      written += 1;
    }
  }
  return written;
}

/** The Vite plugin: after the renderer bundle is written, compress what it wrote. */
export function precompressed(): Plugin {
  return {
    name: 'carrom:precompressed',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      await precompressFiles(options.dir, Object.keys(bundle));
    },
  };
}
