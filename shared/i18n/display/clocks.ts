import type { Catalog } from '../core';
import type { Language } from '../languages';

/** The display's and the overlay's words for the clocks, the timekeeper's countdowns and the buzzer. */
const en = {
  clockReady: 'Ready',
  timeOutFor: 'Time-out · {name}',
  intervalBetweenGames: 'Interval',
  strokeTimeUp: 'Stroke time up',
  countdownOver: 'Play resumes',
} as const;

type ClockDisplayKey = keyof typeof en;

export const clockDisplayTexts: { readonly en: typeof en } & Readonly<
  Record<Exclude<Language, 'en'>, Catalog<ClockDisplayKey>>
> = {
  en,
  pl: {
    clockReady: 'Gotowy',
    timeOutFor: 'Przerwa · {name}',
    intervalBetweenGames: 'Przerwa między grami',
    strokeTimeUp: 'Czas na uderzenie minął',
    countdownOver: 'Wznowienie gry',
  },
  ru: {
    clockReady: 'Готово',
    timeOutFor: 'Тайм-аут · {name}',
    intervalBetweenGames: 'Перерыв',
    strokeTimeUp: 'Время на удар вышло',
    countdownOver: 'Игра продолжается',
  },
  zh: {
    clockReady: '就绪',
    timeOutFor: '暂停 · {name}',
    intervalBetweenGames: '局间休息',
    strokeTimeUp: '击球时间到',
    countdownOver: '恢复比赛',
  },
  it: {
    clockReady: 'Pronto',
    timeOutFor: 'Sospensione · {name}',
    intervalBetweenGames: 'Intervallo',
    strokeTimeUp: 'Tempo del colpo scaduto',
    countdownOver: 'Si riprende il gioco',
  },
  hi: {
    clockReady: 'तैयार',
    timeOutFor: 'टाइम-आउट · {name}',
    intervalBetweenGames: 'गेमों के बीच विराम',
    strokeTimeUp: 'स्ट्रोक का समय समाप्त',
    countdownOver: 'खेल फिर शुरू',
  },
};
