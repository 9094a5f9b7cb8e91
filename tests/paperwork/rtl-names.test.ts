/*
 * Issue 23, item 11 on paper and in the exports: the printed score sheet carries every side's
 * name isolated (FSI … PDI) in its sentences and its page footer, so "محمد علي wins the match
 * 2–0" keeps the games after the name; the CSV exports (a table's boards, the venue's results)
 * keep each name alone in its own cell, exactly as typed, with no isolate in the file: a cell is
 * its own paragraph in a spreadsheet, and Excel would keep the isolates in the cell's value (a
 * filter or lookup on the name would miss it). The real host, SQLite on disk.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { consoleTranslator } from '../../shared/i18n/console';
import type { OfficialSheet } from '../../shared/contract/official-sheet';
import {
  matchResultWords,
  pageRule,
  sheetClock,
  sheetName,
  sheetNames,
} from '../../renderer/console/print/sheet-text';
import { resultsCsv } from '../../renderer/venue/results-csv';
import { CONSOLE, tempDir } from '../host/helpers';
import { playSingles } from './support/matches';

const FSI = '\u2068';
const PDI = '\u2069';
const ISOLATES = /[\u2066-\u2069]/;
const ARABIC = 'محمد علي';
const URDU = 'محمد علی خان';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

function host(): Host {
  const dir = tempDir('carrom-rtl-');
  const opened = openHost({ dataDir: dir.path });
  cleanups.push(() => dir.remove());
  cleanups.push(() => opened.close());
  return opened;
}

async function query<T>(h: Host, command: Record<string, unknown>): Promise<T> {
  const result = await h.query(command as never, CONSOLE);
  if (!result.ok) throw new Error(result.message);
  return result.data as T;
}

describe('right-to-left names on the score sheet and in the CSV exports', () => {
  for (const [script, name] of [
    ['arabic', ARABIC],
    ['urdu', URDU],
  ] as const) {
    it(`${script}: the sheet's sentences and footer carry "${name}" isolated`, async () => {
      const h = host();
      const match = playSingles(h, [name, 'Bruno']);
      const sheet = await query<OfficialSheet>(h, { type: 'OfficialSheet', matchId: match.matchId });
      const names = sheetNames(sheet.sides);
      expect(names).toEqual([`${FSI}${name}${PDI}`, `${FSI}Bruno${PDI}`]);
      const t = consoleTranslator('en');
      expect(matchResultWords(sheet, names, t)).toBe(`${FSI}${name}${PDI} wins the match 2–0`);
      const rule = pageRule(sheet, names, t, sheetClock('en'));
      expect(rule).toContain(
        `@bottom-left { content: "Score sheet: ${FSI}${name}${PDI} – ${FSI}Bruno${PDI}";`,
      );
      expect(sheetName('')).toBe('');
      expect(sheetName('راہل')).toBe(`${FSI}راہل${PDI}`);
    });

    it(`${script}: the boards CSV has "${name}" alone in its cells, no isolate in the file`, async () => {
      const h = host();
      const match = playSingles(h, [name, 'Bruno']);
      const { csv } = await query<{ csv: string }>(h, { type: 'ExportCsv', matchId: match.matchId });
      expect(csv).not.toMatch(ISOLATES);
      const [header, ...rows] = csv
        .slice(1)
        .split('\r\n')
        .filter((line) => line !== '')
        .map((line) => line.split(','));
      const winner = header!.indexOf('winner');
      const breaker = header!.indexOf('breaker');
      expect(new Set(rows.map((cells) => cells[winner]))).toEqual(new Set([name]));
      expect(new Set(rows.map((cells) => cells[breaker]))).toEqual(new Set([name, 'Bruno']));
    });
  }

  it('the venue results CSV: one column per side, each name exactly as typed, no isolate', () => {
    const csv = resultsCsv([
      {
        table: 3,
        matchId: 'm3',
        version: 1,
        at: Date.UTC(2026, 11, 4, 12),
        type: 'three-player',
        sides: [ARABIC, 'Bruno', URDU],
        info: {},
        gamesWon: [0, 0, 1],
        games: [{ scores: [13, 3, 29] }],
        winner: 2,
        endedBy: 'games',
      },
    ] as never);
    expect(csv).not.toMatch(ISOLATES);
    const [header, line] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      'finished,table,match_id,event,round,type,side_1,side_2,side_3,games_won,game_scores,winner,ended_by,version,forfeit_by,forfeit_kind,unfinished_game,unfinished_scores,side_1_player_1,side_1_player_2,side_2_player_1,side_2_player_2',
    );
    expect(line).toBe(
      `2026-12-04T12:00:00.000Z,3,m3,,,three-player,${ARABIC},Bruno,${URDU},0-0-1,13-3-29,${URDU},games,1,,,,,,,,`,
    );
  });
});
