import { asciiBytes, concatBytes, hexDigits } from './bytes';
import type { LedFrameContent } from './frame-content';
import { formatScoreLine } from './score-line';

/**
 * Alpha Sign Communications Protocol (document 9708-8061): the subset a score line needs.
 * One packet per write, never nested commands, so no 100 ms pause inside a packet is needed.
 */
export const NUL = 0x00;
export const SOH = 0x01;
export const STX = 0x02;
export const ETX = 0x03;
export const EOT = 0x04;
export const ESC = 0x1b;
/** Inside a TEXT file: "show STRING file <label> here". */
export const CALL_STRING = 0x10;

export const ALPHA_STRING_MAX_BYTES = 125;

export type AlphaDisplayMode = 'hold' | 'rotate' | 'auto';
const MODE_CODES: Readonly<Record<AlphaDisplayMode, number>> = {
  rotate: 0x61, // 'a'
  hold: 0x62, // 'b'
  auto: 0x6f, // 'o'
};
/** Display position "middle line": the only line of a one-line sign. */
const MIDDLE_LINE = 0x20;

export interface AlphaSignOptions {
  /** Sign type code; `Z` addresses all sign types. */
  readonly typeCode: string;
  /** Two hex digits: `00` broadcasts, `01`–`FF` one sign. */
  readonly address: string;
  /** `text`: the score line is the TEXT file; `string`: a STRING file shown inside the TEXT file. */
  readonly target: 'text' | 'string';
  /** TEXT file label; `0` is the priority TEXT file, which overrides whatever the sign runs. */
  readonly textLabel: string;
  /** STRING file label (used when `target` is `string`). */
  readonly stringLabel: string;
  readonly mode: AlphaDisplayMode;
  /**
   * `string` target only: on connect, first write the memory configuration (`E$`) that
   * allocates the TEXT and STRING files. This replaces the sign's whole file table.
   */
  readonly configureMemory: boolean;
}

export const DEFAULT_ALPHA_OPTIONS: AlphaSignOptions = {
  typeCode: 'Z',
  address: '00',
  target: 'text',
  textLabel: 'A',
  stringLabel: '1',
  mode: 'hold',
  configureMemory: true,
};

/** 16-bit sum of the bytes from STX through ETX inclusive, as four upper-case hex digits. */
export function alphaChecksum(fromStxThroughEtx: Uint8Array): string {
  let sum = 0;
  for (const byte of fromStxThroughEtx) sum = (sum + byte) & 0xffff;
  return hexDigits(sum, 4);
}

/** One complete packet: 5×NUL, SOH, type, address, STX, command+data, ETX, checksum, EOT. */
export function alphaPacket(
  options: Pick<AlphaSignOptions, 'typeCode' | 'address'>,
  commandAndData: Uint8Array,
): Uint8Array {
  const checked = concatBytes([[STX], commandAndData, [ETX]]);
  return concatBytes([
    [NUL, NUL, NUL, NUL, NUL, SOH],
    asciiBytes(options.typeCode),
    asciiBytes(options.address),
    checked,
    asciiBytes(alphaChecksum(checked)),
    [EOT],
  ]);
}

/** Command `A`: write TEXT file `label` with the display mode prefix, then `message`. */
export function alphaWriteText(options: AlphaSignOptions, message: Uint8Array): Uint8Array {
  return alphaPacket(
    options,
    concatBytes([asciiBytes(`A${options.textLabel}`), [ESC, MIDDLE_LINE, MODE_CODES[options.mode]], message]),
  );
}

/** Command `G`: write STRING file `label` (cut to 125 bytes). */
export function alphaWriteString(options: AlphaSignOptions, text: string): Uint8Array {
  const data = asciiBytes(text.slice(0, ALPHA_STRING_MAX_BYTES));
  return alphaPacket(options, concatBytes([asciiBytes(`G${options.stringLabel}`), data]));
}

const TEXT_FILE_SIZE = 0x20;

/**
 * Command `E$`: the memory table. A TEXT file (unlocked, always shown: start `FF`, stop `00`)
 * and a locked STRING file of 125 bytes. The priority TEXT file `0` needs no allocation.
 */
export function alphaMemoryConfiguration(options: AlphaSignOptions): Uint8Array {
  const textEntry =
    options.textLabel === '0' ? '' : `${options.textLabel}AU${hexDigits(TEXT_FILE_SIZE, 4)}FF00`;
  const stringEntry = `${options.stringLabel}BL${hexDigits(ALPHA_STRING_MAX_BYTES, 4)}0000`;
  return alphaPacket(options, asciiBytes(`E$${textEntry}${stringEntry}`));
}

/** Packets written once per connection, before the first score frame. */
export function alphaConnectFrames(options: AlphaSignOptions): readonly Uint8Array[] {
  if (options.target === 'text') return [];
  const callString = concatBytes([[CALL_STRING], asciiBytes(options.stringLabel)]);
  const textFile = alphaWriteText(options, callString);
  return options.configureMemory ? [alphaMemoryConfiguration(options), textFile] : [textFile];
}

function alphaWriteScoreText(options: AlphaSignOptions, line: string): Uint8Array {
  return options.target === 'string'
    ? alphaWriteString(options, line)
    : alphaWriteText(options, asciiBytes(line));
}

export function encodeAlphaFrame(options: AlphaSignOptions, content: LedFrameContent): Uint8Array {
  return alphaWriteScoreText(options, formatScoreLine(content));
}

export const ALPHA_TEST_PATTERN_TEXT = '8888888888888888';

export function alphaTestPattern(options: AlphaSignOptions): Uint8Array {
  return alphaWriteScoreText(options, ALPHA_TEST_PATTERN_TEXT);
}

/** A file label: one character from 0x20 to 0x75, as the protocol allows. */
export function isAlphaFileLabel(value: string): boolean {
  return /^[\x20-\x75]$/.test(value);
}

/** A sign type code: one printable ASCII character (`Z` = all sign types). */
export function isAlphaTypeCode(value: string): boolean {
  return /^[\x20-\x7E]$/.test(value);
}
