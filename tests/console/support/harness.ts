/*
 * End-to-end set-up of the console tests: build the console and display pages into a folder
 * of their own, start the REAL host (store, engine, web server, LED service) in-process on a
 * free loopback port with a fresh data folder, and drive Debian's Chromium.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { openHost, type Host } from '../../../electron/host/host';
import { startWebServer, type RunningServer } from '../../../electron/host/web-server';
import { checkPushes } from '../../support/push-checker';
import { createLedService } from '../../../electron/led/led-manager';
import { launchChromium } from '../../support/chromium';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
export const ARTIFACTS_DIR = join(repo, 'test-artifacts', 'console');

export async function buildPages(name: string): Promise<string> {
  const outDir = join(repo, 'out', `console-e2e-${name}`);
  await build({
    configFile: false,
    root: join(repo, 'renderer'),
    base: './',
    logLevel: 'warn',
    plugins: [svelte({ configFile: join(repo, 'svelte.config.js') })],
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      // Fonts stay files: the host's Content-Security-Policy allows fonts from 'self' only.
      assetsInlineLimit: 0,
      rollupOptions: {
        input: {
          console: join(repo, 'renderer/console/index.html'),
          display: join(repo, 'renderer/display/index.html'),
        },
      },
    },
  });
  return outDir;
}

export interface Harness {
  readonly url: string;
  readonly host: Host;
  readonly browser: Browser;
  close(): Promise<void>;
}

/** `prepare` fills the fresh data folder before the host opens it (e.g. a stored match). */
export async function startHarness(
  name: string,
  options: { readonly prepare?: (dataDir: string) => void } = {},
): Promise<Harness> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const staticDir = await buildPages(name);
  const dataDir = mkdtempSync(join(tmpdir(), `carrom-console-${name}-`));
  options.prepare?.(dataDir);
  const led = createLedService();
  const host = openHost({ dataDir, led });
  let server: RunningServer;
  try {
    server = await startWebServer(host, { port: 0, host: '127.0.0.1', pin: host.pin(), staticDir });
  } catch (error) {
    host.close();
    await led.close();
    throw error;
  }
  const pushes = checkPushes(host);
  const browser = await launchChromium();
  return {
    url: server.url,
    host,
    browser,
    async close() {
      await browser.close();
      await server.close();
      host.close();
      await led.close();
      rmSync(dataDir, { recursive: true, force: true });
      pushes.finish();
    },
  };
}
