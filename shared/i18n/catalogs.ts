import type { Messages } from './core';
import type { Language } from './languages';
import type { MessageGroup } from './messages/groups';
import consoleEn from './messages/console/en.json';
import consoleHi from './messages/console/hi.json';
import consoleIt from './messages/console/it.json';
import consolePl from './messages/console/pl.json';
import consoleRu from './messages/console/ru.json';
import consoleZh from './messages/console/zh.json';
import displayEn from './messages/display/en.json';
import displayHi from './messages/display/hi.json';
import displayIt from './messages/display/it.json';
import displayPl from './messages/display/pl.json';
import displayRu from './messages/display/ru.json';
import displayZh from './messages/display/zh.json';
import paperworkEn from './messages/paperwork/en.json';
import paperworkHi from './messages/paperwork/hi.json';
import paperworkIt from './messages/paperwork/it.json';
import paperworkPl from './messages/paperwork/pl.json';
import paperworkRu from './messages/paperwork/ru.json';
import paperworkZh from './messages/paperwork/zh.json';
import rulesEn from './messages/rules/en.json';
import rulesHi from './messages/rules/hi.json';
import rulesIt from './messages/rules/it.json';
import rulesPl from './messages/rules/pl.json';
import rulesRu from './messages/rules/ru.json';
import rulesZh from './messages/rules/zh.json';
import scoreboardEn from './messages/scoreboard/en.json';
import scoreboardHi from './messages/scoreboard/hi.json';
import scoreboardIt from './messages/scoreboard/it.json';
import scoreboardPl from './messages/scoreboard/pl.json';
import scoreboardRu from './messages/scoreboard/ru.json';
import scoreboardZh from './messages/scoreboard/zh.json';
import statisticsEn from './messages/statistics/en.json';
import statisticsHi from './messages/statistics/hi.json';
import statisticsIt from './messages/statistics/it.json';
import statisticsPl from './messages/statistics/pl.json';
import statisticsRu from './messages/statistics/ru.json';
import statisticsZh from './messages/statistics/zh.json';
import stationEn from './messages/station/en.json';
import stationHi from './messages/station/hi.json';
import stationIt from './messages/station/it.json';
import stationPl from './messages/station/pl.json';
import stationRu from './messages/station/ru.json';
import stationZh from './messages/station/zh.json';
import venueEn from './messages/venue/en.json';
import venueHi from './messages/venue/hi.json';
import venueIt from './messages/venue/it.json';
import venuePl from './messages/venue/pl.json';
import venueRu from './messages/venue/ru.json';
import venueZh from './messages/venue/zh.json';

/**
 * Every catalog of every language, loaded at once: for tests, tools and Node. A page never imports
 * this module: it loads its own groups in its one language (shared/i18n/load/), which
 * tests/i18n/bundles.test.ts checks on the built pages.
 */
export const CATALOGS: Readonly<Record<MessageGroup, Readonly<Record<Language, Messages>>>> = {
  console: { en: consoleEn, pl: consolePl, ru: consoleRu, zh: consoleZh, it: consoleIt, hi: consoleHi },
  station: { en: stationEn, pl: stationPl, ru: stationRu, zh: stationZh, it: stationIt, hi: stationHi },
  paperwork: {
    en: paperworkEn,
    pl: paperworkPl,
    ru: paperworkRu,
    zh: paperworkZh,
    it: paperworkIt,
    hi: paperworkHi,
  },
  rules: { en: rulesEn, pl: rulesPl, ru: rulesRu, zh: rulesZh, it: rulesIt, hi: rulesHi },
  display: { en: displayEn, pl: displayPl, ru: displayRu, zh: displayZh, it: displayIt, hi: displayHi },
  statistics: {
    en: statisticsEn,
    pl: statisticsPl,
    ru: statisticsRu,
    zh: statisticsZh,
    it: statisticsIt,
    hi: statisticsHi,
  },
  scoreboard: {
    en: scoreboardEn,
    pl: scoreboardPl,
    ru: scoreboardRu,
    zh: scoreboardZh,
    it: scoreboardIt,
    hi: scoreboardHi,
  },
  venue: { en: venueEn, pl: venuePl, ru: venueRu, zh: venueZh, it: venueIt, hi: venueHi },
};

/** The messages of several groups in one language, as one catalog (a screen's whole vocabulary). */
export function mergedCatalog(groups: readonly MessageGroup[], language: Language): Messages {
  return Object.assign({}, ...groups.map((group) => CATALOGS[group][language])) as Messages;
}
