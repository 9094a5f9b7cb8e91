/** The desktop app on a data folder it cannot create: one sentence in a dialog, no host opened. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startShell } from '../../electron/shell/shell';
import { app, errorBoxes, FakeBrowserWindow, resetFakeElectron } from './fake-electron';
import { newTestDir } from './harness';
import { rmSync } from 'node:fs';

vi.mock('electron', () => import('./fake-electron'));

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the shell on a data folder it cannot use', () => {
  it('says why in one sentence, exits with 1 and never opens the host or a window', async () => {
    const dir = newTestDir();
    dirs.push(dir);
    writeFileSync(join(dir, 'a-file'), 'not a folder');
    const dataDir = join(dir, 'a-file', 'user-data');
    resetFakeElectron({ userData: join(dir, 'unused'), appPath: dir });
    const opened: string[] = [];
    const shell = await startShell({
      openHost: (options) => {
        opened.push(options.dataDir);
        throw new Error('the host must not be opened');
      },
      startWebServer: () => Promise.reject(new Error('not used')),
      appRoot: dir,
      env: { CARROM_DATA_DIR: dataDir },
      log: () => undefined,
    });
    expect(shell).toBeNull();
    expect(errorBoxes).toEqual([
      {
        title: 'Carrom Scoreboard cannot start',
        content: `The data folder ${dataDir} cannot be created (a part of its path is a file, not a folder): choose another folder.`,
      },
    ]);
    expect(app.exitCodes).toEqual([1]);
    expect(opened).toEqual([]);
    expect(FakeBrowserWindow.open()).toEqual([]);
  });
});

describe('CARROM_DATA_DIR', () => {
  async function openedFolder(packaged: boolean): Promise<{ opened: string; userData: string; env: string }> {
    const dir = newTestDir();
    dirs.push(dir);
    const userData = join(dir, 'user-data');
    const env = join(dir, 'from-env');
    resetFakeElectron({ userData, appPath: dir });
    app.isPackaged = packaged;
    const opened: string[] = [];
    await startShell({
      openHost: (options) => {
        opened.push(options.dataDir);
        throw new Error('enough: the folder is known');
      },
      startWebServer: () => Promise.reject(new Error('not used')),
      appRoot: dir,
      env: { CARROM_DATA_DIR: env },
      log: () => undefined,
    });
    return { opened: opened[0] ?? '', userData, env };
  }

  it('replaces the data folder in a development build', async () => {
    const { opened, env } = await openedFolder(false);
    expect(opened).toBe(env);
  });

  it('is ignored by a packaged app, which keeps its own data folder', async () => {
    const { opened, userData } = await openedFolder(true);
    expect(opened).toBe(userData);
  });
});
