import { asciiBytes, concatBytes, hexDigits, previewBytes, type BytesPreview } from './bytes';
import type { LedFrameContent } from './frame-content';

/**
 * Template protocol for fixed-digit numeric boards: the operator describes the frame
 * (start bytes, address, fields, separators, end bytes, checksum) and no code per vendor is needed.
 */

/** Values of one side; `side` says which (0 = first side). */
/** `left`: the side's C/m on the board while a board is tracked stroke by stroke (blank otherwise). */
export const SIDE_VALUES = ['score', 'gamesWon', 'queenCounts', 'breaks', 'left'] as const;
/** Values of the match. `breaker` and `matchWinner` are side numbers counted from 1. */
export const MATCH_VALUES = ['game', 'board', 'boardLimit', 'extraBoard', 'breaker', 'matchWinner'] as const;
export type TemplateSideValue = (typeof SIDE_VALUES)[number];
export type TemplateMatchValue = (typeof MATCH_VALUES)[number];
export type TemplateValue = TemplateSideValue | TemplateMatchValue;

export interface TemplateField {
  readonly value: TemplateValue;
  /** Required for side values: 0, 1 or 2 (three-player matches). */
  readonly side?: number;
  readonly width: number;
  /** One printable ASCII character, usually `0` or a space. */
  readonly pad: string;
  readonly align: 'right' | 'left';
}

export type ChecksumKind = 'sum8' | 'sum16' | 'xor8';

export type TemplateChecksum =
  | { readonly kind: 'none' }
  | {
      readonly kind: ChecksumKind;
      /** `body`: address, fields and separators; `all`: every byte written before the checksum. */
      readonly covers: 'body' | 'all';
      readonly position: 'beforeEnd' | 'afterEnd';
      /** `raw`: 1 byte (sum16: 2 bytes, high byte first); `hex`: 2 (sum16: 4) upper-case hex digits. */
      readonly encoding: 'raw' | 'hex';
    };

export interface LedTemplate {
  readonly start: readonly number[];
  /** Printable ASCII written after the start bytes, e.g. `01`; may be empty. */
  readonly address: string;
  readonly fields: readonly TemplateField[];
  /** Bytes written between two fields; may be empty. */
  readonly separator: readonly number[];
  readonly end: readonly number[];
  readonly checksum: TemplateChecksum;
}

export const TEMPLATE_LIMITS = {
  maxFields: 32,
  maxWidth: 16,
  maxFixedBytes: 16,
  maxSeparatorBytes: 8,
  maxAddressLength: 8,
} as const;

/** The fewest digits a value needs on a carrom board (scores reach 25, boards 10 and more). */
export const MIN_FIELD_WIDTH: Readonly<Record<TemplateValue, number>> = {
  score: 2,
  gamesWon: 1,
  queenCounts: 1,
  breaks: 1,
  left: 1,
  game: 1,
  board: 2,
  boardLimit: 2,
  extraBoard: 1,
  breaker: 1,
  matchWinner: 1,
};

const VALUE_WORDS: Readonly<Record<TemplateValue, string>> = {
  score: 'score',
  gamesWon: 'games won',
  queenCounts: 'queen-counts flag',
  breaks: 'breaks flag',
  left: 'C/m left on the board',
  game: 'game number',
  board: 'board number',
  boardLimit: 'board limit',
  extraBoard: 'extra-board flag',
  breaker: 'breaking side',
  matchWinner: 'match winner',
};

export function isSideValue(value: TemplateValue): value is TemplateSideValue {
  return (SIDE_VALUES as readonly string[]).includes(value);
}

export function describeField(field: TemplateField): string {
  const words = VALUE_WORDS[field.value] ?? String(field.value);
  return isSideValue(field.value) ? `${words} of side ${(field.side ?? 0) + 1}` : words;
}

const isByte = (value: number): boolean => Number.isInteger(value) && value >= 0 && value <= 255;

