/**
 * A tournament as the tables need it, whatever software ran it: SoL's export (sol.ts) or a plain
 * CSV of pairings (csv-pairings.ts). Competitors and players are already resolved from SoL's
 * 1-based references, and every name has passed the contract's name rules (NFC, no invisible
 * characters, at most NAME_MAX characters).
 */

export interface TourneyPlayer {
  /** "Firstname Lastname", NFC. */
  readonly name: string;
  /** ISO 3166 alpha-3 as SoL keeps it ("ITA"), or null. */
  readonly nationality: string | null;
  readonly club: string | null;
}

export interface TourneyCompetitor {
  /** SoL's 1-based index in the tourney's `competitors` list. */
  readonly index: number;
  /** One player for singles, two for doubles. */
  readonly players: readonly TourneyPlayer[];
}

export interface TourneyMatch {
  readonly turn: number;
  /** SoL's `board`: the table; null for a bye SoL left without one. */
  readonly table: number | null;
  readonly competitor1: number;
  /** null: a bye, scored `phantomScore` to 0. */
  readonly competitor2: number | null;
  readonly score1: number | null;
  readonly score2: number | null;
}

export type TourneySource = 'sol' | 'csv';

export interface Tourney {
  readonly source: TourneySource;
  /** SoL's `description`; for a CSV, the file's name. */
  readonly description: string;
  /** The day, as YYYY-MM-DD, or null. */
  readonly date: string | null;
  readonly location: string | null;
  /** A game's time limit in minutes (SoL's `duration`), or null. */
  readonly duration: number | null;
  /** Minutes before the limit when the warning sounds (SoL's `prealarm`), or null. */
  readonly prealarm: number | null;
  /** The turn SoL was at; for a CSV, its last turn. 0 when no turn was paired yet. */
  readonly currentTurn: number;
  /** What a bye scores (SoL's `phantomscore`). */
  readonly phantomScore: number;
  readonly competitors: readonly TourneyCompetitor[];
  readonly matches: readonly TourneyMatch[];
}

export type TournamentErrorCode =
  'invalid_format' | 'index_out_of_range' | 'invalid_name' | 'no_such_turn' | 'no_such_tourney';

export interface TournamentError {
  readonly code: TournamentErrorCode;
  /** A sentence naming where: the document, the list and the item. */
  readonly message: string;
}

export type TournamentOutcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: TournamentError };

/** Thrown inside the readers only; every public function turns it into a TournamentOutcome. */
export class TournamentProblem extends Error {
  constructor(
    readonly code: TournamentErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function outcomeOf<T>(read: () => T): TournamentOutcome<T> {
  try {
    return { ok: true, value: read() };
  } catch (e) {
    if (e instanceof TournamentProblem) return { ok: false, error: { code: e.code, message: e.message } };
    throw e;
  }
}
