import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, screen, session } from 'electron';
import type { HostSettings } from '../../shared/contract';
import { ensureWritableDataDir } from '../host/data-dir';
import { appProtocolHandler, appScheme, pageUrl, privilegedScheme } from './app-protocol';
import { openConsoleWindow } from './console-window';
import { openDisplayWindow, type DisplayWindow } from './display-window';
import type { OwnPage, PageRole } from './ipc-guard';
import { broadcastScreens, registerIpc } from './ipc';
import { channels } from './ipc-channels';
import { menuTemplate, nextScreenId } from './menu';
import { findNativeBinding, nativeModuleAdvice } from './native-binding';
import { openScreenMemory, screenMemoryFile } from './screen-memory';
import {
  denyAllPermissions,
  developmentContentSecurityPolicy,
  enforcePolicyHeader,
  lockDownContents,
  policyForPage,
} from './security';
import { consoleOrigin, type ShellHost } from './shell-host';
import { webServerSwitch, type RunningServer, type WebServerOptions } from './web-server-switch';

export interface ShellDeps {
  readonly openHost: (options: { readonly dataDir: string; readonly nativeBinding?: string }) => ShellHost;
  readonly startWebServer: (host: ShellHost, options: WebServerOptions) => Promise<RunningServer>;
  /** Folder with out/ (the build) and native/ (the Electron build of better-sqlite3). */
  readonly appRoot: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly log?: (message: string) => void;
}

export interface RunningShell {
  readonly host: ShellHost;
  readonly display: DisplayWindow;
  readonly consoleWindow: () => BrowserWindow | null;
  readonly pages: () => readonly OwnPage[];
}

/**
 * The Electron shell: one instance, one host, the console window and the audience window.
 * Resolves once the windows exist, or to null when another instance already runs or the host
 * could not open.
 */
