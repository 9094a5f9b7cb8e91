import { translator } from '../core';
import type { ConsoleTranslate } from '../console';
import type { Language } from '../languages';
import { loadConsoleMessages } from '../messages/console/load';
import { loadPaperworkMessages } from '../messages/paperwork/load';
import { loadRulesMessages } from '../messages/rules/load';
import { loadScoreboardMessages } from '../messages/scoreboard/load';
import { loadStatisticsMessages } from '../messages/statistics/load';
import { loadStationMessages } from '../messages/station/load';
import { mergedMessages } from './merge';

/**
 * The operator's console: its own words, the stations', the paperwork's, the rules', the
 * statistics' and the scoreboard's.
 */
export async function loadConsoleTranslator(language: Language): Promise<ConsoleTranslate> {
  const loaders = [
    loadConsoleMessages,
    loadStationMessages,
    loadPaperworkMessages,
    loadRulesMessages,
    loadStatisticsMessages,
    loadScoreboardMessages,
  ];
  return translator(await mergedMessages(loaders, language), language);
}
