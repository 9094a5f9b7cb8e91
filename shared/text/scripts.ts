/**
 * The scripts a name may be written in: those the bundled fonts draw (renderer/common/fonts.ts),
 * on every screen and on the printed sheet. A letter of any other script would be drawn from
 * whatever font the computer happens to have, or as an empty box on the hall's display and in
 * the PDF, so a new name with one is refused in a sentence naming the script.
 */

/** The scripts with a bundled face, as the refusal lists them. */
export const SCRIPTS_WITH_FONTS =
  'Latin, Greek, Cyrillic, Chinese, Japanese kana, Devanagari, Bengali, Tamil, Sinhala or Arabic';

/**
 * Letters, marks and digits the bundled faces draw. Common and Inherited cover the digits,
 * punctuation and the combining marks every script shares; symbols and emoji are not checked
 * here (Noto Emoji and the faces' symbol subsets draw them).
 */
const DRAWN =
  /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}\p{Script=Sinhala}\p{Script=Arabic}\p{Script=Common}\p{Script=Inherited}]/u;

const CHECKED = /[\p{L}\p{M}\p{N}]/u;

/** Scripts a refused letter is named by; any other is "a script". */
const NAMED_SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ['Thai', /\p{Script=Thai}/u],
  ['Hangul (Korean)', /\p{Script=Hangul}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Ethiopic', /\p{Script=Ethiopic}/u],
  ['Khmer', /\p{Script=Khmer}/u],
  ['Lao', /\p{Script=Lao}/u],
  ['Myanmar', /\p{Script=Myanmar}/u],
  ['Tibetan', /\p{Script=Tibetan}/u],
  ['Telugu', /\p{Script=Telugu}/u],
  ['Kannada', /\p{Script=Kannada}/u],
  ['Malayalam', /\p{Script=Malayalam}/u],
  ['Gujarati', /\p{Script=Gujarati}/u],
  ['Gurmukhi', /\p{Script=Gurmukhi}/u],
  ['Odia', /\p{Script=Oriya}/u],
  ['Thaana', /\p{Script=Thaana}/u],
  ['Syriac', /\p{Script=Syriac}/u],
  ['Mongolian', /\p{Script=Mongolian}/u],
];

const hex = (code: number): string => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first letter no bundled face draws, as `"ก" (U+0E01, Thai script)`, or null. */
export function letterWithoutFont(text: string): string | null {
  for (const char of text) {
    if (!CHECKED.test(char) || DRAWN.test(char)) continue;
    const script = NAMED_SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0];
    return `"${char}" (${hex(char.codePointAt(0) as number)}, ${script ? `${script} script` : 'a script'})`;
  }
  return null;
}
