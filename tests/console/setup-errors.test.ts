import { describe, expect, it } from 'vitest';
import { consoleTranslator } from '../../shared/i18n/console';
import { setupFieldErrors, type SideForm } from '../../renderer/console/setup/setup-errors';

const side = (player: string): SideForm => ({ name: '', players: [player], club: '', shortName: '' });
const info = { event: '', round: '', table: '', umpire: '' };

describe('a name shared by two sides (an ICU select on the number of sides)', () => {
  it('says "both sides" in a singles match', () => {
    const errors = setupFieldErrors([side('Asha'), side('asha')], info, true, consoleTranslator('en'));
    expect(errors['player-1-0']).toBe('Both sides have the name “asha”: each side needs a name of its own.');
  });

  it('says "two sides", not "both", among three players', () => {
    const errors = setupFieldErrors(
      [side('Asha'), side('Ben'), side('ASHA')],
      info,
      true,
      consoleTranslator('en'),
    );
    expect(errors['player-2-0']).toBe('Two sides have the name “ASHA”: each side needs a name of its own.');
    const pl = setupFieldErrors(
      [side('Asha'), side('Ben'), side('ASHA')],
      info,
      true,
      consoleTranslator('pl'),
    );
    expect(pl['player-2-0']).toMatch(/^Dwie strony mają nazwę/);
  });
});
