/**
 * A ruleset is data: every law that differs between the ICF default and the variants clubs
 * use is one setting here. The engine never branches on a preset's name.
 */
import { ICF_SETTINGS, type RulesetSettings } from './settings';

export {
  BREAK_ORDERS,
  RULE_SETTINGS,
  SETTING_NAMES,
  type BreakOrder,
  type RulesetSettings,
  type SettingName,
} from './settings';

/** A match's settings (declared in ./settings.ts) and the preset they started from. */
export type Ruleset = {
  /** Name of the preset these settings started from (for display and export only). */
  readonly preset: PresetName;
} & RulesetSettings;

export const PRESET_NAMES = ['icf', 'club-21', 'queen-5', 'free-play', 'three-player'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

const ICF: RulesetSettings = ICF_SETTINGS;

export const PRESETS: Readonly<Record<PresetName, RulesetSettings>> = {
  icf: ICF,
  'club-21': { ...ICF, queenCutoff: 21, timeLimitMinutes: 25, strokeSeconds: 10 },
  'queen-5': { ...ICF, queenPoints: 5, queenCutoff: null, boardCap: null, bestOf: 1 },
  'free-play': {
    ...ICF,
    queenCutoff: null,
    boardCap: null,
    target: null,
    boardLimit: null,
    bestOf: 1,
    breakOrder: 'loser',
    gameBreak: 'loser',
    strokeSeconds: 60,
  },
  'three-player': {
    ...ICF,
    queenPoints: 5,
    queenCutoff: null,
    boardCap: null,
    bestOf: 1,
    strokeSeconds: null,
  },
};

/** Match stage: up to pre-quarterfinals, or quarterfinals on (no board limit, law 56/60). */
export type Stage = 'early' | 'knockout';
export const STAGES: readonly Stage[] = ['early', 'knockout'];

export type MatchType = 'singles' | 'doubles' | 'three-player';
export const MATCH_TYPES: readonly MatchType[] = ['singles', 'doubles', 'three-player'];

/** Settings the knockout stage (quarterfinals on) drops unless the match sets them itself. */
export const KNOCKOUT_OVERRIDES: Partial<RulesetSettings> = { boardLimit: null, sideChangeAfterBoards: null };

/** What a preset's settings are at a stage, before the match's own changes. */
export function stageBase(preset: PresetName, stage: Stage): RulesetSettings {
  return stage === 'knockout' ? { ...PRESETS[preset], ...KNOCKOUT_OVERRIDES } : PRESETS[preset];
}

export function isPresetName(name: unknown): name is PresetName {
  return typeof name === 'string' && (PRESET_NAMES as readonly string[]).includes(name);
}

export function defaultPresetFor(type: MatchType): PresetName {
  return type === 'three-player' ? 'three-player' : 'icf';
}