function byteListErrors(name: string, bytes: readonly number[], max: number): string[] {
  const errors: string[] = [];
  if (bytes.length > max) errors.push(`${name}: at most ${max} bytes, got ${bytes.length}.`);
  bytes.forEach((byte, index) => {
    if (!isByte(byte))
      errors.push(`${name}: byte ${index + 1} (${byte}) is not a whole number from 0 to 255.`);
  });
  return errors;
}

function fieldErrors(field: TemplateField, index: number): string[] {
  const label = `Field ${index + 1}`;
  const errors: string[] = [];
  const known =
    (SIDE_VALUES as readonly string[]).includes(field.value) ||
    (MATCH_VALUES as readonly string[]).includes(field.value);
  if (!known) return [`${label}: "${String(field.value)}" is not a value a board can show.`];
  const name = `${label} (${describeField(field)})`;
  if (isSideValue(field.value)) {
    if (field.side === undefined)
      errors.push(`${label} (${VALUE_WORDS[field.value]}): choose the side (1, 2 or 3).`);
    else if (!Number.isInteger(field.side) || field.side < 0 || field.side > 2)
      errors.push(`${label} (${VALUE_WORDS[field.value]}): side must be 1, 2 or 3.`);
  } else if (field.side !== undefined) {
    errors.push(`${name}: this value belongs to the match, not to a side; remove the side.`);
  }
  const min = MIN_FIELD_WIDTH[field.value];
  if (!Number.isInteger(field.width) || field.width < 1 || field.width > TEMPLATE_LIMITS.maxWidth) {
    errors.push(
      `${name}: width must be a whole number from 1 to ${TEMPLATE_LIMITS.maxWidth}, got ${field.width}.`,
    );
  } else if (field.width < min) {
    errors.push(`${name}: width ${field.width} is too small; it needs at least ${min} digits.`);
  }
  if (!/^[\x20-\x7E]$/.test(field.pad)) {
    errors.push(`${name}: the padding must be one printable character such as 0 or a space.`);
  }
  if (field.align !== 'left' && field.align !== 'right') {
    errors.push(`${name}: alignment must be left or right.`);
  }
  return errors;
}

/** Every problem of a template, each a sentence for the operator; empty when it is usable. */
export function validateTemplate(template: LedTemplate): readonly string[] {
  const errors: string[] = [
    ...byteListErrors('Start bytes', template.start, TEMPLATE_LIMITS.maxFixedBytes),
    ...byteListErrors('Separator', template.separator, TEMPLATE_LIMITS.maxSeparatorBytes),
    ...byteListErrors('End bytes', template.end, TEMPLATE_LIMITS.maxFixedBytes),
  ];
  if (!/^[\x20-\x7E]*$/.test(template.address)) {
    errors.push('Address: use printable characters only (digits or letters), e.g. 01.');
  } else if (template.address.length > TEMPLATE_LIMITS.maxAddressLength) {
    errors.push(`Address: at most ${TEMPLATE_LIMITS.maxAddressLength} characters.`);
  }
  if (template.fields.length === 0)
    errors.push('Add at least one field: a board with no digits shows nothing.');
  if (template.fields.length > TEMPLATE_LIMITS.maxFields) {
    errors.push(`At most ${TEMPLATE_LIMITS.maxFields} fields, got ${template.fields.length}.`);
  }
  template.fields.forEach((field, index) => errors.push(...fieldErrors(field, index)));
  return errors;
}

/** A field's number, or null when the board has nothing to show (no limit, no winner yet). */
export function templateFieldNumber(field: TemplateField, content: LedFrameContent): number | null {
  if (isSideValue(field.value)) {
    const side = content.sides[field.side ?? 0];
    if (!side) return null;
    switch (field.value) {
      case 'score':
        return side.score;
      case 'gamesWon':
        return side.gamesWon;
      case 'queenCounts':
        return side.queenCounts ? 1 : 0;
      case 'breaks':
        return side.breaks ? 1 : 0;
      case 'left':
        return side.left ?? null;
    }
  }
  switch (field.value) {
    case 'game':
      return content.game;
    case 'board':
      return content.board;
    case 'boardLimit':
      return content.boardLimit;
    case 'extraBoard':
      return content.extraBoard ? 1 : 0;
    case 'breaker': {
      const index = content.sides.findIndex((side) => side.breaks);
      return index < 0 ? null : index + 1;
    }
    case 'matchWinner':
      return content.matchWinner === null ? null : content.matchWinner + 1;
    default:
      return null;
  }
}

