import type { Language } from '../languages';

/**
 * The page's title for screen readers (issue 31): the display and the overlay draw no heading,
 * and a page without one leaves a screen reader nothing to start from.
 */
const en = {
  'a11y.scoreboard': 'Carrom scoreboard',
} as const;

type A11yTexts = { readonly [K in keyof typeof en]: string };

export const a11yDisplayTexts: { readonly en: typeof en } & Readonly<
  Record<Exclude<Language, 'en'>, A11yTexts>
> = {
  en,
  pl: { 'a11y.scoreboard': 'Tablica wyników carromu' },
  ru: { 'a11y.scoreboard': 'Табло карром' },
  zh: { 'a11y.scoreboard': '克朗棋记分牌' },
  it: { 'a11y.scoreboard': 'Tabellone del carrom' },
  hi: { 'a11y.scoreboard': 'कैरम स्कोरबोर्ड' },
};
