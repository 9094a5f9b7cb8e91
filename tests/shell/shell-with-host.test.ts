/**
 * The shell with the real host (Node's build of better-sqlite3, a temporary data folder):
 * a board entered in the console window reaches the display window, and the unfinished
 * match is back exactly where it was after a restart.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatePush } from '../../shared/contract';
import { openHost } from '../../electron/host/host';
import { CONSOLE_PUSH_AFTER_MS } from '../../electron/session/session-hub';
import { CHANNELS as channels } from '../../shared/contract/bridge';
import { startShell } from '../../electron/shell/shell';
import { app, FakeBrowserWindow, ipcMain, resetFakeElectron } from './fake-electron';
import { newTestDir } from './harness';
import { rmSync } from 'node:fs';
import { ashaAgainstBruno, ASHA_BREAKS } from '../support/matches';

vi.mock('electron', () => import('./fake-electron'));

const dirs: string[] = [];
afterEach(() => {
  app.emit('will-quit');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const createMatch = ashaAgainstBruno('icf', { event: 'Club night' });

async function launch(dir: string): Promise<{ console: FakeBrowserWindow; display: FakeBrowserWindow }> {
  resetFakeElectron({ userData: join(dir, 'user-data'), appPath: dir });
  const shell = await startShell({
    openHost,
    startWebServer: () => Promise.reject(new Error('the web server stays off in this test')),
    appRoot: dir,
    env: {},
    log: () => undefined,
  });
  if (!shell) throw new Error('the shell did not start');
  const windows = FakeBrowserWindow.open();
  const find = (page: string): FakeBrowserWindow => {
    const window = windows.find((candidate) =>
      candidate.webContents.mainFrame.url.endsWith(`/${page}/index.html`),
    );
    if (!window) throw new Error(`no ${page} window`);
    return window;
  };
  return { console: find('console'), display: find('display') };
}

const lastState = (window: FakeBrowserWindow): StatePush =>
  window.webContents.sentOn(channels.onState).at(-1) as StatePush;

describe('the shell with the real host', () => {
  it('shows a board entered in the console on the display window', async () => {
    const dir = newTestDir();
    dirs.push(dir);
    const { console, display } = await launch(dir);
    const from = { sender: console.webContents, senderFrame: console.webContents.mainFrame };
    for (const command of [
      createMatch,
      ASHA_BREAKS,
      { type: 'RecordBoard', entry: { kind: 'sides', winner: 0, pieces: 4, queen: 'winner' } },
    ]) {
      expect(await ipcMain.invoke(channels.submit, from, command)).toMatchObject({ ok: true });
    }
    // The console's push leaves after the command's acknowledgement, a display frame after the audience's.
    await new Promise((resolve) => setTimeout(resolve, CONSOLE_PUSH_AFTER_MS + 5));
    const shown = lastState(display);
    expect(shown.view.sides.map((side) => [side.name, side.score])).toEqual([
      ['Asha', 7],
      ['Bruno', 0],
    ]);
    expect(lastState(console).revision).toBe(shown.revision);
  });

  it('counts the display window in the hall status only while it is open', async () => {
    const dir = newTestDir();
    dirs.push(dir);
    const { console, display } = await launch(dir);
    const audience = (): unknown => lastState(console).console?.audience;
    console.webContents.finishLoad();
    expect(audience()).toEqual({ displays: 1, overlays: 0 });

    display.close();
    expect(display.isDestroyed()).toBe(true);
    // Screens coming and going reach the console coalesced, at most one push per 250 ms.
    await expect.poll(audience).toEqual({ displays: 0, overlays: 0 });

    const from = { sender: console.webContents, senderFrame: console.webContents.mainFrame };
    expect(await ipcMain.invoke(channels.showDisplay, from)).toMatchObject({ ok: true });
    const reopened = FakeBrowserWindow.open().filter(
      (window) => window !== console && window.webContents.mainFrame.url.endsWith('/display/index.html'),
    );
    expect(reopened).toHaveLength(1);
    await expect.poll(audience).toEqual({ displays: 1, overlays: 0 });
  });

  it('reopens the unfinished match exactly where it was after a restart', async () => {
    const dir = newTestDir();
    dirs.push(dir);
    const first = await launch(dir);
    const from = { sender: first.console.webContents, senderFrame: first.console.webContents.mainFrame };
    await ipcMain.invoke(channels.submit, from, createMatch);
    await ipcMain.invoke(channels.submit, from, { type: 'RecordToss', winner: 1, choice: 'break' });
    await ipcMain.invoke(channels.submit, from, {
      type: 'RecordBoard',
      entry: { kind: 'sides', winner: 1, pieces: 2, queen: 'loser' },
    });
    const before = lastState(first.display);
    app.emit('will-quit');

    const second = await launch(dir);
    second.display.webContents.finishLoad();
    const after = lastState(second.display);
    expect(after.matchId).toBe(before.matchId);
    expect(after.revision).toBe(before.revision);
    expect(after.view).toEqual(before.view);
  });
});
