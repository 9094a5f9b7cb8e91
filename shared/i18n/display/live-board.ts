import type { Language } from '../languages';

/** Statistics of the tracked boards (issue 28): the display between games and the score sheet. */
const statsEn = {
  'stats.title': 'Statistics of the tracked boards',
  'stats.strokes': 'Strokes',
  'stats.pocketing': 'Pocketing strokes',
  'stats.fouls': 'Fouls',
  'stats.dues': 'Dues',
  'stats.queenPocketed': 'Queen pocketed',
  'stats.queenCovered': 'Queen covered',
  'stats.queenLost': 'Queen lost',
  'stats.whiteSlams': 'White Slams (26a)',
  'stats.blackSlams': 'Black Slams (26a)',
  'stats.board': 'Game {game}, board {board}: {strokes} strokes, {turns} turns',
} as const;

export const statisticsTexts: { readonly en: typeof statsEn } & Readonly<
  Record<Exclude<Language, 'en'>, { readonly [K in keyof typeof statsEn]: string }>
> = {
  en: statsEn,
  pl: {
    'stats.title': 'Statystyki zapisanych rozdań',
    'stats.strokes': 'Uderzenia',
    'stats.pocketing': 'Uderzenia z wbiciem',
    'stats.fouls': 'Faule',
    'stats.dues': 'Kary',
    'stats.queenPocketed': 'Królowa wbita',
    'stats.queenCovered': 'Królowa pokryta',
    'stats.queenLost': 'Królowa stracona',
    'stats.whiteSlams': 'Białe szlemy (26a)',
    'stats.blackSlams': 'Czarne szlemy (26a)',
    'stats.board': 'Gra {game}, rozdanie {board}: uderzeń {strokes}, kolejek {turns}',
  },
  ru: {
    'stats.title': 'Статистика записанных досок',
    'stats.strokes': 'Удары',
    'stats.pocketing': 'Удары с забитием',
    'stats.fouls': 'Фолы',
    'stats.dues': 'Штрафные фишки',
    'stats.queenPocketed': 'Королева забита',
    'stats.queenCovered': 'Королева покрыта',
    'stats.queenLost': 'Королева потеряна',
    'stats.whiteSlams': 'Белые шлемы (26a)',
    'stats.blackSlams': 'Чёрные шлемы (26a)',
    'stats.board': 'Партия {game}, доска {board}: ударов {strokes}, ходов {turns}',
  },
  zh: {
    'stats.title': '逐杆记录各局的统计',
    'stats.strokes': '击球',
    'stats.pocketing': '有子落袋的击球',
    'stats.fouls': '犯规',
    'stats.dues': '罚子',
    'stats.queenPocketed': '皇后落袋',
    'stats.queenCovered': '皇后被掩护',
    'stats.queenLost': '皇后失去',
    'stats.whiteSlams': '白大满贯（26a）',
    'stats.blackSlams': '黑大满贯（26a）',
    'stats.board': '第 {game} 盘第 {board} 局：{strokes} 杆，{turns} 轮',
  },
  it: {
    'stats.title': 'Statistiche dei board registrati',
    'stats.strokes': 'Colpi',
    'stats.pocketing': 'Colpi a segno',
    'stats.fouls': 'Falli',
    'stats.dues': 'Penalità',
    'stats.queenPocketed': 'Regina imbucata',
    'stats.queenCovered': 'Regina coperta',
    'stats.queenLost': 'Regina persa',
    'stats.whiteSlams': 'Slam bianchi (26a)',
    'stats.blackSlams': 'Slam neri (26a)',
    'stats.board': 'Partita {game}, board {board}: {strokes} colpi, {turns} turni',
  },
  hi: {
    'stats.title': 'दर्ज बोर्डों के आँकड़े',
    'stats.strokes': 'स्ट्रोक',
    'stats.pocketing': 'पॉकेट करने वाले स्ट्रोक',
    'stats.fouls': 'फ़ाउल',
    'stats.dues': 'ड्यू',
    'stats.queenPocketed': 'क्वीन पॉकेट',
    'stats.queenCovered': 'क्वीन कवर',
    'stats.queenLost': 'क्वीन गँवाई',
    'stats.whiteSlams': 'व्हाइट स्लैम (26a)',
    'stats.blackSlams': 'ब्लैक स्लैम (26a)',
    'stats.board': 'गेम {game}, बोर्ड {board}: {strokes} स्ट्रोक, {turns} टर्न',
  },
};

/** The tracked board in play on the hall's screens (the board tracker). */
const en = {
  'live.onTurn': 'On turn',
  'live.left': '{count} C/m left',
  'live.owed': 'Dues owed: {count}',
  'live.queenBoard': 'Queen on the board',
  'live.queenPending': 'Queen pocketed: to cover',
  'live.queenCovered': 'Queen covered',
  'live.awaitingAward': "Waiting for the umpire's decision",
  ...statsEn,
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
    ...statisticsTexts.pl,
  },
  ru: {
    'live.onTurn': 'Ход',
    'live.left': 'На доске: {count}',
    'live.owed': 'Долг штрафных: {count}',
    'live.queenBoard': 'Королева на доске',
    'live.queenPending': 'Королева забита: нужно покрыть',
    'live.queenCovered': 'Королева покрыта',
    'live.awaitingAward': 'Ждём решения судьи',
    ...statisticsTexts.ru,
  },
  zh: {
    'live.onTurn': '击球中',
    'live.left': '剩余 {count} 子',
    'live.owed': '欠罚子：{count}',
    'live.queenBoard': '皇后在盘上',
    'live.queenPending': '皇后已落袋：待跟进',
    'live.queenCovered': '皇后已跟进',
    'live.awaitingAward': '等待裁判判定',
    ...statisticsTexts.zh,
  },
  it: {
    'live.onTurn': 'Di turno',
    'live.left': 'Pedine in gioco: {count}',
    'live.owed': 'Penalità dovute: {count}',
    'live.queenBoard': 'Regina sul tavolo',
    'live.queenPending': 'Regina imbucata: da coprire',
    'live.queenCovered': 'Regina coperta',
    'live.awaitingAward': 'In attesa della decisione dell’arbitro',
    ...statisticsTexts.it,
  },
  hi: {
    'live.onTurn': 'बारी',
    'live.left': 'बोर्ड पर {count} गोटियाँ',
    'live.owed': 'बकाया ड्यू: {count}',
    'live.queenBoard': 'क्वीन बोर्ड पर',
    'live.queenPending': 'क्वीन पॉकेट: कवर करना है',
    'live.queenCovered': 'क्वीन कवर हुई',
    'live.awaitingAward': 'अंपायर के निर्णय की प्रतीक्षा',
    ...statisticsTexts.hi,
  },
};
