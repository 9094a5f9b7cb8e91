/*
 * Bundled fonts only: venues often have no internet. One condensed face, Roboto Condensed,
 * carries digits and labels in Latin, Cyrillic and Greek, so "Иван Петров" and "Bruno" on one
 * line are the same size and width; Noto Sans SC sets Chinese; Noto Sans Devanagari's width axis
 * gives Hindi a condensed cut beside it ('Noto Sans Devanagari Condensed', below). Noto Sans is
 * the running text's face. The @font-face rules use unicode ranges, so a page only downloads the
 * subsets its text needs.
 */
import '@fontsource/roboto-condensed/500.css';
import '@fontsource/roboto-condensed/600.css';
import '@fontsource/roboto-condensed/700.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/700.css';
// Noto Sans SC (Chinese) is in fonts-han.ts: the hall's pages import it with this file, the
// phones' stations only when a Chinese letter is on the page (han-fonts.ts).
import '@fontsource-variable/noto-sans-devanagari/wdth.css';
// Names in the other scripts a name may use (shared/text/scripts.ts): each face is fetched only
// when a name on the page has a letter of its script.
import '@fontsource/noto-sans-arabic/500.css';
import '@fontsource/noto-sans-arabic/700.css';
import '@fontsource/noto-sans-bengali/500.css';
import '@fontsource/noto-sans-bengali/700.css';
import '@fontsource/noto-sans-tamil/500.css';
import '@fontsource/noto-sans-tamil/700.css';
import '@fontsource/noto-sans-sinhala/500.css';
import '@fontsource/noto-sans-sinhala/700.css';
import '@fontsource/noto-emoji/500.css';
import devanagariWidths from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wdth-normal.woff2?url';

/** The Devanagari block and its marks, as @fontsource-variable/noto-sans-devanagari has it. */
const DEVANAGARI =
  'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09';

/**
 * The variable font's width axis fixed at 75 %: the face's one width, so every text in the display
 * face is condensed whatever its own font-stretch (the browser clamps the width asked for to the
 * face's range and sets the axis to it). Loaded only when a Devanagari letter is drawn.
 */
document.fonts.add(
  new FontFace('Noto Sans Devanagari Condensed', `url(${devanagariWidths}) format('woff2-variations')`, {
    weight: '100 900',
    stretch: '75%',
    unicodeRange: DEVANAGARI,
    display: 'swap',
  }),
);
