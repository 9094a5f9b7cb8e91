import { translator } from '../core';
import type { StationTranslate } from '../console';
import type { Language } from '../languages';
import { loadStationMessages } from '../messages/station/load';

/** The timekeeper's and umpire's phones: the station group only. */
export async function loadStationTranslator(language: Language): Promise<StationTranslate> {
  return translator(await loadStationMessages(language), language);
}
