import type { BytesPreview } from './bytes';
import type { LedProtocolConfig } from './config';

export type LedLinkState = 'not-configured' | 'connecting' | 'connected' | 'error';

/** Why a board is not configured or in error, as a code the console can put into words. */
export const LED_REASON_CODES = [
  'disabled',
  'not-configured',
  'device-not-found',
  'port-list-failed',
  'permission-denied',
  'port-busy',
  'port-missing',
  'open-failed',
  'write-cancelled',
  'disconnected',
  'serial-error',
  'closed-by-system',
  'port-not-open',
  'drain-timeout',
] as const;
export type LedReasonCode = (typeof LED_REASON_CODES)[number];

/** What the operator may want to know while a board works, as a code. */
export const LED_NOTE_CODES = ['dtr-not-lowered', 'no-ready-byte'] as const;
export type LedNoteCode = (typeof LED_NOTE_CODES)[number];

/** Why the port list could not be read, as a code. */
export const LED_PORT_LIST_ERROR_CODES = ['port-list-failed'] as const;
export type LedPortListErrorCode = (typeof LED_PORT_LIST_ERROR_CODES)[number];

/** A code for the console to translate, with the English detail (the OS message included). */
export interface LedExplained<Code extends string> {
  readonly code: Code;
  readonly text: string;
}

/** What the console shows per board; the host pushes it on every change. */
export interface LedBoardStatus {
  readonly id: string;
  readonly name: string;
  readonly protocol: LedProtocolConfig['kind'];
  readonly state: LedLinkState;
  /** Why the board is not configured or in error, in plain words; null otherwise. */
  readonly reason: string | null;
  /** `reason` as a code; null exactly when `reason` is. */
  readonly reasonCode: LedReasonCode | null;
  /** Something the operator may want to know while the board works (e.g. DTR could not be lowered). */
  readonly note: string | null;
  /** `note` as a code; null exactly when `note` is. */
  readonly noteCode: LedNoteCode | null;
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
  /** `error` as a code; null exactly when `error` is. */
  readonly errorCode: LedPortListErrorCode | null;
}
