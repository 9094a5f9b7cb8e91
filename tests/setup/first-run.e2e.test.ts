/**
 * What a new user gets from `npm install && npm start` where Electron's binary is not installed:
 * the BUILT headless host (`node out/main/serve.js`, as scripts/start.mjs runs it) on the Node
 * running this test, one board typed on its console in a real Chromium and read back from the
 * display. `.ci/run` also runs this file alone on the oldest Node that package.json's engines
 * allow, after a fresh install and build on that Node.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { createMatch, openConsole, press, readSides } from '../console/support/console-page';

const projectRoot = resolve(import.meta.dirname, '../..');
const builtHost = join(projectRoot, 'out', 'main', 'serve.js');

let host: ChildProcess | null = null;
let browser: Browser | null = null;
let dataDir: string | null = null;

afterAll(async () => {
  await browser?.close();
  host?.kill('SIGTERM');
  if (dataDir !== null) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Starts the built host and resolves with its base URL ("Listening on …") and the console's URL
 * as it prints it for this computer (with the start-up token).
 */
function startBuiltHost(folder: string): Promise<{ readonly url: string; readonly consoleQuery: string }> {
  const child = spawn(process.execPath, [builtHost, '--port', '0', '--data-dir', folder], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  host = child;
  let output = '';
  return new Promise((found, failed) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const url = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      const consoleQuery = /\/console(\?token=[\w-]+)\s/.exec(output)?.[1];
      if (url !== undefined && consoleQuery !== undefined) found({ url, consoleQuery });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => failed(new Error(`the host exited (${code}) before listening:\n${output}`)));
  });
}

describe(`a fresh install on Node ${process.versions.node}`, () => {
  it('starts the built host, takes a board typed on the console and shows it on the display', async () => {
    expect(existsSync(builtHost), 'build the app first: npm run build').toBe(true);
    dataDir = mkdtempSync(join(tmpdir(), 'carrom-first-run-'));
    const { url, consoleQuery } = await startBuiltHost(dataDir);
    browser = await launchChromium();

    const console = await openConsole(browser, url, 'en', consoleQuery);
    await createMatch(console, { players: [['Asha'], ['Bruno']] });
    // Toss: Asha wins it and breaks; then Asha wins the board, 6 of Bruno's pieces left, queen
    // covered by Asha: 6 + queen 3 = 9 (ICF law 54).
    await press(console, '1', 'b', 'Enter');
    await console.waitForSelector('[data-testid=toss-panel]', { state: 'detached' });
    await press(console, '1', '6', 'w', 'Enter');
    await console.waitForFunction(
      () =>
        document.querySelector('[data-testid=score-panel] article.side')?.getAttribute('data-score') === '9',
    );
    expect((await readSides(console)).map((side) => side.score)).toEqual([9, 0]);

    const display = await console.context().newPage();
    await display.goto(`${url}/display`);
    await display.waitForSelector('[data-testid=side-0]');
    await expect
      .poll(() => display.textContent('[data-testid=side-0] [data-testid=score-0]'), { timeout: 20_000 })
      .toContain('9');
    expect(await display.textContent('[data-testid=side-0] [data-testid=side-name]')).toContain('Asha');
    expect(await display.textContent('[data-testid=side-1] [data-testid=score-1]')).toContain('0');
  });
});
