/**
 * The console's API keys panel (docs/api.md): a key is made with a name and rights, shown once,
 * works against /api/v1, is listed without itself, and revoked; the API's settings are saved.
 * Real Chromium on the built pages; needs `npm run build`.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltScreens, type BuiltScreens } from '../support/built-screens';
import { launchChromium } from '../support/chromium';

/** The start-up token: the console on the host's own computer is the administrator, who alone makes keys. */
const ADMIN_TOKEN = 'start-up-token-of-this-computer';

let screens: BuiltScreens;
let browser: Browser;

beforeAll(async () => {
  screens = await startBuiltScreens('api-keys', { requirePin: true, consoleToken: ADMIN_TOKEN });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await screens?.close();
});

const state = (key: string) =>
  fetch(`${screens.server.url}/api/v1/state`, { headers: { Authorization: `Bearer ${key}` } });

describe('the console’s API keys', () => {
  it('makes a key shown once, lists it with the devices as an API key, changes its role, saves the API settings and revokes the key', async () => {
    const desk = await browser.newContext({ viewport: { width: 1440, height: 960 } });
    const console = await desk.newPage();
    await console.goto(`${screens.server.url}/console?token=${ADMIN_TOKEN}`);
    await console.waitForSelector('[data-testid=connection][data-status=connected]');
    await console.click('[data-testid=tab-settings]');
    await console.waitForSelector('[data-testid=api-keys-panel]');
    expect(await console.locator('[data-testid=device-api-key]').count()).toBe(0);
    expect(await console.isDisabled('[data-testid=api-key-create]')).toBe(true);
    await console.fill('[data-testid=api-key-name]', 'Stream Deck 1');
    await console.selectOption('[data-testid=api-key-scope]', 'control');
    await console.click('[data-testid=api-key-create]');
    const key = (await console.textContent('[data-testid=api-key-value]'))!.trim();
    expect(key).toMatch(/^carrom_/);
    expect((await state(key)).status).toBe(200);
    // One list: the key is a device, marked as an API key, with the API's roles only.
    const row = console.locator('[data-testid=device][data-api-key=true]', { hasText: 'Stream Deck 1' });
    await expect.poll(() => row.locator('[data-testid=device-api-key]').textContent()).toBe('API key');
    expect(await row.locator('[data-testid=device-role]').inputValue()).toBe('api-control');
    expect(
      await row
        .locator('[data-testid=device-role] option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(['api-read', 'api-control']);
    expect(await console.locator('[data-testid=devices-panel]').textContent()).not.toContain(key);
    await row.locator('[data-testid=device-role]').selectOption('api-read');
    await expect.poll(() => screens.host.apiKeys.list()[0]?.scope).toBe('read');

    await console.check('[data-testid=api-board-entry]');
    await console.fill('[data-testid=api-cors]', 'http://graphics.local:8080');
    await console.click('[data-testid=api-access-save]');
    await expect
      .poll(() => screens.host.apiKeys.access())
      .toEqual({ openVmixReads: false, allowBoardEntry: true, corsOrigins: ['http://graphics.local:8080'] });

    await row.locator('[data-testid=device-forget]').click();
    await expect.poll(() => row.count()).toBe(0);
    expect((await state(key)).status).toBe(401);
    await desk.close();
  }, 60_000);

  it('sets the outgoing hooks, refusing a button that is not page/row/col', async () => {
    const desk = await browser.newContext({ viewport: { width: 1440, height: 960 } });
    const console = await desk.newPage();
    await console.goto(`${screens.server.url}/console?token=${ADMIN_TOKEN}`);
    await console.waitForSelector('[data-testid=connection][data-status=connected]');
    await console.click('[data-testid=tab-settings]');
    const form = console.locator('[data-testid=api-hooks]');
    await form.waitFor();
    expect(await console.locator('#api-hooks-title').textContent()).toBe('Outgoing hooks');
    await console.check('[data-testid=hook-companion-on]');
    await console.fill('[data-testid=hook-companion-host]', '192.168.1.40');
    await console.fill('[data-testid=hook-button-matchStart]', '1/0/0');
    await console.fill('[data-testid=hook-button-timeOut]', '1-0-3');
    expect(await console.getAttribute('[data-testid=hook-button-timeOut]', 'aria-invalid')).toBe('true');
    await console.click('[data-testid=api-hooks-save]');
    await expect.poll(() => console.locator('[data-testid=refusal]').textContent()).toContain('page/row/col');
    expect(screens.host.apiKeys.hooks().companion.enabled).toBe(false);

    await console.fill('[data-testid=hook-button-timeOut]', '1/0/3');
    await console.check('[data-testid=hook-webhook-on]');
    await console.fill('[data-testid=hook-webhook-url]', 'http://graphics.local:8080/carrom');
    await console.click('[data-testid=api-hooks-save]');
    await expect
      .poll(() => screens.host.apiKeys.hooks())
      .toEqual({
        companion: {
          enabled: true,
          host: '192.168.1.40',
          port: 51234,
          buttons: { matchStart: '1/0/0', gameEnd: '', matchEnd: '', timeOut: '1/0/3' },
        },
        webhook: { enabled: true, url: 'http://graphics.local:8080/carrom' },
      });
    await desk.close();
  }, 60_000);
});