export async function startShell(deps: ShellDeps): Promise<RunningShell | null> {
  const log = deps.log ?? ((message: string) => console.log(`[shell] ${message}`));

  // Before app is ready: the scheme the built pages are served from.
  protocol.registerSchemesAsPrivileged([privilegedScheme]);
  // For end-to-end tests: a throw-away data folder instead of the real one.
  if (deps.env['CARROM_DATA_DIR']) app.setPath('userData', deps.env['CARROM_DATA_DIR']);

  if (!app.requestSingleInstanceLock()) {
    log('Carrom Scoreboard is already running: handing over to it');
    app.quit();
    return null;
  }
  app.on('web-contents-created', (_event, contents) => lockDownContents(contents, log));

  await app.whenReady();

  const dataDir = app.getPath('userData');
  const nativeBinding = findNativeBinding({
    appRoot: deps.appRoot,
    resourcesPath: app.isPackaged ? process.resourcesPath : null,
    modulesAbi: process.versions.modules,
    platform: process.platform,
    arch: process.arch,
  });
  log(
    nativeBinding
      ? `better-sqlite3 for Electron: ${nativeBinding}`
      : 'better-sqlite3: using the build in node_modules',
  );

  let host: ShellHost;
  try {
    ensureWritableDataDir(dataDir);
  } catch (error) {
    dialog.showErrorBox(
      'Carrom Scoreboard cannot start',
      error instanceof Error ? error.message : String(error),
    );
    app.exit(1);
    return null;
  }
  try {
    host = deps.openHost({ dataDir, ...(nativeBinding ? { nativeBinding } : {}) });
  } catch (error) {
    const advice = nativeModuleAdvice(error);
    dialog.showErrorBox(
      'Carrom Scoreboard cannot start',
      `${advice ?? 'The scoreboard database could not be opened.'}\n\n${error instanceof Error ? error.message : String(error)}\n\nData folder: ${dataDir}`,
    );
    app.exit(1);
    return null;
  }

  const devServer = !app.isPackaged ? deps.env['ELECTRON_RENDERER_URL'] : undefined;
  const outDir = join(deps.appRoot, 'out');
  const urlOf = (page: PageRole): string =>
    devServer ? `${devServer.replace(/\/$/, '')}/${page}/index.html` : pageUrl(page);
  const preloadOf = (page: PageRole): string => join(outDir, 'preload', `preload-${page}.cjs`);

  denyAllPermissions(session.defaultSession);
  if (devServer) enforcePolicyHeader(session.defaultSession, developmentContentSecurityPolicy(devServer));
  protocol.handle(appScheme, appProtocolHandler(join(outDir, 'renderer'), policyForPage));

  const windows = new Map<PageRole, BrowserWindow>();
  const pages = (): readonly OwnPage[] =>
    [...windows.entries()]
      .filter(([, window]) => !window.isDestroyed())
      .map(([role, window]) => ({ role, contents: window.webContents, url: urlOf(role) }));

  const register = (role: PageRole, window: BrowserWindow): void => {
    windows.set(role, window);
    // A page that (re)loads starts from the current state at once.
    window.webContents.on('did-finish-load', () => {
      if (window.isDestroyed()) return;
      window.webContents.send(channels.state, host.current());
      if (role === 'console') window.webContents.send(channels.screensChanged, display.report());
    });
  };

  const display: DisplayWindow = openDisplayWindow({
    preload: preloadOf('display'),
    url: urlOf('display'),
    memory: openScreenMemory(screenMemoryFile(dataDir), log),
    onCreated: (window) => register('display', window),
    onChanged: () => broadcastScreens(pages(), display.report()),
    log,
  });

  let quitting = false;
  const consoleWindow = openConsoleWindow({
    preload: preloadOf('console'),
    url: urlOf('console'),
    onCreated: (window) => register('console', window),
    onClosed: () => {
      if (!quitting) app.quit();
    },
    log,
  });
  display.place();

  const replace = (): void => display.place();
  screen.on('display-added', replace);
  screen.on('display-removed', replace);
  screen.on('display-metrics-changed', replace);

  const unregisterIpc = registerIpc({ ipcMain, pages, host, display, log });

  const server = webServerSwitch({
    start: (options) => deps.startWebServer(host, options),
    staticDir: join(outDir, 'renderer'),
    reportStatus: (status) => host.setWebServerStatus(status),
    log,
  });
  const followSettings = (settings: HostSettings): void => {
    void server.apply(settings.webServer, host.pin());
  };
  const stopFollowingSettings = host.onSettingsChange(followSettings);
  followSettings(host.settings());

  const submitFromMenu = (command: unknown): void => {
    const result = host.submit(command, consoleOrigin);
    if (!result.ok) log(`Refused: ${result.message}`);
  };
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      menuTemplate(
        {
          showDisplay: () => display.show(),
          toggleDisplayFullscreen: () => display.toggleFullscreen(),
          moveDisplayToNextScreen: () => {
            const report = display.report();
            const next = nextScreenId(
              report.screens.map((candidate) => candidate.id),
              report.display.screenId,
            );
            if (next !== null) display.moveTo(next);
          },
          toggleBlackout: () =>
            submitFromMenu({
              type: 'UpdateDisplay',
              mode: host.current().display.mode === 'blackout' ? 'scoreboard' : 'blackout',
            }),
        },
        { mac: process.platform === 'darwin', developerTools: !app.isPackaged },
      ),
    ),
  );

  app.on('second-instance', () => {
    if (consoleWindow.isDestroyed()) return;
    if (consoleWindow.isMinimized()) consoleWindow.restore();
    consoleWindow.focus();
  });
  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', () => {
    quitting = true;
    screen.removeListener('display-added', replace);
    screen.removeListener('display-removed', replace);
    screen.removeListener('display-metrics-changed', replace);
    stopFollowingSettings();
    unregisterIpc();
    display.close();
    void server.stop();
    host.close();
  });

  return {
    host,
    display,
    consoleWindow: () => (consoleWindow.isDestroyed() ? null : consoleWindow),
    pages,
  };
}
