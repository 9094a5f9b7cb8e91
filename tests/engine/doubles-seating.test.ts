/**
 * Doubles (laws 28, 49b, 59): partners sit opposite each other, the break passes to the player on
 * the right, and moving one seat to the right after a game changes nobody's neighbour. So the four
 * players keep one order round the table for the whole match: the player after X is always the
 * same player, in every game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, type MatchState, type SidesBoardEntry } from '../../shared/engine';
import { given, playedUnder, record, recorded } from './given';
import { Match, normal, penalty, times } from './support';

/** "side/player" of each board's breaker, game by game. */
function breakerSeats(state: MatchState): string[][] {
  return state.games.map((game) => game.boards.map((b) => `${b.breaker}/${b.breakerPlayer}`));
}

const NAMES: Record<string, string> = { '0/0': 'Asha', '1/0': 'Chen', '0/1': 'Bela', '1/1': 'Dev' };
const named = (seats: readonly string[]): string[] => seats.map((seat) => NAMES[seat] ?? seat);

describe('doubles: one order round the table for the whole match (laws 49b, 59)', () => {
  it('Asha/Bela vs Chen/Dev: game 1 Asha → Chen → Bela → Dev; game 2 Chen → Bela → Dev → Asha', () => {
    // Sides listed Asha/Bela (0) and Chen/Dev (1); Asha/Bela win the toss and break.
    // Eight boards of one piece each, 5–3 after board 8: the game ends on its board limit.
    const gameOne = [...times(3, normal(0, 1)), ...times(3, normal(1, 1)), ...times(2, normal(0, 1))];
    const first = given(...playedUnder({ type: 'doubles' }, ...gameOne.slice(0, 7)))
      .when(record(normal(0, 1)))
      .then(recorded(1, 8, normal(0, 1)));
    expect(first.games[0]).toMatchObject({ scores: [5, 3], winner: 0 });
    expect(named(breakerSeats(first)[0]!)).toEqual([
      'Asha',
      'Chen',
      'Bela',
      'Dev',
      'Asha',
      'Chen',
      'Bela',
      'Dev',
    ]);
    // Game 1 ended with Dev's break; game 2 is opened by Chen/Dev (49a): going right from Dev,
    // Asha, then Chen. Chen's right is Bela (Asha's partner, opposite her), then Dev, then Asha.
    const second = given(...playedUnder({ type: 'doubles' }, ...gameOne, ...times(3, normal(1, 7))))
      .when(record(normal(1, 7)))
      .then(recorded(2, 4, normal(1, 7)));
    expect(named(breakerSeats(second)[1]!)).toEqual(['Chen', 'Bela', 'Dev', 'Asha']);
    expect(second.games[1]?.openingPlayer).toBe(0);
  });

  it("a game that ends on an odd board: the next game's opening partner continues the order", () => {
    // 12, Chen 1, 12, Dev 1, then Asha 1: 25–2 after five boards, the last one broken by Asha.
    const gameOne = [normal(0, 9, 'winner'), normal(1, 1), normal(0, 9, 'winner'), normal(1, 1)];
    const first = given(...playedUnder({ type: 'doubles' }, ...gameOne))
      .when(record(normal(0, 1)))
      .then(recorded(1, 5, normal(0, 1)));
    expect(first.games[0]).toMatchObject({ scores: [25, 2], winner: 0 });
    expect(named(breakerSeats(first)[0]!)).toEqual(['Asha', 'Chen', 'Bela', 'Dev', 'Asha']);
    // Game 2 is opened by Chen/Dev (49a); going right from Asha the first of them is Chen.
    const second = given(...playedUnder({ type: 'doubles' }, ...gameOne, normal(0, 1), normal(1, 2)))
      .when(record(normal(1, 2)))
      .then(recorded(2, 2, normal(1, 2)));
    expect(named(breakerSeats(second)[1]!)).toEqual(['Chen', 'Bela']);
  });

  it('property: for any doubles match the breakers follow one fixed order of the four players', () => {
    const entry: fc.Arbitrary<SidesBoardEntry> = fc.oneof(
      fc
        .record({
          winner: fc.integer({ min: 0, max: 1 }),
          pieces: fc.integer({ min: 1, max: 9 }),
          queen: fc.constantFrom('winner', 'loser'),
        })
        .map(({ winner, pieces, queen }) => normal(winner, pieces, queen as 'winner' | 'loser')),
      fc
        .record({
          winner: fc.integer({ min: 0, max: 1 }),
          pieces: fc.integer({ min: 0, max: 9 }),
          extra: fc.integer({ min: 0, max: 2 }),
        })
        .map(({ winner, pieces, extra }) => penalty(winner, pieces, 'none', extra)),
    );
    fc.assert(
      fc.property(
        fc.array(entry, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 1 }),
        (entries, tossWinner) => {
          const m = new Match({ type: 'doubles', toss: [tossWinner, 'break'] });
          for (const e of entries) {
            let state = m.state;
            if (state.winner !== null) break;
            const game = state.games.at(-1);
            if (game && game.tiedAtEnd && game.extraBoardBreak === null && game.winner === null) {
              m.do({ type: 'RecordExtraBoardToss', winner: 0 });
              state = m.state;
            }
            if (decide(state, { type: 'RecordBoard', entry: e }).ok) m.boards(e);
          }
          const played = given(...m.events).thenState();
          expect(played).toEqual(m.state);
          const sequence = breakerSeats(played).flat();
          // Every consecutive pair within a game, in every game, agrees with one successor map…
          // (except into an extra board, whose breaking side a toss chooses, law 56b: checked below)
          const after = new Map<string, string>();
          const extraBoards: { readonly previous: string; readonly seat: string }[] = [];
          breakerSeats(played).forEach((game, g) => {
            for (let i = 1; i < game.length; i++) {
              if (played.games[g]!.boards[i]!.extra) {
                extraBoards.push({ previous: game[i - 1]!, seat: game[i]! });
                continue;
              }
              const known = after.get(game[i - 1]!);
              if (known !== undefined) expect(game[i]).toBe(known);
              after.set(game[i - 1]!, game[i]!);
            }
          });
          // …which is a single round of the four players (each one's successor is a different one).
          expect(new Set(after.values()).size).toBe(after.size);
          // Each game's opener is the first of the opening side going round from the last breaker.
          const games = breakerSeats(played);
          const sideOf = (seat: string): string => seat.split('/')[0]!;
          for (let g = 1; g < games.length && after.size === 4; g++) {
            const opener = games[g]![0];
            if (opener === undefined) continue;
            let seat = after.get(games[g - 1]!.at(-1)!)!;
            while (sideOf(seat) !== sideOf(opener)) seat = after.get(seat)!;
            expect(seat).toBe(opener);
          }
          // An extra board is broken by the first player of the toss winner's side going round.
          for (const extra of extraBoards) {
            if (after.size !== 4) break;
            let seat = after.get(extra.previous)!;
            while (sideOf(seat) !== sideOf(extra.seat)) seat = after.get(seat)!;
            expect(seat).toBe(extra.seat);
          }
          expect(sequence.every((seat) => seat in NAMES)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
