import { RULE_SETTINGS, SETTING_NAMES, type SettingName } from '../../rules/settings';
import type { Language } from '../languages';

/**
 * The console's texts of the ruleset settings come from the settings table (shared/rules/settings.ts):
 * each setting gets a label key and an explanation key in every catalog, without a catalog line.
 */
export type SettingLabelKey = `setting.${SettingName}`;
export type SettingExplainKey = `setting.${SettingName}.explain`;

export function settingLabelKey(name: SettingName): SettingLabelKey {
  return `setting.${name}`;
}

export function settingExplainKey(name: SettingName): SettingExplainKey {
  return `setting.${name}.explain`;
}

/** Every setting's label and explanation in one language, keyed as the catalogs key them. */
export function settingTexts(
  language: Language,
): Readonly<Record<SettingLabelKey | SettingExplainKey, string>> {
  return Object.fromEntries(
    SETTING_NAMES.flatMap((name) => [
      [settingLabelKey(name), RULE_SETTINGS[name].label[language]],
      [settingExplainKey(name), RULE_SETTINGS[name].explain[language]],
    ]),
  ) as Record<SettingLabelKey | SettingExplainKey, string>;
}
