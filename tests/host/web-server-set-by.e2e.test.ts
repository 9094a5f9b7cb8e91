/**
 * The console's settings say who runs the web server. The desktop app starts and stops it as its
 * settings say, so there the switch, the network box and the port are shown. A headless host
 * (`npm run serve`) serves as its command says: there a switch would be stored and act on
 * nothing, while the console itself is served by that server, so the screen says where its port
 * and network are set instead. Real `npm run serve`, real Chromium on the built console.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleTranslator } from '../../shared/i18n/console';
import { launchChromium } from '../support/chromium';
import { consoleUrl, listeningUrl, spawnServe } from '../support/serve-process';
import { startHarness } from '../console/support/harness';
import { tempDir } from './helpers';
import { TestSocket } from './ws-helpers';
import type { QueryResult } from '../../shared/contract/contract';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function settingsOf(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid=connection][data-status=connected]');
  await page.click('[data-testid=tab-settings]');
  await page.waitForSelector('[data-testid=web-status]');
}

/** The web server panel's check boxes and port field (its switches). */
const switches = (page: Page) =>
  page
    .locator(
      'section:has([data-testid=web-status]) input[type=checkbox], section:has([data-testid=web-status]) input.port',
    )
    .count();

describe('who runs the web server, as the console’s settings say it', () => {
  it('a headless host: its command, in words, and no switch that would do nothing', async () => {
    const dir = tempDir();
    const serve = spawnServe(['--port', '0', '--data-dir', join(dir.path, 'data')]);
    try {
      const base = await listeningUrl(serve);
      const socket = await TestSocket.open(
        `${base.replace(/^http/, 'ws')}/ws?role=console&token=${new URL(await consoleUrl(serve)).searchParams.get('token')}`,
      );
      const settings = (await socket.send('query', { type: 'GetSettings' })) as QueryResult<'GetSettings'>;
      socket.close();
      if (!settings.ok) throw new Error(settings.message);
      expect(settings.data.webServer.status).toMatchObject({ running: true, setBy: 'commandLine' });

      const page = await browser.newPage();
      await page.goto(await consoleUrl(serve));
      await settingsOf(page);
      expect(await page.textContent('[data-testid=web-command-line]')).toBe(
        consoleTranslator('en')('webServerCommandLine'),
      );
      expect(await switches(page)).toBe(0);
      expect(await page.locator('[data-testid=web-status] code').allTextContents()).toContain(
        `${base}/console`,
      );
      await page.close();
    } finally {
      serve.child.kill('SIGKILL');
      await serve.exited;
      dir.remove();
    }
  }, 60_000);

  it('a host whose settings run its server: the switch, the network box and the port', async () => {
    const harness = await startHarness('web-set-by');
    try {
      const page = await browser.newPage();
      await page.goto(`${harness.url}/console`);
      await settingsOf(page);
      expect(await page.locator('[data-testid=web-command-line]').count()).toBe(0);
      expect(await switches(page)).toBe(3);
      await page.close();
    } finally {
      await harness.close();
    }
  }, 60_000);
});
