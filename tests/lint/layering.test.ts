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

  it('allows yaml, listed with its reason, where the SoL exports are read', async () => {
    const code = "import { parseAllDocuments } from 'yaml';\nexport const read = parseAllDocuments;\n";
    expect(await ruleIdsFor('shared/tournament/layering-probe.ts', code)).toEqual([]);
  });

  it.each(['mqtt', 'lodash/fp', '@scope/some-package', 'yaml-but-not-yaml'])(
    'refuses the unlisted package %s, naming the list',
    async (specifier) => {
      const [result] = await eslint.lintText(importOf(specifier), { filePath: file });
      const messages = result!.messages.filter((message) => message.ruleId === 'layers/imports');
      expect(messages.map((message) => message.message)).toEqual([
        expect.stringContaining('only the pure packages listed in scripts/lint/layers.mjs (SHARED_PACKAGES)'),
      ]);
    },
  );
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

/**
 * renderer/'s and shared/'s layers (docs/architecture.md, "Layers"), written out here as
 * electron/'s are: a rule that loosens fails this test, and so does a folder without a rule.
 */
const RENDERER_LAYERS = {
  lib: [],
  common: ['lib'],
  console: ['common', 'lib'],
  display: ['common', 'lib'],
  overlay: ['common', 'lib'],
  timekeeper: ['common', 'lib'],
  umpire: ['common', 'lib'],
  venue: ['common', 'lib'],
} as const;
const SHARED_LAYERS = {
  text: [],
  rules: ['text'],
  led: ['text', 'rules'],
  i18n: ['text', 'rules', 'led'],
  engine: ['text', 'rules'],
  contract: ['text', 'rules', 'led', 'i18n', 'engine'],
  views: ['text', 'rules', 'led', 'i18n', 'engine', 'contract'],
  'match-file': ['text', 'rules', 'led', 'i18n', 'engine', 'contract', 'views'],
  tournament: ['text', 'rules', 'engine', 'contract'],
} as const;

const layerPairs = (layers: Readonly<Record<string, readonly string[]>>) => {
  const folders = Object.keys(layers);
  return {
    forbidden: folders.flatMap((layer) =>
      folders
        .filter((other) => other !== layer && !layers[layer]!.includes(other))
        .map((other) => [layer, other]),
    ),
    allowed: folders.flatMap((layer) => layers[layer]!.map((other) => [layer, other])),
  };
};

