import { builtinModules } from 'node:module';
import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';
import svelteConfig from './svelte.config.js';
import { ELECTRON_MAY_IMPORT as ELECTRON_LAYERS, layersPlugin } from './scripts/lint/layers.mjs';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (names) => names.map(escape).join('|');

/** `name` itself or any subpath of it (`fs`, `fs/promises`). */
const packagePattern = (names) => `^(${anyOf(names)})(/.*)?$`;

const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'));

const restrictedImport = {
  nodeBuiltins: {
    regex: `^node:|${packagePattern(nodeBuiltins)}`,
    message: 'Node built-in modules belong in electron/ (the host), not here.',
  },
  electron: {
    regex: packagePattern(['electron']),
    message: 'The electron package may only be used in electron/.',
  },
  nativeAndServer: {
    regex: `${packagePattern(['better-sqlite3', 'serialport', 'ws'])}|^@serialport/`,
    message: 'better-sqlite3, serialport and ws are host-side packages: use them in electron/ only.',
  },
  electronFolder: {
    regex: '^\\.{1,2}/(.*/)?electron(/|$)',
    message: 'Screens and the core may not import from electron/: go through the contract in shared/.',
  },
  rendererFolder: {
    regex: '^\\.{1,2}/(.*/)?renderer(/|$)',
    message: 'The pure core may not import from renderer/.',
  },
};

/**
 * The layers of electron/ (docs/architecture.md, "Layers"): each folder names the folders of
 * electron/ it may not import. `app` is the composition root and may import every one.
 */
const ELECTRON_FOLDERS = Object.keys(ELECTRON_LAYERS);
/** Each folder but `app` (the composition root, which may import every one). */
const ELECTRON_MAY_IMPORT = Object.fromEntries(
  Object.entries(ELECTRON_LAYERS).filter(([layer]) => layer !== 'app'),
);
const ELECTRON_ROLES = {
  host: 'the core (match service, ledger, store, views, clocks): it knows no transport, session, venue or LED code',
  web: 'the LAN guards and HTTP answers: they know no other part of electron/',
  session: 'the session layer takes the host through its own SessionHost port, handed in by electron/app',
  led: 'the LED link implements the host port electron/host/led-link.ts and knows nothing else',
  venue:
    'the venue runs beside the host (its store port, its settings) and knows no session, LED or shell code',
  shell: "the Electron windows know the host, the session hub (the IPC adapter's) and the web guards only",
  cli: 'the command-line tools use shared/ and read a data folder through electron/host only',
};

/** A relative import of one of `folders` of electron/, from anywhere inside electron/. */
const electronFolderImport = (layer, folders) => ({
  regex: `^(\\.\\./)+(electron/)?(${anyOf(folders)})(/|$)`,
  message: `electron/${layer} may not import electron/{${folders.join(',')}}: ${ELECTRON_ROLES[layer]}. Wire the parts together in electron/app.`,
});

/** Transports and devices the core never touches: they are the outer layers' business. */
const transportInCore = {
  regex: `${packagePattern(['ws', 'mqtt', 'aedes', 'serialport', 'electron', 'http', 'https', 'net', 'dgram'])}|^@serialport/|^node:(http|https|net|dgram)$`,
  message:
    'electron/host is the core: transports (HTTP, WebSocket, MQTT, serial, Electron) belong in the outer layers.',
};

/**
 * Every import, static, dynamic or required, follows the layers of scripts/lint/layers.mjs (each
 * folder of electron/, renderer/ and shared/ has a rule); `packages` are the packages a folder may
 * not load, checked here for `import()` and `require` (no-restricted-imports checks static ones).
 */
const layerRule = (packages = []) => ({ 'layers/imports': ['error', { packages }] });
const packagesOutsideTheHost = [
  restrictedImport.nodeBuiltins,
  restrictedImport.electron,
  restrictedImport.nativeAndServer,
];

