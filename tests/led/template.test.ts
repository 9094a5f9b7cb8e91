import { describe, expect, it } from 'vitest';
import { parseHexByteList } from '../../shared/led/bytes';
import { toLedFrameContent } from '../../shared/led/frame-content';
import {
  encodeTemplateFrame,
  previewTemplate,
  templateTestPattern,
  validateTemplate,
  type LedTemplate,
  type TemplateField,
} from '../../shared/led/template';
import { playingView, sideView } from './support/view';
import { liveBoard } from '../support/live-board';

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));
const score = (side: number, width = 2, pad = '0', align: 'left' | 'right' = 'right'): TemplateField => ({
  value: 'score',
  side,
  width,
  pad,
  align,
});

const stxBoard: LedTemplate = {
  start: [0x02],
  address: '01',
  fields: [score(0), score(1)],
  separator: [],
  end: [0x03],
  checksum: { kind: 'none' },
};

const content = toLedFrameContent(
  playingView([12, 9], { sides: [sideView(0, { score: 12, gamesWon: 1 }), sideView(1, { score: 9 })] }),
);

describe('template protocol', () => {
  it('builds STX "01" "1209" ETX', () => {
    expect([...encodeTemplateFrame(stxBoard, content)]).toEqual([
      0x02, 0x30, 0x31, 0x31, 0x32, 0x30, 0x39, 0x03,
    ]);
  });

  it('pads, aligns, separates and appends an XOR checksum in hex after the end byte', () => {
    const template: LedTemplate = {
      start: [0x25, 0x4e],
      address: '1',
      fields: [
        { value: 'gamesWon', side: 0, width: 1, pad: '0', align: 'right' },
        score(0, 3, ' ', 'right'),
        score(1, 3, ' ', 'left'),
      ],
      separator: [0x2f],
      end: [0x0d],
      checksum: { kind: 'xor8', covers: 'all', position: 'afterEnd', encoding: 'hex' },
    };
    expect([...encodeTemplateFrame(template, content)]).toEqual([
      0x25,
      0x4e,
      0x31,
      0x31,
      0x2f,
      0x20,
      0x31,
      0x32,
      0x2f,
      0x39,
      0x20,
      0x20,
      0x0d,
      ...ascii('7C'),
    ]);
  });

  it('puts a raw 16-bit sum of the body (high byte first) before the end byte', () => {
    const template: LedTemplate = {
      ...stxBoard,
      checksum: { kind: 'sum16', covers: 'body', position: 'beforeEnd', encoding: 'raw' },
    };
    expect([...encodeTemplateFrame(template, content)]).toEqual([0x02, ...ascii('011209'), 0x01, 0x2d, 0x03]);
    const sum8 = {
      ...stxBoard,
      checksum: { kind: 'sum8', covers: 'body', position: 'beforeEnd', encoding: 'hex' },
    } as const;
    expect([...encodeTemplateFrame(sum8, content)]).toEqual([0x02, ...ascii('011209'), ...ascii('2D'), 0x03]);
  });

  it('shows all 9s when a value is wider than its field, and blanks an absent value', () => {
    const template: LedTemplate = {
      ...stxBoard,
      fields: [score(0), { value: 'matchWinner', width: 1, pad: '0', align: 'right' }],
    };
    const big = toLedFrameContent(playingView([123, 0]));
    expect([...encodeTemplateFrame(template, big)]).toEqual([0x02, ...ascii('0199 '), 0x03]);
  });

  it('numbers the breaking side and the winner from 1', () => {
    const template: LedTemplate = {
      ...stxBoard,
      address: '',
      fields: [
        { value: 'breaker', width: 1, pad: '0', align: 'right' },
        { value: 'board', width: 2, pad: '0', align: 'right' },
      ],
    };
    expect(new TextDecoder().decode(encodeTemplateFrame(template, content))).toBe('\x02101\x03');
  });

  it('has a test pattern with every digit an 8', () => {
    expect([...templateTestPattern(stxBoard)]).toEqual([0x02, ...ascii('018888'), 0x03]);
  });

  it('refuses a template with clear sentences', () => {
    const bad: LedTemplate = {
      start: [0x02, 300],
      address: '0\u00011',
      fields: [
        score(0, 1),
        { value: 'score', width: 2, pad: '0', align: 'right' },
        { value: 'board', side: 1, width: 2, pad: '00', align: 'right' },
      ],
      separator: [],
      end: [],
      checksum: { kind: 'none' },
    };
    expect(validateTemplate(bad)).toEqual([
      'Start bytes: byte 2 (300) is not a whole number from 0 to 255.',
      'Address: use printable characters only (digits or letters), e.g. 01.',
      'Field 1 (score of side 1): width 1 is too small; it needs at least 2 digits.',
      'Field 2 (score): choose the side (1, 2 or 3).',
      'Field 3 (board number): this value belongs to the match, not to a side; remove the side.',
      'Field 3 (board number): the padding must be one printable character such as 0 or a space.',
    ]);
    expect(validateTemplate({ ...stxBoard, fields: [] })).toEqual([
      'Add at least one field: a board with no digits shows nothing.',
    ]);
    expect(validateTemplate(stxBoard)).toEqual([]);
  });

  it('previews hex and readable text, or the errors', () => {
    const preview = previewTemplate(stxBoard);
    expect(preview).toEqual({
      ok: true,
      frame: { hex: '02 30 31 31 32 30 39 03', text: '<STX>011209<ETX>', length: 8 },
      testPattern: { hex: '02 30 31 38 38 38 38 03', text: '<STX>018888<ETX>', length: 8 },
    });
    const broken = previewTemplate({ ...stxBoard, fields: [score(0, 1)] });
    expect(broken.ok).toBe(false);
  });

  it('reads byte lists the way operators type them', () => {
    expect(parseHexByteList('02 0x1B,03')).toEqual({ ok: true, bytes: [0x02, 0x1b, 0x03] });
    expect(parseHexByteList('02 XY')).toEqual({
      ok: false,
      error: '"XY" is not a byte: write each byte as one or two hex digits, e.g. 02 or 0x1B.',
    });
  });
});

