import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** One import of a file of the repo by another: `typeOnly` when it brings types only. */
export interface ImportEdge {
  readonly from: string;
  readonly to: string;
  readonly typeOnly: boolean;
}

const SOURCE = /\.(ts|svelte)$/;

function sourceFiles(root: string, tree: string): string[] {
  const files: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
    }
  };
  walk(join(root, tree));
  return files;
}

/** The script of a Svelte component (both blocks), or the file's text. */
function scriptOf(path: string): string {
  const text = readFileSync(path, 'utf8');
  if (!path.endsWith('.svelte')) return text;
  return [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n');
}

/** The file a relative specifier names (with TypeScript's extensions and index files), or null. */
function resolveSpecifier(file: string, specifier: string): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = resolve(dirname(file), specifier);
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const allTypeOnly = (clause: ts.ImportClause): boolean => {
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    clause.name === undefined &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
};

/** Every import between source files of `trees` (static, re-exports, `import()`, `import('…')` types). */
export function importEdges(root: string, trees: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of trees.flatMap((tree) => sourceFiles(root, tree))) {
    const source = ts.createSourceFile(file, scriptOf(file), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    const add = (specifier: ts.Node | undefined, typeOnly: boolean): void => {
      if (!specifier || !ts.isStringLiteralLike(specifier)) return;
      const to = resolveSpecifier(file, specifier.text);
      if (to) edges.push({ from: relative(root, file), to: relative(root, to), typeOnly });
    };
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node)) {
        add(node.moduleSpecifier, node.importClause !== undefined && allTypeOnly(node.importClause));
      } else if (ts.isExportDeclaration(node)) {
        add(node.moduleSpecifier, node.isTypeOnly);
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        add(node.arguments[0], false);
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        add(node.argument.literal, true);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return edges;
}

/** `electron/host`, `renderer/console`, `shared/engine`: the layer a file belongs to. */
export const folderOf = (path: string): string => path.split(sep).slice(0, 2).join('/');

/** The cycles of a directed graph: its strongly connected components of more than one node. */
export function cyclesOf(edges: readonly (readonly [string, string])[]): string[][] {
  const next = new Map<string, string[]>();
  for (const [from, to] of edges) {
    if (from === to) continue;
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) connect(node);
  return components;
}
