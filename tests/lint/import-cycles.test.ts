/**
 * No import cycles in electron/, renderer/ or shared/ (docs/architecture.md, "Layers"): not between
 * files (a type-only import counts when it joins two folders: within one folder a type is no
 * load-order hazard), and not between folders, type-only imports included. Read from the real tree.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { cyclesOf, folderOf, importEdges, type ImportEdge } from './import-graph';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

let edges: readonly ImportEdge[] = [];
beforeAll(() => {
  edges = importEdges(repoRoot, ['electron', 'renderer', 'shared']);
}, 60_000);

const pairs = (list: readonly ImportEdge[]) => list.map((edge) => [edge.from, edge.to] as const);

describe('the import graph', () => {
  it('finds a cycle where there is one, and none in a chain', () => {
    expect(
      cyclesOf([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['c', 'd'],
      ]),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      cyclesOf([
        ['a', 'b'],
        ['b', 'c'],
      ]),
    ).toEqual([]);
  });

  it('reads static, type-only, dynamic and Svelte imports of the real tree', () => {
    const has = (from: string, to: string, typeOnly: boolean) =>
      edges.some((edge) => edge.from === from && edge.to === to && edge.typeOnly === typeOnly);
    expect(has('renderer/console/words.ts', 'renderer/common/tracker-words.ts', false)).toBe(true);
    expect(has('shared/engine/commands.ts', 'shared/engine/command-schemas.ts', true)).toBe(true);
    expect(has('renderer/lib/listeners.ts', 'renderer/lib/dev-checks.ts', false)).toBe(true);
    expect(has('renderer/umpire/App.svelte', 'renderer/common/console-state.svelte.ts', true)).toBe(true);
  });
});

describe('no import cycles', () => {
  it('between files: run-time imports, and type-only imports that join two folders', () => {
    const counted = edges.filter((edge) => !edge.typeOnly || folderOf(edge.from) !== folderOf(edge.to));
    expect(cyclesOf(pairs(counted))).toEqual([]);
  });

  it('between folders (electron/host, renderer/console, shared/engine…), type-only imports included', () => {
    const folders = edges.map((edge) => [folderOf(edge.from), folderOf(edge.to)] as const);
    expect(cyclesOf(folders)).toEqual([]);
  });
});