describe('template protocol: C/m left of a board tracked stroke by stroke (the board tracker)', () => {
  const left = (side: number): TemplateField => ({ value: 'left', side, width: 1, pad: ' ', align: 'right' });
  const template: LedTemplate = {
    start: [0x02],
    address: '',
    fields: [score(0), left(0), score(1), left(1)],
    separator: [0x2c],
    end: [0x03],
    checksum: { kind: 'none' },
  };
  const live = liveBoard({ onBoard: [4, 7], strokes: 9 });

  it('writes each side C/m still on the board while a board is tracked', () => {
    const tracked = toLedFrameContent({ ...playingView([12, 9]), live });
    expect([...encodeTemplateFrame(template, tracked)]).toEqual([0x02, ...ascii('12,4,09,7'), 0x03]);
  });

  it('leaves the field blank (its padding) when no board is tracked', () => {
    const plain = toLedFrameContent(playingView([12, 9]));
    expect([...encodeTemplateFrame(template, plain)]).toEqual([0x02, ...ascii('12, ,09, '), 0x03]);
  });

  it('a stroke that pockets a C/m makes a new frame (the content differs)', async () => {
    const { sameLedFrameContent } = await import('../../shared/led/frame-content');
    const before = toLedFrameContent({ ...playingView([12, 9]), live });
    const after = toLedFrameContent({ ...playingView([12, 9]), live: { ...live, onBoard: [3, 7] } });
    expect(sameLedFrameContent(before, after)).toBe(false);
    expect(sameLedFrameContent(before, toLedFrameContent({ ...playingView([12, 9]), live }))).toBe(true);
  });
});
