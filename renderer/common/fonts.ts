/*
 * Bundled fonts only: venues often have no internet. Barlow Condensed carries digits and
 * Latin labels; Noto Sans covers Cyrillic and the rest, Noto Sans SC Chinese, Noto Sans
 * Devanagari Hindi. The @font-face rules use unicode ranges, so a page only downloads the
 * subsets its text needs.
 */
import '@fontsource/barlow-condensed/500.css';
import '@fontsource/barlow-condensed/600.css';
import '@fontsource/barlow-condensed/700.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-sans-sc/500.css';
import '@fontsource/noto-sans-sc/700.css';
import '@fontsource/noto-sans-devanagari/500.css';
import '@fontsource/noto-sans-devanagari/700.css';
