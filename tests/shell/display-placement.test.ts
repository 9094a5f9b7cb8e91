import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS as channels } from '../../shared/contract/bridge';
import {
  centredWindow,
  chooseScreen,
  defaultDisplayPreference,
  placeDisplay,
} from '../../electron/shell/placement';
import { cancellableEvent, fakeDisplay, FakeBrowserWindow, ipcMain, screen } from './fake-electron';
import { newTestDir, startTestShell, type TestShell } from './harness';

vi.mock('electron', () => import('./fake-electron'));

let shell: TestShell | null = null;
afterEach(() => shell?.cleanup());

const laptop = fakeDisplay(1, 0, 1920, 1080, 'Built-in');
const tv = fakeDisplay(7, 1920, 3840, 2160, 'Venue TV');
const projector = fakeDisplay(9, 5760, 1280, 720, 'Projector');

function twoScreens(): void {
  screen.displays = [laptop, tv];
  screen.primaryId = laptop.id;
}

describe('placement rules', () => {
  const screens = [laptop, tv, projector];

  it('takes the first screen that is not the primary one', () => {
    expect(chooseScreen(screens, laptop.id, defaultDisplayPreference).id).toBe(tv.id);
    expect(chooseScreen([tv, laptop], laptop.id, defaultDisplayPreference).id).toBe(tv.id);
  });

  it('takes the remembered screen while it is connected, the automatic one otherwise', () => {
    const remembered = { ...defaultDisplayPreference, screenId: projector.id };
    expect(chooseScreen(screens, laptop.id, remembered).id).toBe(projector.id);
    expect(chooseScreen([laptop, tv], laptop.id, remembered).id).toBe(tv.id);
    expect(chooseScreen([laptop], laptop.id, remembered).id).toBe(laptop.id);
  });

  it('is fullscreen on an external screen and a centred window on the operator’s screen', () => {
    expect(placeDisplay(screens, laptop.id, defaultDisplayPreference)).toEqual({
      kind: 'fullscreen',
      screenId: tv.id,
      bounds: tv.bounds,
    });
    const alone = placeDisplay([laptop], laptop.id, defaultDisplayPreference);
    expect(alone).toEqual({ kind: 'window', screenId: laptop.id, bounds: centredWindow(laptop.workArea) });
    expect(alone.bounds.width).toBeLessThanOrEqual(laptop.workArea.width);
    expect(alone.bounds.x).toBeGreaterThanOrEqual(laptop.workArea.x);
  });

  it('fits the window into a small work area', () => {
    const small = { x: 100, y: 50, width: 1024, height: 600 };
    const window = centredWindow(small);
    expect(window.width).toBeLessThanOrEqual(small.width * 0.9);
    expect(window.height).toBeLessThanOrEqual(small.height * 0.9);
    const leftMargin = window.x - small.x;
    const rightMargin = small.x + small.width - (window.x + window.width);
    expect(Math.abs(leftMargin - rightMargin)).toBeLessThanOrEqual(1);
    expect(leftMargin).toBeGreaterThan(0);
  });
});

describe('the audience window', () => {
  it('goes fullscreen and frameless on the first non-primary screen', async () => {
    shell = await startTestShell({ prepare: twoScreens });
    const display = shell.displayWindow();
    expect(display.options).toMatchObject({ ...tv.bounds, frame: false, fullscreen: true });
    expect(display.fullscreen).toBe(true);
    expect(display.visible).toBe(true);
    expect(display.menuRemoved).toBe(true);
    expect(shell.consoleWindow().options['frame']).toBeUndefined();
  });

  it('is a normal movable window when there is only one screen', async () => {
    shell = await startTestShell();
    const display = shell.displayWindow();
    expect(display.options).toMatchObject({
      frame: true,
      fullscreen: false,
      ...centredWindow(laptop.workArea),
    });
  });

  it('moves to an external screen when one is plugged in, and back when it is unplugged', async () => {
    shell = await startTestShell();
    const windowed = shell.displayWindow();
    screen.plug(tv);
    const fullscreen = shell.displayWindow();
    expect(windowed.destroyed).toBe(true);
    expect(fullscreen.options).toMatchObject({ ...tv.bounds, frame: false, fullscreen: true });

    screen.unplug(tv.id);
    expect(fullscreen.destroyed).toBe(true);
    expect(shell.displayWindow().options).toMatchObject({ frame: true, fullscreen: false });
    expect(FakeBrowserWindow.open()).toHaveLength(2);
  });

  it('follows a change of resolution without being recreated', async () => {
    shell = await startTestShell({ prepare: twoScreens });
    const display = shell.displayWindow();
    const rotated = { ...tv, bounds: { x: 1920, y: 0, width: 2160, height: 3840 } };
    screen.displays = [laptop, rotated];
    screen.emit('display-metrics-changed', {}, rotated, ['rotation']);
    expect(shell.displayWindow()).toBe(display);
    expect(display.calls.slice(-3)).toEqual([
      'setFullScreen false',
      'setBounds 1920,0,2160x3840',
      'setFullScreen true',
    ]);
  });

  it('tells the console about every change of screens', async () => {
    shell = await startTestShell();
    const console = shell.consoleWindow();
    const before = console.webContents.sentOn(channels.onScreens).length;
    screen.plug(tv);
    const report = console.webContents.sentOn(channels.onScreens).at(-1);
    expect(console.webContents.sentOn(channels.onScreens).length).toBeGreaterThan(before);
    expect(report).toMatchObject({
      screens: [
        { id: laptop.id, primary: true, hasDisplay: false, label: 'Screen 1 (1920×1080)' },
        { id: tv.id, primary: false, hasDisplay: true, label: 'Venue TV (3840×2160)' },
      ],
      display: { open: true, screenId: tv.id, fullscreen: true, automatic: true },
    });
  });
});

