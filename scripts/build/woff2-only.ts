import type { Plugin } from 'vite';

/**
 * Every browser that runs the screens (Chromium in the Electron shell, the phones' and tablets'
 * browsers of the last years) reads woff2, so the bundled fonts' `@font-face` rules keep only
 * their woff2 source: the woff fallback after it is never fetched, yet it doubled the URLs of the
 * pages' render-blocking stylesheet (a few hundred faces: Chinese alone is split into about a
 * hundred subsets per weight) and put a woff copy of every face in the build.
 */
const WOFF_FALLBACK = /,\s*url\([^)]*\.woff\)\s*format\(\s*['"]woff['"]\s*\)/g;

/** The @fontsource stylesheets, as imported by renderer/common/fonts.ts. */
const FONTSOURCE_CSS = /[\\/]@fontsource(?:-variable)?[\\/].*\.css(?:\?.*)?$/;

export function withoutWoffFallback(css: string): string {
  return css.replace(WOFF_FALLBACK, '');
}

export function woff2Only(): Plugin {
  return {
    name: 'carrom:woff2-only',
    enforce: 'pre',
    transform(code, id) {
      if (!FONTSOURCE_CSS.test(id)) return null;
      return { code: withoutWoffFallback(code), map: null };
    },
  };
}
