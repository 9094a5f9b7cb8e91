/**
 * Issue 25, item 7: the sheet carries the ruleset as played: the preset's human name plus every
 * setting that differs from it, in the operator's language. Expected texts written by hand.
 */
import { describe, expect, it } from 'vitest';
import { consoleTranslator } from '../../shared/i18n/console';
import { toOfficialSheet } from '../../shared/views/official-sheet';
import { rulesAsPlayed } from '../../renderer/console/print/sheet-text';
import { Match, type MatchOptions } from '../engine/support';

function sheetOf(options: MatchOptions) {
  const m = new Match(options);
  const sheet = toOfficialSheet({
    matchId: 'm',
    matchNumber: 1,
    createdAt: 0,
    events: m.events.map((event, index) => ({ at: index, event })),
  });
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('the ruleset as played', () => {
  it('an unchanged preset is its name alone', () => {
    const sheet = sheetOf({});
    expect(sheet.ruleChanges).toEqual([]);
    expect(rulesAsPlayed(sheet, consoleTranslator('en'))).toBe('ICF (international laws)');
  });

  it('ICF with a 20-minute time limit and 10-second time-outs says both, in form order', () => {
    const sheet = sheetOf({ rules: { preset: 'icf', timeOutSeconds: 10, timeLimitMinutes: 20 } });
    expect(sheet.ruleChanges).toEqual([
      { name: 'timeLimitMinutes', value: 20 },
      { name: 'timeOutSeconds', value: 10 },
    ]);
    expect(rulesAsPlayed(sheet, consoleTranslator('en'))).toBe(
      'ICF (international laws), except: Game time limit (minutes): 20 and Time-out (seconds): 10',
    );
    expect(rulesAsPlayed(sheet, consoleTranslator('pl'))).toContain(', z wyjątkiem: ');
    expect(rulesAsPlayed(sheet, consoleTranslator('ru'))).toContain('Тайм-аут (секунды): 10');
  });

  it('none and the break order in words', () => {
    const sheet = sheetOf({ rules: { preset: 'icf', queenCutoff: null, breakOrder: 'loser' } });
    expect(rulesAsPlayed(sheet, consoleTranslator('en'))).toBe(
      'ICF (international laws), except: Queen cut-off: none and Next board’s break: Loser breaks',
    );
  });

  it('the knockout stage is not a change: no board limit there is the preset at that stage', () => {
    const sheet = sheetOf({ stage: 'knockout' });
    expect(sheet.ruleChanges).toEqual([]);
  });
});
