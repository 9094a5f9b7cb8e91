import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, screen, session } from 'electron';
import type { CommandMessage, HostSettings } from '../../shared/contract';
import { ensureWritableDataDir } from '../host/data-dir';
import { appProtocolHandler, appScheme, pageUrl, privilegedScheme } from './app-protocol';
import { openConsoleWindow } from './console-window';
import { openDisplayWindow, type DisplayWindow } from './display-window';
import type { OwnPage, PageRole } from './ipc-guard';
import { broadcastScreens, registerIpc } from './ipc';
import { CHANNELS } from '../../shared/contract/bridge';
import { menuTemplate, nextScreenId } from './menu';
import { pdfSaver } from './save-pdf';
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
  readonly openHost: (options: {
    readonly dataDir: string;
    readonly log?: (message: string) => void;
  }) => ShellHost;
  readonly startWebServer: (host: ShellHost, options: WebServerOptions) => Promise<RunningServer>;
  /** Folder with out/ (the build). */
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
  // For end-to-end tests: a throw-away data folder instead of the real one; development builds
  // only, so nobody can point an installed app at a folder of their choosing.
  if (deps.env['CARROM_DATA_DIR']) {
    if (app.isPackaged) log('CARROM_DATA_DIR is ignored: it is for development builds only');
    else app.setPath('userData', deps.env['CARROM_DATA_DIR']);
  }

  if (!app.requestSingleInstanceLock()) {
    log('Carrom Scoreboard is already running: handing over to it');
    app.quit();
    return null;
  }
  app.on('web-contents-created', (_event, contents) => lockDownContents(contents, log));

  await app.whenReady();

  const dataDir = app.getPath('userData');
  const host = openAppHost(deps, dataDir, log);
  if (!host) return null;
  const locations = servePages(deps, () => host.settings().display.logo);
  let quitting = false;
  const screens = openScreens({ host, locations, dataDir, log, quitting: () => quitting });
  const stopFeeds = feedPages(host, screens, deps, join(locations.outDir, 'renderer'), log);
  Menu.setApplicationMenu(applicationMenu(host, screens.display, log));
  followAppLifecycle(screens, () => {
    quitting = true;
    stopFeeds();
    host.close();
  });

  return {
    host,
    display: screens.display,
    consoleWindow: () => (screens.consoleWindow.isDestroyed() ? null : screens.consoleWindow),
    pages: screens.pages,
  };
}

/** The host on the data folder, with the Electron build of better-sqlite3 when there is one. */
function openAppHost(deps: ShellDeps, dataDir: string, log: (message: string) => void): ShellHost | null {
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
    return deps.openHost({ dataDir, log });
  } catch (error) {
    dialog.showErrorBox(
      'Carrom Scoreboard cannot start',
      `The scoreboard database could not be opened.\n\n${error instanceof Error ? error.message : String(error)}\n\nData folder: ${dataDir}`,
    );
    app.exit(1);
    return null;
  }
}

/** Where each page and its preload come from. */
interface PageLocations {
  readonly outDir: string;
  readonly urlOf: (page: PageRole) => string;
  readonly preloadOf: (page: PageRole) => string;
}

/** Serves the built pages on the app scheme (or follows the dev server), with no permissions. */
function servePages(deps: ShellDeps, logo: () => string | null): PageLocations {
  const devServer = !app.isPackaged ? deps.env['ELECTRON_RENDERER_URL'] : undefined;
  const outDir = join(deps.appRoot, 'out');
  denyAllPermissions(session.defaultSession);
  if (devServer) enforcePolicyHeader(session.defaultSession, developmentContentSecurityPolicy(devServer));
  protocol.handle(appScheme, appProtocolHandler(join(outDir, 'renderer'), policyForPage, logo));
  return {
    outDir,
    urlOf: (page) => (devServer ? `${devServer.replace(/\/$/, '')}/${page}/index.html` : pageUrl(page)),
    preloadOf: (page) => join(outDir, 'preload', `preload-${page}.cjs`),
  };
}

/** The two windows and the pages they show. */
interface ShellScreens {
  readonly display: DisplayWindow;
  readonly consoleWindow: BrowserWindow;
  readonly pages: () => readonly OwnPage[];
  /** The display window opened, closed, moved or was replaced; returns the stop. */
  readonly onDisplayChange: (listener: () => void) => () => void;
}

