import type { Language } from '../languages';

/**
 * Names that only assistive technology reads (issue 31): the console's row of screens, and the
 * headers of the matches table's columns that show no heading on screen.
 */
const en = {
  'a11y.screens': 'Screens',
  'a11y.colStatus': 'Status',
  'a11y.colActions': 'Actions',
} as const;

type A11yTexts = { readonly [K in keyof typeof en]: string };

export const a11yConsoleTexts: { readonly en: typeof en } & Readonly<
  Record<Exclude<Language, 'en'>, A11yTexts>
> = {
  en,
  pl: { 'a11y.screens': 'Ekrany', 'a11y.colStatus': 'Stan', 'a11y.colActions': 'Działania' },
  ru: { 'a11y.screens': 'Экраны', 'a11y.colStatus': 'Состояние', 'a11y.colActions': 'Действия' },
  zh: { 'a11y.screens': '界面', 'a11y.colStatus': '状态', 'a11y.colActions': '操作' },
  it: { 'a11y.screens': 'Schermate', 'a11y.colStatus': 'Stato', 'a11y.colActions': 'Azioni' },
  hi: { 'a11y.screens': 'स्क्रीनें', 'a11y.colStatus': 'स्थिति', 'a11y.colActions': 'कार्रवाइयाँ' },
};
