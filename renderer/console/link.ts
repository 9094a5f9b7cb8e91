import type { ConnectionStatus, ConsoleClient } from '../lib/client';

export type LinkStatus = ConnectionStatus;

/** What the console needs from its connection to the host (renderer/lib/client.ts). */
export type ConsoleLink = Pick<
  ConsoleClient,
  'onState' | 'onConnection' | 'submit' | 'query' | 'onSettings' | 'onPinRequired' | 'setPin'
>;

/** Screen verbs of the Electron console preload (electron/shell/preload-console.ts); absent in a browser. */
export interface ScreenInfo {
  readonly id: number;
  readonly label: string;
  readonly primary: boolean;
  readonly bounds: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  };
  readonly hasDisplay: boolean;
}

export interface ScreensReport {
  readonly screens: readonly ScreenInfo[];
  readonly display: {
    readonly open: boolean;
    readonly screenId: number | null;
    readonly fullscreen: boolean;
    readonly automatic: boolean;
  };
}

export type ScreenResult =
  ({ readonly ok: true } & ScreensReport) | { readonly ok: false; readonly message: string };

export interface ScreenVerbs {
  screens(): Promise<ScreenResult>;
  moveDisplay(screenId: number): Promise<ScreenResult>;
  toggleFullscreen(): Promise<ScreenResult>;
  showDisplay(): Promise<ScreenResult>;
  onScreens(listener: (report: ScreensReport) => void): () => void;
}

/** The screen verbs when the console runs inside the desktop app, else null. */
export function screenVerbs(): ScreenVerbs | null {
  const bridge = (window as unknown as { carromConsole?: Partial<ScreenVerbs> }).carromConsole;
  if (!bridge || typeof bridge.screens !== 'function' || typeof bridge.moveDisplay !== 'function')
    return null;
  return bridge as ScreenVerbs;
}
