import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuTemplate, nextScreenId } from '../../electron/shell/menu';
import { listenAddress, webServerSwitch } from '../../electron/shell/web-server-switch';
import { fakeDisplay, menus, messageBoxes, screen } from './fake-electron';
import { startTestShell, type TestShell } from './harness';

vi.mock('electron', () => import('./fake-electron'));

let shell: TestShell | null = null;
afterEach(() => shell?.cleanup());

const status = { running: false, urls: [], pinRequired: false, error: null };
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('the web server in the app', () => {
  it('is off by default and follows the host’s settings on and off', async () => {
    shell = await startTestShell();
    await settle();
    expect(shell.servers).toEqual([]);

    shell.host.setWebServer({ enabled: true, lan: false, port: 5171, status });
    await settle();
    expect(shell.servers.map((server) => server.options)).toEqual([
      {
        port: 5171,
        host: '127.0.0.1',
        pin: '123456',
        requirePin: true,
        staticDir: `${shell.dir}/out/renderer`,
      },
    ]);

    shell.host.setWebServer({ enabled: true, lan: true, port: 5171, status });
    await settle();
    expect(shell.servers[0]?.closed).toBe(true);
    expect(shell.servers[1]?.options.host).toBe('0.0.0.0');

    shell.host.setWebServer({ enabled: false, lan: true, port: 5171, status });
    await settle();
    expect(shell.servers.map((server) => server.closed)).toEqual([true, true]);
  });

  it('is left alone when another setting changes', async () => {
    shell = await startTestShell();
    shell.host.setWebServer({ enabled: true, lan: false, port: 5171, status });
    shell.host.setWebServer({ enabled: true, lan: false, port: 5171, status: { ...status, running: true } });
    await settle();
    expect(shell.servers).toHaveLength(1);
    expect(shell.servers[0]?.closed).toBe(false);
  });

  it('reports a failed start to the host, with the reason, and does not retry the same settings', async () => {
    const reported: unknown[] = [];
    let starts = 0;
    const server = webServerSwitch({
      start: () => {
        starts += 1;
        return Promise.reject(new Error('Port 5170 on 127.0.0.1 is already in use'));
      },
      staticDir: '/out/renderer',
      reportStatus: (report) => reported.push(report),
      log: () => undefined,
    });
    const settings = { enabled: true, lan: false, port: 5170 };
    await server.apply(settings, '123456');
    await server.apply(settings, '123456');
    expect(starts).toBe(1);
    expect(reported).toEqual([
      { running: false, urls: [], pinRequired: false, error: 'Port 5170 on 127.0.0.1 is already in use' },
    ]);
    await server.apply({ ...settings, port: 5180 }, '123456');
    expect(starts).toBe(2);
  });

  it('listens on loopback unless LAN is chosen', () => {
    expect(listenAddress({ enabled: true, lan: false, port: 1 })).toBe('127.0.0.1');
    expect(listenAddress({ enabled: true, lan: true, port: 1 })).toBe('0.0.0.0');
  });

  it('is stopped when the app quits', async () => {
    shell = await startTestShell();
    shell.host.setWebServer({ enabled: true, lan: false, port: 5171, status });
    await settle();
    const { app } = await import('./fake-electron');
    app.emit('will-quit');
    await settle();
    expect(shell.servers[0]?.closed).toBe(true);
  });
});

describe('the application menu', () => {
  type Item = { label?: string; role?: string; accelerator?: string; click?: () => void; submenu?: Item[] };
  const search = (items: readonly Item[], label: string): Item | undefined =>
    items.find((item) => item.label === label) ??
    items.map((item) => (item.submenu ? search(item.submenu, label) : undefined)).find(Boolean);
  const find = (items: readonly Item[], label: string): Item => {
    const item = search(items, label);
    if (!item) throw new Error(`no menu item "${label}"`);
    return item;
  };
  const installedMenu = (): Item[] => (menus.at(-1) as { template: Item[] }).template;

  it('controls the display from the keyboard', async () => {
    shell = await startTestShell({
      prepare: () => {
        screen.displays = [fakeDisplay(1, 0), fakeDisplay(2, 1920), fakeDisplay(3, 3840)];
      },
    });
    const menu = installedMenu();
    expect(find(menu, 'Toggle Display Fullscreen').accelerator).toBe('CmdOrCtrl+Shift+F');
    find(menu, 'Move Display to Next Screen').click?.();
    expect(shell.shell.display.report().display.screenId).toBe(3);
    find(menu, 'Move Display to Next Screen').click?.();
    expect(shell.shell.display.report().display.screenId).toBe(1);
    find(menu, 'Black Out / Show Score').click?.();
    find(menu, 'Black Out / Show Score').click?.();
    expect(shell.host.submitted.map((call) => call.message)).toEqual([
      { type: 'UpdateDisplay', mode: 'blackout' },
      { type: 'UpdateDisplay', mode: 'scoreboard' },
    ]);
  });

  it('shows the LAN PIN in a dialog of the app, the one place it appears besides the terminal', async () => {
    shell = await startTestShell();
    find(installedMenu(), 'Show LAN PIN…').click?.();
    expect(messageBoxes).toHaveLength(1);
    expect(messageBoxes[0]!.message).toBe(`LAN PIN: ${shell.host.pin()}`);
  });

  it('has developer tools only outside a packaged build', () => {
    const actions = {
      toggleDisplayFullscreen() {},
      moveDisplayToNextScreen() {},
      toggleBlackout() {},
      showDisplay() {},
      showLanPin() {},
    };
    const roles = (developerTools: boolean): string[] =>
      JSON.stringify(menuTemplate(actions, { mac: false, developerTools })).match(/"role":"\w+"/g) ?? [];
    expect(roles(true)).toContain('"role":"toggleDevTools"');
    expect(roles(false)).not.toContain('"role":"toggleDevTools"');
  });

  it('cycles through the screens', () => {
    expect(nextScreenId([1, 2, 3], 2)).toBe(3);
    expect(nextScreenId([1, 2, 3], 3)).toBe(1);
    expect(nextScreenId([1, 2, 3], null)).toBe(1);
    expect(nextScreenId([], 1)).toBeNull();
  });
});
