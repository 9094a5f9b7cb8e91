import type { ConsoleTranslate } from '../../../shared/i18n/console';
import type { LedNoteCode, LedPortListErrorCode, LedReasonCode } from '../../../shared/led/status';

type Sentence = (t: ConsoleTranslate, port: string) => string;

/** Shown in place of the port when the host did not name one. */
const NO_PORT = '…';

const REASON_SENTENCES: Readonly<Record<LedReasonCode, Sentence>> = {
  disabled: (t) => t('ledReasonDisabled'),
  'not-configured': (t) => t('ledReasonNotConfigured'),
  'device-not-found': (t, port) => t('ledReasonDeviceNotFound', { port }),
  'port-list-failed': (t) => t('ledReasonPortListFailed'),
  'permission-denied': (t, port) => t('ledReasonPermissionDenied', { port }),
  'port-busy': (t, port) => t('ledReasonPortBusy', { port }),
  'port-missing': (t, port) => t('ledReasonPortMissing', { port }),
  'open-failed': (t, port) => t('ledReasonOpenFailed', { port }),
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

/** Why a board is not configured or in error, in the console's language. */
export function ledReasonText(t: ConsoleTranslate, code: LedReasonCode, port: string | null): string {
  return REASON_SENTENCES[code](t, port ?? NO_PORT);
}

export function ledNoteText(t: ConsoleTranslate, code: LedNoteCode): string {
  return NOTE_SENTENCES[code](t, NO_PORT);
}

export function ledPortListErrorText(t: ConsoleTranslate, code: LedPortListErrorCode): string {
  return REASON_SENTENCES[code](t, NO_PORT);
}

/** The host's English wording, worth a detail line only when it adds to the translated sentence. */
export function ledDetail(sentence: string, english: string | null): string | null {
  return english !== null && english !== sentence ? english : null;
}
