import type { MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  readonly toggleDisplayFullscreen: () => void;
  readonly moveDisplayToNextScreen: () => void;
  readonly toggleBlackout: () => void;
  readonly showDisplay: () => void;
  /** The LAN PIN in a dialog of the app: no page, not even the console's, is ever sent it. */
  readonly showLanPin: () => void;
}

/**
 * The application menu: the display controls with keyboard shortcuts (they work while the
 * console has focus), the standard edit roles (copy and paste in the console's fields) and a
 * reload. Developer tools only outside a packaged build.
 */
export function menuTemplate(
  actions: MenuActions,
  options: { readonly mac: boolean; readonly developerTools: boolean },
): MenuItemConstructorOptions[] {
  const view: MenuItemConstructorOptions[] = [
    { role: 'reload' },
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
  ];
  if (options.developerTools) view.push({ type: 'separator' }, { role: 'toggleDevTools' });
  return [
    ...(options.mac ? [{ role: 'appMenu' } as const] : []),
    { label: 'File', submenu: [options.mac ? { role: 'close' } : { role: 'quit' }] },
    { role: 'editMenu' },
    { label: 'View', submenu: view },
    { label: 'Network', submenu: [{ label: 'Show LAN PIN…', click: () => actions.showLanPin() }] },
    {
      label: 'Display',
      submenu: [
        { label: 'Show Display Window', click: () => actions.showDisplay() },
        {
          label: 'Toggle Display Fullscreen',
          accelerator: 'CmdOrCtrl+Shift+F',
          click: () => actions.toggleDisplayFullscreen(),
        },
        {
          label: 'Move Display to Next Screen',
          accelerator: 'CmdOrCtrl+Shift+M',
          click: () => actions.moveDisplayToNextScreen(),
        },
        {
          label: 'Black Out / Show Score',
          accelerator: 'CmdOrCtrl+Shift+B',
          click: () => actions.toggleBlackout(),
        },
      ],
    },
  ];
}

/** The screen after `current` in the system's order, wrapping around. */
export function nextScreenId(screenIds: readonly number[], current: number | null): number | null {
  if (screenIds.length === 0) return null;
  const index = current === null ? -1 : screenIds.indexOf(current);
  return screenIds[(index + 1) % screenIds.length] ?? null;
}
