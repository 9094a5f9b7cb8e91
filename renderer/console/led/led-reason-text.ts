import type { ConsoleTranslate } from '../../../shared/i18n/console';
import type { LedPortConfig } from '../../../shared/led/config';
import type { LedNoteCode, LedPortListErrorCode, LedReasonCode } from '../../../shared/led/status';

/** A board's port in the console's words: `port` for sentences about the port, `device` for the adapter. */
interface PortWords {
  readonly port: string;
  readonly device: string;
}

type Sentence = (t: ConsoleTranslate, where: PortWords) => string;

/** Shown in place of the port when there is none to name. */
const NO_PORT = '…';
const NOWHERE: PortWords = { port: NO_PORT, device: NO_PORT };

/** What identifies a USB adapter, in the console's language ("serial number A10K3 and USB id 0403:6001"). */
function deviceWords(t: ConsoleTranslate, port: Extract<LedPortConfig, { kind: 'device' }>): string {
  const ids = [
    port.serialNumber !== undefined ? t('ledPortSerialNumber', { serial: port.serialNumber }) : null,
    port.vendorId !== undefined && port.productId !== undefined
      ? t('ledPortUsbId', { id: `${port.vendorId}:${port.productId}` })
      : null,
  ].filter((id): id is string => id !== null);
  return ids.length > 0 ? t.list(ids) : NO_PORT;
}

/**
 * Where a board is plugged in: its path, or its adapter's ids (after the path the host opened for
 * it, once found). Built here from the board's settings so no English description from the host
 * ends up inside a translated sentence.
 */
export function ledPortText(t: ConsoleTranslate, port: LedPortConfig, openedPath: string | null): string {
  if (port.kind === 'path') return openedPath ?? port.path;
  const device = deviceWords(t, port);
  return openedPath === null ? device : `${openedPath} (${device})`;
}

function portWords(t: ConsoleTranslate, port: LedPortConfig, openedPath: string | null): PortWords {
  return {
    port: ledPortText(t, port, openedPath),
    device: port.kind === 'path' ? port.path : deviceWords(t, port),
  };
}

const REASON_SENTENCES: Readonly<Record<LedReasonCode, Sentence>> = {
  disabled: (t) => t('ledReasonDisabled'),
  'not-configured': (t) => t('ledReasonNotConfigured'),
  'device-not-found': (t, { device }) => t('ledReasonDeviceNotFound', { device }),
  'port-list-failed': (t) => t('ledReasonPortListFailed'),
  'permission-denied': (t, { port }) => t('ledReasonPermissionDenied', { port }),
  'port-busy': (t, { port }) => t('ledReasonPortBusy', { port }),
  'port-missing': (t, { port }) => t('ledReasonPortMissing', { port }),
  'open-failed': (t, { port }) => t('ledReasonOpenFailed', { port }),
  'write-cancelled': (t) => t('ledReasonWriteCancelled'),
  disconnected: (t) => t('ledReasonDisconnected'),
  'serial-error': (t) => t('ledReasonSerialError'),
  'closed-by-system': (t) => t('ledReasonClosedBySystem'),
  'port-not-open': (t) => t('ledReasonPortNotOpen'),
  'drain-timeout': (t) => t('ledReasonDrainTimeout'),
};

const NOTE_SENTENCES: Readonly<Record<LedNoteCode, Sentence>> = {
  'dtr-not-lowered': (t) => t('ledNoteDtrNotLowered'),
  'no-ready-byte': (t) => t('ledNoteNoReadyByte'),
};

/** A board's port as set up, and the path the host opened for it (null until it has one). */
export interface LedWhere {
  readonly port: LedPortConfig;
  readonly openedPath: string | null;
}

/** Why a board is not configured or in error, in the console's language. */
export function ledReasonText(t: ConsoleTranslate, code: LedReasonCode, where: LedWhere | null): string {
  return REASON_SENTENCES[code](t, where ? portWords(t, where.port, where.openedPath) : NOWHERE);
}

export function ledNoteText(t: ConsoleTranslate, code: LedNoteCode): string {
  return NOTE_SENTENCES[code](t, NOWHERE);
}

export function ledPortListErrorText(t: ConsoleTranslate, code: LedPortListErrorCode): string {
  return REASON_SENTENCES[code](t, NOWHERE);
}

/** The host's English wording, worth a detail line only when it adds to the translated sentence. */
export function ledDetail(sentence: string, english: string | null): string | null {
  return english !== null && english !== sentence ? english : null;
}
