import type { Language } from '../../shared/i18n/languages';

/**
 * Letters of each language's words that the bundled faces split into their own subsets
 * (`unicode-range`): Latin with digits always (scores, clocks), plus the language's script.
 */
const SAMPLES: Readonly<Record<Language, string>> = {
  en: '0A',
  pl: '0Aął',
  it: '0Aà',
  ru: '0Aя',
  zh: '0A的',
  hi: '0Aक',
};

/**
 * Asks for the faces a station's first words are drawn in as soon as its script runs, so they
 * come over the network while the language's words and the host's state do, instead of after
 * the page has mounted and laid out its text (one more round trip in series on a weak Wi-Fi).
 * Only the subsets for the page's language are fetched; a face that fails to load leaves the
 * text in its fallback face, as before.
 */
export function warmFonts(faces: readonly string[], language: Language): void {
  for (const face of faces) void document.fonts.load(face, SAMPLES[language]).catch(() => undefined);
}
