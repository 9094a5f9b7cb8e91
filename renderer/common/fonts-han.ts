/*
 * Noto Sans SC, the face Chinese is set in (see fonts.ts). Its stylesheet is about 200
 * `@font-face` rules, one per `unicode-range` subset: 55 of the 71 kB (gzip) of the fonts'
 * render-blocking stylesheet, which a phone on the hall's Wi-Fi paid before it showed a word, in
 * every language (issue 42 item 5). The console and the hall's screens import it with fonts.ts;
 * the stations load it only when their page holds a Chinese letter (han-fonts.ts).
 */
import '@fontsource/noto-sans-sc/500.css';
import '@fontsource/noto-sans-sc/700.css';
