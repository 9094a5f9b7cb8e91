import { LANGUAGE_TAGS, type Language } from '../../shared/i18n/languages';

/**
 * Keeps `<html lang>` on the language of the words the page shows, so a screen reader (and the
 * browser's hyphenation and font choice) reads the whole page in that language, and, when
 * `title` is given, the page's title in it too. It follows the translator, not the language
 * asked for: while a newly chosen language's words are still loading, the page shows the
 * previous one's and says so. Call from a component's set-up; both are read again whenever what
 * they read changes.
 */
export function followLanguage(words: () => { readonly language: Language }, title?: () => string): void {
  $effect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[words().language];
    if (title) document.title = title();
  });
}
