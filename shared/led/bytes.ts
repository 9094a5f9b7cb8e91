/** Byte helpers shared by the LED encoders (pure: Uint8Array, no Node Buffer). */

/**
 * Encodes text for a sign: printable ASCII (0x20–0x7E) as is; anything else becomes `?`,
 * control bytes (0x00–0x1F, DEL) included, so no text can carry a byte a protocol gives a
 * meaning to (STX, ETX, ESC, a line end). Framing bytes are added by the encoders as numbers.
 */
export function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    bytes[index] = code >= 0x20 && code < 0x7f ? code : QUESTION_MARK;
  }
  return bytes;
}

const QUESTION_MARK = 0x3f;

export function concatBytes(parts: readonly (Uint8Array | readonly number[])[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function hexByte(value: number): string {
  return (value & 0xff).toString(16).toUpperCase().padStart(2, '0');
}

/** Upper-case hex with a fixed number of digits. */
export function hexDigits(value: number, digits: number): string {
  return value.toString(16).toUpperCase().padStart(digits, '0').slice(-digits);
}

// prettier-ignore
const CONTROL_NAMES = [
  'NUL', 'SOH', 'STX', 'ETX', 'EOT', 'ENQ', 'ACK', 'BEL', 'BS', 'HT', 'LF', 'VT', 'FF', 'CR',
  'SO', 'SI', 'DLE', 'DC1', 'DC2', 'DC3', 'DC4', 'NAK', 'SYN', 'ETB', 'CAN', 'EM', 'SUB', 'ESC',
  'FS', 'GS', 'RS', 'US',
] as const;

/** Hex and readable text of a frame, for the console's preview and the board status. */
export interface BytesPreview {
  /** Space-separated upper-case hex, e.g. `02 30 31 03`. */
  readonly hex: string;
  /** Printable ASCII as is; control bytes as `<STX>`; DEL and bytes ≥ 0x80 as `<xHH>`. */
  readonly text: string;
  readonly length: number;
}

export function previewBytes(bytes: Uint8Array): BytesPreview {
  const hex: string[] = [];
  let text = '';
  for (const byte of bytes) {
    hex.push(hexByte(byte));
    if (byte < 0x20) text += `<${CONTROL_NAMES[byte]}>`;
    else if (byte < 0x7f) text += String.fromCharCode(byte);
    else text += `<x${hexByte(byte)}>`;
  }
  return { hex: hex.join(' '), text, length: bytes.length };
}

/**
 * Reads a byte list as an operator types it: hex pairs separated by spaces or commas, with an
 * optional `0x` prefix (`02 1B`, `0x02,0x03`). Returns the bytes or a sentence saying what is wrong.
 */
export function parseHexByteList(
  input: string,
): { readonly ok: true; readonly bytes: readonly number[] } | { readonly ok: false; readonly error: string } {
  const tokens = input.split(/[\s,]+/).filter((token) => token.length > 0);
  const bytes: number[] = [];
  for (const token of tokens) {
    const digits = token.replace(/^0x/i, '');
    if (!/^[0-9a-f]{1,2}$/i.test(digits)) {
      return {
        ok: false,
        error: `"${token}" is not a byte: write each byte as one or two hex digits, e.g. 02 or 0x1B.`,
      };
    }
    bytes.push(parseInt(digits, 16));
  }
  return { ok: true, bytes };
}
