/*
 * Builds only the display and overlay pages, for the display tests, until the project-wide
 * electron-vite config builds the renderer. Output: out/display-e2e/{display,overlay}/.
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
  plugins: [svelte()],
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
