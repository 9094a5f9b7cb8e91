/**
 * What the console view adds for Undo/Redo, the doubles opening partner, three players and the
 * extra board's reason; and the three-player preview, which must agree with the engine.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pocketedPreview } from '../../shared/views/board-choice';
import { toConsoleView } from '../../shared/views/console-view';
import { given, played, playedUnder, record, recorded, refused } from './given';
import { normal, pocketed, times } from './support';

describe('console view: undo, redo, opening partner, three players', () => {
  it('names the board Undo would take back and, after an undo, the board Redo would put back', () => {
    const two = [normal(0, 4), normal(1, 3, 'winner')];
    const recorded = given(...played(...two)).thenView(toConsoleView);
    expect(recorded.undo).toEqual({
      game: 1,
      board: 2,
      entry: normal(1, 3, 'winner'),
      points: [0, 6],
    });
    expect(recorded.redo).toBeNull();
    const undone = given(...played(...two, { type: 'VoidLastBoard' })).thenView(toConsoleView);
    expect(undone.undo).toMatchObject({ board: 1 });
    expect(undone.redo).toEqual({
      game: 1,
      board: 2,
      entry: normal(1, 3, 'winner'),
      points: null,
    });
    const overwritten = given(...played(...two, { type: 'VoidLastBoard' }, normal(0, 1))).thenView(
      toConsoleView,
    );
    expect(overwritten.redo).toBeNull();
  });

  it('offers the opening partner before game 2 of a doubles match only', () => {
    const doubles = { type: 'doubles' } as const;
    expect(given(...playedUnder(doubles)).thenView(toConsoleView).openingChoice).toBeNull();
    const gameOne = [...times(3, normal(0, 1)), ...times(3, normal(1, 1)), ...times(2, normal(0, 1))];
    expect(given(...playedUnder(doubles, ...gameOne)).thenView(toConsoleView).openingChoice).toEqual({
      game: 2,
      side: 1,
      usual: 0,
      player: 0,
    });
  });

  it('three players: the figures for the preview, and why the extra board is due (level at the target)', () => {
    const three = { type: 'three-player' } as const;
    expect(given(...playedUnder(three)).thenView(toConsoleView).three).toMatchObject({
      game: 1,
      board: 1,
      blackPoints: 1,
      whitePoints: 2,
      queenPoints: 5,
      pieces: { black: 9, white: 9, queens: 1 },
    });
    // 9, 14, 9 then 1+2=3, +12, +12+5: 12, 26, 26 — two players level above 25.
    const level = playedUnder(
      three,
      pocketed([3, 3], [3, 3, true], [3, 3]),
      pocketed([1, 1], [4, 4], [4, 4, true]),
    );
    expect(given(...level).thenView((state) => state.games[0]?.scores)).toEqual([12, 26, 26]);
    expect(given(...level).thenView(toConsoleView).extraBoardReason).toBe('target');
  });

  it('two sides level after the last regular board: the reason is the board limit', () => {
    const level = played(...times(4, normal(0, 1)), ...times(4, normal(1, 1)));
    expect(given(...level).thenView(toConsoleView).extraBoardReason).toBe('boards');
  });

  it('property: the preview gives the points and totals the engine records, and accepts exactly its boards', () => {
    const player = fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }));
    /** 9 split three ways, for black and for white: a finished board once a queen holder is set. */
    const split = fc
      .tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b) - Math.min(a, b), 9 - Math.max(a, b)] as const);
    const finished = fc
      .tuple(split, split)
      .map(([black, white]) => [0, 1, 2].map((i) => [black[i]!, white[i]!] as [number, number]));
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.oneof(fc.tuple(player, player, player), finished),
        fc.integer({ min: -1, max: 2 }),
        (players, queen) => {
          const history = playedUnder({ type: 'three-player' }, pocketed([3, 3], [3, 3, true], [3, 3]));
          const entry = pocketed(
            ...players.map(([b, w], i) => [b, w, i === queen] as [number, number, boolean]),
          );
          const figures = given(...history).thenView(toConsoleView).three!;
          const preview = pocketedPreview(figures, entry.pocketed);
          const recording = given(...history).when(record(entry));
          if (preview.problem !== null) {
            // Pieces missing or too many: the pieces; every piece there but no queen holder: the queen.
            recording.then(refused(preview.problem.kind === 'queen' ? 'invalid_queen' : 'invalid_pieces'));
            return;
          }
          accepted += 1;
          const after = recording.then(recorded(1, 2, entry));
          expect(after.games[0]?.boards[1]?.points).toEqual(preview.points);
          expect(after.games[0]?.scores).toEqual(preview.totals);
        },
      ),
      { numRuns: 300 },
    );
    // Finished boards were tried too, not only refused ones.
    expect(accepted).toBeGreaterThan(50);
  });
});
