/**
 * Issue 25, item 9: export file names keep every letter a file system allows: composed (NFC),
 * only the characters illegal on Windows, macOS or Linux replaced. Polish, Hindi, Chinese and
 * Russian names come through whole (they used to lose letters: "Łukasz-Wis-niewski", "र-ह-ल-शर-म").
 */
import { describe, expect, it } from 'vitest';
import type { MatchState } from '../../shared/engine';
import { exportFileName, fileNamePart } from '../../electron/host/match-summary';
import { Match } from '../engine/support';

const CREATED = Date.UTC(2026, 4, 17, 12);

function withNames(names: readonly string[]): MatchState {
  const state = new Match().state;
  return { ...state, setup: { ...state.setup!, sides: names.map((name) => ({ name, players: [name] })) } };
}

describe('export file names keep the letters', () => {
  it('Polish: Łukasz Wiśniewski, even typed decomposed (s + combining acute)', () => {
    const decomposed = 'Łukasz Wis\u0301niewski';
    const name = exportFileName(withNames([decomposed, 'Zoë Kowalczyk']), CREATED, 'pdf');
    expect(name).toBe('carrom-2026-05-17-Łukasz Wiśniewski-vs-Zoë Kowalczyk.pdf');
    expect(name).toBe(name.normalize('NFC'));
  });

  it('Hindi: राहुल शर्मा keeps its vowel signs and virama', () => {
    expect(exportFileName(withNames(['राहुल शर्मा', 'अनिल कुमार']), CREATED, 'csv')).toBe(
      'carrom-2026-05-17-राहुल शर्मा-vs-अनिल कुमार.csv',
    );
  });

  it('Chinese and Russian', () => {
    expect(exportFileName(withNames(['欧阳娜娜', 'Юлия Смирнова']), CREATED, 'json')).toBe(
      'carrom-2026-05-17-欧阳娜娜-vs-Юлия Смирнова.json',
    );
  });

  it('only characters illegal somewhere are replaced: / \\ : * ? " < > | and control characters', () => {
    expect(fileNamePart('A/B\\C:D*E?F"G<H>I|J\u0007K')).toBe('A-B-C-D-E-F-G-H-I-J-K');
    expect(fileNamePart("O'Brien & Søn (Club #1), Ltd.")).toBe("O'Brien & Søn (Club #1), Ltd");
  });

  it('a long name is cut at a whole letter, well inside 255 bytes', () => {
    const long = 'सुब्रह्मण्यम '.repeat(30);
    const part = fileNamePart(long);
    expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(180);
    const letters = (text: string): string[] =>
      [...new Intl.Segmenter('hi', { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
    // The part is the name's first letters (whole graphemes, marks and all), nothing cut inside one.
    expect(letters(part)).toEqual(letters(long).slice(0, letters(part).length));
    expect(letters(part).length).toBeGreaterThan(20);
  });
});
