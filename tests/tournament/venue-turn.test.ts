/**
 * The venue's results page's tournament turn (issue 41): the results its tables published with
 * their SoL reference, kept by the venue board, listed as the director keys them into SoL: every
 * table of the turn in order, a table that sent nothing marked missing, the byes with the
 * phantom score, only the latest turn.
 */
import { describe, expect, it } from 'vitest';
import { createVenueBoard } from '../../electron/venue/venue-board';
import type { VenueResult } from '../../shared/contract/venue';
import type { SolReference } from '../../shared/contract/tournament';
import { latestSolTurn } from '../../renderer/venue/sol-turn';

function matchResult(table: number, at: number, sol: SolReference, names: [string, string]): VenueResult {
  return {
    v: 1,
    venue: 'cup',
    table,
    matchId: `m-${table}-${sol.turn}`,
    sequence: 9,
    at,
    type: 'singles',
    sides: names.map((name) => ({ name, players: [name], club: null })),
    info: {},
    kind: 'match',
    version: 1,
    winner: 0,
    endedBy: 'games',
    forfeit: null,
    gamesWon: [1, 0],
    games: [{ number: 1, scores: [sol.score1 ?? 0, sol.score2 ?? 0], winner: 0, endedBy: 'points' }],
    sol,
  } as VenueResult;
}

const outline = { tables: 3, phantomScore: 25, byes: [{ competitor: 4, players: ['Łukasz Kowalczyk'] }] };

describe("the venue's tournament turn", () => {
  it('lists every table of the latest turn in order, missing ones marked, then the byes', () => {
    const sol = (
      table: number,
      turn: number,
      c1: number,
      c2: number,
      s1: number,
      s2: number,
    ): SolReference => ({
      tourney: 'Torneo di Primavera',
      turn,
      table,
      competitor1: c1,
      competitor2: c2,
      score1: s1,
      score2: s2,
      ...outline,
    });
    const board = createVenueBoard([
      matchResult(1, 1_000, sol(1, 1, 1, 4, 25, 9), ['Emanuele Gaifax', 'Łukasz Kowalczyk']),
      matchResult(3, 5_000, sol(3, 2, 2, 6, 25, 3), ['Amélie Mée', 'Marco Bianchi']),
      matchResult(1, 6_000, sol(1, 2, 1, 3, 12, 25), ['Emanuele Gaifax', 'Giulia Rossi']),
    ]);
    const matches = board.finishedMatches();
    expect(matches.every((match) => match.sol !== undefined)).toBe(true);
    expect(latestSolTurn(matches)).toEqual({
      tourney: 'Torneo di Primavera',
      turn: 2,
      rows: [
        {
          table: 1,
          competitor1: 1,
          competitor2: 3,
          sides: ['Emanuele Gaifax', 'Giulia Rossi'],
          score1: 12,
          score2: 25,
          status: 'played',
        },
        {
          table: 2,
          competitor1: null,
          competitor2: null,
          sides: [],
          score1: null,
          score2: null,
          status: 'missing',
        },
        {
          table: 3,
          competitor1: 2,
          competitor2: 6,
          sides: ['Amélie Mée', 'Marco Bianchi'],
          score1: 25,
          score2: 3,
          status: 'played',
        },
        {
          table: null,
          competitor1: 4,
          competitor2: null,
          sides: ['Łukasz Kowalczyk'],
          score1: 25,
          score2: 0,
          status: 'bye',
        },
      ],
    });
  });

  it('is null when no result came from a pairing', () => {
    const plain = matchResult(
      1,
      1,
      { tourney: 'x', turn: 1, table: 1, competitor1: 1, competitor2: 2, score1: 1, score2: 0 },
      ['A', 'B'],
    );
    delete (plain as { sol?: unknown }).sol;
    expect(latestSolTurn(createVenueBoard([plain]).finishedMatches())).toBeNull();
  });
});
