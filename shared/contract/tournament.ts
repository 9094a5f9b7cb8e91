import { z } from 'zod';
import { LIMITS } from './limits';

/**
 * The tournament bridge (issue 41): a SoL export or a CSV of pairings imported into the host, a
 * table's match set up from its pairing, and the turn's results in SoL's order.
 */

/** The largest tournament file a console sends (a WebSocket message is at most LIMITS.messageBytes). */
export const TOURNAMENT_TEXT_MAX = LIMITS.messageBytes - 4096;

const fileName = z.string().min(1).max(200);
const number = z.int().min(1).max(1_000_000);

/** The text of a `.sol` (a `.sol.gz` the console has gunzipped) or `.csv` file; the name says which. */
export const ImportTournamentSchema = z.strictObject({
  type: z.literal('ImportTournament'),
  fileName,
  text: z.string().max(TOURNAMENT_TEXT_MAX),
  /** Which tourney of an export of several, from 1 (the first when left out). */
  tourney: number.optional(),
});

/** Set the table's match up from a pairing of the imported tournament, in one step. */
export const SetUpPairingSchema = z.strictObject({
  type: z.literal('SetUpPairing'),
  turn: number,
  table: number,
});

export const TOURNAMENT_COMMAND_SCHEMAS = [ImportTournamentSchema, SetUpPairingSchema] as const;

/** The imported tournament and one turn's pairings with their results (the current turn when left out). */
export const TournamentQuerySchema = z.strictObject({
  type: z.literal('Tournament'),
  turn: number.optional(),
});

/** The turn's results in SoL's order as CSV (UTF-8 with a BOM, Excel safe). */
export const TournamentResultsCsvSchema = z.strictObject({
  type: z.literal('TournamentResultsCsv'),
  turn: number.optional(),
});

export const TOURNAMENT_QUERY_SCHEMAS = [TournamentQuerySchema, TournamentResultsCsvSchema] as const;

export const PairingSideSchema = z.object({
  index: z.int(),
  players: z.array(z.string()).readonly(),
  clubs: z.array(z.string().nullable()).readonly(),
  nationalities: z.array(z.string().nullable()).readonly(),
});

export const RESULT_STATUSES = ['bye', 'missing', 'playing', 'played'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** One table of the turn: its pairing, and its result from SoL's competitor 1 / 2 point of view. */
export const TurnResultRowSchema = z.object({
  table: z.int().nullable(),
  competitor1: PairingSideSchema,
  competitor2: PairingSideSchema.nullable(),
  /** bye: scored the phantom score; missing: no match set up; playing: not finished yet. */
  status: z.enum(RESULT_STATUSES),
  score1: z.int().nullable(),
  score2: z.int().nullable(),
  /** The stored match set up from this pairing (the latest), or null. */
  matchId: z.string().nullable(),
});

/** One tourney of the imported file, as the operator picks it. */
export const TourneyChoiceSchema = z.object({
  index: z.int(),
  description: z.string(),
  date: z.string().nullable(),
});

export const TourneySummarySchema = z.object({
  source: z.enum(['sol', 'csv']),
  fileName: z.string(),
  /** Its place among the file's tourneys (from 1), and every tourney the file holds. */
  index: z.int(),
  tourneys: z.array(TourneyChoiceSchema).readonly(),
  description: z.string(),
  date: z.string().nullable(),
  location: z.string().nullable(),
  duration: z.int().nullable(),
  prealarm: z.int().nullable(),
  phantomScore: z.int(),
  currentTurn: z.int(),
  turns: z.array(z.int()).readonly(),
});

export const TournamentViewSchema = z.object({
  /** null: no tournament imported yet. */
  tourney: TourneySummarySchema.nullable(),
  turn: z.int().nullable(),
  rows: z.array(TurnResultRowSchema).readonly(),
  /** This host's table (`--table N`), or null. */
  table: z.int().nullable(),
  /** The SoL reference of the current match, when it was set up from a pairing. */
  current: z.object({ turn: z.int(), table: z.int() }).nullable(),
});

export type TurnResultRow = z.infer<typeof TurnResultRowSchema>;
export type TournamentView = z.infer<typeof TournamentViewSchema>;
export type TourneySummary = z.infer<typeof TourneySummarySchema>;

export const TOURNAMENT_QUERY_DATA_SCHEMAS = {
  Tournament: TournamentViewSchema,
  TournamentResultsCsv: z.object({ fileName: z.string(), csv: z.string() }),
} as const;

/**
 * A result's SoL reference, as a table publishes it with its match result in a venue (issue 41):
 * the tourney, turn, table and competitors, and the points from SoL's competitor 1 / 2 point of
 * view (null while the result is taken back).
 */
export const SolReferenceSchema = z.object({
  tourney: z.string().max(200),
  turn: number,
  table: number,
  competitor1: number,
  competitor2: number,
  score1: z.int().nullable(),
  score2: z.int().nullable(),
  /**
   * The turn's outline, for a venue's results page to list the whole turn: its highest table
   * number, its phantom score and its byes (competitor and players). Absent from older tables.
   */
  tables: z.int().min(1).max(1_000_000).optional(),
  phantomScore: z.int().min(0).optional(),
  byes: z
    .array(z.object({ competitor: number, players: z.array(z.string().max(200)).max(4).readonly() }))
    .max(1000)
    .readonly()
    .optional(),
});
export type SolReference = z.infer<typeof SolReferenceSchema>;

/** The SoL points of a match result: its finished games summed; a forfeit before any game scores the phantom score. */
export function solScores(
  result: {
    readonly winner: number | null;
    readonly games: readonly { readonly scores: readonly number[] }[];
  },
  phantomScore: number,
): readonly [number, number] | readonly [null, null] {
  if (result.winner === null) return [null, null];
  if (result.games.length === 0) return result.winner === 0 ? [phantomScore, 0] : [0, phantomScore];
  const sum = (side: number): number =>
    result.games.reduce((total, game) => total + (game.scores[side] ?? 0), 0);
  return [sum(0), sum(1)];
}
