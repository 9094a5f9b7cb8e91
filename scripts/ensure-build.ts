/**
 * Builds the app (electron-vite build) when its screens (out/renderer) or the headless host
 * (out/main/serve.js) are missing or older than their sources, so `npm run serve` always runs
 * the host and serves the screens that match the code.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const sources = [
  'renderer',
  'shared',
  'electron',
  'electron.vite.config.ts',
  'svelte.config.js',
  'package.json',
];
const builtPages = [
  ...['console', 'display', 'overlay'].map((page) => join(root, 'out/renderer', page, 'index.html')),
  // The headless host itself runs built (`node out/main/serve.js`).
  join(root, 'out/main/serve.js'),
];

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestModification(join(path, entry))),
    0,
  );
}

function buildTime(): number | null {
  if (!builtPages.every((page) => existsSync(page))) return null;
  return Math.min(...builtPages.map((page) => statSync(page).mtimeMs));
}

const builtAt = buildTime();
const sourcesChangedAt = Math.max(...sources.map((source) => newestModification(join(root, source))));

if (builtAt === null || sourcesChangedAt > builtAt) {
  console.log(
    builtAt === null ? 'No renderer build yet: building…' : 'Renderer sources changed: rebuilding…',
  );
  const electronVite = join(
    root,
    'node_modules',
    '.bin',
    process.platform === 'win32' ? 'electron-vite.cmd' : 'electron-vite',
  );
  // The build's own output (bundler timings, size warnings) is shown only if it fails, so that the
  // host's URLs stay in the first lines of `npm run serve` and `npm start`.
  const result = spawnSync(electronVite, ['build', '--logLevel', 'warn'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error('The renderer build failed; not starting the server.');
    process.exit(result.status ?? 1);
  }
}
