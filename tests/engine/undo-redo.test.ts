/**
 * Undo and Redo are events (append-only): BoardVoided takes the last board back, BoardRedone
 * records it again where it was, until another board is entered.
 */
import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../../shared/engine';
import { given, played, recorded, refused, voided } from './given';
import { normal } from './support';

const redone = (game: number, board: number, entry: ReturnType<typeof normal>): MatchEvent => ({
  type: 'BoardRedone',
  game,
  board,
  entry,
});

describe('Redo restores what Undo took back', () => {
  it('given board 2 was undone, when Redo, then board 2 is recorded again with its points', () => {
    const history = [...played(normal(0, 4), normal(1, 6, 'winner')), voided(1, 2, normal(1, 6, 'winner'))];
    const after = given(...history)
      .when({ type: 'RedoBoard' })
      .then(redone(1, 2, normal(1, 6, 'winner')));
    expect(after.games[0]?.scores).toEqual([4, 9]);
    expect(after.games[0]?.boards).toHaveLength(2);
    expect(after.undone).toEqual([]);
  });

  it('two undos are redone latest first', () => {
    const three = [normal(0, 4), normal(1, 2), normal(0, 1)];
    const undo = { type: 'VoidLastBoard' } as const;
    const undone = given(...played(...three, undo))
      .when(undo)
      .then(voided(1, 2, normal(1, 2)));
    expect(undone.games[0]?.scores).toEqual([4, 0]);
    const redoBoard2 = { type: 'RedoBoard', game: 1, board: 2 } as const;
    const first = given(...played(...three, undo, undo))
      .when(redoBoard2)
      .then(redone(1, 2, normal(1, 2)));
    expect(first.games[0]?.scores).toEqual([4, 2]);
    const second = given(...played(...three, undo, undo, redoBoard2))
      .when({ type: 'RedoBoard' })
      .then(redone(1, 3, normal(0, 1)));
    expect(second.games[0]?.scores).toEqual([5, 2]);
    given(...played(...three, undo, undo, redoBoard2, { type: 'RedoBoard' }))
      .when({ type: 'RedoBoard' })
      .then(refused('not_needed'));
  });

  it('a new board ends what can be redone', () => {
    const history = [
      ...played(normal(0, 4), normal(1, 2)),
      voided(1, 2, normal(1, 2)),
      recorded(1, 2, normal(0, 3)),
    ];
    given(...history)
      .when({ type: 'RedoBoard' })
      .then(refused('not_needed', { message: /no undone board/i }));
  });

  it('a redo aimed at another board is refused in words and changes nothing', () => {
    const history = [...played(normal(0, 4), normal(1, 2)), voided(1, 2, normal(1, 2))];
    given(...history)
      .when({ type: 'RedoBoard', game: 1, board: 3 })
      .then(refused('wrong_board', { message: /board 2 of game 1/ }));
  });

  it('nothing undone: Redo is refused', () => {
    given(...played(normal(0, 4)))
      .when({ type: 'RedoBoard' })
      .then(refused('not_needed'));
  });

  it('an undo that reopened game 1 is redone: the game and its winner come back', () => {
    const won = played(normal(0, 9, 'winner'), normal(0, 9, 'winner'), normal(0, 1));
    expect(given(...won).thenView((state) => state.games[0]?.winner)).toBe(0);
    const reopened = given(...won)
      .when({ type: 'VoidLastBoard' })
      .then(voided(1, 3, normal(0, 1)));
    expect(reopened.games[0]?.winner).toBeNull();
    const again = given(
      ...played(normal(0, 9, 'winner'), normal(0, 9, 'winner'), normal(0, 1), { type: 'VoidLastBoard' }),
    )
      .when({ type: 'RedoBoard' })
      .then(redone(1, 3, normal(0, 1)));
    expect(again.games[0]).toMatchObject({ winner: 0, scores: [25, 0] });
  });

  it('a correction between undo and redo keeps the redo (it is scored on the corrected record)', () => {
    const history = played(
      normal(0, 4),
      normal(1, 2),
      { type: 'VoidLastBoard' },
      {
        type: 'CorrectBoard',
        game: 1,
        board: 1,
        entry: normal(0, 5),
      },
    );
    const after = given(...history)
      .when({ type: 'RedoBoard' })
      .then(redone(1, 2, normal(1, 2)));
    expect(after.games[0]?.scores).toEqual([5, 2]);
  });

  it('a stored BoardRedone that does not follow is reported by replay, not applied', () => {
    const history = [...played(normal(0, 4)), redone(1, 2, normal(1, 2))];
    expect(given(...history).thenView((state) => state.games[0]?.boards)).toHaveLength(1);
  });
});
