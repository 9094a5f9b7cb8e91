import type { SideStatistics, StatisticsView } from '../../shared/contract/scoreboard-view';

export type StatisticsKey =
  | 'stats.strokes'
  | 'stats.pocketing'
  | 'stats.fouls'
  | 'stats.dues'
  | 'stats.queenPocketed'
  | 'stats.queenCovered'
  | 'stats.queenLost'
  | 'stats.whiteSlams'
  | 'stats.blackSlams';

const ROWS: readonly (readonly [StatisticsKey, keyof SideStatistics])[] = [
  ['stats.strokes', 'strokes'],
  ['stats.pocketing', 'pocketing'],
  ['stats.fouls', 'fouls'],
  ['stats.dues', 'dues'],
  ['stats.queenPocketed', 'queenPocketed'],
  ['stats.queenCovered', 'queenCovered'],
  ['stats.queenLost', 'queenLost'],
  ['stats.whiteSlams', 'whiteSlams'],
  ['stats.blackSlams', 'blackSlams'],
];

/** The statistics table, one row per figure, one value per side (the slams only when there is one). */
export function statisticsRows(
  statistics: StatisticsView,
  label: (key: StatisticsKey) => string,
): { readonly key: StatisticsKey; readonly label: string; readonly values: readonly number[] }[] {
  return ROWS.filter(
    ([key, field]) =>
      (key !== 'stats.whiteSlams' && key !== 'stats.blackSlams') ||
      statistics.sides.some((side) => side[field] > 0),
  ).map(([key, field]) => ({ key, label: label(key), values: statistics.sides.map((side) => side[field]) }));
}
