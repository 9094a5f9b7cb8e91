import { describe, expect, it } from 'vitest';
import {
  alphaChecksum,
  alphaConnectFrames,
  alphaTestPattern,
  DEFAULT_ALPHA_OPTIONS,
  encodeAlphaFrame,
  type AlphaSignOptions,
} from '../../shared/led/alpha-sign';
import { toLedFrameContent } from '../../shared/led/frame-content';
import { playingView } from './support/view';

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));
const HEADER = [0, 0, 0, 0, 0, 0x01, ...ascii('Z00')];
const content = toLedFrameContent(playingView([12, 9]));

describe('Alpha sign protocol', () => {
  it('computes the documented checksum: STX "AAhello" ETX → 029B', () => {
    expect(alphaChecksum(Uint8Array.from([0x02, ...ascii('AAhello'), 0x03]))).toBe('029B');
  });

  it('writes the score line to a TEXT file, byte by byte', () => {
    const expected = [
      ...HEADER,
      0x02,
      ...ascii('AA'),
      0x1b,
      0x20,
      0x62,
      ...ascii('ASHA 12-9 RAVI'),
      0x03,
      ...ascii('047C'),
      0x04,
    ];
    expect([...encodeAlphaFrame(DEFAULT_ALPHA_OPTIONS, content)]).toEqual(expected);
  });

  it('uses the configured type code, address and priority label', () => {
    const options: AlphaSignOptions = {
      ...DEFAULT_ALPHA_OPTIONS,
      typeCode: '!',
      address: '0A',
      textLabel: '0',
    };
    const frame = [...encodeAlphaFrame(options, content)];
    expect(frame.slice(0, 11)).toEqual([0, 0, 0, 0, 0, 0x01, 0x21, 0x30, 0x41, 0x02, 0x41]);
    expect(frame[11]).toBe(0x30);
  });

  it('in STRING mode sets up memory and a TEXT file that calls the STRING, then rewrites only the STRING', () => {
    const options: AlphaSignOptions = { ...DEFAULT_ALPHA_OPTIONS, target: 'string' };
    const [memory, textFile, ...rest] = alphaConnectFrames(options);
    expect(rest).toEqual([]);
    expect([...(memory ?? [])]).toEqual([
      ...HEADER,
      0x02,
      ...ascii('E$AAU0020FF001BL007D0000'),
      0x03,
      ...ascii('054D'),
      0x04,
    ]);
    expect([...(textFile ?? [])]).toEqual([
      ...HEADER,
      0x02,
      ...ascii('AA'),
      0x1b,
      0x20,
      0x62,
      0x10,
      ...ascii('1'),
      0x03,
      ...ascii('0165'),
      0x04,
    ]);
    expect([...encodeAlphaFrame(options, content)]).toEqual([
      ...HEADER,
      0x02,
      ...ascii('G1ASHA 12-9 RAVI'),
      0x03,
      ...ascii('03D5'),
      0x04,
    ]);
  });

  it('leaves out the memory table when told to', () => {
    const frames = alphaConnectFrames({ ...DEFAULT_ALPHA_OPTIONS, target: 'string', configureMemory: false });
    expect(frames).toHaveLength(1);
    expect(alphaConnectFrames(DEFAULT_ALPHA_OPTIONS)).toEqual([]);
  });

  it('cuts a STRING to 125 bytes', () => {
    const options: AlphaSignOptions = { ...DEFAULT_ALPHA_OPTIONS, target: 'string' };
    const long = toLedFrameContent(
      playingView([1, 2], {
        type: 'three-player',
        sides: Array.from({ length: 30 }, (_, index) => ({
          ...playingView().sides[0]!,
          index,
          name: 'ABCDEFGH',
        })),
      }),
    );
    const frame = encodeAlphaFrame(options, long);
    // header 9 + STX + "G1" + data + ETX + 4 checksum + EOT
    expect(frame.length).toBe(9 + 1 + 2 + 125 + 1 + 4 + 1);
  });

  it('has a test pattern of 8s on the configured file', () => {
    const frame = alphaTestPattern(DEFAULT_ALPHA_OPTIONS);
    expect(new TextDecoder().decode(frame)).toContain('8888888888888888');
  });
});
