/**
 * Issue 37 item 7: the change cost written down and kept. scripts/change-cost.mjs counts, on the
 * real tree, the files that name an existing setting shown on the console and the display, and an
 * existing command with its event; docs/architecture.md gives the numbers; a count past them fails.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { changeCost, documentedCost, EXAMPLES } from '../../scripts/change-cost.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const documented = documentedCost(readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8'));

describe('the change cost on the real tree', () => {
  const cost = changeCost(repoRoot);

  it('adding a ruleset setting shown on the console and the display touches no more files than documented', () => {
    expect(cost.setting.files).toContain('shared/rules/settings.ts');
    expect(cost.setting.files).toContain('renderer/console/match/ScorePanel.svelte');
    expect(cost.setting.files).toContain('renderer/display/SidePanel.svelte');
    expect(cost.setting.count).toBeLessThanOrEqual(documented.setting);
  });

  it('adding a command touches no more files than documented, and no file of the host', () => {
    expect(cost.command.files).toContain('shared/engine/command-schemas.ts');
    expect(cost.command.files.filter((file) => file.startsWith('electron/'))).toEqual([]);
    expect(cost.command.count).toBeLessThanOrEqual(documented.command);
  });

  it('the script says the same from the command line and succeeds', () => {
    const out = execFileSync(process.execPath, ['scripts/change-cost.mjs'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(out).toContain(
      `${EXAMPLES.setting.what}: ${cost.setting.count} files (documented: ${documented.setting})`,
    );
    expect(out).toContain(
      `${EXAMPLES.command.what}: ${cost.command.count} files (documented: ${documented.command})`,
    );
  });
});

describe('the count on a tree of its own', () => {
  let root: string | null = null;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = null;
  });

  function tree(files: Readonly<Record<string, string>>): string {
    const dir = mkdtempSync(join(tmpdir(), 'change-cost-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    root = dir;
    return dir;
  }

  const registries = {
    'shared/rules/settings.ts': 'queenCutoff: {}',
    'shared/engine/command-schemas.ts': "z.literal('SetUmpireRemarks')",
    'shared/engine/event-schema.ts': "z.literal('UmpireRemarksSet')",
  };

  it('counts each file naming the example as a whole word, in the source trees only', () => {
    const dir = tree({
      ...registries,
      'renderer/display/Side.svelte': '{view.queenCutoff}',
      'renderer/console/Other.svelte': '{view.queenCutoffs}',
      'tests/any.test.ts': 'queenCutoff',
      'docs/x.md': 'queenCutoff',
    });
    expect(changeCost(dir).setting.files).toEqual([
      'renderer/display/Side.svelte',
      'shared/rules/settings.ts',
    ]);
    expect(changeCost(dir).command.count).toBe(2);
  });

  it('refuses to count an example its registry no longer declares, saying which', () => {
    const dir = tree({ 'shared/rules/settings.ts': 'target: {}', 'shared/engine/command-schemas.ts': '' });
    expect(() => changeCost(dir)).toThrow(/queenCutoff is no longer named in shared\/rules\/settings\.ts/);
  });

  it('reads the documented numbers, and refuses a document without them', () => {
    expect(documentedCost('| (a) a setting | 15 | x |\n| (b) a command | 9 | y |')).toEqual({
      setting: 15,
      command: 9,
    });
    expect(() => documentedCost('| (a) a setting | 15 | x |')).toThrow(/no change-cost row "\(b\)"/);
  });
});
