/**
 * On its own computer the host is no free console: a browser console needs the start-up token
 * (printed in its URL, kept owner-only in the data folder, so another account cannot read it) or
 * the PIN. The display and overlay stay open to read. Real `npm run serve`, a real second
 * account (`nobody`), and a real Chromium on the built console.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CONSOLE_TOKEN_FILE } from '../../electron/host/console-token';
import type { QueryResult } from '../../shared/contract/contract';
import { launchChromium } from '../support/chromium';
import { consoleUrl, listeningUrl, spawnServe, type ServeProcess } from '../support/serve-process';
import { tempDir, waitFor } from './helpers';
import { TestSocket } from './ws-helpers';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function startServe(again?: {
  readonly dataDir: string;
  readonly port: number;
}): Promise<{ base: string; console: string; dataDir: string; pin: string; serve: ServeProcess }> {
  const dir = tempDir();
  chmodSync(dir.path, 0o755);
  const dataDir = again?.dataDir ?? join(dir.path, 'data');
  const serve = spawnServe(['--port', String(again?.port ?? 0), '--data-dir', dataDir]);
  cleanups.push(dir.remove, () => serve.child.kill('SIGKILL'));
  const base = await listeningUrl(serve);
  const console = await consoleUrl(serve);
  const pin = await waitFor(
    () => /other consoles need the PIN: (\d{6})/.exec(serve.output())?.[1],
    'the PIN',
  );
  return { base, console, dataDir, pin, serve };
}

describe('a console on the host’s own computer', () => {
  it('needs the start-up token or the PIN; the display and overlay need neither', async () => {
    const { base, console, dataDir, pin } = await startServe();
    const ws = `${base.replace(/^http/, 'ws')}/ws`;
    const token = new URL(console).searchParams.get('token')!;
    expect(readFileSync(join(dataDir, CONSOLE_TOKEN_FILE), 'utf8').trim()).toBe(token);

    const bare = await TestSocket.open(`${ws}?role=console`);
    expect(await bare.waitClosed()).toEqual({ code: 4401, reason: 'PIN required' });
    const forged = await TestSocket.open(`${ws}?role=console&token=${token.slice(0, -2)}xx`);
    expect(await forged.waitClosed()).toEqual({ code: 4401, reason: 'PIN required' });

    for (const url of [`${ws}?role=console&token=${token}`, `${ws}?role=console&pin=${pin}`]) {
      const admitted = await TestSocket.open(url);
      expect(await admitted.send('query', { type: 'GetSettings' })).toMatchObject({ ok: true });
      admitted.close();
    }
    for (const role of ['display', 'overlay']) {
      const reader = await TestSocket.open(`${ws}?role=${role}`);
      expect(await reader.send('query', { type: 'CurrentState' })).toMatchObject({ ok: true });
      reader.close();
    }
  }, 60_000);

  it.skipIf(process.getuid?.() !== 0)(
    'keeps the token where another account cannot read it',
    async () => {
      const { dataDir } = await startServe();
      const file = join(dataDir, CONSOLE_TOKEN_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      const other = spawnSync('cat', [file], { uid: 65534, gid: 65534, encoding: 'utf8' });
      expect(other.status).not.toBe(0);
      expect(other.stderr).toMatch(/Permission denied/);
    },
    60_000,
  );

  it('opens in Chromium from the printed URL; the bare URL asks for the PIN', async () => {
    const { base, console } = await startServe();
    const withToken = await browser.newPage();
    await withToken.goto(console);
    await withToken.waitForSelector('[data-testid=connection][data-status=connected]');
    // A reload keeps the token for this tab.
    await withToken.goto(`${base}/console`);
    await withToken.waitForSelector('[data-testid=connection][data-status=connected]');
    await withToken.close();

    const context = await browser.newContext();
    const bare = await context.newPage();
    await bare.goto(`${base}/console`);
    await bare.waitForSelector('[data-testid=pin-form]');
    expect(await bare.locator('[data-testid=connection][data-status=connected]').count()).toBe(0);
    await context.close();
  }, 60_000);

  it('is remembered like a console that gave the PIN: after the host restarts, the open tab reconnects by itself', async () => {
    const first = await startServe();
    const port = Number(new URL(first.base).port);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(first.console);
    await page.waitForSelector('[data-testid=connection][data-status=connected]');
    // The page keeps the device token the host gave it (the start-up URL's console: the administrator).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('carrom-scoreboard-device')))
      .toMatch(/^[\w-]{43}$/);

    // The host stops (SIGTERM: its screens are told) and starts again on the same port: a new start-up token.
    first.serve.child.kill('SIGTERM');
    await new Promise((resolve) => first.serve.child.once('exit', resolve));
    await page.waitForSelector('[data-testid=connection]:not([data-status=connected])');
    const second = await startServe({ dataDir: first.dataDir, port });
    expect(new URL(second.console).searchParams.get('token')).not.toBe(
      new URL(first.console).searchParams.get('token'),
    );

    // The open tab comes back by itself, with its device token, and is never asked for the PIN.
    await page.waitForSelector('[data-testid=connection][data-status=connected]', { timeout: 15_000 });
    expect(await page.locator('[data-testid=pin-form]').count()).toBe(0);
    // One device, the administrator's, whatever the restarts and reloads.
    const ws = `${second.base.replace(/^http/, 'ws')}/ws?role=console&pin=${second.pin}`;
    const peek = await TestSocket.open(ws);
    cleanups.push(() => peek.close());
    const settings = (await peek.send('query', { type: 'GetSettings' })) as QueryResult<'GetSettings'>;
    if (!settings.ok) throw new Error(settings.message);
    expect((settings.data.devices ?? []).filter((device) => device.role === 'administrator')).toHaveLength(1);
    await context.close();
  }, 90_000);
});
