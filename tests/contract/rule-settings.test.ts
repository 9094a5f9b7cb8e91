import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { RulesSpecSchema, parseCommand } from '../../shared/contract/contract';
import { CATALOGS } from '../../shared/i18n/catalogs';
import { settingExplainKey, settingLabelKey } from '../../shared/i18n/console/rule-settings';
import { LANGUAGES } from '../../shared/i18n/languages';
import { resolveRuleset } from '../../shared/rules/resolve';
import { PRESETS, type RulesetSettings } from '../../shared/rules/ruleset';
import { RULE_SETTINGS, SETTING_NAMES, settingDeclaration } from '../../shared/rules/settings';
import { SETTINGS } from '../../renderer/console/setup/rule-settings';
import { GENERATED_DOCS, formatted } from './generated-docs';

/** Fields every stored match and exported file already holds, in their order: new ones go after. */
const STORED_ORDER = [
  'queenPoints',
  'queenCutoff',
  'boardCap',
  'target',
  'boardLimit',
  'bestOf',
  'breakOrder',
  'gameBreak',
  'timeLimitMinutes',
  'strokeSeconds',
  'blackPoints',
  'whitePoints',
  'sideChangeAfterBoards',
  'sideChangePoints',
];

const createWith = (rules: unknown) =>
  parseCommand({ type: 'CreateMatch', matchType: 'singles', sides: [], stage: 'early', info: {}, rules });

describe('the ruleset settings table (shared/rules/settings.ts)', () => {
  it('keeps the stored order of the existing settings', () => {
    expect(SETTING_NAMES.slice(0, STORED_ORDER.length)).toEqual(STORED_ORDER);
    expect(Object.keys(PRESETS.icf)).toEqual(SETTING_NAMES);
  });

  for (const language of LANGUAGES) {
    it(`gives every setting a label and an explanation in ${language}, in the rules' catalog`, () => {
      const catalog = CATALOGS.rules[language];
      const labels = new Set<string>();
      for (const name of SETTING_NAMES) {
        const texts = [catalog[settingLabelKey(name)], catalog[settingExplainKey(name)]];
        expect(
          texts.every((text) => typeof text === 'string' && text.trim().length > 0),
          `${name} has no label or no explanation in ${language}`,
        ).toBe(true);
        labels.add(texts[0] as string);
      }
      expect(labels.size, `two settings share a label in ${language}`).toBe(SETTING_NAMES.length);
      expect(Object.keys(catalog).sort()).toEqual(
        SETTING_NAMES.flatMap((name) => [settingLabelKey(name), settingExplainKey(name)]).sort(),
      );
    });
  }

  it('drives the console form: every setting once, in its declared form position', () => {
    expect(SETTINGS.map((info) => info.name).sort()).toEqual([...SETTING_NAMES].sort());
    const positions = SETTINGS.map((info) => RULE_SETTINGS[info.name].form);
    expect(positions).toEqual(Array.from({ length: SETTING_NAMES.length }, (_, index) => index + 1));
    for (const info of SETTINGS) {
      expect(info.kind).toBe(RULE_SETTINGS[info.name].kind);
      expect(info.label).toBe(settingLabelKey(info.name));
    }
  });

  it('drives the ICF preset and the wire schema of a match’s rules', () => {
    for (const name of SETTING_NAMES) {
      expect(PRESETS.icf[name], name).toBe(RULE_SETTINGS[name].icf);
      expect(createWith({ [name]: RULE_SETTINGS[name].icf }).ok, name).toBe(true);
      expect(createWith({ [name]: 'many' }).ok, name).toBe(false);
    }
    const unknown = createWith({ queenCount: 3 });
    expect(unknown.ok ? '' : unknown.message).toContain('"queenCount"');
  });

  it('drives the range checks: the ends pass, one past either end is refused in words', () => {
    for (const name of SETTING_NAMES) {
      const declaration = settingDeclaration(name);
      if (declaration.kind === 'order') {
        expect(resolveRuleset({ [name]: 'loser' }, 'singles', 'early').ok, name).toBe(true);
        const refused = resolveRuleset({ [name]: 'winner' }, 'singles', 'early');
        expect(refused.ok ? '' : refused.message).toBe(
          `the setting "${name}" must be one of "alternate", "loser"`,
        );
        continue;
      }
      // The time warning is checked beside the longest time limit, which it needs and must be under.
      const needs = name === 'timeWarningMinutes' ? { timeLimitMinutes: 600 } : {};
      const rules = (value: number | null) => ({ bestOf: 1, ...needs, [name]: value });
      for (const value of [declaration.min, declaration.max]) {
        const resolved = resolveRuleset(rules(value), 'singles', 'early');
        const accepted = resolved.ok ? resolved.ruleset[name] : resolved.message;
        expect(name === 'bestOf' ? true : accepted === value, `${name} = ${value}: ${String(accepted)}`).toBe(
          true,
        );
      }
      const tooBig = resolveRuleset({ [name]: declaration.max + 1 }, 'singles', 'early');
      expect(tooBig.ok ? '' : tooBig.message).toMatch(
        new RegExp(
          `^the setting "${name}" must be a whole number from ${declaration.min} to ${declaration.max}`,
        ),
      );
      const none = resolveRuleset({ [name]: null }, 'singles', 'early');
      expect(none.ok, `${name} = null`).toBe(declaration.kind === 'optionalCount');
    }
  });

  it('drives the types: the schema and the settings have every declared field', () => {
    type SpecObject = Exclude<z.infer<typeof RulesSpecSchema>, string>;
    expectTypeOf<keyof SpecObject>().toEqualTypeOf<'preset' | keyof RulesetSettings>();
    expectTypeOf<RulesetSettings['queenCutoff']>().toEqualTypeOf<number | null>();
    expectTypeOf<RulesetSettings['bestOf']>().toEqualTypeOf<number>();
    expectTypeOf<RulesetSettings['breakOrder']>().toEqualTypeOf<'alternate' | 'loser'>();
  });
});

describe('documents generated from the declarations', () => {
  for (const doc of GENERATED_DOCS) {
    it(`${doc.path.replace(/.*\/docs\//, 'docs/')} matches its declarations (npx tsx tests/contract/write-docs.ts rewrites it)`, async () => {
      const expected = await formatted(doc.path, doc.render);
      expect(readFileSync(doc.path, 'utf8')).toBe(expected);
    });
  }

  it('lists every ruleset setting with its English label', () => {
    const text = readFileSync(GENERATED_DOCS[0]!.path, 'utf8');
    for (const name of SETTING_NAMES) {
      expect(text).toContain(`\`${name}\``);
      expect(text).toContain(CATALOGS.rules.en[settingLabelKey(name)]);
    }
  });
});
