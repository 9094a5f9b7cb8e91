import type { Language } from '../languages';

/**
 * Texts of the ICF score card's fields on the printed sheet (issue 25): the ruleset as played,
 * the umpire, the umpire's remarks, how each game ended. Spread into each console catalog.
 */
const en = {
  sheetRulesExcept: '{preset}, except: {changes}',
} as const;

export type ScoreCardKey = keyof typeof en;
type Texts = Readonly<Record<ScoreCardKey, string>>;

const pl: Texts = {
  sheetRulesExcept: '{preset}, z wyjątkiem: {changes}',
};

const ru: Texts = {
  sheetRulesExcept: '{preset}, кроме: {changes}',
};

const zh: Texts = {
  sheetRulesExcept: '{preset}，但：{changes}',
};

const it: Texts = {
  sheetRulesExcept: '{preset}, tranne: {changes}',
};

const hi: Texts = {
  sheetRulesExcept: '{preset}, इन बदलावों के साथ: {changes}',
};

export const scoreCardTexts = { en, pl, ru, zh, it, hi } as const satisfies Readonly<Record<Language, Texts>>;
