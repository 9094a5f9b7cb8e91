import { z } from 'zod';
import { BREAK_ORDERS, PRESET_NAMES, RULE_SETTINGS, SETTING_NAMES, type SettingName } from '../rules/ruleset';
import { settingDeclaration } from '../rules/settings';

/**
 * A match's ruleset as its MatchCreated event stores it, derived from RULE_SETTINGS (the same
 * table the wire schema, the form and docs/rule-settings.md come from): every setting of the
 * table is required, with the stored shape of its kind; its range is the engine's to judge.
 */
const STORED_SHAPES = {
  count: z.int(),
  optionalCount: z.int().nullable(),
  order: z.enum(BREAK_ORDERS),
} as const;

type StoredShapes = {
  readonly [Name in SettingName]: (typeof STORED_SHAPES)[(typeof RULE_SETTINGS)[Name]['kind']];
};

const storedShapes = Object.fromEntries(
  SETTING_NAMES.map((name) => [name, STORED_SHAPES[RULE_SETTINGS[name].kind]]),
) as unknown as StoredShapes;

/**
 * The upcast of a ruleset written by an earlier version of the app: each setting it could not
 * have written gets the value its declaration's `storedBefore` gives (in the table's order, so
 * `sameAs` reads an earlier setting already filled). A ruleset that has the setting keeps it;
 * anything that is not an object is left for the schema to refuse.
 */
export function upcastStoredRuleset(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return stored;
  const filled: Record<string, unknown> = { ...(stored as Record<string, unknown>) };
  for (const name of SETTING_NAMES) {
    const before = settingDeclaration(name).storedBefore;
    if (before === undefined || Object.hasOwn(filled, name)) continue;
    filled[name] = typeof before === 'number' || before === null ? before : filled[before.sameAs];
  }
  return filled;
}

export const StoredRulesetSchema = z.preprocess(
  upcastStoredRuleset,
  z.strictObject({ preset: z.enum(PRESET_NAMES), ...storedShapes }),
);
