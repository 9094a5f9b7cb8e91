/*
 * Names on ASCII-only LED signs: transliterated (any-ascii), never cut down to the letters that
 * happen to be ASCII; the set-up's short name first; no control byte ever reaches a sign from
 * text. The last test sends names from all six languages through a real pseudo-terminal pair.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LedManager } from '../../electron/led/led-manager';
import { asciiBytes } from '../../shared/led/bytes';
import { ledShortName, ledSideName, toLedFrameContent } from '../../shared/led/frame-content';
import { encodeLineFrame } from '../../shared/led/line-protocol';
import { formatScoreLine } from '../../shared/led/score-line';
import { openPtyReader, startPtyPair, uniquePtyPaths } from './support/pty-pair';
import { playingView, sideView } from './support/view';
import { waitFor } from './support/wait';

/** One name from each of the six console languages (and a few Latin letters that are not accents). */
const NAMES: readonly (readonly [string, string, string])[] = [
  ['en', 'Asha Raman', 'ASHA RAM'],
  ['pl', 'Łukasz', 'LUKASZ'],
  ['pl', 'Żaneta', 'ZANETA'],
  ['ru', 'Иван', 'IVAN'],
  ['ru', 'Юлия', 'YULIYA'],
  ['zh', '王明', 'WANGMING'],
  ['it', 'Niccolò', 'NICCOLO'],
  ['hi', 'राहुल', 'RAHUL'],
  ['no', 'Ørjan', 'ORJAN'],
  ['de', 'Straße', 'STRASSE'],
  ['el', 'Ελένη', 'ELENI'],
];

describe('LED names', () => {
  for (const [language, name, expected] of NAMES) {
    it(`transliterates ${name} (${language}) to ${expected}`, () => {
      expect(ledShortName(name)).toBe(expected);
    });
  }

  it('keeps every folded name printable ASCII, upper case, at most 8 characters', () => {
    for (const [, name] of NAMES) {
      const folded = ledShortName(`${name} ${name}`);
      expect(folded).toMatch(/^[\x20-\x7E]{1,8}$/);
      expect(folded).toBe(folded.toUpperCase());
    }
  });

  it('drops control characters and collapses spaces instead of sending them', () => {
    expect(ledShortName('Zoë\u0007\u0002 \t Li')).toBe('ZOE LI');
    expect(ledShortName('\u0000\u001b')).toBe('');
  });

  it('uses the set-up short name when there is one, else the full name', () => {
    expect(ledSideName({ name: 'Aleksandra Wiśniewska', shortName: 'Oleńka' })).toBe('OLENKA');
    expect(ledSideName({ name: 'Aleksandra Wiśniewska' })).toBe('ALEKSAND');
    expect(ledSideName({ name: 'Иван', shortName: '   ' })).toBe('IVAN');
    const view = playingView([3, 4], {
      sides: [sideView(0, { name: '王明', shortName: 'Ming' } as never), sideView(1, { name: 'राहुल' })],
    });
    expect(toLedFrameContent(view).sides.map((side) => side.shortName)).toEqual(['MING', 'RAHUL']);
  });

  it('sends a sign line with transliterated names, not "SIDE 1"', () => {
    const view = playingView([12, 9], {
      sides: [sideView(0, { name: 'Łukasz', score: 12 }), sideView(1, { name: 'Иван', score: 9 })],
    });
    expect(formatScoreLine(toLedFrameContent(view))).toBe('LUKASZ 12-9 IVAN');
  });
});

describe('asciiBytes', () => {
  it('replaces control bytes, DEL and non-ASCII with "?" whatever the caller passes', () => {
    const bytes = asciiBytes('A\u0002B\u0003\n\r\u001b\u007fé王Z');
    expect(Array.from(bytes)).toEqual([0x41, 0x3f, 0x42, 0x3f, 0x3f, 0x3f, 0x3f, 0x3f, 0x3f, 0x3f, 0x5a]);
  });

  it('keeps every printable ASCII byte as is', () => {
    const printable = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
    expect(Array.from(asciiBytes(printable))).toEqual(Array.from(printable, (c) => c.charCodeAt(0)));
  });

  it('leaves the line protocol its own line end (added as a byte, not as text)', () => {
    const frame = encodeLineFrame(toLedFrameContent(playingView([1, 2])));
    expect(frame[frame.length - 1]).toBe(0x0a);
    expect(Array.from(frame.slice(0, -1)).every((byte) => byte >= 0x20 && byte < 0x7f)).toBe(true);
  });
});

describe('LED names over a real pseudo-terminal pair', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!();
  });

  it('delivers names from all six languages transliterated, byte for byte', async () => {
    const pty = await startPtyPair(uniquePtyPaths('names'));
    cleanups.push(() => pty.kill());
    const far = await openPtyReader(pty.b);
    cleanups.push(() => far.close());
    const leds = new LedManager({ backoff: { initialMs: 50, maxMs: 200 }, statsNotifyMs: 0 });
    cleanups.push(() => leds.close());
    const view = playingView([0, 0], {
      type: 'three-player',
      sides: [sideView(0, { name: 'Łukasz' }), sideView(1, { name: '王明' }), sideView(2, { name: 'राहुल' })],
    });
    leds.update(view);
    leds.configure([
      {
        id: 'pty',
        name: 'Pty board',
        port: { kind: 'path', path: pty.a },
        protocol: { kind: 'line' },
        keepAliveMs: 0,
      },
    ]);
    const expected = Buffer.from(encodeLineFrame(toLedFrameContent(view)));
    await waitFor('the frame', () => far.received().length >= expected.length);
    expect(far.received()).toEqual(expected);
    const text = far.received().toString('latin1');
    expect(text).toContain(',LUKASZ,');
    expect(text).toContain(',WANGMING,');
    expect(text).toContain(',RAHUL,');
    expect(Array.from(far.received()).every((byte) => byte === 0x0a || (byte >= 0x20 && byte < 0x7f))).toBe(
      true,
    );
  });
});
