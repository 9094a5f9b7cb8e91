import { afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { replay } from '../../shared/engine/index';
import { importMatchFile } from '../../shared/match-file/index';
import { CONSOLE, tempDir } from './helpers';
import { CREATE_MATCH, TOSS, board, fullMatchCommands } from './fixtures/match-script';
import { queryParsed, submitParsed } from '../support/parsed';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function host(now?: () => number): Host {
  const dir = tempDir();
  const opened = openHost({ dataDir: dir.path, ...(now ? { now } : {}) });
  cleanups.push(() => {
    opened.close();
    dir.remove();
  });
  return opened;
}

async function data<T>(promise: Promise<{ ok: boolean }>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(`query refused: ${JSON.stringify(result)}`);
  return (result as unknown as { data: T }).data;
}

describe('match file import and export', () => {
  it('round-trips a match with a correction and a void: the import equals the original', async () => {
    const original = host();
    for (const command of fullMatchCommands().slice(0, 5))
      expect(submitParsed(original, command, CONSOLE).ok).toBe(true);
    expect(
      submitParsed(
        original,
        {
          type: 'CorrectBoard',
          game: 1,
          board: 2,
          entry: { kind: 'sides', winner: 0, pieces: 3, queen: 'loser' },
        },
        CONSOLE,
      ).ok,
    ).toBe(true);
    expect(submitParsed(original, { type: 'VoidLastBoard' }, CONSOLE).ok).toBe(true);
    expect(submitParsed(original, board(1, 4, 'loser'), CONSOLE).ok).toBe(true);
    const exported = await data<{ fileName: string; file: unknown }>(
      queryParsed(original, { type: 'ExportMatchFile' }, CONSOLE),
    );
    expect(exported.fileName).toMatch(/^carrom-\d{4}-\d{2}-\d{2}-Asha-vs-Bruno\.json$/);

    const other = host();
    const imported = submitParsed(
      other,
      { type: 'ImportMatch', file: JSON.stringify(exported.file) },
      CONSOLE,
    );
    expect(imported.ok).toBe(true);
    expect(other.current().view).toEqual(original.current().view);
    const again = await data<{ file: unknown }>(queryParsed(other, { type: 'ExportMatchFile' }, CONSOLE));
    expect(again.file).toEqual(exported.file);
    const sheetA = await data(queryParsed(original, { type: 'ScoreSheet' }, CONSOLE));
    const sheetB = await data(queryParsed(other, { type: 'ScoreSheet' }, CONSOLE));
    expect(sheetB).toEqual(sheetA);
    // The imported match replays to the same state as the file itself.
    const direct = importMatchFile(exported.file);
    expect(direct.ok && replay(direct.events).games).toEqual(
      replay(other.store.events(other.current().matchId!).map((e) => e.event)).games,
    );
    const trail = await data<{ origin: string }[]>(queryParsed(other, { type: 'AuditTrail' }, CONSOLE));
    expect(trail.every((entry) => entry.origin.startsWith('import'))).toBe(true);
  });

  it('refuses a file the engine refuses, with the engine message, and records nothing', async () => {
    const h = host();
    const before = h.current();
    const file = {
      format: 'carrom-match/1',
      sides: [
        { name: 'Asha', players: ['Asha'] },
        { name: 'Bruno', players: ['Bruno'] },
      ],
      toss: { winner: 0, choice: 'break' },
      games: [{ boards: [{ winner: 0, pieces: 0, queen: 'winner' }] }],
    };
    const engine = importMatchFile(file);
    expect(engine.ok).toBe(false);
    const result = submitParsed(h, { type: 'ImportMatch', file }, CONSOLE);
    expect(result.ok).toBe(false);
    if (!result.ok && !engine.ok) {
      expect(result.code).toBe(engine.error.code);
      expect(result.message).toContain(engine.error.message);
      expect(result.board).toBe(1);
    }
    expect(h.current()).toMatchObject({ revision: before.revision, matchId: null });
    expect(await data<unknown[]>(queryParsed(h, { type: 'ListMatches', scope: 'all' }, CONSOLE))).toEqual([]);
    const notJson = submitParsed(h, { type: 'ImportMatch', file: '{"format": ' }, CONSOLE);
    expect(notJson).toMatchObject({
      ok: false,
      code: 'invalid_format',
      message: expect.stringContaining('not valid JSON'),
    });
    const polluted = submitParsed(
      h,
      { type: 'ImportMatch', file: '{"format":"carrom-match/1","__proto__":{"x":1}}' },
      CONSOLE,
    );
    expect(polluted).toMatchObject({ ok: false, message: expect.stringContaining('__proto__') });
  });

  it('lists matches, reopens a finished one and continues an unfinished one', async () => {
    let time = Date.now();
    const h = host(() => (time += 10));
    expect(submitParsed(h, CREATE_MATCH, CONSOLE).ok).toBe(true);
    expect(submitParsed(h, TOSS, CONSOLE).ok).toBe(true);
    expect(submitParsed(h, board(0), CONSOLE).ok).toBe(true);
    const unfinished = h.current().matchId!;
    expect(submitParsed(h, { type: 'NewMatch' }, CONSOLE).ok).toBe(true);
    expect(h.current()).toMatchObject({ matchId: null, view: { phase: 'setup' } });
    for (const command of fullMatchCommands()) expect(submitParsed(h, command, CONSOLE).ok).toBe(true);
    const finished = h.current().matchId!;

    const today = await data<{ id: string; status: string; current: boolean; sides: string[] }[]>(
      queryParsed(h, { type: 'ListMatches', scope: 'today' }, CONSOLE),
    );
    expect(today.map((m) => [m.id, m.status, m.current])).toEqual([
      [finished, 'finished', true],
      [unfinished, 'in_progress', false],
    ]);
    expect(today[0]!.sides).toEqual(['Asha', 'Bruno']);

    expect(submitParsed(h, { type: 'OpenMatch', matchId: unfinished }, CONSOLE).ok).toBe(true);
    expect(h.current().view).toMatchObject({
      phase: 'playing',
      board: 2,
      sides: [{ score: 9 }, { score: 0 }],
    });
    expect(submitParsed(h, board(0), CONSOLE).ok).toBe(true);
    expect(h.current().view.sides[0]!.score).toBe(18);
    expect(submitParsed(h, { type: 'OpenMatch', matchId: finished }, CONSOLE).ok).toBe(true);
    expect(h.current().view.phase).toBe('matchOver');
    expect(submitParsed(h, { type: 'OpenMatch', matchId: 'no-such-match' }, CONSOLE)).toMatchObject({
      ok: false,
      code: 'not_found',
    });

    const csv = await data<{ fileName: string; csv: string }>(
      queryParsed(h, { type: 'ExportCsv', matchId: unfinished }, CONSOLE),
    );
    expect(csv.fileName).toMatch(/\.csv$/);
    expect(csv.csv.trim().split('\r\n')).toHaveLength(3);
  });
});
