/**
 * The running text's font stack for places CSS variables do not reach: the printed sheet's page
 * margin boxes (running header and footer), which inherit nothing from the document. The same
 * faces as `--font-text` in theme.css: a name in any script a name may use is drawn from a
 * bundled face there too (tests/paperwork/name-fonts.e2e.test.ts reads the PDF's fonts).
 */
export const TEXT_FONT_STACK =
  "'Noto Sans', 'Noto Sans SC', 'Noto Sans Devanagari Variable', 'Noto Sans Arabic', 'Noto Sans Bengali', " +
  "'Noto Sans Tamil', 'Noto Sans Sinhala', 'Noto Emoji', sans-serif";
