/**
 * Undo and Redo of a whole finished tracked board (issue 28): Redo records the board again with
 * its strokes, not only its entry; the strokes then read back as the match file writes them.
 */
import { describe, expect, it } from 'vitest';
import { replay, type Command, type MatchEvent } from '../../shared/engine';
import { toMatchFile } from '../../shared/match-file';
import { given, played, refused } from './given';
import { Match, normal } from './support';

const stroke = (entry: unknown): Command => ({ type: 'RecordStroke', entry }) as Command;
/** Board 1: A (the breaker) covers the queen with 2 own C/m, then pockets her last 7; B keeps 9. */
const STROKES = [{ queen: true, own: 2 }, { own: 7 }];
const ENTRY = normal(0, 9, 'winner');

function trackedThenUndone(): { history: MatchEvent[]; record: unknown } {
  const m = new Match();
  for (const entry of STROKES) m.do(stroke(entry));
  const record = m.state.tracked[0];
  m.do({ type: 'VoidLastBoard' });
  return { history: [...m.events], record };
}

describe('Redo of an undone tracked board', () => {
  it('given a finished tracked board undone, when Redo, then it is recorded again with its strokes', () => {
    const { history, record } = trackedThenUndone();
    expect(record).toMatchObject({ game: 1, board: 1, demand: 0, award: null });
    // Undone, the board keeps no strokes.
    expect(replay(history).tracked).toEqual([]);
    const after = given(...history)
      .when({ type: 'RedoBoard' })
      .then({ type: 'BoardRedone', game: 1, board: 1, entry: ENTRY });
    expect(after.games[0]?.scores).toEqual([12, 0]);
    expect(after.tracked).toEqual([record]);
    expect(after.undone).toEqual([]);
  });

  it('the redone board is a stroke board again: the match file writes its strokes, and the same strokes are "already there"', () => {
    const { history } = trackedThenUndone();
    const after = given(...history)
      .when({ type: 'RedoBoard' })
      .then({ type: 'BoardRedone', game: 1, board: 1, entry: ENTRY });
    const file = toMatchFile(after) as { games: { boards: Record<string, unknown>[] }[] };
    expect(file.games[0]?.boards[0]).toMatchObject({ strokes: STROKES });
    given(...history, { type: 'BoardRedone', game: 1, board: 1, entry: ENTRY })
      .when({ type: 'CorrectStrokes', game: 1, board: 1, strokes: STROKES })
      .then(refused('not_needed', { message: /already has these strokes/ }));
  });

  it('an undone plain board is redone as a plain board (no strokes appear)', () => {
    const m = new Match().boards(normal(1, 4));
    m.do({ type: 'VoidLastBoard' });
    const after = given(...m.events)
      .when({ type: 'RedoBoard' })
      .then({ type: 'BoardRedone', game: 1, board: 1, entry: normal(1, 4) });
    expect(after.tracked).toEqual([]);
  });

  it('undo twice, redo twice: each board comes back with what it had (strokes or not)', () => {
    // Board 2: B breaks (49a) and clears at once.
    const both = played(normal(1, 4), ...STROKES.map(stroke));
    const record = replay(both).tracked[0];
    const history = played(
      normal(1, 4),
      ...STROKES.map(stroke),
      { type: 'VoidLastBoard' },
      { type: 'VoidLastBoard' },
    );
    const plainBack = { type: 'BoardRedone', game: 1, board: 1, entry: normal(1, 4) } as const;
    const first = given(...history)
      .when({ type: 'RedoBoard' })
      .then(plainBack);
    expect(first.tracked).toEqual([]);
    const second = given(...history, plainBack)
      .when({ type: 'RedoBoard' })
      .then({ type: 'BoardRedone', game: 1, board: 2, entry: normal(1, 9, 'winner') });
    expect(second.tracked).toEqual([record]);
    // B: 4 (board 1) + 9 and the queen (board 2, tracked).
    expect(second.games[0]?.scores).toEqual([0, 16]);
  });
});
