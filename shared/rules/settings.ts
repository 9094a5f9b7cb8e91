import type { MatchType } from './ruleset';

/**
 * Every ruleset setting, declared once. This table drives the `Ruleset` type and the ICF
 * defaults (shared/rules/ruleset.ts), the range checks (resolve.ts), the wire schema of a match's
 * rules (shared/engine/command-schemas.ts), the console's set-up form and its i18n keys
 * (renderer/console/setup/rule-settings.ts; the labels are in shared/i18n/messages/rules/), and docs/rule-settings.md
 * (written by `npx tsx tests/contract/write-docs.ts`, checked by tests/contract/rule-settings.test.ts).
 *
 * The order of the entries is the order of a ruleset's fields (stored events, exported files);
 * `form` is the position in the console's form, the order an official reads them in.
 */
export type SettingKind = 'count' | 'optionalCount' | 'order';
export type BreakOrder = 'alternate' | 'loser';
export const BREAK_ORDERS = ['alternate', 'loser'] as const satisfies readonly BreakOrder[];

interface Common {
  /** Position in the console's set-up form (1 = first). */
  readonly form: number;
  /** Only meaningful for these match types (all when absent). */
  readonly only?: readonly MatchType[];
  /**
   * Set for a setting added after matches were first stored: what a ruleset stored without it
   * reads as (a value, or the value of an earlier setting of the same ruleset). Never removed:
   * matches stored by every earlier version must still replay.
   */
  readonly storedBefore?: number | null | { readonly sameAs: string };
  /**
   * Set for a setting every audience screen gets in the scoreboard view (a field of the same
   * name, shared/contract/scoreboard-view.ts): `noMatch` is what the view says before a match.
   */
  readonly view?: { readonly noMatch: number | null };
}

interface Range {
  readonly min: number;
  readonly max: number;
}

interface CountDeclaration extends Common, Range {
  readonly kind: 'count';
  /** The ICF value (the default preset). */
  readonly icf: number;
}

interface OptionalCountDeclaration extends Common, Range {
  readonly kind: 'optionalCount';
  /** The ICF value (the default preset); null = none. */
  readonly icf: number | null;
}

interface OrderDeclaration extends Common {
  readonly kind: 'order';
  readonly icf: BreakOrder;
}

export type SettingDeclaration = CountDeclaration | OptionalCountDeclaration | OrderDeclaration;

export const RULE_SETTINGS = {
  queenPoints: {
    kind: 'count',
    min: 0,
    max: 20,
    icf: 3,
    form: 4,
    view: { noMatch: 0 },
  },
  queenCutoff: {
    kind: 'optionalCount',
    min: 1,
    max: 999,
    icf: 22,
    form: 5,
    view: { noMatch: null },
  },
  boardCap: {
    kind: 'optionalCount',
    min: 1,
    max: 999,
    icf: 12,
    form: 6,
  },
  target: {
    kind: 'optionalCount',
    min: 1,
    max: 999,
    icf: 25,
    form: 1,
    view: { noMatch: null },
  },
  boardLimit: {
    kind: 'optionalCount',
    min: 1,
    max: 99,
    icf: 8,
    form: 2,
    view: { noMatch: null },
  },
  bestOf: {
    kind: 'count',
    min: 1,
    max: 9,
    icf: 3,
    form: 3,
    view: { noMatch: 1 },
  },
  breakOrder: {
    kind: 'order',
    icf: 'alternate',
    form: 7,
  },
  gameBreak: {
    kind: 'order',
    icf: 'alternate',
    form: 8,
  },
  timeLimitMinutes: {
    kind: 'optionalCount',
    min: 1,
    max: 600,
    icf: null,
    form: 9,
  },
  strokeSeconds: {
    kind: 'optionalCount',
    min: 1,
    max: 600,
    icf: 15,
    form: 10,
  },
  blackPoints: {
    kind: 'count',
    min: 0,
    max: 20,
    icf: 1,
    form: 13,
    only: ['three-player'],
  },
  whitePoints: {
    kind: 'count',
    min: 0,
    max: 20,
    icf: 2,
    form: 14,
    only: ['three-player'],
  },
  sideChangeAfterBoards: {
    kind: 'optionalCount',
    min: 1,
    max: 99,
    icf: 4,
    form: 11,
    only: ['singles', 'doubles'],
  },
  sideChangePoints: {
    kind: 'optionalCount',
    min: 1,
    max: 999,
    icf: 13,
    form: 12,
    only: ['singles', 'doubles'],
  },
  timeOutSeconds: {
    kind: 'count',
    min: 10,
    max: 600,
    icf: 60,
    form: 15,
    storedBefore: 60,
  },
  intervalSeconds: {
    kind: 'count',
    min: 10,
    max: 3600,
    icf: 120,
    form: 16,
    storedBefore: 120,
  },
  decidingIntervalSeconds: {
    kind: 'count',
    min: 10,
    max: 3600,
    // Law 138: 10 minutes between the second and the third game (2 between the others).
    icf: 600,
    form: 17,
    // A match stored before law 138's setting had one length for every interval, and keeps it.
    storedBefore: { sameAs: 'intervalSeconds' },
  },
  timeWarningMinutes: {
    kind: 'optionalCount',
    min: 1,
    max: 599,
    // No law sets one; a tournament's director does (SoL's `prealarm`, minutes before the limit).
    icf: null,
    form: 18,
    // A match stored before the warning existed had none.
    storedBefore: null,
  },
} as const satisfies Readonly<Record<string, SettingDeclaration>>;

type Table = typeof RULE_SETTINGS;
export type SettingName = keyof Table;

type ValueOf<Kind extends SettingKind> = Kind extends 'count'
  ? number
  : Kind extends 'optionalCount'
    ? number | null
    : BreakOrder;

/** Every setting of a ruleset with its value type, as the table declares it. */
export type RulesetSettings = { readonly [Name in SettingName]: ValueOf<Table[Name]['kind']> };

export const SETTING_NAMES = Object.keys(RULE_SETTINGS) as readonly SettingName[];

export function settingDeclaration(name: SettingName): SettingDeclaration {
  return RULE_SETTINGS[name];
}

type Declared<Name extends SettingName> = Table[Name];

/** The settings the scoreboard view carries (those with `view`), in the table's order. */
export type ViewSettingName = {
  [Name in SettingName]: Declared<Name> extends { readonly view: unknown } ? Name : never;
}[SettingName];
export type ViewSettings = Pick<RulesetSettings, ViewSettingName>;

export const VIEW_SETTING_NAMES = SETTING_NAMES.filter(
  (name) => settingDeclaration(name).view !== undefined,
) as readonly ViewSettingName[];

/** The view's settings of a ruleset. */
export function viewSettingsOf(settings: RulesetSettings): ViewSettings {
  return Object.fromEntries(
    VIEW_SETTING_NAMES.map((name) => [name, settings[name]]),
  ) as unknown as ViewSettings;
}

/** What the view says of each of its settings before a match is set up. */
export const NO_MATCH_VIEW_SETTINGS = Object.fromEntries(
  VIEW_SETTING_NAMES.map((name) => [name, settingDeclaration(name).view?.noMatch ?? null]),
) as unknown as ViewSettings;

/** The ICF values of every setting, in the table's order. */
export const ICF_SETTINGS = Object.fromEntries(
  SETTING_NAMES.map((name) => [name, RULE_SETTINGS[name].icf]),
) as unknown as RulesetSettings;
