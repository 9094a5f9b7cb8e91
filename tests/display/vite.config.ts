/*
 * Builds only the display and overlay pages for the display tests, with the same renderer
 * settings as electron.vite.config.ts. A separate output folder per test file keeps these tests
 * independent of other files building out/renderer at the same time (emptyOutDir).
 */
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

const repo = fileURLToPath(new URL('../../', import.meta.url));

export const DISPLAY_TEST_OUT_DIR = `${repo}out/display-e2e`;

export default defineConfig({
  root: `${repo}renderer`,
  base: './',
  logLevel: 'warn',
  plugins: [svelte({ configFile: `${repo}svelte.config.js` })],
  publicDir: false,
  build: {
    outDir: DISPLAY_TEST_OUT_DIR,
    emptyOutDir: true,
    reportCompressedSize: false,
    rollupOptions: {
      input: {
        display: `${repo}renderer/display/index.html`,
        overlay: `${repo}renderer/overlay/index.html`,
      },
    },
  },
});
