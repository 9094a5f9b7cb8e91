import { BrowserWindow } from 'electron';
import { secureWebPreferences } from './security';

export interface ConsoleWindowOptions {
  readonly preload: string;
  readonly url: string;
  readonly onCreated: (window: BrowserWindow) => void;
  readonly onClosed: () => void;
  readonly log: (message: string) => void;
}

/** The operator's window, on the primary screen. Closing it ends the app. */
export function openConsoleWindow(options: ConsoleWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    title: 'Carrom Scoreboard — Console',
    backgroundColor: '#111418',
    webPreferences: secureWebPreferences(options.preload),
  });
  window.on('closed', options.onClosed);
  window.webContents.on('render-process-gone', (_event, details) => {
    options.log(`The console page stopped (${details.reason}); reloading it`);
    if (!window.isDestroyed()) window.webContents.reload();
  });
  options.onCreated(window);
  void window
    .loadURL(options.url)
    .catch((error: unknown) => options.log(`The console page did not load: ${String(error)}`));
  return window;
}
