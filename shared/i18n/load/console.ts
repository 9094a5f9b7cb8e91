import { translator } from '../core';
import type { ConsoleTranslate } from '../console';
import type { Language } from '../languages';
import { loadConsoleMessages } from '../messages/console/load';
import { loadPaperworkMessages } from '../messages/paperwork/load';
import { loadRulesMessages } from '../messages/rules/load';
import { loadStationMessages } from '../messages/station/load';
import { mergedMessages } from './merge';

/** The operator's console: its own words, the stations', the paperwork's and the rules'. */
export async function loadConsoleTranslator(language: Language): Promise<ConsoleTranslate> {
  const loaders = [loadConsoleMessages, loadStationMessages, loadPaperworkMessages, loadRulesMessages];
  return translator(await mergedMessages(loaders, language), language);
}
