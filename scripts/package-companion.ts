/**
 * Packages the Bitfocus Companion module (companion/): one bundled main.js (the module's code, the
 * contract it shares with the host, and @companion-module/base), companion/manifest.json and
 * HELP.md, in the layout Companion imports: `npm run companion:package [-- --out DIR]` writes
 * DIR/carrom-scoreboard-VERSION.tgz (default DIR: out/companion) and prints its path.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { validateManifest, type ModuleManifest } from '../companion/src/sdk';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCE = join(ROOT, 'companion');

export async function packageCompanion(outDir: string): Promise<string> {
  const manifest = JSON.parse(
    readFileSync(join(SOURCE, 'companion', 'manifest.json'), 'utf8'),
  ) as ModuleManifest;
  validateManifest(manifest, false);
  const pkg = join(outDir, 'pkg');
  rmSync(pkg, { recursive: true, force: true });
  mkdirSync(join(pkg, 'companion'), { recursive: true });
  await build({
    entryPoints: [join(SOURCE, 'src', 'main.ts')],
    outfile: join(pkg, 'main.js'),
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    logLevel: 'warning',
  });
  copyFileSync(join(SOURCE, 'companion', 'manifest.json'), join(pkg, 'companion', 'manifest.json'));
  copyFileSync(join(SOURCE, 'companion', 'HELP.md'), join(pkg, 'companion', 'HELP.md'));
  writeFileSync(
    join(pkg, 'package.json'),
    `${JSON.stringify({ name: `companion-module-${manifest.id}`, version: manifest.version, main: 'main.js', license: manifest.license }, null, 2)}\n`,
  );
  const archive = join(outDir, `${manifest.id}-${manifest.version}.tgz`);
  execFileSync('tar', ['-czf', archive, '-C', outDir, 'pkg']);
  return archive;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  packageCompanion(resolve(values.out ?? join(ROOT, 'out', 'companion'))).then(
    (archive) => process.stdout.write(`${archive}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
