/*
 * Issue 23, item 5 on paper: a forfeit recorded and withdrawn is printed where it happened, in
 * the six languages: the official sheet from the REAL host (SQLite on disk) carries it, and the
 * printed line names the side (isolated), the kind of forfeit, the board it followed and both
 * times.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { consoleTranslator } from '../../shared/i18n/console';
import { LANGUAGES } from '../../shared/i18n/languages';
import type { OfficialSheet } from '../../shared/contract/official-sheet';
import {
  forfeitWords,
  sheetClock,
  sheetNames,
  withdrawnForfeitWords,
} from '../../renderer/console/print/sheet-text';
import { CONSOLE, tempDir } from '../host/helpers';
import { submitParsed } from '../support/parsed';
import { ashaAgainstBruno, ASHA_BREAKS } from '../support/matches';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

function host(): Host {
  const dir = tempDir('carrom-withdrawn-sheet-');
  const opened = openHost({ dataDir: dir.path });
  cleanups.push(() => dir.remove());
  cleanups.push(() => opened.close());
  return opened;
}

function ok(h: Host, command: Record<string, unknown>): void {
  const result = submitParsed(h, command, CONSOLE);
  if (!result.ok) throw new Error(`${String(command['type'])} refused: ${result.message}`);
}

/** Asha v Bruno: `boards` boards, Bruno's forfeit, withdrawn, one more board. */
async function withdrawnAfter(boards: number): Promise<OfficialSheet> {
  const h = host();
  ok(h, ashaAgainstBruno());
  ok(h, ASHA_BREAKS);
  const board = { type: 'RecordBoard', entry: { kind: 'sides', winner: 0, pieces: 2, queen: 'loser' } };
  for (let i = 0; i < boards; i += 1) ok(h, board);
  ok(h, { type: 'Forfeit', by: 1, kind: 'left' });
  ok(h, { type: 'WithdrawForfeit' });
  ok(h, board);
  const result = await h.query({ type: 'OfficialSheet', matchId: h.current().matchId! }, CONSOLE);
  if (!result.ok) throw new Error(result.message);
  return result.data as OfficialSheet;
}

describe('a withdrawn forfeit on the printed sheet', () => {
  it('in every language: the side, the kind, the board it followed and both times', async () => {
    const sheet = await withdrawnAfter(3);
    const [withdrawn] = sheet.withdrawnForfeits;
    expect(withdrawn).toMatchObject({ by: 1, kind: 'left', game: 1, afterBoard: 3 });
    const names = sheetNames(sheet.sides);
    const lines = LANGUAGES.map((language) => {
      const t = consoleTranslator(language);
      const clock = sheetClock(language);
      const line = withdrawnForfeitWords(withdrawn!, names, t, clock);
      expect(line, language).toContain('\u2068Bruno\u2069');
      expect(line, language).toContain(forfeitWords('left', t));
      expect(line, language).toContain(clock.time(withdrawn!.at));
      expect(line, language).toContain(clock.time(withdrawn!.withdrawnAt));
      expect(line, language).toMatch(/\b3\b|\D3\D/);
      expect(line, language).not.toMatch(/[{}]/);
      return line;
    });
    expect(new Set(lines).size).toBe(LANGUAGES.length);
  });

  it('before the first board it says so instead of "after board 0"', async () => {
    const sheet = await withdrawnAfter(0);
    const [withdrawn] = sheet.withdrawnForfeits;
    expect(withdrawn).toMatchObject({ game: 1, afterBoard: 0 });
    const en = withdrawnForfeitWords(
      withdrawn!,
      sheetNames(sheet.sides),
      consoleTranslator('en'),
      sheetClock('en'),
    );
    expect(en).toMatch(
      /^Before the first board: forfeit recorded at .+ \(\u2068Bruno\u2069: left the match\), withdrawn at .+; play went on\.$/,
    );
  });
});
