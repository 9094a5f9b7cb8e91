import { describe, expect, it } from 'vitest';
import { consoleTranslator } from '../../shared/i18n/console';
import { LANGUAGES } from '../../shared/i18n/languages';
import {
  LED_NOTE_CODES,
  LED_PORT_LIST_ERROR_CODES,
  LED_REASON_CODES,
  type LedNoteCode,
  type LedPortListErrorCode,
  type LedReasonCode,
} from '../../shared/led/status';
import {
  ledDetail,
  ledNoteText,
  ledPortListErrorText,
  ledPortText,
  ledReasonText,
  type LedWhere,
} from '../../renderer/console/led/led-reason-text';

const PORT = '/dev/ttyUSB7';
const AT_PATH: LedWhere = { port: { kind: 'path', path: PORT }, openedPath: PORT };
const ADAPTER = { kind: 'device', serialNumber: 'A10K3', vendorId: '0403', productId: '6001' } as const;
const ADAPTER_NOT_FOUND: LedWhere = { port: ADAPTER, openedPath: null };
/** English words of the host's own description, which must not appear in another language's sentence. */
const ENGLISH_DEVICE_WORDS = /device with|serial number|USB id/;
const LEFTOVER_PLACEHOLDER = /\{[A-Za-z0-9_]+\}/;

/** Every code the host can send: a new code without an entry here fails to compile. */
const ALL_REASONS: Readonly<Record<LedReasonCode, true>> = {
  disabled: true,
  'not-configured': true,
  'device-not-found': true,
  'port-list-failed': true,
  'permission-denied': true,
  'port-busy': true,
  'port-missing': true,
  'open-failed': true,
  'write-cancelled': true,
  disconnected: true,
  'serial-error': true,
  'closed-by-system': true,
  'port-not-open': true,
  'drain-timeout': true,
};
const ALL_NOTES: Readonly<Record<LedNoteCode, true>> = { 'dtr-not-lowered': true, 'no-ready-byte': true };
const ALL_PORT_LIST_ERRORS: Readonly<Record<LedPortListErrorCode, true>> = { 'port-list-failed': true };

const PORT_REASONS: readonly LedReasonCode[] = [
  'device-not-found',
  'permission-denied',
  'port-busy',
  'port-missing',
  'open-failed',
];

const expectSentence = (text: string, label: string): void => {
  expect(text.trim().length, `${label} is empty`).toBeGreaterThan(0);
  expect(text, `${label} has a leftover placeholder`).not.toMatch(LEFTOVER_PLACEHOLDER);
};

describe('LED reason sentences', () => {
  it('lists every code the host can send', () => {
    expect([...LED_REASON_CODES].sort()).toEqual(Object.keys(ALL_REASONS).sort());
    expect([...LED_NOTE_CODES].sort()).toEqual(Object.keys(ALL_NOTES).sort());
    expect([...LED_PORT_LIST_ERROR_CODES].sort()).toEqual(Object.keys(ALL_PORT_LIST_ERRORS).sort());
  });

  for (const language of LANGUAGES) {
    const t = consoleTranslator(language);

    it(`${language}: every reason, note and port list error is a full sentence`, () => {
      for (const code of LED_REASON_CODES) {
        expectSentence(ledReasonText(t, code, AT_PATH), `${language} ${code}`);
        expectSentence(ledReasonText(t, code, null), `${language} ${code} without a port`);
      }
      for (const code of LED_NOTE_CODES) expectSentence(ledNoteText(t, code), `${language} ${code}`);
      for (const code of LED_PORT_LIST_ERROR_CODES) {
        expectSentence(ledPortListErrorText(t, code), `${language} ${code}`);
      }
    });

    it(`${language}: names the port where the reason is about one`, () => {
      for (const code of PORT_REASONS) expect(ledReasonText(t, code, AT_PATH), code).toContain(PORT);
    });

    it(`${language}: reasons read differently from one another`, () => {
      const sentences = LED_REASON_CODES.map((code) => ledReasonText(t, code, AT_PATH));
      expect(new Set(sentences).size).toBe(sentences.length);
    });
  }

  it('translates rather than repeating the English sentence', () => {
    const english = ledReasonText(consoleTranslator('en'), 'port-busy', AT_PATH);
    expect(english).toBe('/dev/ttyUSB7 is busy: another program (or another board entry) has it open.');
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      expect(ledReasonText(consoleTranslator(language), 'port-busy', AT_PATH), language).not.toBe(english);
    }
    expect(ledReasonText(consoleTranslator('pl'), 'permission-denied', AT_PATH)).toBe(
      'Brak uprawnień do /dev/ttyUSB7: dodaj użytkownika do grupy dialout, a potem wyloguj się i zaloguj ponownie.',
    );
  });

  it('words a USB adapter in the console language, with no English from the host inside', () => {
    const en = consoleTranslator('en');
    const pl = consoleTranslator('pl');
    // The English sentence is the host's own, so the card shows no repeated detail line under it.
    const english = ledReasonText(en, 'device-not-found', ADAPTER_NOT_FOUND);
    expect(english).toBe(
      'Waiting for the device with serial number A10K3 and USB id 0403:6001: it is not plugged in.',
    );
    expect(ledReasonText(pl, 'device-not-found', ADAPTER_NOT_FOUND)).toBe(
      'Czekam na urządzenie (numer seryjny A10K3 i identyfikator USB 0403:6001): nie jest podłączone.',
    );
    expect(ledPortText(pl, ADAPTER, '/dev/ttyUSB9')).toBe(
      '/dev/ttyUSB9 (numer seryjny A10K3 i identyfikator USB 0403:6001)',
    );
    expect(ledPortText(en, { kind: 'device', vendorId: '0403', productId: '6001' }, null)).toBe(
      'USB id 0403:6001',
    );
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const t = consoleTranslator(language);
      const waiting = ledReasonText(t, 'device-not-found', ADAPTER_NOT_FOUND);
      expect(waiting, language).toContain('A10K3');
      expect(waiting, language).toContain('0403:6001');
      expect(waiting, language).not.toMatch(ENGLISH_DEVICE_WORDS);
      const busy = ledReasonText(t, 'port-busy', { port: ADAPTER, openedPath: '/dev/ttyUSB9' });
      expect(busy, language).toContain('/dev/ttyUSB9');
      expect(busy, language).not.toMatch(ENGLISH_DEVICE_WORDS);
    }
  });

  it('shows the English detail only when it adds something', () => {
    expect(ledDetail('Disconnected.', 'Disconnected.')).toBeNull();
    expect(ledDetail('Rozłączono.', null)).toBeNull();
    expect(ledDetail('Rozłączono.', 'Disconnected (EIO).')).toBe('Disconnected (EIO).');
  });
});
