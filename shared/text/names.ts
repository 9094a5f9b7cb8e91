/**
 * Names at the boundary: what a side's, a player's or a club's name may hold, how long it is, and
 * when two names are the same. Names are stored in NFC and counted in user-perceived characters
 * (grapheme clusters: an emoji or a Devanagari syllable is one). Invisible characters that change
 * how the text around them reads (controls, bidi overrides and isolates, zero-width spaces, line
 * separators) are refused with a sentence naming them; ZWJ and ZWNJ stay, as Devanagari, Persian
 * and emoji sequences need them. Two sides are the same when their names are after case folding
 * and confusable-skeleton folding (Unicode TR39, through the `unhomoglyph` data): "Asha" and a
 * Cyrillic "Аsha" cannot both play.
 */
import unhomoglyph from 'unhomoglyph';
import { letterWithoutFont, SCRIPTS_WITH_FONTS } from './scripts';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** How many characters a reader sees: grapheme clusters, not UTF-16 code units. */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

export function toNfc(text: string): string {
  return text.normalize('NFC');
}

/** Named invisible characters: what the refusal calls them. */
const NAMED: Readonly<Record<number, string>> = {
  0x00: 'NULL',
  0x07: 'BELL',
  0x08: 'BACKSPACE',
  0x09: 'CHARACTER TABULATION (a tab)',
  0x0a: 'LINE FEED (a new line)',
  0x0d: 'CARRIAGE RETURN',
  0x1b: 'ESCAPE',
  0x7f: 'DELETE',
  0x200b: 'ZERO WIDTH SPACE',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x2028: 'LINE SEPARATOR',
  0x2029: 'PARAGRAPH SEPARATOR',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0x061c: 'ARABIC LETTER MARK',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
};

function refused(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200b ||
    code === 0x200e ||
    code === 0x200f ||
    code === 0x061c ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0xfeff
  );
}

const hex = (code: number): string => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first character a name may not hold, as "U+202E RIGHT-TO-LEFT OVERRIDE", or null. */
export function refusedCharacter(text: string): string | null {
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (!refused(code)) continue;
    const name = NAMED[code] ?? (code <= 0x9f ? 'a control character' : 'an invisible character');
    return `${hex(code)} ${name}`;
  }
  return null;
}

/**
 * Why a name cannot be stored as typed, in a sentence naming the character; null when it can.
 * `what` names the field ("the name of side 1").
 */
export function nameCharacterProblem(text: string, what: string): string | null {
  const found = refusedCharacter(text);
  if (found)
    return `${what} contains ${found}, an invisible character that changes how the text around it reads or is stored: type the name without it`;
  const unfonted = letterWithoutFont(text);
  if (unfonted)
    return `${what} contains ${unfonted}, which the scoreboard has no font for: the hall's display and the printed sheet would show an empty box. Write it in ${SCRIPTS_WITH_FONTS} letters`;
  return null;
}

/**
 * The form two names are compared in: NFC, case folded, spaces collapsed, ZWJ/ZWNJ dropped, and
 * every confusable character replaced by its prototype (TR39 skeleton: NFD, map, NFD).
 */
export function nameSkeleton(text: string): string {
  const folded = toNfc(text)
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\u200c\u200d]/g, '')
    .toLocaleLowerCase('und');
  return unhomoglyph(folded.normalize('NFD')).normalize('NFD').toLocaleLowerCase('und');
}
