import type { Language } from '../languages';

/**
 * Results read winner first on the console, the printed sheet and the match list (issue 13
 * item 9): a forfeit says who won and why, not "0–0". Spread into each catalog.
 */
const en = {
  resultResigned: '{winner} wins the match: {loser} resigned',
  resultWalkover: '{winner} wins the match by walkover: {loser} did not appear',
  resultLeft: '{winner} wins the match: {loser} left the match',
  resultTechnical: '{winner} wins the match by a technical decision against {loser}',
  resultWithGames: '{text} (games {games})',
  listWins: '{name} wins {games}',
  listDamaged: 'Record unreadable from event {seq}: no result shown',
} as const;

export type ResultWordsKey = keyof typeof en;

export const resultWordsTexts = {
  en,
  pl: {
    resultResigned: '{winner} wygrywa mecz: poddanie ({loser})',
    resultWalkover: '{winner} wygrywa mecz walkowerem: nie stawił się ({loser})',
    resultLeft: '{winner} wygrywa mecz: opuszczenie meczu ({loser})',
    resultTechnical: '{winner} wygrywa mecz decyzją techniczną sędziego; przegrywa {loser}',
    resultWithGames: '{text} (gry {games})',
    listWins: '{name} wygrywa {games}',
    listDamaged: 'Zapis nieczytelny od zdarzenia {seq}: wynik nie jest pokazany',
  },
  ru: {
    resultResigned: '{winner} выигрывает матч: {loser} сдаётся',
    resultWalkover: '{winner} выигрывает матч: неявка ({loser})',
    resultLeft: '{winner} выигрывает матч: {loser} покидает матч',
    resultTechnical: '{winner} выигрывает матч техническим решением судьи; проигрывает {loser}',
    resultWithGames: '{text} (партии {games})',
    listWins: '{name} выигрывает {games}',
    listDamaged: 'Запись не читается с события {seq}: результат не показан',
  },
  zh: {
    resultResigned: '{winner} 赢得比赛：{loser} 认输',
    resultWalkover: '{winner} 不战而胜：{loser} 未到场',
    resultLeft: '{winner} 赢得比赛：{loser} 中途离场',
    resultTechnical: '{winner} 经裁判技术判定赢得比赛，{loser} 判负',
    resultWithGames: '{text}（局数 {games}）',
    listWins: '{name} 以 {games} 获胜',
    listDamaged: '记录从第 {seq} 个事件起无法读取：不显示结果',
  },
  it: {
    resultResigned: '{winner} vince l’incontro: {loser} si ritira',
    resultWalkover: '{winner} vince l’incontro per walkover: {loser} non si è presentato',
    resultLeft: '{winner} vince l’incontro: {loser} ha lasciato l’incontro',
    resultTechnical: '{winner} vince l’incontro per decisione tecnica dell’arbitro contro {loser}',
    resultWithGames: '{text} (partite {games})',
    listWins: '{name} vince {games}',
    listDamaged: 'Registro illeggibile dall’evento {seq}: nessun risultato mostrato',
  },
  hi: {
    resultResigned: '{winner} ने मैच जीता: {loser} ने हार मान ली',
    resultWalkover: '{winner} ने वॉकओवर से मैच जीता: {loser} नहीं आए',
    resultLeft: '{winner} ने मैच जीता: {loser} ने मैच छोड़ दिया',
    resultTechnical: '{winner} ने रेफ़री के तकनीकी निर्णय से {loser} के विरुद्ध मैच जीता',
    resultWithGames: '{text} (गेम {games})',
    listWins: '{name} ने {games} से जीता',
    listDamaged: 'रिकॉर्ड इवेंट {seq} से पढ़ा नहीं जा सकता: कोई परिणाम नहीं दिखाया गया',
  },
} satisfies Readonly<Record<Language, Readonly<Record<ResultWordsKey, string>>>>;
