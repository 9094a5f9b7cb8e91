import { BrowserWindow, screen, type Display } from 'electron';
import type { DisplayWindowStatus, ScreenInfo, ScreenResult, ScreensReport } from './bridge-api';
import {
  placeDisplay,
  samePlacement,
  toggleFullscreen,
  type DisplayPreference,
  type Placement,
  type ScreenGeometry,
} from './placement';
import type { ScreenMemory } from './screen-memory';
import { secureWebPreferences } from './security';

export interface DisplayWindowOptions {
  readonly preload: string;
  readonly url: string;
  readonly memory: ScreenMemory;
  /** A new audience window exists (register it for IPC and state pushes). */
  readonly onCreated: (window: BrowserWindow) => void;
  /** The window moved, changed mode, closed, or the screens changed. */
  readonly onChanged: () => void;
  readonly log: (message: string) => void;
}

export interface DisplayWindow {
  /** Puts the window where it belongs now (creating it if needed); call when screens change. */
  place(): void;
  moveTo(screenId: unknown): ScreenResult;
  toggleFullscreen(): ScreenResult;
  show(): ScreenResult;
  report(): ScreensReport;
  current(): BrowserWindow | null;
  close(): void;
}

function geometry(display: Display, index: number): ScreenGeometry {
  const size = `${display.bounds.width}×${display.bounds.height}`;
  return {
    id: display.id,
    label: display.label ? `${display.label} (${size})` : `Screen ${index + 1} (${size})`,
    bounds: display.bounds,
    workArea: display.workArea,
  };
}

/**
 * The audience window: fullscreen and frameless on an external screen, a normal movable
 * window on the operator's own screen. A window's frame is fixed when it is created, so a
 * change between the two kinds replaces the window (the new page gets the current state at once).
 */
export function openDisplayWindow(options: DisplayWindowOptions): DisplayWindow {
  let preference: DisplayPreference = options.memory.load();
  let window: BrowserWindow | null = null;
  let applied: Placement | null = null;
  let closing = false;

  const screens = (): readonly ScreenGeometry[] => screen.getAllDisplays().map(geometry);
  const primaryId = (): number => screen.getPrimaryDisplay().id;

  function create(placement: Placement): BrowserWindow {
    const fullscreen = placement.kind === 'fullscreen';
    const created = new BrowserWindow({
      ...placement.bounds,
      title: 'Carrom Scoreboard — Display',
      frame: !fullscreen,
      fullscreen,
      autoHideMenuBar: true,
      backgroundColor: '#000000',
      show: false,
      webPreferences: secureWebPreferences(options.preload),
    });
    created.removeMenu();
    created.on('closed', () => {
      if (window === created) {
        window = null;
        applied = null;
        if (!closing) options.onChanged();
      }
    });
    created.webContents.on('render-process-gone', (_event, details) => {
      options.log(`The display page stopped (${details.reason}); reloading it`);
      if (!created.isDestroyed()) created.webContents.reload();
    });
    // On the operator's own screen a fullscreen display hides the console: Escape gets it back.
    created.webContents.on('before-input-event', (event, input) => {
      if (
        input.type === 'keyDown' &&
        input.key === 'Escape' &&
        applied?.kind === 'fullscreen' &&
        applied.screenId === primaryId()
      ) {
        event.preventDefault();
        toggle();
      }
    });
    options.onCreated(created);
    void created
      .loadURL(options.url)
      .catch((error: unknown) => options.log(`The display page did not load: ${String(error)}`));
    created.showInactive();
    return created;
  }

  function apply(target: BrowserWindow, placement: Placement): void {
    if (target.isFullScreen()) target.setFullScreen(false);
    target.setBounds(placement.bounds);
    if (placement.kind === 'fullscreen') target.setFullScreen(true);
  }

  function place(): void {
    const placement = placeDisplay(screens(), primaryId(), preference);
    if (window && !window.isDestroyed() && samePlacement(applied, placement)) return;
    const wantsFrame = placement.kind === 'window';
    if (window && !window.isDestroyed() && (applied?.kind === 'window') === wantsFrame) {
      apply(window, placement);
    } else {
      const previous = window;
      window = null;
      applied = null;
      if (previous && !previous.isDestroyed()) previous.destroy();
      window = create(placement);
    }
    applied = placement;
    options.log(`Display window: ${placement.kind} on screen ${placement.screenId}`);
    options.onChanged();
  }

  function remember(next: DisplayPreference): void {
    preference = next;
    try {
      options.memory.save(next);
    } catch (error) {
      options.log(`Could not remember the display screen: ${String(error)}`);
    }
  }

  function status(): DisplayWindowStatus {
    const open = window !== null && !window.isDestroyed();
    return {
      open,
      screenId: open ? (applied?.screenId ?? null) : null,
      fullscreen: open && applied?.kind === 'fullscreen',
      automatic: preference.screenId === null,
    };
  }

  function report(): ScreensReport {
    const primary = primaryId();
    const shown = status();
    const list: ScreenInfo[] = screens().map((candidate) => ({
      id: candidate.id,
      label: candidate.label,
      primary: candidate.id === primary,
      bounds: candidate.bounds,
      hasDisplay: shown.open && shown.screenId === candidate.id,
    }));
    return { screens: list, display: shown };
  }

  function toggle(): ScreenResult {
    const onScreen = applied?.screenId ?? placeDisplay(screens(), primaryId(), preference).screenId;
    const next = toggleFullscreen(preference, onScreen === primaryId());
    if (next.fullscreenOnExternal !== preference.fullscreenOnExternal) remember(next);
    else preference = next;
    place();
    return { ok: true, ...report() };
  }

  return {
    place,
    moveTo(screenId) {
      if (typeof screenId !== 'number' || !Number.isInteger(screenId)) {
        return { ok: false, message: 'Choose a screen by its number from the list of screens.' };
      }
      if (!screens().some((candidate) => candidate.id === screenId)) {
        return { ok: false, message: `Screen ${screenId} is not connected (it may have been unplugged).` };
      }
      remember({ ...preference, screenId });
      place();
      return { ok: true, ...report() };
    },
    toggleFullscreen: toggle,
    show() {
      place();
      window?.showInactive();
      return { ok: true, ...report() };
    },
    report,
    current: () => (window && !window.isDestroyed() ? window : null),
    close() {
      closing = true;
      if (window && !window.isDestroyed()) window.destroy();
      window = null;
      applied = null;
    },
  };
}
