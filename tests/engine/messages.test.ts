import { describe, expect, it } from 'vitest';
import type { Command } from '../../shared/engine';
import { scoreMatchFileText } from '../../shared/match-file';
import { resolveRuleset } from '../../shared/rules/resolve';
import { given, refused } from './given';
import { createCommand } from './support';

describe('messages stay sentences whatever was entered', () => {
  const huge = 'x'.repeat(5000);

  it('an unknown preset or setting is named, clipped', () => {
    for (const spec of [huge, { preset: huge }, { [huge]: 1 }]) {
      const result = resolveRuleset(spec, 'singles', 'early');
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.message.length).toBeLessThan(120);
        expect(result.message).toContain(`"${'x'.repeat(40)}…"`);
      }
      // Creating a match with it is refused with that sentence, clipped the same.
      const violation = given()
        .when({ ...createCommand(), rules: spec } as Command)
        .then(refused('invalid_format'));
      expect(violation.message.length).toBeLessThan(120);
      expect(violation.message).toContain(`"${'x'.repeat(40)}…"`);
    }
  });

  it('a match file with a huge value gets a short error message', () => {
    const file = {
      format: 'carrom-match/1',
      rules: huge,
      sides: [
        { name: 'Asha', players: ['Asha'] },
        { name: 'Bruno', players: ['Bruno'] },
      ],
    };
    const { output, exitCode } = scoreMatchFileText(JSON.stringify(file));
    expect(exitCode).toBe(2);
    expect('error' in output && output.error.code).toBe('invalid_format');
    expect('error' in output && output.error.message.length).toBeLessThan(120);
  });
});
