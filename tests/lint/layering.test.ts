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

/**
 * electron/'s layers (docs/architecture.md, "Layers"): what each folder may import of the others.
 * Written out here, not read from eslint.config.js, so a rule that loosens fails this test.
 */
const ELECTRON_LAYERS = {
  app: ['host', 'led', 'session', 'shell', 'venue', 'web', 'cli'],
  host: [],
  web: [],
  session: ['web'],
  led: ['host'],
  venue: ['host', 'web'],
  shell: ['host', 'session', 'web'],
  cli: ['host'],
} as const;
const ELECTRON_FOLDERS = Object.keys(ELECTRON_LAYERS) as (keyof typeof ELECTRON_LAYERS)[];

const forbiddenPairs = ELECTRON_FOLDERS.flatMap((layer) =>
  ELECTRON_FOLDERS.filter(
    (other) => other !== layer && !(ELECTRON_LAYERS[layer] as readonly string[]).includes(other),
  ).map((other) => [layer, other] as const),
);
const allowedPairs = ELECTRON_FOLDERS.flatMap((layer) =>
  ELECTRON_LAYERS[layer].map((other) => [layer, other] as const),
);

describe("electron/'s layers", () => {
  it('has a test for every folder of electron/', async () => {
    const { readdirSync } = await import('node:fs');
    const folders = readdirSync(new URL('../../electron', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...ELECTRON_FOLDERS].sort());
  });

  it.each(forbiddenPairs)('reports electron/%s importing electron/%s', async (layer, other) => {
    expect(await ruleIdsFor(`electron/${layer}/layering-probe.ts`, importOf(`../${other}/probe`))).toContain(
      'no-restricted-imports',
    );
  });

  it.each(forbiddenPairs)(
    'reports electron/%s importing electron/%s from a subfolder, type-only too',
    async (layer, other) => {
      const code = `import type { Probe } from '../../${other}/probe';\nexport type P = Probe;\n`;
      expect(await ruleIdsFor(`electron/${layer}/services/layering-probe.ts`, code)).toContain(
        'no-restricted-imports',
      );
    },
  );

  it.each(allowedPairs)('allows electron/%s to import electron/%s', async (layer, other) => {
    expect(await ruleIdsFor(`electron/${layer}/layering-probe.ts`, importOf(`../${other}/probe`))).toEqual(
      [],
    );
  });

  it('says in words which layer may not import which, and where the parts meet', async () => {
    const [result] = await eslint.lintText(importOf('../venue/outbox'), {
      filePath: 'electron/host/layering-probe.ts',
    });
    expect(result?.messages[0]?.message).toMatch(/electron\/host may not import .*venue.*electron\/app/);
  });

  it.each(['ws', 'mqtt', 'aedes', 'serialport', '@serialport/stream', 'electron', 'node:http', 'node:net'])(
    'keeps the transport %s out of the core (electron/host)',
    async (specifier) => {
      expect(await ruleIdsFor('electron/host/services/layering-probe.ts', importOf(specifier))).toContain(
        'no-restricted-imports',
      );
    },
  );

  it("lets the core import shared/ and its own files, and a folder of shared/ named like a layer ('led')", async () => {
    const code =
      "import { openStore } from '../store';\nimport type { LedBoardConfig } from '../../../shared/led/config';\n" +
      'export const probe = [openStore];\nexport type C = LedBoardConfig;\n';
    expect(await ruleIdsFor('electron/host/services/layering-probe.ts', code)).toEqual([]);
  });
});

describe('electron/ may use the host-side packages', () => {
  it('allows node builtins, electron and better-sqlite3 in electron/', async () => {
    const code =
      "import { join } from 'node:path';\nimport { app } from 'electron';\nimport Database from 'better-sqlite3';\n" +
      'export const probe = [join, app, Database];\n';
    expect(await ruleIdsFor('electron/app/layering-probe.ts', code)).toEqual([]);
  });
});
