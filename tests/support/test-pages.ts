/*
 * The screens' pages for the browser tests, built ONCE per version of their sources and shared by
 * every test file (they used to build their own copy each, about twenty builds per run). The build
 * uses the renderer settings of electron.vite.config.ts (every page, relative paths, fonts and
 * images as files) and goes to out/test-pages/<hash of the sources>/. Test files run in parallel
 * processes: the first one builds under a lock, the others wait for it; a later run with the same
 * sources reuses the folder, and an edited source gives a new hash, so a page is never stale.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { build } from 'vite';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const ROOT = join(REPO, 'out', 'test-pages');
const PAGES = ['console', 'display', 'overlay', 'timekeeper', 'umpire', 'venue'] as const;
/** What the pages are built from: a change to any of these is a new build. */
const SOURCES = [
  'renderer',
  'shared',
  'svelte.config.js',
  'package-lock.json',
  'tests/support/test-pages.ts',
];
/** A lock older than this was left by a test process that died while building. */
const STALE_LOCK_MS = 180_000;
const DONE = '.complete';

function filesOf(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesOf(join(path, entry.name)));
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((source) => filesOf(join(REPO, source)))) {
    hash.update(relative(REPO, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildInto(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: join(REPO, 'renderer'),
    base: './',
    logLevel: 'warn',
    publicDir: false,
    plugins: [svelte({ configFile: join(REPO, 'svelte.config.js') })],
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      // Fonts and images stay files: the host's Content-Security-Policy allows fonts from 'self' only.
      assetsInlineLimit: 0,
      rollupOptions: {
        input: Object.fromEntries(PAGES.map((page) => [page, join(REPO, 'renderer', page, 'index.html')])),
      },
    },
  });
  writeFileSync(join(outDir, DONE), new Date().toISOString());
}

/** Takes the build lock, or returns false when another process holds it (a dead holder's lock is taken over). */
function tryLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    let age = 0;
    try {
      age = Date.now() - statSync(lock).mtimeMs;
    } catch (_gone) {
      return tryLock(lock);
    }
    if (age < STALE_LOCK_MS) return false;
    rmSync(lock, { recursive: true, force: true });
    return tryLock(lock);
  }
}

/** Builds of other sources made over an hour ago: removed so out/ does not grow with every edit. */
function pruneOlderBuilds(current: string): void {
  for (const entry of readdirSync(ROOT)) {
    const path = join(ROOT, entry);
    if (path === current || path.endsWith('.lock')) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { recursive: true, force: true });
    } catch (_gone) {
      // Another process removed it first.
    }
  }
}

let built: Promise<string> | null = null;

/** The folder of the built pages (console/, display/, overlay/, timekeeper/, venue/ and assets/). */
export function testPages(): Promise<string> {
  built ??= (async () => {
    mkdirSync(ROOT, { recursive: true });
    const dir = join(ROOT, sourceHash());
    const lock = `${dir}.lock`;
    for (;;) {
      if (existsSync(join(dir, DONE))) return dir;
      if (tryLock(lock)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    try {
      if (existsSync(join(dir, DONE))) return dir;
      const scratch = `${dir}.building-${process.pid}`;
      await buildInto(scratch);
      rmSync(dir, { recursive: true, force: true });
      renameSync(scratch, dir);
      pruneOlderBuilds(dir);
      return dir;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  })();
  return built;
}
