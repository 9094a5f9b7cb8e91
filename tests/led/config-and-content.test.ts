import { describe, expect, it } from 'vitest';
import { parseLedBoardConfig, parseLedBoardConfigs } from '../../shared/led/config';
import { ledShortName, sameLedFrameContent, toLedFrameContent } from '../../shared/led/frame-content';
import { formatScoreLine } from '../../shared/led/score-line';
import { playingView, sideView } from './support/view';

describe('LED frame content', () => {
  it('keeps what boards show from the audience view', () => {
    const view = playingView([12, 9], {
      board: 9,
      extraBoard: true,
      sides: [
        sideView(0, { score: 12, gamesWon: 1, queenCounts: false, breaks: false }),
        sideView(1, { score: 9, gamesWon: 0, queenCounts: true, breaks: true }),
      ],
    });
    expect(toLedFrameContent(view)).toEqual({
      phase: 'playing',
      sides: [
        { shortName: 'ASHA', score: 12, gamesWon: 1, queenCounts: false, breaks: false },
        { shortName: 'RAVI', score: 9, gamesWon: 0, queenCounts: true, breaks: true },
      ],
      game: 1,
      board: 9,
      boardLimit: 8,
      extraBoard: true,
      matchWinner: null,
    });
  });

  it('folds names to short printable ASCII', () => {
    expect(ledShortName('  Zoë   Müller-Schmidt ')).toBe('ZOE MULL');
    expect(ledShortName('李明')).toBe('LIMING');
  });

  it('ignores changes boards cannot show', () => {
    const a = toLedFrameContent(playingView([3, 4]));
    const b = toLedFrameContent(
      playingView([3, 4], { clocks: { stroke: { seconds: 20, startedAt: 5 }, game: null } }),
    );
    expect(sameLedFrameContent(a, b)).toBe(true);
    expect(sameLedFrameContent(a, toLedFrameContent(playingView([3, 5])))).toBe(false);
  });

  it('formats the sign line for each phase', () => {
    expect(formatScoreLine(toLedFrameContent(playingView([12, 9])))).toBe('ASHA 12-9 RAVI');
    expect(formatScoreLine(toLedFrameContent(playingView([0, 0], { phase: 'toss' })))).toBe('ASHA V RAVI');
    const won = playingView([25, 3], {
      phase: 'matchOver',
      sides: [sideView(0, { score: 3, gamesWon: 1 }), sideView(1, { score: 25, gamesWon: 2 })],
      matchResult: { winner: 1, endedBy: 'games', forfeit: null },
    });
    expect(formatScoreLine(toLedFrameContent(won))).toBe('RAVI WINS 2-1');
    const three = playingView([0, 0], {
      type: 'three-player',
      sides: [sideView(0, { score: 12 }), sideView(1, { score: 9 }), sideView(2, { score: 3 })],
    });
    expect(formatScoreLine(toLedFrameContent(three))).toBe('ASHA 12 RAVI 9 MEERA 3');
  });
});

describe('LED board configuration', () => {
  it('fills defaults for a minimal board', () => {
    const result = parseLedBoardConfig({
      id: 'a',
      port: { kind: 'path', path: '/dev/ttyUSB0' },
      protocol: { kind: 'alpha' },
    });
    expect(result).toEqual({
      ok: true,
      value: {
        id: 'a',
        name: '',
        enabled: true,
        port: { kind: 'path', path: '/dev/ttyUSB0' },
        baudRate: 9600,
        dataBits: 8,
        parity: 'none',
        stopBits: 1,
        protocol: {
          kind: 'alpha',
          typeCode: 'Z',
          address: '00',
          target: 'text',
          textLabel: 'A',
          stringLabel: '1',
          mode: 'hold',
          configureMemory: true,
        },
        keepAliveMs: 5000,
        arduinoResetDelayMs: 0,
        waitForReadyByte: false,
        readyByte: 0x52,
        lowerDtrOnOpen: false,
      },
    });
  });

  it('accepts 7E1 at 1.5 stop bits and a device match', () => {
    const result = parseLedBoardConfig({
      id: 'b',
      port: { kind: 'device', vendorId: '0403', productId: '6001' },
      dataBits: 7,
      parity: 'even',
      stopBits: 1.5,
      protocol: { kind: 'line' },
    });
    expect(result.ok).toBe(true);
  });

  it('says what is wrong, in words', () => {
    const result = parseLedBoardConfigs([
      {
        id: 'x',
        name: 'Sign',
        port: { kind: 'device', vendorId: '0403' },
        dataBits: 9,
        keepAliveMs: 10,
        protocol: { kind: 'alpha', address: 'G1', target: 'string', stringLabel: '0' },
      },
    ]);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toEqual(
      expect.arrayContaining([
        'Board 1 (Sign): port: a device is matched by its serial number, or by vendor id and product id together',
        expect.stringMatching(/^Board 1 \(Sign\): dataBits: /),
        'Board 1 (Sign): keepAliveMs: the keep-alive is 0 (off) or from 250 ms to one hour',
        'Board 1 (Sign): protocol.address: the sign address is two hex digits: 00 for all signs, 01 to FF for one sign',
      ]),
    );
  });

  it('refuses a STRING label that is the priority TEXT file', () => {
    const result = parseLedBoardConfig({
      id: 'x',
      port: { kind: 'path', path: 'COM3' },
      protocol: { kind: 'alpha', target: 'string', stringLabel: '0' },
    });
    expect(result).toEqual({
      ok: false,
      errors: ['protocol.stringLabel: label 0 is the priority TEXT file: choose another STRING file label'],
    });
  });

  it('passes template errors through in the same words', () => {
    const result = parseLedBoardConfig({
      id: 't',
      port: { kind: 'path', path: 'COM4' },
      protocol: { kind: 'template', template: { fields: [{ value: 'score', side: 0, width: 1 }] } },
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        'protocol.template: Field 1 (score of side 1): width 1 is too small; it needs at least 2 digits.',
      ],
    });
  });

  it('refuses duplicate ids and a list that is not a list', () => {
    const board = { id: 'same', port: { kind: 'path', path: 'COM1' }, protocol: { kind: 'line' } };
    expect(parseLedBoardConfigs([board, board])).toEqual({
      ok: false,
      errors: ['Board 2: the id "same" is used twice.'],
    });
    expect(parseLedBoardConfigs({})).toEqual({ ok: false, errors: ['The LED boards must be a list.'] });
  });
});
