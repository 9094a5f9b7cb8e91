import { afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import type { QueryResult } from '../../shared/contract/contract';
import type { Preview } from '../../shared/contract/results';
import { CONSOLE, tempDir } from './helpers';

function previewOf(result: QueryResult): Preview {
  if (!result.ok || result.type !== 'Preview')
    throw new Error(`the Preview query was refused: ${JSON.stringify(result)}`);
  return (result as QueryResult<'Preview'> & { ok: true }).data;
}

function accepted(preview: Preview): Extract<Preview, { ok: true }> {
  if (!preview.ok) throw new Error(`the previewed command was refused: ${preview.violation.message}`);
  return preview;
}
import { CREATE_MATCH, TOSS, board } from './fixtures/match-script';
import { queryParsed, screenSession, submitParsed } from '../support/parsed';

describe('the Preview query (what a command would do, without doing it)', () => {
  let host: Host | null = null;
  let dir: ReturnType<typeof tempDir> | null = null;
  afterEach(() => {
    host?.close();
    dir?.remove();
  });

  function open(): Host {
    dir = tempDir();
    host = openHost({ dataDir: dir.path, now: () => 1_700_000_000_000 });
    expect(submitParsed(host, CREATE_MATCH, CONSOLE).ok).toBe(true);
    expect(submitParsed(host, TOSS, CONSOLE).ok).toBe(true);
    return host;
  }

  it('shows the points of a board before it is confirmed and changes nothing', async () => {
    const h = open();
    submitParsed(h, board(0, 9, 'winner'), CONSOLE); // 12
    submitParsed(h, board(0, 7, 'winner'), CONSOLE); // 12 + 7 + 3 = 22
    const revision = h.current().revision;
    const preview = accepted(
      previewOf(await queryParsed(h, { type: 'Preview', command: board(0, 6, 'winner') }, CONSOLE)),
    );
    // Asha had 22 before this board: the queen adds nothing, 6 points, 28 in all.
    expect(preview.boards).toEqual([
      { game: 1, board: 3, before: null, after: { points: [6, 0], totals: [28, 0], queenCounted: false } },
    ]);
    expect(h.current().revision).toBe(revision);
    expect(h.current().view.sides[0]?.score).toBe(22);
  });

  it('shows what a correction changes downstream', async () => {
    const h = open();
    submitParsed(h, board(0, 9, 'winner'), CONSOLE); // 12
    submitParsed(h, board(1, 1, 'loser'), CONSOLE); // 12 : 1
    submitParsed(h, board(0, 7, 'winner'), CONSOLE); // 22 : 1
    submitParsed(h, board(1, 2, 'winner'), CONSOLE); // 22 : 6
    // Board 3 corrected to 6 pieces + queen: 12 + 9 = 21, so the queen would count in board 5.
    const result = await queryParsed(
      h,
      {
        type: 'Preview',
        command: {
          type: 'CorrectBoard',
          game: 1,
          board: 3,
          entry: { kind: 'sides', winner: 0, pieces: 6, queen: 'winner' },
        },
      },
      CONSOLE,
    );
    const preview = accepted(previewOf(result));
    expect(preview.boards.map((b) => b.board)).toEqual([3, 4]);
    expect(preview.boards[0]?.after?.totals).toEqual([21, 1]);
  });

  it('returns the engine refusal for an impossible board, and is not open to read-only screens', async () => {
    const h = open();
    const refused = await queryParsed(
      h,
      {
        type: 'Preview',
        command: { type: 'RecordBoard', entry: { kind: 'sides', winner: 0, pieces: 0, queen: 'winner' } },
      },
      CONSOLE,
    );
    const preview = previewOf(refused);
    expect(preview.ok).toBe(false);
    if (!preview.ok) expect(preview.violation.code).toBe('invalid_pieces');
    const reader = screenSession(h, 'display');
    const display = await reader.session.query({ type: 'Preview', command: board(0) });
    reader.close();
    expect(display).toMatchObject({ ok: false, code: 'read_only' });
  });
});
