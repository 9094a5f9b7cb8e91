import { PRESETS, PRESET_NAMES, type RulesetSettings } from '../../rules/ruleset';
import rulesEn from '../messages/rules/en.json';
import {
  RULE_SETTINGS,
  SETTING_NAMES,
  type SettingDeclaration,
  type SettingName,
} from '../../rules/settings';

/**
 * docs/rule-settings.md as Markdown, written from the settings table (shared/rules/settings.ts)
 * and the presets, so the document cannot fall behind them. Prettier aligns the columns.
 */
export function ruleSettingsDoc(): string {
  return [
    '# Ruleset settings',
    '',
    '<!-- Generated from shared/rules/settings.ts by `npx tsx tests/contract/write-docs.ts`: do not edit by hand. -->',
    '',
    'Every law that differs between the ICF default and the variants clubs use is one setting. A match',
    'names a preset and may change any setting (`rules: { preset, ...settings }`); the console shows the',
    'settings in this order. In the knockout stage (quarterfinals on) the board limit and the side change',
    'after boards are none unless the match sets them itself.',
    '',
    settingsTable(),
    '',
    '## Presets',
    '',
    presetsTable(),
    '',
  ].join('\n');
}

function formOrder(): readonly SettingName[] {
  return [...SETTING_NAMES].sort((a, b) => RULE_SETTINGS[a].form - RULE_SETTINGS[b].form);
}

function settingsTable(): string {
  const header = ['setting', 'field', 'values', 'matches', 'meaning'];
  const rows = formOrder().map((name) => {
    const declaration: SettingDeclaration = RULE_SETTINGS[name];
    return [
      rulesEn[`setting.${name}`],
      `\`${name}\``,
      valuesOf(declaration),
      declaration.only ? declaration.only.join(', ') : 'all',
      rulesEn[`setting.${name}.explain`],
    ];
  });
  return table(header, rows);
}

function presetsTable(): string {
  const header = ['field', ...PRESET_NAMES.map((preset) => `\`${preset}\``)];
  const rows = formOrder().map((name) => [
    `\`${name}\``,
    ...PRESET_NAMES.map((preset) => valueText(PRESETS[preset][name])),
  ]);
  return table(header, rows);
}

function valuesOf(declaration: SettingDeclaration): string {
  if (declaration.kind === 'order') return '`alternate`, `loser`';
  const range = `${declaration.min}–${declaration.max}`;
  return declaration.kind === 'optionalCount' ? `${range} or none (\`null\`)` : range;
}

function valueText(value: RulesetSettings[SettingName]): string {
  return value === null ? 'none' : String(value);
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
