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
 * The operator's choice of screen and mode is kept here; the window itself in `openPlacedWindow`.
 */
export function openDisplayWindow(options: DisplayWindowOptions): DisplayWindow {
  let preference: DisplayPreference = options.memory.load();
  // Escape on a fullscreen display over the console toggles back to a window.
  const placed = openPlacedWindow(
    options,
    () => preference,
    () => toggle(),
  );

  function remember(next: DisplayPreference): void {
    preference = next;
    save(options, next);
  }

  const report = (): ScreensReport =>
    screensReport(screens(), primaryId(), statusOf(placed.current() !== null, placed.applied(), preference));

  function toggle(): ScreenResult {
    const onScreen = placed.applied()?.screenId ?? placeDisplay(screens(), primaryId(), preference).screenId;
    const next = toggleFullscreen(preference, onScreen === primaryId());
    if (next.fullscreenOnExternal !== preference.fullscreenOnExternal) remember(next);
    else preference = next;
    placed.place();
    return { ok: true, ...report() };
  }

  return {
    place: placed.place,
    moveTo(screenId) {
      const chosen = connectedScreen(screenId, screens());
      if (typeof chosen !== 'number') return chosen;
      remember({ ...preference, screenId: chosen });
      placed.place();
      return { ok: true, ...report() };
    },
    toggleFullscreen: toggle,
    show() {
      placed.place();
      placed.current()?.showInactive();
      return { ok: true, ...report() };
    },
    report,
    current: placed.current,
    close: placed.close,
  };
}

/** The audience window as it stands: where it was last put, and whether the app is closing it. */
interface PlacedWindow {
  /** Puts the window where the preference says now, creating or replacing it when needed. */
  place(): void;
  current(): BrowserWindow | null;
  /** Where the window was last put; null while there is none. */
  applied(): Placement | null;
  close(): void;
}

/**
 * The window itself: created where `preference()` places it, moved when only its bounds change,
 * replaced when its kind changes (a frame is fixed at creation), forgotten when it closes.
 * `leaveFullscreen` is what Escape does on a fullscreen window over the operator's own screen.
 */
function openPlacedWindow(
  options: DisplayWindowOptions,
  preference: () => DisplayPreference,
  leaveFullscreen: () => void,
): PlacedWindow {
  let window: BrowserWindow | null = null;
  let applied: Placement | null = null;
  let closing = false;

  const open = (): BrowserWindow | null => (window && !window.isDestroyed() ? window : null);

  function create(placement: Placement): BrowserWindow {
    const created: BrowserWindow = createWindow(placement, options, {
      closed: () => {
        if (window === created) forget();
      },
      // On the operator's own screen a fullscreen display hides the console: Escape gets it back.
      escape: (consume) => {
        if (applied?.kind !== 'fullscreen' || applied.screenId !== primaryId()) return;
        consume();
        leaveFullscreen();
      },
    });
    return created;
  }

  /** The window is gone (closed by the operator, replaced, or the app quits). */
  function forget(): void {
    window = null;
    applied = null;
    if (!closing) options.onChanged();
  }

  function place(): void {
    const placement = placeDisplay(screens(), primaryId(), preference());
    const current = open();
    if (current && samePlacement(applied, placement)) return;
    if (current && (applied?.kind === 'window') === (placement.kind === 'window')) {
      applyPlacement(current, placement);
    } else {
      window = null;
      applied = null;
      current?.destroy();
      window = create(placement);
    }
    applied = placement;
    options.log(`Display window: ${placement.kind} on screen ${placement.screenId}`);
    options.onChanged();
  }

  return {
    place,
    current: open,
    applied: () => applied,
    close() {
      closing = true;
      open()?.destroy();
      forget();
    },
  };
}

interface WindowEvents {
  /** The window was closed. */
  readonly closed: () => void;
  /** Escape was pressed; `consume` keeps it from the page. */
  readonly escape: (consume: () => void) => void;
}

/** A new audience window, loading the display page; a page that stops is reloaded. */
function createWindow(
  placement: Placement,
  options: DisplayWindowOptions,
  events: WindowEvents,
): BrowserWindow {
  const fullscreen = placement.kind === 'fullscreen';
  const created = new BrowserWindow({
    ...placement.bounds,
    title: 'Carrom Scoreboard — Display',
    frame: !fullscreen,
    fullscreen,
    autoHideMenuBar: true,
    backgroundColor: '#000000',
    show: false,
    // The hall display sounds the clock buzzer with nobody there to click first.
    webPreferences: { ...secureWebPreferences(options.preload), autoplayPolicy: 'no-user-gesture-required' },
  });
  created.removeMenu();
  created.on('closed', events.closed);
  created.webContents.on('render-process-gone', (_event, details) => {
    options.log(`The display page stopped (${details.reason}); reloading it`);
    if (!created.isDestroyed()) created.webContents.reload();
  });
  created.webContents.on('before-input-event', (event, input) => {
    if (input.type === 'keyDown' && input.key === 'Escape') events.escape(() => event.preventDefault());
  });
  options.onCreated(created);
  void created
    .loadURL(options.url)
    .catch((error: unknown) => options.log(`The display page did not load: ${String(error)}`));
  created.showInactive();
  return created;
}

const screens = (): readonly ScreenGeometry[] => screen.getAllDisplays().map(geometry);
const primaryId = (): number => screen.getPrimaryDisplay().id;

/** Remembers the operator's choice for the next start; the choice holds for now even if that fails. */
function save(options: DisplayWindowOptions, preference: DisplayPreference): void {
  try {
    options.memory.save(preference);
  } catch (error) {
    options.log(`Could not remember the display screen: ${String(error)}`);
  }
}

function applyPlacement(target: BrowserWindow, placement: Placement): void {
  if (target.isFullScreen()) target.setFullScreen(false);
  target.setBounds(placement.bounds);
  if (placement.kind === 'fullscreen') target.setFullScreen(true);
}

/** The screen's id when it is connected; otherwise why it cannot be chosen. */
function connectedScreen(screenId: unknown, screens: readonly ScreenGeometry[]): number | ScreenResult {
  if (typeof screenId !== 'number' || !Number.isInteger(screenId)) {
    return { ok: false, message: 'Choose a screen by its number from the list of screens.' };
  }
  if (!screens.some((candidate) => candidate.id === screenId)) {
    return { ok: false, message: `Screen ${screenId} is not connected (it may have been unplugged).` };
  }
  return screenId;
}

function statusOf(
  open: boolean,
  applied: Placement | null,
  preference: DisplayPreference,
): DisplayWindowStatus {
  return {
    open,
    screenId: open ? (applied?.screenId ?? null) : null,
    fullscreen: open && applied?.kind === 'fullscreen',
    automatic: preference.screenId === null,
  };
}

function screensReport(
  screens: readonly ScreenGeometry[],
  primary: number,
  shown: DisplayWindowStatus,
): ScreensReport {
  const list: ScreenInfo[] = screens.map((candidate) => ({
    id: candidate.id,
    label: candidate.label,
    primary: candidate.id === primary,
    bounds: candidate.bounds,
    hasDisplay: shown.open && shown.screenId === candidate.id,
  }));
  return { screens: list, display: shown };
}
