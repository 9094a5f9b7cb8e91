/** The languages every screen can be shown in, with their names as their speakers write them. */
export const LANGUAGES = ['en', 'pl', 'ru', 'zh', 'it', 'hi'] as const;

export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  pl: 'Polski',
  ru: 'Русский',
  zh: '简体中文',
  it: 'Italiano',
  hi: 'हिन्दी',
};

/** BCP 47 tags for the `lang` attribute: `zh-Hans` makes browsers pick simplified glyph forms. */
export const LANGUAGE_TAGS: Readonly<Record<Language, string>> = {
  en: 'en',
  pl: 'pl',
  ru: 'ru',
  zh: 'zh-Hans',
  it: 'it',
  hi: 'hi',
};

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
