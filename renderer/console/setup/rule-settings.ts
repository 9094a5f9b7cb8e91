import type { ConsoleKey } from '../../../shared/i18n/console';
import type { MatchType, RulesetSettings, SettingName } from '../../../shared/rules/ruleset';

export type SettingKind = 'count' | 'optionalCount' | 'order';

export interface SettingInfo {
  readonly name: SettingName;
  readonly kind: SettingKind;
  readonly label: ConsoleKey;
  readonly explain: ConsoleKey;
  /** Only meaningful for these match types (all when absent). */
  readonly only?: readonly MatchType[];
}

/** Every ruleset setting, in the order an official reads them, with its explanation in words. */
export const SETTINGS: readonly SettingInfo[] = [
  { name: 'target', kind: 'optionalCount', label: 'setTarget', explain: 'explainTarget' },
  { name: 'boardLimit', kind: 'optionalCount', label: 'setBoardLimit', explain: 'explainBoardLimit' },
  { name: 'bestOf', kind: 'count', label: 'setBestOf', explain: 'explainBestOf' },
  { name: 'queenPoints', kind: 'count', label: 'setQueenPoints', explain: 'explainQueenPoints' },
  { name: 'queenCutoff', kind: 'optionalCount', label: 'setQueenCutoff', explain: 'explainQueenCutoff' },
  { name: 'boardCap', kind: 'optionalCount', label: 'setBoardCap', explain: 'explainBoardCap' },
  { name: 'breakOrder', kind: 'order', label: 'setBreakOrder', explain: 'explainBreakOrder' },
  { name: 'gameBreak', kind: 'order', label: 'setGameBreak', explain: 'explainGameBreak' },
  { name: 'timeLimitMinutes', kind: 'optionalCount', label: 'setTimeLimit', explain: 'explainTimeLimit' },
  {
    name: 'strokeSeconds',
    kind: 'optionalCount',
    label: 'setStrokeSeconds',
    explain: 'explainStrokeSeconds',
  },
  {
    name: 'sideChangeAfterBoards',
    kind: 'optionalCount',
    label: 'setSideChangeBoards',
    explain: 'explainSideChangeBoards',
    only: ['singles', 'doubles'],
  },
  {
    name: 'sideChangePoints',
    kind: 'optionalCount',
    label: 'setSideChangePoints',
    explain: 'explainSideChangePoints',
    only: ['singles', 'doubles'],
  },
  {
    name: 'blackPoints',
    kind: 'count',
    label: 'setBlackPoints',
    explain: 'explainBlackPoints',
    only: ['three-player'],
  },
  {
    name: 'whitePoints',
    kind: 'count',
    label: 'setWhitePoints',
    explain: 'explainWhitePoints',
    only: ['three-player'],
  },
];

/** Only the settings that differ from the preset travel with the match. */
export function overridesOf(
  base: RulesetSettings,
  chosen: Readonly<Record<SettingName, unknown>>,
): Partial<Record<SettingName, unknown>> {
  const overrides: Partial<Record<SettingName, unknown>> = {};
  for (const info of SETTINGS) {
    if (chosen[info.name] !== undefined && chosen[info.name] !== base[info.name]) {
      overrides[info.name] = chosen[info.name];
    }
  }
  return overrides;
}
