import type { BytesPreview } from './bytes';
import type { LedProtocolConfig } from './config';

export type LedLinkState = 'not-configured' | 'connecting' | 'connected' | 'error';

/** What the console shows per board; the host pushes it on every change. */
export interface LedBoardStatus {
  readonly id: string;
  readonly name: string;
  readonly protocol: LedProtocolConfig['kind'];
  readonly state: LedLinkState;
  /** Why the board is not configured or in error, in plain words; null otherwise. */
  readonly reason: string | null;
  /** Something the operator may want to know while the board works (e.g. DTR could not be lowered). */
  readonly note: string | null;
  /** The port in use or looked for (a path, or the device description). */
  readonly port: string | null;
  /** When the next reconnection attempt is due (epoch ms), while in error. */
  readonly reconnectAt: number | null;
  readonly framesSent: number;
  readonly bytesSent: number;
  /** Epoch ms at which the last frame finished leaving the computer. */
  readonly lastFrameAt: number | null;
  readonly lastFrame: BytesPreview | null;
}

/** A serial port as the console's port list shows it. */
export interface LedPortInfo {
  readonly path: string;
  readonly manufacturer: string | null;
  readonly serialNumber: string | null;
  readonly vendorId: string | null;
  readonly productId: string | null;
}

export interface LedPortList {
  readonly ports: readonly LedPortInfo[];
  /** Why the list could not be read; the list is then empty. */
  readonly error: string | null;
}
