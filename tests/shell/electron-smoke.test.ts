/**
 * Launches the built app in the real Electron (Playwright's `_electron`), enters a board in
 * the console window and finds it on the display window. Runs only where the Electron binary
 * is installed; elsewhere it is reported as skipped, with the reason.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron, type ElectronApplication, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { electronBinary } from '../../scripts/start.mjs';

const projectRoot = resolve(import.meta.dirname, '../..');
const binary = electronBinary(join(projectRoot, 'node_modules', 'electron'), process.env);
const electronInstalled = binary !== null;
const skipReason =
  'Electron binary not installed (ELECTRON_SKIP_BINARY_DOWNLOAD): the Electron smoke test needs it; ' +
  'the shell is covered by the tests with the electron test double';

if (!electronInstalled) console.info(`Skipped tests/shell/electron-smoke.test.ts: ${skipReason}`);

const commands = [
  {
    type: 'CreateMatch',
    matchType: 'singles',
    sides: [
      { name: 'Asha Rao', players: ['Asha Rao'] },
      { name: 'Bruno Silva', players: ['Bruno Silva'] },
    ],
    rules: 'icf',
    stage: 'early',
    info: { event: 'Smoke test' },
  },
  { type: 'RecordToss', winner: 0, choice: 'break' },
  { type: 'RecordBoard', entry: { kind: 'sides', winner: 0, pieces: 4, queen: 'winner' } },
];

let electronApp: ElectronApplication | null = null;
// Made by the test itself: vitest runs no hooks for a file whose tests are all skipped, so a
// folder made when the file loads would be left behind wherever Electron is not installed.
let dataDir: string | null = null;

afterAll(async () => {
  await electronApp?.close();
  if (dataDir !== null) rmSync(dataDir, { recursive: true, force: true });
});

async function windowShowing(app: ElectronApplication, page: string): Promise<Page> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = app.windows().find((window) => window.url().endsWith(`/${page}/index.html`));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`The ${page} window did not open`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('the Electron app', () => {
  it.skipIf(!electronInstalled)(
    'launches, takes a board from the console and shows it on the display window',
    async () => {
      const mainScript = join(projectRoot, 'out', 'main', 'index.js');
      expect(existsSync(mainScript), 'build the app first: npm run build').toBe(true);

      dataDir = mkdtempSync(join(tmpdir(), 'carrom-electron-smoke-'));
      electronApp = await _electron.launch({
        executablePath: binary ?? undefined,
        args: [mainScript, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
        env: { ...process.env, CARROM_DATA_DIR: dataDir },
        timeout: 30_000,
      });
      const consolePage = await windowShowing(electronApp, 'console');
      const displayPage = await windowShowing(electronApp, 'display');
      await consolePage.waitForFunction(() => 'carromConsole' in window);

      const results = await consolePage.evaluate(async (toSubmit) => {
        const api = (
          window as unknown as { carromConsole: { submit(command: unknown): Promise<{ ok: boolean }> } }
        ).carromConsole;
        const answers: { ok: boolean }[] = [];
        for (const command of toSubmit) answers.push(await api.submit(command));
        return answers;
      }, commands);
      expect(results.map((result) => result.ok)).toEqual([true, true, true]);

      await displayPage.waitForFunction(() => document.body.innerText.includes('Asha Rao'), undefined, {
        timeout: 10_000,
      });
      expect(await displayPage.evaluate(() => document.body.innerText)).toMatch(/\b7\b/);

      const isolation = await displayPage.evaluate(async () => ({
        screenApi: Object.keys((window as unknown as { carromScreen: object }).carromScreen),
        consoleApi: 'carromConsole' in window,
        node: typeof (window as unknown as { require?: unknown }).require,
        policy: (await fetch(location.href)).headers.get('content-security-policy'),
      }));
      expect(isolation).toMatchObject({ screenApi: ['onState'], consoleApi: false, node: 'undefined' });
      expect(isolation.policy).toContain("script-src 'self'");
    },
    90_000,
  );
});
