import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LedBoardStatusSchema } from '../../shared/contract/contract';
import { CONSOLE_CATALOGS } from '../../shared/i18n/console';
import { ledProtocolLabelKey } from '../../shared/i18n/console/led-protocols';
import { LANGUAGES } from '../../shared/i18n/languages';
import { parseLedBoardConfig } from '../../shared/led/config';
import { LED_PROTOCOLS, LED_PROTOCOL_KINDS, ledEncoderFor } from '../../shared/led/protocols';

/** The smallest valid settings of each protocol (the schema fills in its defaults). */
const MINIMAL: Readonly<Record<string, unknown>> = {
  line: { kind: 'line' },
  alpha: { kind: 'alpha' },
  template: { kind: 'template', template: { fields: [{ value: 'score', side: 0, width: 2 }] } },
};

const status = (protocol: string) => ({
  id: 'a',
  name: '',
  protocol,
  state: 'connected',
  reason: null,
  reasonCode: null,
  note: null,
  noteCode: null,
  port: null,
  reconnectAt: null,
  framesSent: 0,
  bytesSent: 0,
  lastFrameAt: null,
  lastFrame: null,
});

describe('the LED protocols table (shared/led/protocols.ts)', () => {
  for (const language of LANGUAGES) {
    it(`names every protocol in ${language}, in the console's catalog`, () => {
      const catalog = CONSOLE_CATALOGS[language] as Readonly<Record<string, unknown>>;
      const names = new Set<string>();
      for (const kind of LED_PROTOCOL_KINDS) {
        const label: unknown = catalog[ledProtocolLabelKey(kind)];
        expect(
          typeof label === 'string' && label.trim().length > 0,
          `${kind} has no name in ${language}`,
        ).toBe(true);
        names.add(label as string);
      }
      expect(names.size).toBe(LED_PROTOCOL_KINDS.length);
    });
  }

  it('drives the board settings schema, the encoder and the status', () => {
    expect(Object.keys(MINIMAL).sort(), 'give every protocol its smallest settings here').toEqual(
      [...LED_PROTOCOL_KINDS].sort(),
    );
    for (const kind of LED_PROTOCOL_KINDS) {
      const parsed = parseLedBoardConfig({
        id: kind,
        port: { kind: 'path', path: '' },
        protocol: MINIMAL[kind],
      });
      if (!parsed.ok) throw new Error(`${kind}: ${parsed.errors.join('; ')}`);
      expect(parsed.value.protocol.kind).toBe(kind);
      const encoder = ledEncoderFor(parsed.value.protocol);
      expect(encoder.testPattern.length, kind).toBeGreaterThan(0);
      expect(LedBoardStatusSchema.safeParse(status(kind)).success, kind).toBe(true);
    }
    const unknown = parseLedBoardConfig({
      id: 'x',
      port: { kind: 'path', path: '' },
      protocol: { kind: 'morse' },
    });
    expect(unknown.ok).toBe(false);
    expect(LedBoardStatusSchema.safeParse(status('morse')).success).toBe(false);
  });

  it('points each protocol at a section of docs/led-protocol.md that exists', () => {
    const prose = readFileSync(new URL('../../docs/led-protocol.md', import.meta.url), 'utf8');
    for (const kind of LED_PROTOCOL_KINDS) {
      expect(prose, kind).toContain(`## ${LED_PROTOCOLS[kind].docs}\n`);
    }
  });
});
