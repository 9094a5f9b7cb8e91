import { join } from 'node:path';
import { build } from 'vite';
import { REPO } from './paths';

/**
 * Bundles a Node entry point (TypeScript) into one ES module under out/, packages left
 * external: a child process then starts in a fraction of the time `--import tsx` takes, which
 * matters when a test restarts it fifty times.
 */
export async function bundleForNode(entry: string, name: string): Promise<string> {
  const outDir = join(REPO, 'out', `reliability-${name}`);
  await build({
    configFile: false,
    root: REPO,
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      minify: false,
      reportCompressedSize: false,
      rollupOptions: { output: { format: 'esm', entryFileNames: '[name].mjs' } },
    },
  });
  const base = entry.split('/').pop()!.replace(/\.ts$/, '');
  return join(outDir, `${base}.mjs`);
}
