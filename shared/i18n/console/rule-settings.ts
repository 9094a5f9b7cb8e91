import type { SettingName } from '../../rules/settings';

/** Each ruleset setting's label and explanation are the catalog keys `setting.<name>` and `setting.<name>.explain` (messages/rules). */
export type SettingLabelKey = `setting.${SettingName}`;
export type SettingExplainKey = `setting.${SettingName}.explain`;

export function settingLabelKey(name: SettingName): SettingLabelKey {
  return `setting.${name}`;
}

export function settingExplainKey(name: SettingName): SettingExplainKey {
  return `setting.${name}.explain`;
}
