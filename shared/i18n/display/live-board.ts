import type { Language } from '../languages';

/** The tracked board in play on the hall's screens (the board tracker). */
const en = {
  'live.onTurn': 'On turn',
  'live.left': '{count} C/m left',
  'live.owed': 'Dues owed: {count}',
  'live.queenBoard': 'Queen on the board',
  'live.queenPending': 'Queen pocketed: to cover',
  'live.queenCovered': 'Queen covered',
  'live.awaitingAward': "Waiting for the umpire's decision",
} as const;

type LiveTexts = { readonly [K in keyof typeof en]: string };

export const liveBoardTexts: { readonly en: typeof en } & Readonly<
  Record<Exclude<Language, 'en'>, LiveTexts>
> = {
  en,
  pl: {
    'live.onTurn': 'Przy uderzeniu',
    'live.left': 'Na planszy: {count}',
    'live.owed': 'Zaległe kary: {count}',
    'live.queenBoard': 'Królowa na planszy',
    'live.queenPending': 'Królowa wbita: do pokrycia',
    'live.queenCovered': 'Królowa pokryta',
    'live.awaitingAward': 'Czekamy na decyzję sędziego',
  },
  ru: {
    'live.onTurn': 'Ход',
    'live.left': 'На доске: {count}',
    'live.owed': 'Долг штрафных: {count}',
    'live.queenBoard': 'Королева на доске',
    'live.queenPending': 'Королева забита: нужно покрыть',
    'live.queenCovered': 'Королева покрыта',
    'live.awaitingAward': 'Ждём решения судьи',
  },
  zh: {
    'live.onTurn': '击球中',
    'live.left': '剩余 {count} 子',
    'live.owed': '欠罚子：{count}',
    'live.queenBoard': '皇后在盘上',
    'live.queenPending': '皇后已落袋：待跟进',
    'live.queenCovered': '皇后已跟进',
    'live.awaitingAward': '等待裁判判定',
  },
  it: {
    'live.onTurn': 'Di turno',
    'live.left': 'Pedine in gioco: {count}',
    'live.owed': 'Penalità dovute: {count}',
    'live.queenBoard': 'Regina sul tavolo',
    'live.queenPending': 'Regina imbucata: da coprire',
    'live.queenCovered': 'Regina coperta',
    'live.awaitingAward': 'In attesa della decisione dell’arbitro',
  },
  hi: {
    'live.onTurn': 'बारी',
    'live.left': 'बोर्ड पर {count} गोटियाँ',
    'live.owed': 'बकाया ड्यू: {count}',
    'live.queenBoard': 'क्वीन बोर्ड पर',
    'live.queenPending': 'क्वीन पॉकेट: कवर करना है',
    'live.queenCovered': 'क्वीन कवर हुई',
    'live.awaitingAward': 'अंपायर के निर्णय की प्रतीक्षा',
  },
};
