import type { Language } from '../languages';

/**
 * The Matches screen's own papers for any stored match (renderer/console/matches/MatchList.svelte):
 * its score sheet and its boards as CSV, without opening it (opening would change the hall display).
 */
const en = {
  'matchList.sheet': 'Score sheet',
  'matchList.csv': 'CSV',
  'matchList.sheetOf': 'Score sheet of {sides}',
  'matchList.csvOf': 'Boards of {sides} as CSV',
} as const;

type MatchListTexts = { readonly [K in keyof typeof en]: string };

export const matchListTexts: { readonly en: typeof en } & Readonly<
  Record<Exclude<Language, 'en'>, MatchListTexts>
> = {
  en,
  pl: {
    'matchList.sheet': 'Protokół',
    'matchList.csv': 'CSV',
    'matchList.sheetOf': 'Protokół meczu {sides}',
    'matchList.csvOf': 'Rozdania meczu {sides} jako CSV',
  },
  ru: {
    'matchList.sheet': 'Протокол',
    'matchList.csv': 'CSV',
    'matchList.sheetOf': 'Протокол матча {sides}',
    'matchList.csvOf': 'Раздачи матча {sides} в CSV',
  },
  zh: {
    'matchList.sheet': '记分表',
    'matchList.csv': 'CSV',
    'matchList.sheetOf': '{sides} 的记分表',
    'matchList.csvOf': '{sides} 的各盘，CSV 格式',
  },
  it: {
    'matchList.sheet': 'Referto',
    'matchList.csv': 'CSV',
    'matchList.sheetOf': 'Referto della partita {sides}',
    'matchList.csvOf': 'Mani della partita {sides} in CSV',
  },
  hi: {
    'matchList.sheet': 'स्कोर शीट',
    'matchList.csv': 'CSV',
    'matchList.sheetOf': '{sides} की स्कोर शीट',
    'matchList.csvOf': '{sides} के बोर्ड CSV में',
  },
};
