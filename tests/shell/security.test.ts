import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, policyForPage } from '../../electron/shell/security';
import {
  cancellableEvent,
  FakeBrowserWindow,
  FakeWebContents,
  app,
  protocol,
  session,
} from './fake-electron';
import { startTestShell, writeRendererBuild, type TestShell } from './harness';

vi.mock('electron', () => import('./fake-electron'));

let shell: TestShell | null = null;
afterEach(() => shell?.cleanup());

describe('the windows', () => {
  it('are sandboxed, isolated, without Node, each with its own preload', async () => {
    shell = await startTestShell();
    const secure = {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    };
    const consolePreferences = shell.consoleWindow().options.webPreferences;
    const displayPreferences = shell.displayWindow().options.webPreferences;
    expect(consolePreferences).toMatchObject({
      ...secure,
      preload: join(shell.dir, 'out', 'preload', 'preload-console.cjs'),
    });
    expect(displayPreferences).toMatchObject({
      ...secure,
      preload: join(shell.dir, 'out', 'preload', 'preload-display.cjs'),
      autoplayPolicy: 'no-user-gesture-required',
    });
    expect(consolePreferences).not.toHaveProperty('autoplayPolicy');
    expect(FakeBrowserWindow.open()).toHaveLength(2);
  });

  it('load our own pages from the app scheme, not from the disk or the network', async () => {
    shell = await startTestShell();
    expect(shell.consoleWindow().webContents.mainFrame.url).toBe('carrom://app/console/index.html');
    expect(shell.displayWindow().webContents.mainFrame.url).toBe('carrom://app/display/index.html');
    expect(protocol.privileged).toEqual([
      { scheme: 'carrom', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
  });

  it('refuse to open new windows', async () => {
    shell = await startTestShell();
    for (const window of [shell.consoleWindow(), shell.displayWindow()]) {
      expect(window.webContents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({
        action: 'deny',
      });
    }
  });

  it('refuse navigation, redirects and webviews', async () => {
    shell = await startTestShell();
    for (const window of [shell.consoleWindow(), shell.displayWindow()]) {
      for (const name of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
        const event = cancellableEvent();
        window.webContents.emit(name, event, 'https://example.com/');
        expect(event.defaultPrevented, name).toBe(true);
      }
    }
  });

  it('locks down any other web contents the app might create too', async () => {
    shell = await startTestShell();
    const stray = new FakeWebContents();
    app.emit('web-contents-created', {}, stray);
    expect(stray.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    const event = cancellableEvent();
    stray.emit('will-navigate', event, 'https://example.com/');
    expect(event.defaultPrevented).toBe(true);
  });

  it('get no permission (camera, notifications, …)', async () => {
    shell = await startTestShell();
    const answers: boolean[] = [];
    session.defaultSession.permissionRequestHandler?.({}, 'media', (granted: boolean) =>
      answers.push(granted),
    );
    session.defaultSession.permissionRequestHandler?.({}, 'notifications', (granted: boolean) =>
      answers.push(granted),
    );
    expect(answers).toEqual([false, false]);
    expect(session.defaultSession.permissionCheckHandler?.({}, 'geolocation')).toBe(false);
    // No page may use a USB, serial, HID or Bluetooth device.
    for (const deviceType of ['usb', 'serial', 'hid', 'bluetooth']) {
      expect(
        session.defaultSession.devicePermissionHandler?.({ deviceType, origin: 'carrom://app', device: {} }),
        deviceType,
      ).toBe(false);
    }
  });
});

describe('the content security policy', () => {
  it('allows only our own scripts, styles and fonts, and no network or frames', () => {
    const directives = new Map(
      contentSecurityPolicy.split('; ').map((directive) => {
        const [name, ...values] = directive.split(' ');
        return [name, values.join(' ')] as const;
      }),
    );
    expect(directives.get('default-src')).toBe("'none'");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('connect-src')).toBe("'self'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(contentSecurityPolicy).not.toContain('unsafe-inline');
    expect(contentSecurityPolicy).not.toContain('unsafe-eval');
  });

  it('gives every page, the display and overlay included, the same policy without inline styles', () => {
    for (const page of [
      'console/index.html',
      'display/index.html',
      'overlay/index.html',
      'venue/index.html',
    ]) {
      expect(policyForPage(page)).toBe(contentSecurityPolicy);
    }
    expect(contentSecurityPolicy).toContain("base-uri 'none'");
    expect(contentSecurityPolicy).toContain("form-action 'none'");
  });

  it('is sent with every page and asset the app scheme serves', async () => {
    shell = await startTestShell({ prepare: writeRendererBuild });
    const handler = protocol.handlers.get('carrom');
    if (!handler) throw new Error('the app scheme has no handler');
    const page = await handler({ url: 'carrom://app/console/index.html' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<title>console</title>');
    const script = await handler({ url: 'carrom://app/assets/console.js' });
    expect(script.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    const display = await handler({ url: 'carrom://app/display/index.html' });
    expect(display.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('serves nothing outside the renderer build', async () => {
    shell = await startTestShell({ prepare: writeRendererBuild });
    const handler = protocol.handlers.get('carrom');
    if (!handler) throw new Error('the app scheme has no handler');
    for (const url of [
      'carrom://app/../../secret.txt',
      'carrom://app/%2e%2e/%2e%2e/secret.txt',
      'carrom://app/..%2f..%2fsecret.txt',
      'carrom://other/console/index.html',
      'carrom://app/missing.html',
    ]) {
      expect((await handler({ url })).status, url).toBe(404);
    }
  });

  it('is added to the dev server responses under electron-vite dev', async () => {
    shell = await startTestShell({ env: { ELECTRON_RENDERER_URL: 'http://localhost:5173' } });
    expect(shell.consoleWindow().webContents.mainFrame.url).toBe('http://localhost:5173/console/index.html');
    const responses: unknown[] = [];
    session.defaultSession.headersHandler?.(
      { responseHeaders: { 'content-security-policy': ['default-src *'], 'Content-Type': ['text/html'] } },
      (response) => responses.push(response),
    );
    const headers = (responses[0] as { responseHeaders: Record<string, string[]> }).responseHeaders;
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['Content-Type']).toEqual(['text/html']);
    expect(headers['Content-Security-Policy']?.[0]).toContain("script-src 'self'");
    expect(headers['Content-Security-Policy']?.[0]).toContain("connect-src 'self' ws://localhost:5173");
  });
});

describe('the app', () => {
  it('keeps one instance: a second start hands over and focuses the console', async () => {
    shell = await startTestShell();
    app.emit('second-instance');
    expect(shell.consoleWindow().calls).toContain('focus');
    const second = await import('../../electron/shell/shell');
    app.singleInstance = false;
    const windowsBefore = FakeBrowserWindow.all.length;
    const result = await second.startShell({
      openHost: () => {
        throw new Error('a second instance must not open the database');
      },
      startWebServer: () => Promise.reject(new Error('not used')),
      appRoot: shell.dir,
      env: {},
      log: () => undefined,
    });
    expect(result).toBeNull();
    expect(app.quitCalls).toBe(1);
    expect(FakeBrowserWindow.all.length).toBe(windowsBefore);
  });

  it('opens the host in the userData folder, with the shell log, and closes it when quitting', async () => {
    shell = await startTestShell();
    expect(shell.hostOptions).toEqual([{ dataDir: join(shell.dir, 'user-data'), log: expect.any(Function) }]);
    shell.hostOptions[0]!.log!('The host says so.');
    expect(shell.logs).toContain('The host says so.');
    app.emit('will-quit');
    expect(shell.host.closed).toBe(true);
  });

  it('quits when the console window is closed', async () => {
    shell = await startTestShell();
    shell.consoleWindow().destroy();
    expect(app.quitCalls).toBe(1);
  });
});
