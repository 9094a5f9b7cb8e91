/**
 * Terms the console shares with the hall display (issue 13 items 8 and 10): match point and the
 * last board, in the display's words. Spread into each console catalog with one line.
 */
import type { Language } from '../languages';

export interface ConsoleHallTexts {
  readonly matchPoint: string;
  readonly lastRegularBoard: string;
}

export const consoleHallTexts: Readonly<Record<Language, ConsoleHallTexts>> = {
  en: { matchPoint: 'Match point', lastRegularBoard: 'Last board' },
  pl: { matchPoint: 'Punkt na mecz', lastRegularBoard: 'Ostatnie rozdanie' },
  ru: { matchPoint: 'Матчбол', lastRegularBoard: 'Последняя раздача' },
  zh: { matchPoint: '赛点', lastRegularBoard: '最后一盘' },
  it: { matchPoint: 'Punto incontro', lastRegularBoard: 'Ultima mano' },
  hi: { matchPoint: 'मैच पॉइंट', lastRegularBoard: 'अंतिम बोर्ड' },
};