/**
 * Fixed-width text of a field. Documented overflow: a number wider than the field shows the
 * largest number that fits (all 9s), never its last digits. An absent value is all spaces.
 */
export function renderTemplateField(field: TemplateField, value: number | null): string {
  if (value === null) return ' '.repeat(field.width);
  const largest = 10 ** field.width - 1;
  const digits = String(Math.min(Math.max(0, Math.floor(value)), largest));
  return field.align === 'right'
    ? digits.padStart(field.width, field.pad)
    : digits.padEnd(field.width, field.pad);
}

export function templateChecksumBytes(
  kind: ChecksumKind,
  encoding: 'raw' | 'hex',
  bytes: Uint8Array,
): Uint8Array {
  let value = 0;
  for (const byte of bytes) {
    if (kind === 'xor8') value ^= byte;
    else value += byte;
  }
  const wide = kind === 'sum16';
  value &= wide ? 0xffff : 0xff;
  if (encoding === 'hex') return asciiBytes(hexDigits(value, wide ? 4 : 2));
  return wide ? Uint8Array.of(value >> 8, value & 0xff) : Uint8Array.of(value);
}

function assembleTemplateFrame(template: LedTemplate, fieldTexts: readonly string[]): Uint8Array {
  const bodyParts: (Uint8Array | readonly number[])[] = [asciiBytes(template.address)];
  fieldTexts.forEach((text, index) => {
    if (index > 0) bodyParts.push(template.separator);
    bodyParts.push(asciiBytes(text));
  });
  const start = Uint8Array.from(template.start);
  const body = concatBytes(bodyParts);
  const end = Uint8Array.from(template.end);
  const { checksum } = template;
  if (checksum.kind === 'none') return concatBytes([start, body, end]);
  const before =
    checksum.position === 'beforeEnd' ? concatBytes([start, body]) : concatBytes([start, body, end]);
  const covered = checksum.covers === 'body' ? body : before;
  const sum = templateChecksumBytes(checksum.kind, checksum.encoding, covered);
  return checksum.position === 'beforeEnd' ? concatBytes([before, sum, end]) : concatBytes([before, sum]);
}

/** Encodes a template that `validateTemplate` accepted. */
export function encodeTemplateFrame(template: LedTemplate, content: LedFrameContent): Uint8Array {
  return assembleTemplateFrame(
    template,
    template.fields.map((field) => renderTemplateField(field, templateFieldNumber(field, content))),
  );
}

/** Every digit of every field an 8. */
export function templateTestPattern(template: LedTemplate): Uint8Array {
  return assembleTemplateFrame(
    template,
    template.fields.map((field) => '8'.repeat(field.width)),
  );
}

export const TEMPLATE_PREVIEW_CONTENT: LedFrameContent = {
  phase: 'playing',
  sides: [
    { shortName: 'ASHA', score: 12, gamesWon: 1, queenCounts: true, breaks: true },
    { shortName: 'RAVI', score: 9, gamesWon: 0, queenCounts: true, breaks: false },
  ],
  game: 2,
  board: 5,
  boardLimit: 8,
  extraBoard: false,
  matchWinner: null,
};

export type TemplatePreview =
  | { readonly ok: true; readonly frame: BytesPreview; readonly testPattern: BytesPreview }
  | { readonly ok: false; readonly errors: readonly string[] };

/** The console's live preview: the template's frame for `content` (a sample by default), or its errors. */
export function previewTemplate(
  template: LedTemplate,
  content: LedFrameContent = TEMPLATE_PREVIEW_CONTENT,
): TemplatePreview {
  const errors = validateTemplate(template);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    frame: previewBytes(encodeTemplateFrame(template, content)),
    testPattern: previewBytes(templateTestPattern(template)),
  };
}
