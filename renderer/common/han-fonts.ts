import type { Language } from '../../shared/i18n/languages';

/** A letter of the Han script: a Chinese word or name on the page. */
const HAN = /\p{Script=Han}/u;

let loading: Promise<unknown> | null = null;

/** Brings in Noto Sans SC's rules (fonts-han.ts) once; a failure leaves Chinese in a fallback face. */
export function loadHanFonts(): Promise<unknown> {
  loading ??= import('./fonts-han').catch(() => undefined);
  return loading;
}

/**
 * A station's Chinese face, only when it draws Chinese: at once in Chinese (its own words), and
 * otherwise as soon as a Chinese letter is on the page (a player's name, a language switched to).
 * The watch ends when it has found one; until then each change of the page costs one test of its
 * text (a few kilobytes on a station).
 */
export function hanFontsWhenNeeded(language: Language): void {
  if (language === 'zh') {
    void loadHanFonts();
    return;
  }
  const seen = (): boolean => HAN.test(document.body.textContent ?? '');
  if (seen()) {
    void loadHanFonts();
    return;
  }
  const watch = new MutationObserver(() => {
    if (!seen()) return;
    watch.disconnect();
    void loadHanFonts();
  });
  watch.observe(document.body, { subtree: true, childList: true, characterData: true });
}
