import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** Rule ids ESLint reports for `code` as if it were the file at `filePath` (relative to the repo). */
async function ruleIdsFor(filePath: string, code: string): Promise<readonly (string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  const fatal = result.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${filePath} did not parse: ${fatal.message}`);
  return result.messages.map((message) => message.ruleId);
}

const importOf = (specifier: string): string =>
  `import * as m from '${specifier}';\nexport const used = m;\n`;

describe('shared/ stays pure', () => {
  const file = 'shared/engine/layering-probe.ts';
  const forbiddenImports = [
    'node:fs',
    'node:path',
    'fs',
    'fs/promises',
    'path',
    'os',
    'child_process',
    'crypto',
    'electron',
    'better-sqlite3',
    'serialport',
    '@serialport/binding-mock',
    'ws',
    '../../electron/host/store',
    '../../renderer/console/client',
  ];

  it.each(forbiddenImports)('reports an import of %s', async (specifier) => {
    expect(await ruleIdsFor(file, importOf(specifier))).toContain('no-restricted-imports');
  });

  it('reports a type-only import of a forbidden package too', async () => {
    const code = "import type { BrowserWindow } from 'electron';\nexport type W = BrowserWindow;\n";
    expect(await ruleIdsFor(file, code)).toContain('no-restricted-imports');
  });

  it('reports a re-export from a forbidden module', async () => {
    expect(await ruleIdsFor(file, "export { readFile } from 'node:fs/promises';\n")).toContain(
      'no-restricted-imports',
    );
  });

  it.each(['window', 'document', 'navigator', 'localStorage'])(
    'reports the browser global %s',
    async (name) => {
      expect(await ruleIdsFor(file, `export const probe = ${name};\n`)).toContain('no-restricted-globals');
    },
  );

  it('reports a browser global reached through globalThis', async () => {
    expect(await ruleIdsFor(file, 'export const probe = globalThis.document;\n')).toContain(
      'no-restricted-properties',
    );
  });

  it('allows imports inside shared/ and of pure libraries', async () => {
    const code =
      "import type { Ruleset } from '../rules/ruleset';\nimport { z } from 'zod';\n" +
      'export const schema = z.string();\nexport type R = Ruleset;\n';
    expect(await ruleIdsFor(file, code)).toEqual([]);
  });
});

describe('renderer/ never reaches into the host', () => {
  const file = 'renderer/console/layering-probe.ts';
  const forbiddenImports = [
    '../../electron/host/store',
    '../../electron/shell/preload-console',
    'electron',
    'better-sqlite3',
    'serialport',
  ];

  it.each(forbiddenImports)('reports an import of %s', async (specifier) => {
    expect(await ruleIdsFor(file, importOf(specifier))).toContain('no-restricted-imports');
  });

  it('reports a forbidden import inside a Svelte component', async () => {
    const code =
      '<script lang="ts">\n  import { ipcRenderer } from \'electron\';\n  const probe = ipcRenderer;\n</script>\n\n<p>{String(probe)}</p>\n';
    expect(await ruleIdsFor('renderer/console/LayeringProbe.svelte', code)).toContain(
      'no-restricted-imports',
    );
  });

  it('allows shared/ imports and browser globals', async () => {
    const code =
      "import type { Ruleset } from '../../shared/rules/ruleset';\n" +
      'export const probe = (rules: Ruleset): string => `${document.title} ${rules.preset}`;\n';
    expect(await ruleIdsFor(file, code)).toEqual([]);
  });
});

describe('electron/ may use the host-side packages', () => {
  it('allows node builtins, electron and better-sqlite3 in electron/', async () => {
    const code =
      "import { join } from 'node:path';\nimport { app } from 'electron';\nimport Database from 'better-sqlite3';\n" +
      'export const probe = [join, app, Database];\n';
    expect(await ruleIdsFor('electron/host/layering-probe.ts', code)).toEqual([]);
  });
});