interface ScreensOptions {
  readonly host: ShellHost;
  readonly locations: PageLocations;
  readonly dataDir: string;
  readonly log: (message: string) => void;
  /** True once the app is quitting: closing the console then does not quit again. */
  readonly quitting: () => boolean;
}

function openScreens({ host, locations, dataDir, log, quitting }: ScreensOptions): ShellScreens {
  const windows = new Map<PageRole, BrowserWindow>();
  const pages = (): readonly OwnPage[] =>
    [...windows.entries()]
      .filter(([, window]) => !window.isDestroyed())
      .map(([role, window]) => ({ role, contents: window.webContents, url: locations.urlOf(role) }));

  const register = (role: PageRole, window: BrowserWindow): void => {
    windows.set(role, window);
    // A page that (re)loads starts from the current state at once.
    window.webContents.on('did-finish-load', () => {
      if (window.isDestroyed()) return;
      window.webContents.send(CHANNELS.onState, role === 'console' ? host.consolePush() : host.current());
      if (role === 'console') window.webContents.send(CHANNELS.onScreens, display.report());
    });
  };

  const displayListeners = new Set<() => void>();
  const display: DisplayWindow = openDisplayWindow({
    preload: locations.preloadOf('display'),
    url: locations.urlOf('display'),
    memory: openScreenMemory(screenMemoryFile(dataDir), log),
    onCreated: (window) => register('display', window),
    onChanged: () => {
      broadcastScreens(pages(), display.report());
      for (const listener of displayListeners) listener();
    },
    log,
  });

  const consoleWindow = openConsoleWindow({
    preload: locations.preloadOf('console'),
    url: locations.urlOf('console'),
    onCreated: (window) => register('console', window),
    onClosed: () => {
      if (!quitting()) app.quit();
    },
    log,
  });
  display.place();
  const onDisplayChange = (listener: () => void): (() => void) => {
    displayListeners.add(listener);
    return () => displayListeners.delete(listener);
  };
  return { display, consoleWindow, pages, onDisplayChange };
}

/** IPC, the web server, state, LED status and settings reach the pages; returns the stop. */
function feedPages(
  host: ShellHost,
  screens: ShellScreens,
  deps: ShellDeps,
  staticDir: string,
  log: (message: string) => void,
): () => void {
  const { pages, display, onDisplayChange } = screens;
  const savePdf = pdfSaver({ dialog, windowOf: (contents) => BrowserWindow.fromWebContents(contents) });
  const unregisterIpc = registerIpc({ ipcMain, pages, host, display, onDisplayChange, log, savePdf });
  const server = webServerSwitch({
    start: (options) => deps.startWebServer(host, options),
    staticDir,
    reportStatus: (status) => host.setWebServerStatus(status),
    log,
  });
  const followSettings = (settings: HostSettings): void => {
    void server.apply(settings.webServer, host.pin());
  };
  const stops = [host.onSettingsChange(followSettings)];
  followSettings(host.settings());
  return () => {
    for (const stop of stops) stop();
    unregisterIpc();
    display.close();
    void server.stop();
  };
}

function applicationMenu(host: ShellHost, display: DisplayWindow, log: (message: string) => void): Menu {
  const submitFromMenu = (command: CommandMessage): void => {
    const result = host.submit(command, consoleOrigin);
    if (!result.ok) log(`Refused: ${result.message}`);
  };
  return Menu.buildFromTemplate(
    menuTemplate(
      {
        showDisplay: () => display.show(),
        showLanPin: () =>
          void dialog.showMessageBox({
            type: 'info',
            title: 'LAN PIN',
            message: `LAN PIN: ${host.pin()}`,
            detail:
              'Consoles and the timekeeper on other computers and phones give this PIN once; ' +
              'the host never sends it to any page.',
          }),
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
  );
}

/** Screens plugged in or out move the display; a second start focuses the console; quitting stops it all. */
function followAppLifecycle(screens: ShellScreens, stop: () => void): void {
  const replace = (): void => screens.display.place();
  screen.on('display-added', replace);
  screen.on('display-removed', replace);
  screen.on('display-metrics-changed', replace);
  const { consoleWindow } = screens;
  app.on('second-instance', () => {
    if (consoleWindow.isDestroyed()) return;
    if (consoleWindow.isMinimized()) consoleWindow.restore();
    consoleWindow.focus();
  });
  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', () => {
    screen.removeListener('display-added', replace);
    screen.removeListener('display-removed', replace);
    screen.removeListener('display-metrics-changed', replace);
    stop();
  });
}
