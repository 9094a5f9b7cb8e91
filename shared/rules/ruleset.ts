/**
 * A ruleset is data: every law that differs between the ICF default and the variants clubs
 * use is one setting here. The engine never branches on a preset's name.
 */
export type BreakOrder = 'alternate' | 'loser';

export interface Ruleset {
  /** Name of the preset these settings started from (for display and export only). */
  readonly preset: PresetName;
  readonly queenPoints: number;
  /** The queen counts only while the board winner's score before the board is below this. */
  readonly queenCutoff: number | null;
  readonly boardCap: number | null;
  readonly target: number | null;
  /** Regular boards in a game before the leader wins; null = none. */
  readonly boardLimit: number | null;
  readonly bestOf: number;
  /** Next board's breaker: the next side in rotation, or the loser of the previous board. */
  readonly breakOrder: BreakOrder;
  /** A new game's first breaker: rotation from game 1's (law 49a), or the previous game's loser. */
  readonly gameBreak: BreakOrder;
  readonly timeLimitMinutes: number | null;
  readonly strokeSeconds: number | null;
  /** Three-player points game: what one pocketed black / white piece is worth. */
  readonly blackPoints: number;
  readonly whitePoints: number;
  /** Law 60: in the deciding game sides change after this many boards (null = only on points)… */
  readonly sideChangeAfterBoards: number | null;
  /** …or as soon as a side reaches this score, whichever comes first (null = never on points). */
  readonly sideChangePoints: number | null;
}

export const PRESET_NAMES = ['icf', 'club-21', 'queen-5', 'free-play', 'three-player'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

export type RulesetSettings = Omit<Ruleset, 'preset'>;
export type SettingName = keyof RulesetSettings;

const ICF: RulesetSettings = {
  queenPoints: 3,
  queenCutoff: 22,
  boardCap: 12,
  target: 25,
  boardLimit: 8,
  bestOf: 3,
  breakOrder: 'alternate',
  gameBreak: 'alternate',
  timeLimitMinutes: null,
  strokeSeconds: 15,
  blackPoints: 1,
  whitePoints: 2,
  sideChangeAfterBoards: 4,
  sideChangePoints: 13,
};

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

export const SETTING_NAMES = Object.keys(ICF) as readonly SettingName[];

/** Match stage: up to pre-quarterfinals, or quarterfinals on (no board limit, law 56/60). */
export type Stage = 'early' | 'knockout';
export const STAGES: readonly Stage[] = ['early', 'knockout'];

export type MatchType = 'singles' | 'doubles' | 'three-player';
export const MATCH_TYPES: readonly MatchType[] = ['singles', 'doubles', 'three-player'];

export function isPresetName(name: unknown): name is PresetName {
  return typeof name === 'string' && (PRESET_NAMES as readonly string[]).includes(name);
}

export function defaultPresetFor(type: MatchType): PresetName {
  return type === 'three-player' ? 'three-player' : 'icf';
}
