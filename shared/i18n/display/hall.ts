/**
 * The hall's words (issue 14): queen status in words, the last board, why a game ended, and
 * results that read winner first. Spread into each display catalog with one line.
 */
import type { Language } from '../languages';

/** The reference (English) texts: their literal types let the translator check placeholders. */
const en = {
  queenCounts: 'Queen counts',
  queenNoLongerCountsFor: 'Queen no longer counts for {name}',
  lastBoardOf: 'Last board · {board} of {limit}',
  timeUpAfter: 'Time up after board {board}',
  matchResult: '{name} wins {games}',
  beats: '{winner} beats {loser} {scores}',
} as const;

export type HallTexts = { readonly [K in keyof typeof en]: string };

export const hallTexts = {
  en,
  pl: {
    queenCounts: 'Królowa się liczy',
    queenNoLongerCountsFor: 'Królowa już się nie liczy: {name}',
    lastBoardOf: 'Ostatnie rozdanie · {board} z {limit}',
    timeUpAfter: 'Koniec czasu po rozdaniu {board}',
    matchResult: '{name} wygrywa {games}',
    beats: '{winner} pokonuje {loser} {scores}',
  },
  ru: {
    queenCounts: 'Королева в счёт',
    queenNoLongerCountsFor: 'Королева уже не в счёт: {name}',
    lastBoardOf: 'Последняя раздача · {board} из {limit}',
    timeUpAfter: 'Время вышло после раздачи {board}',
    matchResult: '{name} побеждает {games}',
    beats: '{winner} обыгрывает {loser} {scores}',
  },
  zh: {
    queenCounts: '皇后计分',
    queenNoLongerCountsFor: '{name} 的皇后不再计分',
    lastBoardOf: '最后一盘 · 第 {board} 盘 / {limit}',
    timeUpAfter: '第 {board} 盘后时间到',
    matchResult: '{name} 以 {games} 获胜',
    beats: '{winner} 以 {scores} 战胜 {loser}',
  },
  it: {
    queenCounts: 'La regina conta',
    queenNoLongerCountsFor: 'La regina non conta più per {name}',
    lastBoardOf: 'Ultima mano · {board} di {limit}',
    timeUpAfter: 'Tempo scaduto dopo la mano {board}',
    matchResult: '{name} vince {games}',
    beats: '{winner} batte {loser} {scores}',
  },
  hi: {
    queenCounts: 'क्वीन गिनी जाएगी',
    queenNoLongerCountsFor: '{name} के लिए क्वीन अब नहीं गिनी जाएगी',
    lastBoardOf: 'अंतिम बोर्ड · {board} / {limit}',
    timeUpAfter: 'बोर्ड {board} के बाद समय समाप्त',
    matchResult: '{name} {games} से जीते',
    beats: '{winner} ने {loser} को {scores} से हराया',
  },
} as const satisfies Readonly<Record<Language, HallTexts>>;
