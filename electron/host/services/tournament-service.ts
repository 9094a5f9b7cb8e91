import {
  refusal,
  type CommandResult,
  type QueryResult,
  type Refusal,
  type TournamentView,
} from '../../../shared/contract/contract';
import type { ImportTournamentSchema, SetUpPairingSchema } from '../../../shared/contract/tournament';
import {
  createMatchFor,
  pickTourney,
  turnPairings,
  turnResultRows,
  turnResultsCsv,
  turnsOf,
  type TurnPairings,
} from '../../../shared/tournament/index';
import { toScoreSheet } from '../../../shared/views/score-sheet';
import { fileNamePart } from '../match-summary';
import { NO_MATCH, readMatch, type CurrentMatch, type Ledger } from './ledger';
import type { Store } from '../store';
import type { MatchService } from './match-service';
import {
  openTournamentStore,
  tourneyKey,
  type StoredTourney,
  type TournamentStore,
} from './tournament-store';
import type { z } from 'zod';

/** A match's SoL reference as a venue's results carry it, with what scores a forfeit before any game. */
export interface MatchReference {
  readonly tourney: string;
  readonly turn: number;
  readonly table: number;
  readonly competitor1: number;
  readonly competitor2: number;
  readonly phantomScore: number;
  /** The turn's highest table number and its byes, when the tournament is still the imported one. */
  readonly tables?: number;
  readonly byes?: readonly { readonly competitor: number; readonly players: readonly string[] }[];
}

export type TournamentCommand = z.infer<typeof ImportTournamentSchema> | z.infer<typeof SetUpPairingSchema>;

/**
 * The tournament bridge (issue 41): a SoL export or a CSV of pairings imported whole or not at
 * all, a table's match set up from its pairing in one step (keeping its SoL reference in the same
 * transaction), and the turn's results in SoL's order for the Tournament screen and the CSV.
 */
export interface TournamentService {
  run(command: TournamentCommand, origin: string): CommandResult;
  view(turn?: number): QueryResult<'Tournament'>;
  csv(turn?: number): QueryResult<'TournamentResultsCsv'>;
  /** The SoL reference of a stored match, or null (the venue publishes it with the results). */
  referenceOf(matchId: string): MatchReference | null;
}

export function openTournamentService(
  ledger: Ledger,
  match: MatchService,
  now: () => number,
  table: number | null,
): TournamentService {
  const tables = openTournamentStore(ledger.store);
  let cached: StoredTourney | null | undefined;
  const current = (): StoredTourney | null => (cached === undefined ? (cached = tables.latest()) : cached);
  return {
    run(command, origin) {
      if (command.type === 'ImportTournament') {
        const read = pickTourney(command.fileName, command.text, command.tourney);
        if (!read.ok)
          return refusal('invalid_format', `The tournament file was refused: ${read.error.message}.`);
        const result = ledger.commit({ write: () => tables.saveImport(command.fileName, read.value, now()) });
        if (result.ok) cached = undefined;
        return result;
      }
      return setUp(current(), command, { match, tables, origin });
    },
    view(turn) {
      const stored = current();
      if (!stored) return { ok: true, type: 'Tournament', data: emptyView(table) };
      const pairings = turnOf(stored, turn);
      if (!pairings.ok) return pairings;
      return {
        ok: true,
        type: 'Tournament',
        data: viewOf(stored, pairings.value, { ...ledger.match(), store: ledger.store }, tables, table),
      };
    },
    csv(turn) {
      return resultsCsv(current(), tables, { ...ledger.match(), store: ledger.store }, turn);
    },
    referenceOf(matchId) {
      const reference = tables.referenceOf(matchId);
      if (!reference) return null;
      const [, tourney] = JSON.parse(reference.tourneyKey) as [string, string, string | null];
      const stored = current();
      const { turn, table, competitor1, competitor2 } = reference;
      const same = stored !== null && stored.key === reference.tourneyKey;
      const phantomScore = same ? stored.tourney.phantomScore : 0;
      return {
        tourney,
        turn,
        table,
        competitor1,
        competitor2,
        phantomScore,
        ...(same ? outline(stored, turn) : {}),
      };
    },
  };
}

function resultsCsv(
  stored: StoredTourney | null,
  tables: TournamentStore,
  current: CurrentMatch & { readonly store: Store },
  turn: number | undefined,
): QueryResult<'TournamentResultsCsv'> {
  if (!stored) return noTournament();
  const pairings = turnOf(stored, turn);
  if (!pairings.ok) return pairings;
  const rows = viewOf(stored, pairings.value, current, tables, null).rows;
  const fileName = `${fileNamePart(stored.tourney.description) || 'tournament'}-turn-${pairings.value.turn}.csv`;
  return { ok: true, type: 'TournamentResultsCsv', data: { fileName, csv: turnResultsCsv(rows) } };
}

