/**
 * The shapes the preloads expose to the renderer through contextBridge. The renderer cannot
 * import electron/: its client declares the same interfaces (see the README, "The desktop app").
 */
import type { Rect } from './placement';

export interface ScreenInfo {
  readonly id: number;
  readonly label: string;
  readonly primary: boolean;
  readonly bounds: Rect;
  /** The display window is on this screen now. */
  readonly hasDisplay: boolean;
}

export interface DisplayWindowStatus {
  /** False after the operator closed the audience window; showDisplay() reopens it. */
  readonly open: boolean;
  readonly screenId: number | null;
  readonly fullscreen: boolean;
  /** True while no screen was chosen: the display follows the first external screen. */
  readonly automatic: boolean;
}

export interface ScreensReport {
  readonly screens: readonly ScreenInfo[];
  readonly display: DisplayWindowStatus;
}

export type ScreenResult =
  ({ readonly ok: true } & ScreensReport) | { readonly ok: false; readonly message: string };
