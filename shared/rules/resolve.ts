import { quote } from '../text/quote';
import { BREAK_ORDERS, settingDeclaration, type SettingDeclaration } from './settings';
import {
  SETTING_NAMES,
  defaultPresetFor,
  stageBase,
  isPresetName,
  type MatchType,
  type PresetName,
  type Ruleset,
  type RulesetSettings,
  type SettingName,
  type Stage,
} from './ruleset';

/** What a match asks for: a preset name, or a preset with single settings overridden. */
export type RulesSpec = PresetName | ({ readonly preset?: PresetName } & Partial<RulesetSettings>);

export type ResolveResult =
  { readonly ok: true; readonly ruleset: Ruleset } | { readonly ok: false; readonly message: string };

type Check = (value: unknown) => string | null;

const wholeNumber =
  (min: number, max: number, nullable: boolean): Check =>
  (value) => {
    if (value === null) return nullable ? null : `must be a number from ${min} to ${max}`;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      return `must be a whole number from ${min} to ${max}${nullable ? ', or null for none' : ''}`;
    }
    return null;
  };

const oneOf =
  (...allowed: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && allowed.includes(value)
      ? null
      : `must be one of ${allowed.map((a) => `"${a}"`).join(', ')}`;

/** The check of one setting's value, from its declaration in the settings table. */
function checkOf(declaration: SettingDeclaration): Check {
  return declaration.kind === 'order'
    ? oneOf(...BREAK_ORDERS)
    : wholeNumber(declaration.min, declaration.max, declaration.kind === 'optionalCount');
}

const CHECKS = Object.fromEntries(
  SETTING_NAMES.map((name) => [name, checkOf(settingDeclaration(name))]),
) as Readonly<Record<SettingName, Check>>;

function isSettingName(key: string): key is SettingName {
  return (SETTING_NAMES as readonly string[]).includes(key);
}

export function resolveRuleset(spec: unknown, type: MatchType, stage: Stage): ResolveResult {
  let preset: PresetName = defaultPresetFor(type);
  let overrides: Record<string, unknown> = {};
  if (spec === undefined) {
    // keep the default preset for this type of match
  } else if (typeof spec === 'string') {
    if (!isPresetName(spec)) return fail(`${quote(spec)} is not a known ruleset preset`);
    preset = spec;
  } else if (typeof spec === 'object' && spec !== null && !Array.isArray(spec)) {
    const { preset: named, ...rest } = spec as Record<string, unknown>;
    if (named !== undefined) {
      if (!isPresetName(named)) return fail(`${quote(named)} is not a known ruleset preset`);
      preset = named;
    }
    overrides = rest;
  } else {
    return fail('the rules must be a preset name or an object of settings');
  }

  const settings: Record<string, unknown> = { ...stageBase(preset, stage) };
  for (const [key, value] of Object.entries(overrides)) {
    if (!isSettingName(key)) return fail(`${quote(key)} is not a ruleset setting`);
    const problem = CHECKS[key](value);
    if (problem) return fail(`the setting "${key}" ${problem}`);
    settings[key] = value;
  }
  const ruleset = { preset, ...settings } as Ruleset;
  const impossible = impossibleCombination(ruleset, type);
  return impossible ? fail(impossible) : { ok: true, ruleset };
}

/** Why a whole ruleset (as a stored match holds it) breaks a setting's range, or null. */
export function rulesetProblem(ruleset: Ruleset): string | null {
  if (!isPresetName(ruleset.preset)) return `${quote(ruleset.preset)} is not a known ruleset preset`;
  for (const name of SETTING_NAMES) {
    const problem = CHECKS[name](ruleset[name]);
    if (problem) return `the setting "${name}" ${problem}`;
  }
  return null;
}

function fail(message: string): ResolveResult {
  return { ok: false, message };
}

/** Combinations that would make a match impossible to finish or a law impossible to apply. */
export function impossibleCombination(rules: Ruleset, type: MatchType): string | null {
  if (rules.bestOf % 2 === 0) {
    return `a match must be best of an odd number of games (got ${rules.bestOf}), so it cannot end level`;
  }
  const gamesEnd = rules.target !== null || rules.boardLimit !== null || rules.timeLimitMinutes !== null;
  if (!gamesEnd && rules.bestOf > 1) {
    return 'a match of several games needs games that end: set a target, a board limit or a time limit';
  }
  const warning = timeWarningProblem(rules);
  if (warning) return warning;
  if (type === 'three-player' && (rules.breakOrder === 'loser' || rules.gameBreak === 'loser')) {
    return 'in the three-player game the break rotates through the players; "loser breaks" needs two sides';
  }
  return null;
}

/** The time warning sounds some minutes before the game's time limit: it needs one, and less. */
function timeWarningProblem(rules: Ruleset): string | null {
  const warning = rules.timeWarningMinutes;
  if (warning === null) return null;
  if (rules.timeLimitMinutes === null) {
    return `a time warning (${minutes(warning)} before the end) needs a time limit: set one, or clear the warning`;
  }
  if (warning >= rules.timeLimitMinutes) {
    return `the time warning (${minutes(warning)} before the end) must be shorter than the time limit (${minutes(rules.timeLimitMinutes)})`;
  }
  return null;
}

const minutes = (count: number): string => `${count} ${count === 1 ? 'minute' : 'minutes'}`;
