/*
 * End-to-end set-up of the console tests: the built pages (one build shared by every test file),
 * start the REAL host (store, engine, web server, LED service) in-process on a
 * free loopback port with a fresh data folder, and drive Debian's Chromium.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { openHost, type Host } from '../../../electron/host/host';
import { startWebServer, type RunningServer } from '../../../electron/app/web-server';
import { checkPushes } from '../../support/push-checker';
import { createLedLink, type LedManagerOptions } from '../../../electron/led/led-manager';
import { launchChromium } from '../../support/chromium';
import { testPages } from '../../support/test-pages';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
export const ARTIFACTS_DIR = join(repo, 'test-artifacts', 'console');

/** The built console, display and other pages (shared by every test file: tests/support/test-pages.ts). */
export function buildPages(): Promise<string> {
  return testPages();
}

export interface Harness {
  readonly url: string;
  readonly host: Host;
  readonly browser: Browser;
  close(): Promise<void>;
}

/**
 * `prepare` fills the fresh data folder before the host opens it (e.g. a stored match); `led`
 * replaces parts of the LED link (e.g. the list of serial ports this computer has).
 */
export async function startHarness(
  name: string,
  options: { readonly prepare?: (dataDir: string) => void; readonly led?: LedManagerOptions } = {},
): Promise<Harness> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const staticDir = await buildPages();
  const dataDir = mkdtempSync(join(tmpdir(), `carrom-console-${name}-`));
  options.prepare?.(dataDir);
  const led = createLedLink(options.led);
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
