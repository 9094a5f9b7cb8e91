/**
 * Doubles: at the start of games 2 and 3 the operator may choose which partner of the opening
 * side breaks (OpeningPlayerChosen); by default the one who continues the order round the table.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, type MatchState, type SidesBoardEntry } from '../../shared/engine';
import { openingChoiceDue } from '../../shared/engine/opening-choice';
import { importMatchFile, toMatchFile } from '../../shared/match-file';
import { toScoreReport } from '../../shared/views/score-report';
import { boardOf, fromFile, gameOf, given, playedUnder, record, recorded, refused } from './given';
import { Match, normal, penalty, times } from './support';

// Sides: Asha & Chen (0) vs Bruno & Dara (1); side 0 wins the toss and breaks.
// Game 1: eight boards, 5–3: Asha, Bruno, Chen, Dara, Asha, Bruno, Chen, Dara.
const GAME_1 = [...times(3, normal(0, 1)), ...times(3, normal(1, 1)), ...times(2, normal(0, 1))];

describe('doubles: the opening partner of games 2 and 3', () => {
  it('is offered before game 2, with the usual partner (continuing the order) as the default', () => {
    // Game 2 is opened by side 1 (law 49a); going right from Dara: Asha, then Bruno.
    expect(given(...playedUnder({ type: 'doubles' }, ...GAME_1)).thenView(openingChoiceDue)).toEqual({
      game: 2,
      side: 1,
      usual: 0,
      player: 0,
    });
    const after = given(...playedUnder({ type: 'doubles' }, ...GAME_1))
      .when(record(normal(1, 2)))
      .then(recorded(2, 1, normal(1, 2)));
    expect(openingChoiceDue(after)).toBeNull();
    expect(boardOf(after, 2, 1)).toMatchObject({ breaker: 1, breakerPlayer: 0 });
  });

  it('given game 1 is over, when Dara is chosen, then Dara breaks and the order continues from her', () => {
    const after = given(...playedUnder({ type: 'doubles' }, ...GAME_1))
      .when({ type: 'ChooseOpeningPlayer', game: 2, player: 1 })
      .then({ type: 'OpeningPlayerChosen', game: 2, side: 1, player: 1 });
    expect(openingChoiceDue(after)).toMatchObject({ player: 1, usual: 0 });
    const chosen = playedUnder(
      { type: 'doubles' },
      ...GAME_1,
      { type: 'ChooseOpeningPlayer', game: 2, player: 1 },
      ...times(3, normal(1, 2)),
    );
    const opened = given(...chosen)
      .when(record(normal(1, 2)))
      .then(recorded(2, 4, normal(1, 2)));
    // Dara (1/1), then her right: Asha (0/0), Bruno (1/0), Chen (0/1).
    expect(gameOf(opened, 2).boards.map((b) => `${b.breaker}/${b.breakerPlayer}`)).toEqual([
      '1/1',
      '0/0',
      '1/0',
      '0/1',
    ]);
    expect(toScoreReport(opened).games[1]?.boards[0]).toMatchObject({ breaker: 1, breakerPlayer: 1 });
  });

  it('is refused in game 1, in singles, after the game started, and for a third player', () => {
    given(...playedUnder({ type: 'doubles' }))
      .when({ type: 'ChooseOpeningPlayer', game: 1, player: 1 })
      .then(refused('not_needed', { message: /game 2 or 3/ }));
    given(...playedUnder({}, ...times(3, normal(0, 9, 'winner'))))
      .when({ type: 'ChooseOpeningPlayer', game: 2, player: 1 })
      .then(refused('not_needed'));
    given(...playedUnder({ type: 'doubles' }, ...GAME_1, normal(1, 2)))
      .when({ type: 'ChooseOpeningPlayer', game: 2, player: 1 })
      .then(refused('not_needed'));
    given(...playedUnder({ type: 'doubles' }, ...GAME_1))
      .when({ type: 'ChooseOpeningPlayer', game: 2, player: 2 })
      .then(refused('invalid_format'));
    given(...playedUnder({ type: 'doubles' }, ...GAME_1))
      .when({ type: 'ChooseOpeningPlayer', game: 3, player: 1 })
      .then(refused('wrong_board', { message: /Game 2/ }));
  });

  it('is in the match file: exported, read back, and the breakers are the same', () => {
    const chosen = { type: 'ChooseOpeningPlayer', game: 2, player: 1 } as const;
    const history = playedUnder({ type: 'doubles' }, ...GAME_1, chosen, normal(1, 2), normal(0, 3));
    const file = given(...history).thenView(toMatchFile) as { games: { openingPlayer?: number }[] };
    expect(file.games.map((g) => g.openingPlayer)).toEqual([undefined, 1]);
    const back = fromFile(JSON.parse(JSON.stringify(file)));
    expect(given(...back).thenView(toScoreReport)).toEqual(given(...history).thenView(toScoreReport));
    // A choice made before the game's first board is kept too (an empty game stands last).
    const before = playedUnder({ type: 'doubles' }, ...GAME_1, chosen);
    const upcoming = given(...before).thenView(toMatchFile) as {
      games: { openingPlayer?: number; boards: unknown[] }[];
    };
    expect(upcoming.games[1]).toEqual({ openingPlayer: 1, boards: [] });
    const read = fromFile(JSON.parse(JSON.stringify(upcoming)));
    expect(given(...read).thenView(toScoreReport).next).toMatchObject({
      game: 2,
      breaker: 1,
      breakerPlayer: 1,
    });
  });

  it('a match file with an impossible openingPlayer is refused with the reason', () => {
    const file = given(...playedUnder({ type: 'doubles' }, ...GAME_1)).thenView(toMatchFile) as {
      games: Record<string, unknown>[];
    };
    file.games.push({ openingPlayer: 3, boards: [] });
    const read = importMatchFile(file);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatchObject({ code: 'invalid_format', game: 2 });
  });

  it('property: for any doubles match and any opening choices, consecutive breakers follow one fixed order per game', () => {
    const entry: fc.Arbitrary<SidesBoardEntry> = fc.oneof(
      fc
        .record({ winner: fc.integer({ min: 0, max: 1 }), pieces: fc.integer({ min: 1, max: 9 }) })
        .map(({ winner, pieces }) => normal(winner, pieces, 'winner')),
      fc
        .record({ winner: fc.integer({ min: 0, max: 1 }), pieces: fc.integer({ min: 0, max: 9 }) })
        .map(({ winner, pieces }) => penalty(winner, pieces, 'none')),
    );
    fc.assert(
      fc.property(
        fc.array(entry, { minLength: 1, maxLength: 40 }),
        fc.array(fc.constantFrom<number | null>(null, 0, 1), { minLength: 2, maxLength: 2 }),
        (entries, choices) => {
          const m = new Match({ type: 'doubles' });
          for (const e of entries) {
            if (m.state.winner !== null) break;
            const due = openingChoiceDue(m.state);
            const choice = due ? choices[due.game - 2] : null;
            if (
              due &&
              choice !== null &&
              choice !== undefined &&
              (m.state.openingChoices[due.game - 1] ?? null) === null
            ) {
              m.do({ type: 'ChooseOpeningPlayer', game: due.game, player: choice });
            }
            const game = m.state.games.at(-1);
            if (game && game.tiedAtEnd && game.extraBoardBreak === null && game.winner === null) {
              m.do({ type: 'RecordExtraBoardToss', winner: 0 });
            }
            if (decide(m.state, { type: 'RecordBoard', entry: e }).ok) m.boards(e);
          }
          const state = given(...m.events).thenState();
          expect(state).toEqual(m.state);
          checkOneOrder(state);
        },
      ),
      { numRuns: 200 },
    );
  });
});

/** Without a choice, one successor map across the whole match; with one, within each game. */
function checkOneOrder(state: MatchState): void {
  const after = new Map<string, string>();
  state.games.forEach((game, g) => {
    const chosen = (state.openingChoices[g] ?? null) !== null;
    if (chosen) after.clear();
    for (let i = 1; i < game.boards.length; i++) {
      const board = game.boards[i]!;
      if (board.extra) continue;
      const prev = game.boards[i - 1]!;
      const from = `${prev.breaker}/${prev.breakerPlayer}`;
      const seat = `${board.breaker}/${board.breakerPlayer}`;
      const known = after.get(from);
      if (known !== undefined) expect(seat).toBe(known);
      after.set(from, seat);
    }
    expect(new Set(after.values()).size).toBe(after.size);
    // Consecutive breakers alternate sides (the turn passes to the right, to an opponent).
    for (let i = 1; i < game.boards.length; i++) {
      if (!game.boards[i]!.extra) expect(game.boards[i]!.breaker).not.toBe(game.boards[i - 1]!.breaker);
    }
  });
}
