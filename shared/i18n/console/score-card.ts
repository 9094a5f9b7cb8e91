import type { Language } from '../languages';

/**
 * Texts of the ICF score card's fields on the printed sheet (issue 25): the ruleset as played,
 * the umpire, the umpire's remarks, how each game ended. Spread into each console catalog.
 */
const en = {
  umpire: 'Umpire',
  sheetUmpire: 'Umpire: {name}',
  sheetEndPoints: 'won on points',
  sheetEndBoards: 'won on the board limit',
  sheetEndExtraBoard: 'won on the extra board',
  sheetEndTime: 'won on time',
  sheetEndForfeit: 'forfeit',
  sheetRulesExcept: '{preset}, except: {changes}',
} as const;

export type ScoreCardKey = keyof typeof en;
type Texts = Readonly<Record<ScoreCardKey, string>>;

const pl: Texts = {
  umpire: 'Sędzia',
  sheetUmpire: 'Sędzia: {name}',
  sheetEndPoints: 'wygrana na punkty',
  sheetEndBoards: 'wygrana po limicie rozdań',
  sheetEndExtraBoard: 'wygrana w dodatkowym rozdaniu',
  sheetEndTime: 'wygrana po upływie czasu',
  sheetEndForfeit: 'walkower',
  sheetRulesExcept: '{preset}, z wyjątkiem: {changes}',
};

const ru: Texts = {
  umpire: 'Судья',
  sheetUmpire: 'Судья: {name}',
  sheetEndPoints: 'победа по очкам',
  sheetEndBoards: 'победа по лимиту раздач',
  sheetEndExtraBoard: 'победа в доп. раздаче',
  sheetEndTime: 'победа по времени',
  sheetEndForfeit: 'неявка / отказ',
  sheetRulesExcept: '{preset}, кроме: {changes}',
};

const zh: Texts = {
  umpire: '裁判',
  sheetUmpire: '裁判：{name}',
  sheetEndPoints: '按分数获胜',
  sheetEndBoards: '按盘数上限获胜',
  sheetEndExtraBoard: '加赛盘获胜',
  sheetEndTime: '按时间获胜',
  sheetEndForfeit: '弃权',
  sheetRulesExcept: '{preset}，但：{changes}',
};

const it: Texts = {
  umpire: 'Arbitro',
  sheetUmpire: 'Arbitro: {name}',
  sheetEndPoints: 'vinto ai punti',
  sheetEndBoards: 'vinto al limite di mani',
  sheetEndExtraBoard: 'vinto alla mano supplementare',
  sheetEndTime: 'vinto al tempo',
  sheetEndForfeit: 'forfait',
  sheetRulesExcept: '{preset}, tranne: {changes}',
};

const hi: Texts = {
  umpire: 'अंपायर',
  sheetUmpire: 'अंपायर: {name}',
  sheetEndPoints: 'अंकों से जीता',
  sheetEndBoards: 'बोर्ड सीमा पर जीता',
  sheetEndExtraBoard: 'अतिरिक्त बोर्ड पर जीता',
  sheetEndTime: 'समय पर जीता',
  sheetEndForfeit: 'फ़ॉरफ़िट',
  sheetRulesExcept: '{preset}, इन बदलावों के साथ: {changes}',
};

export const scoreCardTexts = { en, pl, ru, zh, it, hi } as const satisfies Readonly<Record<Language, Texts>>;
