import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGE_TAGS, type Language } from './languages';

/**
 * The translator: ICU MessageFormat (plural, select, selectordinal, number and date arguments)
 * through FormatJS's `intl-messageformat`, with CLDR's plural rules from the browser's own
 * `Intl.PluralRules`. A catalog is a flat JSON object of key → ICU message (shared/i18n/messages/
 * <group>/<language>.json); the argument types of each key are generated from the English catalog
 * (shared/i18n/messages/params.generated.ts, `npm run i18n:types`), so a wrong or missing argument
 * is a type error at the call site.
 */
export type Messages = Readonly<Record<string, string>>;

/**
 * A catalog as a page loads it: each message its ICU text, or, in the built pages, the syntax tree
 * the build parsed it to (scripts/i18n/precompile.ts), so the pages ship without the parser.
 */
export type LoadedMessages = Readonly<Record<string, string | readonly MessageFormatElement[]>>;

/** The arguments of one message: `undefined` when it takes none (as the generated types write it). */
export type ParamsArg<Params> = [Params] extends [undefined] ? [] : [params: Params];

/**
 * `t(key)` or `t(key, { ...arguments })`, typed by a group's generated argument table; it also
 * joins lists and writes dates in its own language, so a call site with `t` needs nothing else.
 */
export interface Translate<Table> {
  <K extends keyof Table & string>(key: K, ...params: ParamsArg<Table[K]>): string;
  readonly language: Language;
  /**
   * Whether a key is in this screen's catalogs. Typed on the keys, so a translator of fewer
   * groups (the timekeeper's) cannot stand in where one of more (the console's) is needed.
   */
  readonly has: (key: keyof Table & string) => boolean;
  /** "A, B and C" (or "A, B or C") in this language's words and punctuation. */
  list(items: readonly string[], type?: 'conjunction' | 'disjunction'): string;
  /** A date and/or time in this language's form, never the browser's locale. */
  dateTime(when: Date | number, options: Intl.DateTimeFormatOptions): string;
}

/**
 * Tags such as `<b>` are never markup in this app's messages: `ignoreTag` keeps `<` and `>` as
 * text, so a sentence may mention them without escaping. The build parses with the same options
 * (scripts/i18n/precompile.ts).
 */
export const MESSAGE_OPTIONS = { ignoreTag: true } as const;

/** Binds one language's messages; each message is compiled the first time it is used. */
export function translator<Table>(messages: LoadedMessages, language: Language): Translate<Table> {
  const locale = LANGUAGE_TAGS[language];
  const compiled = new Map<string, IntlMessageFormat>();
  const t = <K extends keyof Table & string>(key: K, ...params: ParamsArg<Table[K]>): string => {
    let format = compiled.get(key);
    if (!format) {
      const message = messages[key];
      if (message === undefined) throw new Error(`No message "${key}" in the ${language} catalog.`);
      format = new IntlMessageFormat(
        message as string | MessageFormatElement[],
        locale,
        undefined,
        MESSAGE_OPTIONS,
      );
      compiled.set(key, format);
    }
    const values = params[0] as Record<string, unknown> | undefined;
    return String(format.format(values as Record<string, string>));
  };
  return Object.assign(t, {
    language,
    has: (key: keyof Table & string) => Object.prototype.hasOwnProperty.call(messages, key),
    list: (items: readonly string[], type?: 'conjunction' | 'disjunction') => joinList(items, language, type),
    dateTime: (when: Date | number, options: Intl.DateTimeFormatOptions) =>
      formatDateTime(when, language, options),
  });
}

/** "A, B and C" in the language's own words and punctuation. */
export function joinList(
  items: readonly string[],
  language: Language,
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  return new Intl.ListFormat(LANGUAGE_TAGS[language], { style: 'long', type }).format(items);
}

/**
 * A clause made a sentence: its first letter upper case by the language's own rules (never the
 * browser's locale, whose rules differ: Turkish "i" → "İ").
 */
export function upperFirst(text: string, language: Language): string {
  return text.charAt(0).toLocaleUpperCase(LANGUAGE_TAGS[language]) + text.slice(1);
}

/** A date and/or time in the language's own form (never the browser's locale). */
export function formatDateTime(
  when: Date | number,
  language: Language,
  options: Intl.DateTimeFormatOptions,
): string {
  return dateTimeFormat(language, options).format(when);
}

/**
 * One formatter per form and language, kept: a score sheet or an audit trail writes hundreds of
 * times in the same form, and building an `Intl.DateTimeFormat` costs far more than using one.
 */
const dateTimeFormats = new WeakMap<Intl.DateTimeFormatOptions, Map<Language, Intl.DateTimeFormat>>();

function dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let byLanguage = dateTimeFormats.get(options);
  if (!byLanguage) {
    byLanguage = new Map();
    dateTimeFormats.set(options, byLanguage);
  }
  let format = byLanguage.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], options);
    byLanguage.set(language, format);
  }
  return format;
}

/** The date in words, as a document is dated ("6 December 2026", "6 grudnia 2026"). */
export const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };
/** The time of day in the language's short form ("14:05", "2:05 PM"), hours not padded. */
export const CLOCK_TIME: Intl.DateTimeFormatOptions = { timeStyle: 'short' };
/** Hours and minutes ("14:05", "2:05 PM"). */
export const SHORT_TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
/** Hours, minutes and seconds, as a time of day is written in the language. */
export const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: 'numeric', second: 'numeric' };
/** The date in figures and the time with seconds. */
export const DATE_AND_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  ...TIME,
};
