import { translator } from '../core';
import type { DisplayTranslate } from '../display';
import type { Language } from '../languages';
import { loadDisplayMessages } from '../messages/display/load';
import { loadScoreboardMessages } from '../messages/scoreboard/load';
import { loadStatisticsMessages } from '../messages/statistics/load';
import { mergedMessages } from './merge';

/** The hall display and the overlay (and the console's preview of them): their words, the statistics' and the scoreboard's. */
export async function loadDisplayTranslator(language: Language): Promise<DisplayTranslate> {
  const loaders = [loadDisplayMessages, loadStatisticsMessages, loadScoreboardMessages];
  return translator(await mergedMessages(loaders, language), language);
}
