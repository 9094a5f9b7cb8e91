import { LANGUAGE_TAGS, type Language } from '../../shared/i18n/languages';

/**
 * Keeps `<html lang>` on the language the page shows, so a screen reader (and the browser's
 * hyphenation and font choice) reads the whole page, its title included, in that language.
 * Call from a component's set-up; `language` is read again whenever what it reads changes.
 */
export function followLanguage(language: () => Language): void {
  $effect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[language()];
  });
}