/** The turn's results CSV straight from a data folder's database (the `tournament results` command). */
export function storedResultsCsv(store: Store, turn?: number): QueryResult<'TournamentResultsCsv'> {
  const tables = openTournamentStore(store);
  return resultsCsv(tables.latest(), tables, { ...NO_MATCH, store }, turn);
}

/** A turn's highest table and its byes, which a venue's results page needs to list the whole turn. */
function outline(stored: StoredTourney, turn: number): Pick<MatchReference, 'tables' | 'byes'> {
  const pairings = turnPairings(stored.tourney, turn);
  if (!pairings.ok) return {};
  const tables = pairings.value.pairings.flatMap((p) =>
    p.table !== null && p.competitor2 !== null ? [p.table] : [],
  );
  const byes = pairings.value.pairings
    .filter((p) => p.competitor2 === null)
    .map((p) => ({ competitor: p.competitor1.index, players: p.competitor1.players }));
  return { tables: Math.max(1, ...tables), byes };
}

const noTournament = (): Refusal =>
  refusal('not_found', 'No tournament is imported: import a SoL export or a CSV of pairings first.');

function turnOf(
  stored: StoredTourney,
  turn: number | undefined,
): { ok: true; value: TurnPairings } | Refusal {
  const pairings = turnPairings(stored.tourney, turn);
  return pairings.ok ? pairings : refusal('not_found', `${capitalized(pairings.error.message)}.`);
}

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

interface SetUpDeps {
  readonly match: MatchService;
  readonly tables: TournamentStore;
  readonly origin: string;
}

function setUp(
  stored: StoredTourney | null,
  command: z.infer<typeof SetUpPairingSchema>,
  { match, tables, origin }: SetUpDeps,
): CommandResult {
  if (!stored) return noTournament();
  const pairings = turnOf(stored, command.turn);
  if (!pairings.ok) return pairings;
  const pairing = pairings.value.pairings.find((p) => p.table === command.table);
  if (!pairing) {
    const known = pairings.value.pairings.flatMap((p) => (p.table === null ? [] : [p.table]));
    return refusal(
      'not_found',
      `Turn ${command.turn} has no table ${command.table}: its tables are ${known.join(', ') || 'none'}.`,
    );
  }
  const made = createMatchFor(pairing, {
    description: stored.tourney.description,
    turn: command.turn,
    duration: stored.tourney.duration,
    prealarm: stored.tourney.prealarm,
  });
  if (!made.ok) return refusal('invalid_format', made.message);
  const reference = {
    tourneyKey: tourneyKey(stored.tourney),
    turn: command.turn,
    table: command.table,
    competitor1: pairing.competitor1.index,
    competitor2: pairing.competitor2!.index,
  };
  return match.startLinked(made.command, `tournament (${origin})`, (matchId, at) =>
    tables.saveReference(matchId, reference, at),
  );
}

function viewOf(
  stored: StoredTourney,
  pairings: TurnPairings,
  current: CurrentMatch & { readonly store: Store },
  tables: TournamentStore,
  table: number | null,
): TournamentView {
  const key = tourneyKey(stored.tourney);
  const { matchId: currentId, state: currentState } = current;
  const rows = turnResultRows(pairings, (pairing) => {
    const matchId = tables.matchFor({
      tourneyKey: key,
      turn: pairings.turn,
      table: pairing.table,
      competitor1: pairing.competitor1.index,
      competitor2: pairing.competitor2?.index ?? 0,
    });
    if (matchId === null) return null;
    const state = matchId === currentId ? currentState : readMatch(current.store, matchId).state;
    return { matchId, sheet: toScoreSheet(state) };
  });
  const reference = currentId === null ? null : tables.referenceOf(currentId);
  const { tourney } = stored;
  return {
    tourney: {
      source: tourney.source,
      fileName: stored.fileName,
      index: stored.index,
      tourneys: stored.tourneys,
      description: tourney.description,
      date: tourney.date,
      location: tourney.location,
      duration: tourney.duration,
      prealarm: tourney.prealarm,
      phantomScore: tourney.phantomScore,
      currentTurn: tourney.currentTurn,
      turns: turnsOf(tourney),
    },
    turn: pairings.turn,
    rows,
    table,
    current:
      reference && reference.tourneyKey === key ? { turn: reference.turn, table: reference.table } : null,
  };
}

function emptyView(table: number | null): TournamentView {
  return { tourney: null, turn: null, rows: [], table, current: null };
}
