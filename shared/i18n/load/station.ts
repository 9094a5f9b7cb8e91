import { translator } from '../core';
import type { StationTranslate } from '../console';
import type { Language } from '../languages';
import { loadScoreboardMessages } from '../messages/scoreboard/load';
import { loadStationMessages } from '../messages/station/load';
import { mergedMessages } from './merge';

/** The timekeeper's and umpire's phones: the station group and the scoreboard's words (the clocks' states). */
export async function loadStationTranslator(language: Language): Promise<StationTranslate> {
  return translator(await mergedMessages([loadStationMessages, loadScoreboardMessages], language), language);
}
