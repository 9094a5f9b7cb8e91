import { describe, expect, it } from 'vitest';
import { toLedFrameContent } from '../../shared/led/frame-content';
import { encodeLineFrame, lineChecksum, lineTestPattern } from '../../shared/led/line-protocol';
import { parseLedBoardConfig } from '../../shared/led/config';
import { ledEncoderFor } from '../../shared/led/protocols';
import { playingView, sideView } from './support/view';
import { liveBoard } from '../support/live-board';

const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

describe('line protocol v1', () => {
  it('encodes a board in play field by field with an XOR checksum and a newline', () => {
    const content = toLedFrameContent(playingView([12, 9], { board: 3 }));
    expect(text(encodeLineFrame(content))).toBe('1,P,1,3,8,0,-,2,ASHA,12,0,1,1,RAVI,9,0,1,0*74\n');
  });

  it('encodes a finished match with its winner', () => {
    const view = playingView([3, 25], {
      phase: 'matchOver',
      game: 3,
      board: 6,
      sides: [
        sideView(0, { score: 3, gamesWon: 1, queenCounts: false, breaks: false }),
        sideView(1, { score: 25, gamesWon: 2, queenCounts: true, breaks: false }),
      ],
      matchResult: { winner: 1, endedBy: 'games', forfeit: null },
    });
    expect(text(encodeLineFrame(toLedFrameContent(view)))).toBe(
      '1,M,3,6,8,0,1,2,ASHA,3,1,0,0,RAVI,25,2,1,0*7F\n',
    );
  });

  it('keeps names from breaking the CSV: commas and asterisks become spaces, accents are folded', () => {
    const view = playingView([0, 0], {
      boardLimit: null,
      sides: [sideView(0, { name: 'Zoë,*Ann' }), sideView(1, { name: '' })],
    });
    const line = text(encodeLineFrame(toLedFrameContent(view)));
    expect(line.startsWith('1,P,1,1,-,0,-,2,ZOE  ANN,0,0,1,1,-,0,0,1,0*')).toBe(true);
    const body = line.slice(0, line.indexOf('*'));
    expect(line.endsWith(`*${lineChecksum(body)}\n`)).toBe(true);
  });

  it('has a test pattern with every digit an 8', () => {
    expect(text(lineTestPattern())).toBe('1,P,8,88,88,1,-,2,88888888,88,8,1,1,88888888,88,8,1,1*5B\n');
  });
});

const LIVE = liveBoard({ onBoard: [7, 9], strokes: 2 });

describe("line protocol v2 (asked for by the board): each side's C/m left", () => {
  const tracked = toLedFrameContent(playingView([12, 9], { board: 3, live: LIVE }));

  it("adds the C/m left after each side's breaker flag, version 2 first, checksum over it all", () => {
    expect(text(encodeLineFrame(tracked, 2))).toBe('2,P,1,3,8,0,-,2,ASHA,12,0,1,1,7,RAVI,9,0,1,0,9*79\n');
  });

  it('a board not tracked stroke by stroke: `-` for each side', () => {
    const plain = toLedFrameContent(playingView([12, 9], { board: 3 }));
    expect(text(encodeLineFrame(plain, 2))).toBe('2,P,1,3,8,0,-,2,ASHA,12,0,1,1,-,RAVI,9,0,1,0,-*77\n');
  });

  it('a board that does not ask for v2 gets the v1 line byte for byte, C/m left or not', () => {
    const config = parseLedBoardConfig({
      id: 'b',
      port: { kind: 'path', path: '/dev/x' },
      protocol: { kind: 'line' },
    });
    expect(config.ok && config.value.protocol).toEqual({ kind: 'line', version: 1 });
    const encoder = ledEncoderFor(config.ok ? config.value.protocol : { kind: 'line', version: 1 });
    expect(text(encoder.frame(tracked))).toBe('1,P,1,3,8,0,-,2,ASHA,12,0,1,1,RAVI,9,0,1,0*74\n');
    expect(text(encoder.testPattern)).toBe('1,P,8,88,88,1,-,2,88888888,88,8,1,1,88888888,88,8,1,1*5B\n');
  });

  it('the v2 test pattern; an unknown version is refused in words', () => {
    const v2 = ledEncoderFor({ kind: 'line', version: 2 });
    expect(text(v2.testPattern)).toBe('2,P,8,88,88,1,-,2,88888888,88,8,1,1,8,88888888,88,8,1,1,8*58\n');
    const refused = parseLedBoardConfig({
      id: 'b',
      port: { kind: 'path', path: '/dev/x' },
      protocol: { kind: 'line', version: 3 },
    });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? [] : refused.errors.join(' ')).toMatch(/protocol/);
  });
});
