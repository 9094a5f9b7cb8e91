/**
 * The scoreboard view carries the ruleset's settings the table marks `view`: its schema, the
 * view built from a match and the view before a match all follow the table, so a new setting
 * the screens show is one entry there (plus the screen that shows it).
 */
import { describe, expect, it } from 'vitest';
import { ScoreboardViewSchema } from '../../shared/contract/scoreboard-view';
import { EMPTY_STATE } from '../../shared/engine';
import { RULE_SETTINGS, SETTING_NAMES } from '../../shared/rules/ruleset';
import { VIEW_SETTING_NAMES } from '../../shared/rules/settings';
import { toScoreboardView } from '../../shared/views/scoreboard-view';
import { Match } from '../engine/support';

describe('the settings the scoreboard view carries', () => {
  it('are the ones the table marks, in the table’s order (the five the screens showed before among them)', () => {
    expect(VIEW_SETTING_NAMES).toEqual(
      expect.arrayContaining(['queenPoints', 'queenCutoff', 'target', 'boardLimit', 'bestOf']),
    );
    const marked = SETTING_NAMES.filter((name) => 'view' in RULE_SETTINGS[name]);
    expect(VIEW_SETTING_NAMES).toEqual(marked);
  });

  it('are the match’s own values once a match is set up', () => {
    const rules = { queenPoints: 5, queenCutoff: null, target: 29, boardLimit: 6, bestOf: 5 };
    const view = toScoreboardView(new Match({ rules: { preset: 'icf', ...rules } }).state);
    expect(view).toMatchObject(rules);
    expect(ScoreboardViewSchema.parse(view)).toMatchObject(rules);
  });

  it('say what they said before a match: no target, no limit, no cut-off, queen 0, best of 1', () => {
    expect(toScoreboardView(EMPTY_STATE)).toMatchObject({
      queenPoints: 0,
      queenCutoff: null,
      target: null,
      boardLimit: null,
      bestOf: 1,
    });
  });

  it('are checked by the view schema by their kind', () => {
    const view = toScoreboardView(new Match().state);
    expect(ScoreboardViewSchema.safeParse({ ...view, target: '25' }).success).toBe(false);
    expect(ScoreboardViewSchema.safeParse({ ...view, bestOf: null }).success).toBe(false);
    expect(ScoreboardViewSchema.safeParse({ ...view, boardLimit: null }).success).toBe(true);
    const { queenPoints: _dropped, ...without } = view;
    expect(ScoreboardViewSchema.safeParse(without).success).toBe(false);
  });
});
