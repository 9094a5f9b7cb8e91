/**
 * The layers of the three code trees (docs/architecture.md, "Layers"), and the ESLint rule that
 * holds every kind of import to them: static imports and re-exports (type-only ones too), dynamic
 * `import()`, `import('…')` types, and `require` (a `createRequire` one included).
 *
 * Each folder names the folders of its own tree it may import; a folder always imports its own
 * files. Across trees: `renderer/` and `electron/` may import `shared/`; `shared/` imports nothing
 * outside itself; `electron/` never imports `renderer/`, nor `renderer/` `electron/`.
 */
import { builtinModules } from 'node:module';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/** electron/: `app` is the composition root, the only folder that knows every other. */
export const ELECTRON_MAY_IMPORT = {
  app: ['cli', 'host', 'led', 'session', 'shell', 'venue', 'web'],
  host: [],
  web: [],
  session: ['web'],
  led: ['host'],
  venue: ['host', 'web'],
  shell: ['host', 'session', 'web'],
  // The score and tournament commands read a data folder as the host stores it.
  cli: ['host'],
};

/** renderer/: each screen imports only common/ and lib/, never another screen. */
export const RENDERER_MAY_IMPORT = {
  lib: [],
  common: ['lib'],
  console: ['common', 'lib'],
  display: ['common', 'lib'],
  overlay: ['common', 'lib'],
  timekeeper: ['common', 'lib'],
  umpire: ['common', 'lib'],
  venue: ['common', 'lib'],
};

/**
 * shared/, from the bottom up: text → rules → led → i18n; text, rules → engine; all of those →
 * contract → views → match-file; tournament (SoL exports and pairings) beside views, on the
 * contract. Nothing points back down.
 */
export const SHARED_MAY_IMPORT = {
  text: [],
  rules: ['text'],
  led: ['text', 'rules'],
  i18n: ['text', 'rules', 'led'],
  engine: ['text', 'rules'],
  contract: ['text', 'rules', 'led', 'i18n', 'engine'],
  views: ['text', 'rules', 'led', 'i18n', 'engine', 'contract'],
  'match-file': ['text', 'rules', 'led', 'i18n', 'engine', 'contract', 'views'],
  tournament: ['text', 'rules', 'engine', 'contract'],
};

/**
 * The packages shared/ may import, each with why it is pure enough for the core: no Node built-in,
 * no I/O, the same in the host, the browser and the tests. A package not listed here is refused
 * in shared/: add it with its reason, or use it in electron/ or renderer/.
 */
export const SHARED_PACKAGES = {
  zod: 'the contract: every message that crosses a process boundary is a zod schema',
  yaml: "reads SoL's YAML 1.1 exports (shared/tournament/sol.ts): pure JavaScript, no Node built-in, so the console reads a file in the browser the same way the host and the tournament command do",
  'any-ascii': "the LED boards' ASCII names: a pure table lookup",
  unhomoglyph: "the name rules' confusable letters: a pure table lookup",
  'intl-messageformat': "the i18n catalogs' ICU messages: pure, on the platform's Intl",
  '@formatjs/icu-messageformat-parser': "checks the i18n catalogs' ICU syntax: a pure parser",
};

/** The package a bare specifier names (`zod/mini` → `zod`, `@formatjs/x/y` → `@formatjs/x`). */
export function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Why shared/ may not import the package `specifier` names, or null when it may. */
export function sharedPackageProblem(specifier) {
  const name = packageOf(specifier);
  // The Node built-in rule reports these, with its own reason.
  if (specifier.startsWith('node:') || builtinModules.includes(name)) return null;
  if (Object.hasOwn(SHARED_PACKAGES, name)) return null;
  return `shared/ may not import the package ${name}: shared/ imports only the pure packages listed in scripts/lint/layers.mjs (SHARED_PACKAGES), each with its reason.`;
}

export const LAYERS = {
  electron: ELECTRON_MAY_IMPORT,
  renderer: RENDERER_MAY_IMPORT,
  shared: SHARED_MAY_IMPORT,
};

/** The trees each tree may import besides itself. */
const TREES_MAY_IMPORT = { electron: ['shared'], renderer: ['shared'], shared: [] };

/** `{ tree, folder }` of a path inside the repo, or null outside the three trees. */
function placeOf(root, path) {
  const inside = relative(root, path);
  if (inside.startsWith('..') || isAbsolute(inside)) return null;
  const [tree, folder] = inside.split(sep);
  if (!(tree in LAYERS) || folder === undefined) return null;
  return { tree, folder };
}

