import type { PlainConsoleKey } from '../../../shared/i18n/console';
import { settingExplainKey, settingLabelKey } from '../../../shared/i18n/console/rule-settings';
import {
  RULE_SETTINGS,
  SETTING_NAMES,
  type MatchType,
  type RulesetSettings,
  type SettingName,
} from '../../../shared/rules/ruleset';
import type { SettingKind } from '../../../shared/rules/settings';

export interface SettingInfo {
  readonly name: SettingName;
  readonly kind: SettingKind;
  readonly label: PlainConsoleKey;
  readonly explain: PlainConsoleKey;
  /** Only meaningful for these match types (all when absent). */
  readonly only?: readonly MatchType[];
}

function infoOf(name: SettingName): SettingInfo {
  const declaration = RULE_SETTINGS[name];
  return {
    name,
    kind: declaration.kind,
    label: settingLabelKey(name),
    explain: settingExplainKey(name),
    ...('only' in declaration ? { only: declaration.only } : {}),
  };
}

/** Every ruleset setting, in the order an official reads them (the table's `form` positions). */
export const SETTINGS: readonly SettingInfo[] = [...SETTING_NAMES]
  .sort((a, b) => RULE_SETTINGS[a].form - RULE_SETTINGS[b].form)
  .map(infoOf);

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