describe('operator controls', () => {
  it('moves the display to another screen and remembers it across restarts', async () => {
    const dir = newTestDir();
    const prepare = (): void => {
      screen.displays = [laptop, tv, projector];
      screen.primaryId = laptop.id;
    };
    shell = await startTestShell({ dir, prepare });
    const moved = await ipcMain.invoke(channels.moveDisplay, shell.from(shell.consoleWindow()), projector.id);
    expect(moved).toMatchObject({
      ok: true,
      display: { screenId: projector.id, fullscreen: true, automatic: false },
    });
    expect(shell.displayWindow().bounds).toEqual(projector.bounds);
    const stored = JSON.parse(readFileSync(join(dir, 'user-data', 'display-screen.json'), 'utf8')) as unknown;
    expect(stored).toEqual({ version: 1, screenId: projector.id, fullscreenOnExternal: true });

    shell = await startTestShell({ dir, prepare });
    expect(shell.displayWindow().options).toMatchObject({
      ...projector.bounds,
      fullscreen: true,
      frame: false,
    });
  });

  it('refuses to move the display to a screen that is not connected, or to a non-number', async () => {
    shell = await startTestShell({ prepare: twoScreens });
    const from = shell.from(shell.consoleWindow());
    expect(await ipcMain.invoke(channels.moveDisplay, from, 99)).toEqual({
      ok: false,
      message: 'Screen 99 is not connected (it may have been unplugged).',
    });
    expect(await ipcMain.invoke(channels.moveDisplay, from, '7')).toMatchObject({
      ok: false,
      message: /by its number/,
    });
    expect(shell.displayWindow().bounds).toEqual(tv.bounds);
  });

  it('toggles fullscreen on the external screen (remembered) and back', async () => {
    shell = await startTestShell({ prepare: twoScreens });
    const from = shell.from(shell.consoleWindow());
    const off = await ipcMain.invoke(channels.toggleFullscreen, from);
    expect(off).toMatchObject({ ok: true, display: { fullscreen: false, screenId: tv.id } });
    const framed = shell.displayWindow();
    expect(framed.options).toMatchObject({ frame: true, fullscreen: false, ...centredWindow(tv.workArea) });
    const on = await ipcMain.invoke(channels.toggleFullscreen, from);
    expect(on).toMatchObject({ ok: true, display: { fullscreen: true } });
    expect(shell.displayWindow().options).toMatchObject({ frame: false, fullscreen: true, ...tv.bounds });
  });

  it('on a single screen, fullscreen is for this session only and Escape leaves it', async () => {
    shell = await startTestShell();
    const from = shell.from(shell.consoleWindow());
    expect(await ipcMain.invoke(channels.toggleFullscreen, from)).toMatchObject({
      display: { fullscreen: true },
    });
    const display = shell.displayWindow();
    expect(display.options).toMatchObject({ frame: false, fullscreen: true, ...laptop.bounds });
    const escape = cancellableEvent();
    display.webContents.emit('before-input-event', escape, { type: 'keyDown', key: 'Escape' });
    expect(escape.defaultPrevented).toBe(true);
    expect(shell.displayWindow().options).toMatchObject({ frame: true, fullscreen: false });
  });

  it('reopens the display window after the operator closed it', async () => {
    shell = await startTestShell({ prepare: twoScreens });
    shell.displayWindow().destroy();
    const closed = shell.shell.display.report().display;
    expect(closed).toMatchObject({ open: false, screenId: null });
    const shown = await ipcMain.invoke(channels.showDisplay, shell.from(shell.consoleWindow()));
    expect(shown).toMatchObject({ ok: true, display: { open: true, screenId: tv.id } });
    expect(shell.displayWindow().options).toMatchObject({ fullscreen: true, ...tv.bounds });
  });

  it('starts with the defaults when the remembered choice is damaged', async () => {
    const dir = newTestDir();
    mkdirSync(join(dir, 'user-data'), { recursive: true });
    writeFileSync(join(dir, 'user-data', 'display-screen.json'), '{"version":1,"screenId":"tv"');
    shell = await startTestShell({ dir, prepare: twoScreens });
    expect(shell.displayWindow().options).toMatchObject({ fullscreen: true, ...tv.bounds });
    expect(shell.logs.some((line) => line.includes('Ignoring the remembered display screen'))).toBe(true);
  });
});