const electronLayerRules = Object.entries(ELECTRON_MAY_IMPORT).map(([layer, allowed]) => ({
  files: [`electron/${layer}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          electronFolderImport(
            layer,
            ELECTRON_FOLDERS.filter((folder) => folder !== layer && !allowed.includes(folder)),
          ),
          ...(layer === 'host' ? [transportInCore] : []),
        ],
      },
    ],
    ...(layer === 'host' ? layerRule([transportInCore]) : {}),
  },
}));

/** The host's functions stay short enough to read in one go: one job each. */
const functionLength = { max: 70, skipBlankLines: true, skipComments: true };

/**
 * Engine logic (decide, evolve, board points, breaker order, replays, the views worked out from
 * a match state) runs in the host only: the screens render what the host pushes. Types are fine.
 */
const engineLogicInScreens = {
  regex: '^\\.{1,2}/(.*/)?shared/(engine|match-file)(/|$)|^\\.{1,2}/(.*/)?shared/views/(?!board-choice$)',
  allowTypeImports: true,
  message:
    'Screens run no engine: take what the host pushes (ConsoleView, ScoreboardView). Type-only imports are fine.',
};

/**
 * Words only through the translator (docs/i18n.md): a list is joined by `t.list` and a date or
 * time written by `t.dateTime`, both in the page's chosen language, never the browser's locale and
 * never English punctuation. A join with a neutral mark (' · ', ' – ', ' / ', '') stays allowed:
 * those separate figures and names in every language alike; a comma, a semicolon or a word does not.
 */
const translatorOnly = 'Write it through the translator (shared/i18n/core.ts, docs/i18n.md)';
const wordsThroughTheTranslator = [
  {
    selector: "MemberExpression[object.name='Intl']",
    message: `${translatorOnly}: t.list for a list, t.dateTime for a date or time, in the page's language.`,
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale/]',
    message: `${translatorOnly}: toLocale… takes the browser's locale, not the page's language (t.dateTime, upperFirst).`,
  },
  {
    selector: "CallExpression[callee.property.name='join'][arguments.length=0]",
    message: `${translatorOnly}: join() puts English commas between display words; use t.list(items).`,
  },
  {
    selector: "CallExpression[callee.property.name='join'][arguments.0.value=/[,;、，]|\\b(and|or)\\b/]",
    message: `${translatorOnly}: a list joined by a comma, a semicolon or "and" is English; use t.list(items) (a neutral ' · ' where the items hold commas of their own).`,
  },
  {
    selector: "BinaryExpression[operator='+'] > Literal[value=/^\\s*[,;:]\\s*$/]",
    message: `${translatorOnly}: words glued with ', ' or ': ' by hand; make it one message with placeholders, or t.list.`,
  },
  {
    selector: 'TemplateLiteral > TemplateElement[value.raw=/^, $/]',
    message: `${translatorOnly}: \`\${a}, \${b}\` is a list joined by hand; use t.list([a, b]).`,
  },
];

/**
 * Where the words rule does not apply, and why: the translator itself; a CSV file (a machine
 * format whose separator is a comma in every language); the host's own English refusal sentences
 * about a name's characters and the name folded for comparison (locale-free 'und' rules, never
 * shown): the screens word a refusal through refusal-text and show the host's sentence as its
 * detail; a URL parameter's warning for the overlay's author (English, in the browser's developer
 * console, naming the accepted values).
 */
const wordsRuleExceptions = [
  'shared/i18n/**',
  'renderer/venue/results-csv.ts',
  'shared/text/names.ts',
  'shared/text/scripts.ts',
  'renderer/overlay/overlay-params.ts',
];

const browserGlobalsMessage = 'shared/ is pure TypeScript: browser globals belong in renderer/.';
const browserGlobals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location'];

export default defineConfig(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      'release/**',
      'test-artifacts/**',
      'coverage/**',
      '.vite/**',
      'resources/**/*.ino',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  svelte.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: {
      parserOptions: {
        parser: tseslint.parser,
        extraFileExtensions: ['.svelte'],
        svelteConfig,
      },
    },
  },
  {
    files: ['electron/**', 'tests/**', 'bench/**', 'scripts/**', '*.config.{js,ts}', '.ci/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['electron/**', 'renderer/**', 'shared/**'],
    plugins: { layers: layersPlugin },
    rules: layerRule(),
  },
  {
    files: ['electron/**'],
    rules: { 'max-lines-per-function': ['error', functionLength] },
  },
  ...electronLayerRules,
  {
    files: ['renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrictedImport.electronFolder,
            restrictedImport.electron,
            restrictedImport.nativeAndServer,
            restrictedImport.nodeBuiltins,
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [engineLogicInScreens] }],
      ...layerRule(packagesOutsideTheHost),
    },
  },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrictedImport.nodeBuiltins,
            restrictedImport.electron,
            restrictedImport.nativeAndServer,
            restrictedImport.electronFolder,
            restrictedImport.rendererFolder,
          ],
        },
      ],
      ...layerRule(packagesOutsideTheHost),
      'no-restricted-globals': [
        'error',
        ...browserGlobals.map((name) => ({ name, message: browserGlobalsMessage })),
        { name: 'process', message: 'shared/ is pure TypeScript: process belongs in electron/.' },
        { name: 'require', message: 'shared/ uses ES imports only.' },
      ],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'self'].flatMap((object) =>
          browserGlobals.map((property) => ({ object, property, message: browserGlobalsMessage })),
        ),
      ],
    },
  },
  {
    files: ['renderer/**', 'shared/text/**'],
    ignores: wordsRuleExceptions,
    rules: { 'no-restricted-syntax': ['error', ...wordsThroughTheTranslator] },
  },
);