/** Why `from` may not import `to` (both places), or null when it may. */
export function layerProblem(from, to) {
  if (from.tree !== to.tree) {
    if (TREES_MAY_IMPORT[from.tree].includes(to.tree)) return null;
    return from.tree === 'shared'
      ? `shared/ may not import ${to.tree}/: shared/ is the pure core and imports nothing outside itself.`
      : `${from.tree}/ may not import ${to.tree}/: the two meet only through the contract in shared/.`;
  }
  if (from.folder === to.folder) return null;
  const allowed = LAYERS[from.tree][from.folder];
  if (allowed === undefined) return null;
  if (allowed.includes(to.folder)) return null;
  const may = allowed.length > 0 ? `{${allowed.join(',')}}` : 'no other folder of it';
  const wiring = from.tree === 'electron' ? ' Wire the parts together in electron/app.' : '';
  return `${from.tree}/${from.folder} may not import ${to.tree}/${to.folder}: it may import ${may} (docs/architecture.md, "Layers").${wiring}`;
}

/** The path a relative specifier names, or null for a package name. */
const relativeTarget = (file, specifier) =>
  specifier.startsWith('./') || specifier.startsWith('../') ? resolve(dirname(file), specifier) : null;

/** The static text of a specifier (a string, or a template's first part up to its last slash). */
function staticSpecifier(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return { text: node.value, whole: true };
  if (node.type === 'TemplateLiteral') {
    if (node.expressions.length === 0) return { text: node.quasis[0].value.cooked, whole: true };
    const head = node.quasis[0].value.cooked ?? '';
    const folder = head.slice(0, head.lastIndexOf('/') + 1);
    if (folder.startsWith('./') || folder.startsWith('../')) return { text: `${folder}_`, whole: false };
  }
  return null;
}

const isCreateRequireCall = (node) =>
  node?.type === 'CallExpression' &&
  ((node.callee.type === 'Identifier' && node.callee.name === 'createRequire') ||
    (node.callee.type === 'MemberExpression' && node.callee.property.name === 'createRequire'));

/** @type {import('eslint').Rule.RuleModule} */
export const importLayersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Every import, dynamic or required, follows the layers of docs/architecture.md.' },
    schema: [
      {
        type: 'object',
        properties: {
          packages: {
            type: 'array',
            items: {
              type: 'object',
              properties: { regex: { type: 'string' }, message: { type: 'string' } },
              required: ['regex', 'message'],
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const from = placeOf(root, file);
    if (!from) return {};
    const packages = (context.options[0]?.packages ?? []).map(({ regex, message }) => ({
      regex: new RegExp(regex),
      message,
    }));
    const requireNames = new Set(['require']);

    const check = (node, source, dynamic) => {
      const specifier = staticSpecifier(source);
      if (!specifier) {
        context.report({
          node,
          message:
            'This import names its module at run time, so the layer rules cannot check it: name the module in a string.',
        });
        return;
      }
      const target = relativeTarget(file, specifier.text);
      if (!target) {
        const unlisted = from.tree === 'shared' && specifier.whole && sharedPackageProblem(specifier.text);
        if (unlisted) context.report({ node, message: unlisted });
        const banned = dynamic && specifier.whole && packages.find(({ regex }) => regex.test(specifier.text));
        if (banned) context.report({ node, message: banned.message });
        return;
      }
      const to = placeOf(root, target);
      if (!to) return;
      const problem = layerProblem(from, to);
      if (problem) context.report({ node, message: problem });
    };

    return {
      Program(node) {
        if (LAYERS[from.tree][from.folder] === undefined) {
          context.report({
            node,
            loc: { line: 1, column: 0 },
            message: `${from.tree}/${from.folder} has no layer rule: say what it may import in scripts/lint/layers.mjs and docs/architecture.md.`,
          });
        }
      },
      ImportDeclaration: (node) => check(node, node.source, false),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source, false),
      ExportAllDeclaration: (node) => check(node, node.source, false),
      ImportExpression: (node) => check(node, node.source, true),
      TSImportType(node) {
        const argument = node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument;
        check(node, argument ?? node.source, true);
      },
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier' && isCreateRequireCall(node.init)) requireNames.add(node.id.name);
      },
      CallExpression(node) {
        const callee = node.callee;
        const direct = callee.type === 'Identifier' && requireNames.has(callee.name);
        const resolveCall =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          requireNames.has(callee.object.name) &&
          callee.property.name === 'resolve';
        const immediate = isCreateRequireCall(callee);
        if (direct || resolveCall || immediate) check(node, node.arguments[0], true);
      },
    };
  },
};

export const layersPlugin = { rules: { imports: importLayersRule } };
