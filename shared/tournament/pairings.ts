import {
  TournamentProblem,
  outcomeOf,
  type Tourney,
  type TourneyMatch,
  type TournamentOutcome,
} from './model';
import { turnsOf, turnsText } from './turns';

/** One competitor of a pairing as the `tournament pairings` command and the console list it. */
export interface PairingSide {
  readonly index: number;
  readonly players: readonly string[];
  readonly clubs: readonly (string | null)[];
  readonly nationalities: readonly (string | null)[];
}

export interface Pairing {
  /** null: a bye SoL gave no table. */
  readonly table: number | null;
  readonly competitor1: PairingSide;
  /** null: a bye. */
  readonly competitor2: PairingSide | null;
}

export interface TurnPairings {
  readonly tourney: string;
  readonly date: string | null;
  readonly turn: number;
  readonly duration: number | null;
  readonly prealarm: number | null;
  readonly phantomScore: number;
  readonly turns: readonly number[];
  readonly pairings: readonly Pairing[];
}

/** SoL's order: by table, byes without a table last (by competitor). */
export function inSolOrder(matches: readonly TourneyMatch[]): readonly TourneyMatch[] {
  return [...matches].sort(
    (a, b) =>
      (a.table ?? Number.MAX_SAFE_INTEGER) - (b.table ?? Number.MAX_SAFE_INTEGER) ||
      a.competitor1 - b.competitor1,
  );
}

/** The pairings of `turn` (the tourney's current turn when left out), by table, byes included. */
export function turnPairings(tourney: Tourney, turn?: number): TournamentOutcome<TurnPairings> {
  return outcomeOf(() => {
    const turns = turnsOf(tourney);
    const chosen = turn ?? tourney.currentTurn;
    if (!turns.includes(chosen)) {
      const which = turn === undefined ? `its current turn (${chosen})` : `turn ${chosen}`;
      throw new TournamentProblem(
        'no_such_turn',
        `tourney "${tourney.description}" has no pairing for ${which}: ${turnsText(turns)}`,
      );
    }
    const side = (index: number): PairingSide => {
      const competitor = tourney.competitors[index - 1]!;
      return {
        index,
        players: competitor.players.map((p) => p.name),
        clubs: competitor.players.map((p) => p.club),
        nationalities: competitor.players.map((p) => p.nationality),
      };
    };
    const pairings = inSolOrder(tourney.matches.filter((m) => m.turn === chosen)).map((m) => ({
      table: m.table,
      competitor1: side(m.competitor1),
      competitor2: m.competitor2 === null ? null : side(m.competitor2),
    }));
    return {
      tourney: tourney.description,
      date: tourney.date,
      turn: chosen,
      duration: tourney.duration,
      prealarm: tourney.prealarm,
      phantomScore: tourney.phantomScore,
      turns,
      pairings,
    };
  });
}
