import { translator } from '../core';
import type { DisplayTranslate } from '../display';
import type { Language } from '../languages';
import { loadDisplayMessages } from '../messages/display/load';
import { loadStatisticsMessages } from '../messages/statistics/load';
import { mergedMessages } from './merge';

/** The hall display and the overlay (and the console's preview of them): their words and the statistics'. */
export async function loadDisplayTranslator(language: Language): Promise<DisplayTranslate> {
  return translator(await mergedMessages([loadDisplayMessages, loadStatisticsMessages], language), language);
}