async function foldersOf(tree: string): Promise<string[]> {
  const { readdirSync } = await import('node:fs');
  return readdirSync(new URL(`../../${tree}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

describe.each([
  ['renderer', RENDERER_LAYERS],
  ['shared', SHARED_LAYERS],
] as const)("%s/'s layers", (tree, layers) => {
  const { forbidden, allowed } = layerPairs(layers);

  it(`has a rule for every folder of ${tree}/`, async () => {
    expect(await foldersOf(tree)).toEqual(Object.keys(layers).sort());
  });

  it.each(forbidden)(
    `reports ${tree}/%s importing ${tree}/%s, type-only from a subfolder too`,
    async (layer, other) => {
      expect(await ruleIdsFor(`${tree}/${layer}/layering-probe.ts`, importOf(`../${other}/probe`))).toContain(
        'layers/imports',
      );
      const code = `import type { Probe } from '../../${other}/probe';\nexport type P = Probe;\n`;
      expect(await ruleIdsFor(`${tree}/${layer}/sub/layering-probe.ts`, code)).toContain('layers/imports');
    },
  );

  it.each(allowed)(`allows ${tree}/%s to import ${tree}/%s`, async (layer, other) => {
    expect(await ruleIdsFor(`${tree}/${layer}/layering-probe.ts`, importOf(`../${other}/probe`))).toEqual([]);
  });
});

describe('every folder has a layer rule and every kind of import follows it', () => {
  it.each(['electron/newfloor', 'renderer/newscreen', 'shared/newcore'])(
    'reports a file in %s, a folder without a rule, in words',
    async (folder) => {
      const [result] = await eslint.lintText('export const probe = 1;\n', { filePath: `${folder}/probe.ts` });
      expect(result?.messages.map((message) => message.message)).toContainEqual(
        expect.stringMatching(/has no layer rule: say what it may import in scripts\/lint\/layers\.mjs/),
      );
    },
  );

  it('reports a screen reaching into another screen inside a Svelte component, in words', async () => {
    const code =
      '<script lang="ts">\n  import Notices from \'../console/Notices.svelte\';\n  const probe = Notices;\n</script>\n\n<p>{String(probe)}</p>\n';
    const [result] = await eslint.lintText(code, { filePath: 'renderer/umpire/LayeringProbe.svelte' });
    expect(result?.messages.map((message) => message.message)).toContain(
      'renderer/umpire may not import renderer/console: it may import {common,lib} (docs/architecture.md, "Layers").',
    );
  });

  it('reports a side-effect import of another screen (its style sheet)', async () => {
    expect(
      await ruleIdsFor('renderer/umpire/layering-probe.ts', "import '../console/probe.css';\n"),
    ).toContain('layers/imports');
  });

  it.each([
    ['electron/host/services/layering-probe.ts', '../../../renderer/console/probe'],
    ['electron/app/layering-probe.ts', '../../renderer/common/probe'],
  ])('reports %s importing renderer/ (%s)', async (file, specifier) => {
    expect(await ruleIdsFor(file, importOf(specifier))).toContain('layers/imports');
  });

  it.each([
    ['renderer/umpire/layering-probe.ts', "export const load = () => import('../console/words');\n"],
    ['renderer/common/layering-probe.ts', "export const load = () => import('../display/App.svelte');\n"],
    ['shared/engine/layering-probe.ts', "export const load = () => import('../contract/contract');\n"],
    [
      'shared/led/layering-probe.ts',
      "export type V = import('../contract/scoreboard-view').ScoreboardView;\n",
    ],
    ['electron/host/layering-probe.ts', "export const load = () => import('../venue/hub');\n"],
    ['electron/session/layering-probe.ts', "export const load = () => import(`../host/${'host'}`);\n"],
  ])('reports a dynamic import or an import() type against the layers: %s', async (file, code) => {
    expect(await ruleIdsFor(file, code)).toContain('layers/imports');
  });

  it.each([
    [
      'electron/host/layering-probe.ts',
      "import { createRequire } from 'node:module';\nconst requireHere = createRequire(import.meta.url);\nexport const probe = requireHere('../venue/hub');\n",
    ],
    [
      'electron/web/layering-probe.ts',
      "import { createRequire } from 'node:module';\nexport const probe = createRequire(import.meta.url)('../session/session-hub');\n",
    ],
    ['electron/host/layering-probe.ts', "export const probe = require('../shell/windows');\n"],
    [
      'electron/led/layering-probe.ts',
      "export const probe = require.resolve('../../renderer/console/main');\n",
    ],
  ])('reports a require (createRequire too) against the layers: %s', async (file, code) => {
    expect(await ruleIdsFor(file, code)).toContain('layers/imports');
  });

  it.each([
    ['shared/engine/layering-probe.ts', "export const load = () => import('node:fs');\n"],
    ['renderer/console/layering-probe.ts', "export const load = () => import('electron');\n"],
    [
      'electron/host/layering-probe.ts',
      "import { createRequire } from 'node:module';\nconst requireHere = createRequire(import.meta.url);\nexport const probe = requireHere('ws');\n",
    ],
    ['electron/host/layering-probe.ts', "export const load = () => import('mqtt');\n"],
  ])('holds dynamic and required packages to the same bans as static ones: %s', async (file, code) => {
    expect(await ruleIdsFor(file, code)).toContain('layers/imports');
  });

  it('reports an import whose module is named at run time, in words', async () => {
    const [result] = await eslint.lintText('export const load = (name: string) => import(name);\n', {
      filePath: 'renderer/console/layering-probe.ts',
    });
    expect(result?.messages.map((message) => message.message)).toContain(
      'This import names its module at run time, so the layer rules cannot check it: name the module in a string.',
    );
  });

  it.each([
    [
      'shared/i18n/messages/probe/load.ts',
      'export const load = (language: string) => import(`./${language}.json`);\n',
    ],
    ['renderer/lib/layering-probe.ts', "export const load = () => import('./dev-checks');\n"],
    [
      'electron/led/layering-probe.ts',
      "import { createRequire } from 'node:module';\nconst requireHere = createRequire(import.meta.url);\nexport const probe = requireHere('serialport');\n",
    ],
    ['electron/venue/layering-probe.ts', "export const load = () => import('aedes');\n"],
  ])('allows dynamic imports and requires the layers allow: %s', async (file, code) => {
    expect(await ruleIdsFor(file, code)).toEqual([]);
  });
});
