/**
 * Where the audience window goes, as a pure function of the connected screens and the
 * operator's remembered choice. No Electron import: the shell feeds it `screen` data.
 */

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface ScreenGeometry {
  readonly id: number;
  readonly label: string;
  readonly bounds: Rect;
  readonly workArea: Rect;
}

export interface DisplayPreference {
  /** The screen the operator last moved the display to; null = automatic. */
  readonly screenId: number | null;
  /** Fullscreen on an external screen (remembered; on by default). */
  readonly fullscreenOnExternal: boolean;
  /** Fullscreen on the operator's own screen (this session only: it would cover the console). */
  readonly fullscreenOnPrimary: boolean;
}

export const defaultDisplayPreference: DisplayPreference = {
  screenId: null,
  fullscreenOnExternal: true,
  fullscreenOnPrimary: false,
};

export type Placement =
  | { readonly kind: 'fullscreen'; readonly screenId: number; readonly bounds: Rect }
  | { readonly kind: 'window'; readonly screenId: number; readonly bounds: Rect };

/** Size of the movable window, before it is fitted into the screen's work area. */
const windowedSize = { width: 1280, height: 720 } as const;
const windowedMargin = 0.9;

/**
 * The screen the display belongs on: the remembered one while it is connected, otherwise
 * the first screen that is not the primary one, otherwise the primary screen.
 */
export function chooseScreen(
  screens: readonly ScreenGeometry[],
  primaryId: number,
  preference: DisplayPreference,
): ScreenGeometry {
  const remembered = screens.find((screen) => screen.id === preference.screenId);
  if (remembered) return remembered;
  const external = screens.find((screen) => screen.id !== primaryId);
  if (external) return external;
  const primary = screens.find((screen) => screen.id === primaryId) ?? screens[0];
  if (!primary) throw new Error('The system reports no screen at all: cannot place the display window');
  return primary;
}

export function placeDisplay(
  screens: readonly ScreenGeometry[],
  primaryId: number,
  preference: DisplayPreference,
): Placement {
  const target = chooseScreen(screens, primaryId, preference);
  const fullscreen =
    target.id === primaryId ? preference.fullscreenOnPrimary : preference.fullscreenOnExternal;
  if (fullscreen) return { kind: 'fullscreen', screenId: target.id, bounds: target.bounds };
  return { kind: 'window', screenId: target.id, bounds: centredWindow(target.workArea) };
}

/** A 16:9 window centred in the work area, no larger than 90% of it. */
export function centredWindow(area: Rect): Rect {
  const scale = Math.min(
    1,
    (area.width * windowedMargin) / windowedSize.width,
    (area.height * windowedMargin) / windowedSize.height,
  );
  const width = Math.floor(windowedSize.width * scale);
  const height = Math.floor(windowedSize.height * scale);
  return {
    x: area.x + Math.round((area.width - width) / 2),
    y: area.y + Math.round((area.height - height) / 2),
    width,
    height,
  };
}

/** The fullscreen preference that the toggle flips for the screen the display is on. */
export function toggleFullscreen(preference: DisplayPreference, onPrimary: boolean): DisplayPreference {
  return onPrimary
    ? { ...preference, fullscreenOnPrimary: !preference.fullscreenOnPrimary }
    : { ...preference, fullscreenOnExternal: !preference.fullscreenOnExternal };
}

export function samePlacement(a: Placement | null, b: Placement): boolean {
  return (
    a !== null &&
    a.kind === b.kind &&
    a.screenId === b.screenId &&
    a.bounds.x === b.bounds.x &&
    a.bounds.y === b.bounds.y &&
    a.bounds.width === b.bounds.width &&
    a.bounds.height === b.bounds.height
  );
}
