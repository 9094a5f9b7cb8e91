import { resolve } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';
import { precompressed } from './scripts/build/precompress';
import { woff2Only } from './scripts/build/woff2-only';
import { precompiledMessages } from './scripts/i18n/precompile';

const root = import.meta.dirname;
const fromRoot = (...parts: string[]): string => resolve(root, ...parts);

/** Native or Node-only packages the main process loads from node_modules at run time. */
const nodeOnlyPackages = [
  'better-sqlite3',
  'serialport',
  /^@serialport\//,
  'ws',
  'bufferutil',
  'utf-8-validate',
];

export default defineConfig({
  main: {
    build: {
      outDir: fromRoot('out/main'),
      externalizeDeps: true,
      rolldownOptions: {
        // index: the desktop app; serve: the headless host (`npm run serve`, `npm start` without
        // Electron), run built so it starts without compiling TypeScript.
        input: { index: fromRoot('electron/app/electron-main.ts'), serve: fromRoot('electron/app/serve.ts') },
        external: nodeOnlyPackages,
      },
    },
  },
  preload: {
    build: {
      outDir: fromRoot('out/preload'),
      // Sandboxed preloads cannot require() anything but electron: one self-contained CommonJS file each.
      externalizeDeps: false,
      isolatedEntries: true,
      rolldownOptions: {
        input: {
          'preload-console': fromRoot('electron/shell/preload-console.ts'),
          'preload-display': fromRoot('electron/shell/preload-display.ts'),
        },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: fromRoot('renderer'),
    // Relative asset paths: the same build loads from the carrom://app/ scheme in Electron and from /console,
    // /display and /overlay on the headless host's web server.
    base: './',
    publicDir: false,
    // The catalogs are parsed here (scripts/i18n/precompile.ts), so the pages need intl-messageformat's
    // formatter but not its parser: the parser's package is its parser-less entry (types and guards only).
    plugins: [
      woff2Only(),
      precompiledMessages(),
      svelte({ configFile: fromRoot('svelte.config.js') }),
      precompressed(),
    ],
    resolve: {
      alias: [
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: fromRoot('node_modules/@formatjs/icu-messageformat-parser/no-parser.js'),
        },
      ],
    },
    build: {
      outDir: fromRoot('out/renderer'),
      emptyOutDir: true,
      // Fonts and images stay files: the pages' Content-Security-Policy allows no data: fonts.
      assetsInlineLimit: 0,
      // electron-vite leaves the renderer unminified (its pages load from disk in the shell), but
      // the host's web server sends these files to phones on the hall's Wi-Fi: minified, a station's
      // scripts are a fraction of the bytes to move and of the code to parse (issue 42 item 5).
      minify: true,
      rolldownOptions: {
        output: {
          // The six pages share code in many small common chunks (the clocks, the alerts, the
          // sound setting, the Chinese face's loader…): a phone fetched 13 files for /timekeeper
          // over HTTP/1.1's six connections, three round trips of 150 ms on a hall's Wi-Fi.
          // Common chunks under 40 kB (before minifying) are copied into the chunks that import
          // them instead: 8 files, /timekeeper's words shown 0.90× as soon (issue 42 item 5).
          codeSplitting: { experimentalInlineCommonChunks: { maxSize: 40 * 1024 } },
        },
        input: {
          console: fromRoot('renderer/console/index.html'),
          display: fromRoot('renderer/display/index.html'),
          overlay: fromRoot('renderer/overlay/index.html'),
          timekeeper: fromRoot('renderer/timekeeper/index.html'),
          umpire: fromRoot('renderer/umpire/index.html'),
          venue: fromRoot('renderer/venue/index.html'),
        },
      },
    },
  },
});
