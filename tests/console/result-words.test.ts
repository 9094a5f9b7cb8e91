import { describe, expect, it } from 'vitest';
import { consoleTranslator } from '../../shared/i18n/console';
import { LANGUAGES } from '../../shared/i18n/languages';
import { FORFEIT_KINDS } from '../../shared/engine/types';
import { forfeitResultText, listResultText } from '../../renderer/console/result-words';
import { matchResultWords } from '../../renderer/console/print/sheet-text';
import type { OfficialSheet } from '../../shared/contract/official-sheet';

const en = consoleTranslator('en');
const names = ['Asha', 'Bruno'] as const;

describe('results read winner first (issue 13 item 9)', () => {
  it('a forfeit before any game says who won and why, with no 0–0', () => {
    const text = forfeitResultText(
      { winner: 0, gamesWon: [0, 0], forfeit: { by: 1, kind: 'resigned' } },
      names,
      en,
    );
    expect(text).toBe('Asha wins the match: Bruno resigned');
  });

  it('a forfeit after games were played gives the games winner first', () => {
    const text = forfeitResultText(
      { winner: 1, gamesWon: [1, 0], forfeit: { by: 0, kind: 'walkover' } },
      names,
      en,
    );
    expect(text).toBe('Bruno wins the match by walkover: Asha did not appear (games 0–1)');
  });

  it('a match won on the table has no forfeit words', () => {
    expect(forfeitResultText({ winner: 0, gamesWon: [2, 1], forfeit: null }, names, en)).toBeNull();
  });

  it('the match list puts the winner first, and leaves a running match in side order', () => {
    const row = { sides: names, gamesWon: [1, 2], scores: [3, 25], forfeit: null };
    expect(listResultText({ ...row, winner: 1 }, en)).toBe('Bruno wins 2–1 (25–3)');
    expect(listResultText({ ...row, winner: null }, en)).toBe('1–2 (3–25)');
    const forfeited = { ...row, gamesWon: [0, 0], winner: 0, forfeit: { by: 1, kind: 'left' } as const };
    expect(listResultText(forfeited, en)).toBe('Asha wins the match: Bruno left the match');
  });

  it('the printed sheet says the same as the console', () => {
    const sheet = {
      winner: 0,
      gamesWon: [0, 0],
      forfeit: { by: 1, kind: 'technical' },
    } as unknown as OfficialSheet;
    expect(matchResultWords(sheet, names, en)).toBe(
      'Asha wins the match by a technical decision against Bruno',
    );
    const won = { winner: 1, gamesWon: [1, 2], forfeit: null } as unknown as OfficialSheet;
    expect(matchResultWords(won, names, en)).toBe('Bruno wins the match 2–1');
  });

  it.each(LANGUAGES)('every forfeit kind has its own sentence naming both sides in %s', (language) => {
    const t = consoleTranslator(language);
    const texts = FORFEIT_KINDS.map((kind) =>
      forfeitResultText({ winner: 0, gamesWon: [0, 0], forfeit: { by: 1, kind } }, names, t),
    );
    expect(new Set(texts).size).toBe(FORFEIT_KINDS.length);
    for (const text of texts) {
      expect(text).toContain('Asha');
      expect(text).toContain('Bruno');
      expect(text).not.toMatch(/0–0|\{/);
    }
    if (language !== 'en')
      expect(texts).not.toContain(
        forfeitResultText({ winner: 0, gamesWon: [0, 0], forfeit: { by: 1, kind: 'resigned' } }, names, en),
      );
  });
});
