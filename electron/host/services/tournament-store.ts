import type { PickedTourney, Tourney, TourneyChoice } from '../../../shared/tournament/index';
import type { Store } from '../store';
import { TOURNAMENT_MIGRATIONS, TOURNAMENT_TABLES } from '../tournament-tables';

/** One match's SoL reference. */
export interface PairingReference {
  readonly tourneyKey: string;
  readonly turn: number;
  readonly table: number;
  readonly competitor1: number;
  readonly competitor2: number;
}

export interface StoredTourney {
  readonly fileName: string;
  readonly key: string;
  readonly tourney: Tourney;
  /** Its place among the file's tourneys (from 1), and every tourney the file holds. */
  readonly index: number;
  readonly tourneys: readonly TourneyChoice[];
}

/** The tournament tables: the latest import, and the references of the matches set up from pairings. */
export interface TournamentStore {
  latest(): StoredTourney | null;
  saveImport(fileName: string, picked: PickedTourney, at: number): void;
  saveReference(matchId: string, reference: PairingReference, at: number): void;
  referenceOf(matchId: string): PairingReference | null;
  /** The latest match set up for this pairing (the same competitors at the same table of the turn). */
  matchFor(reference: PairingReference): string | null;
}

/** A tourney is the same one again when its source, description and date are (a later export of it). */
export function tourneyKey(tourney: Tourney): string {
  return JSON.stringify([tourney.source, tourney.description, tourney.date]);
}

export function openTournamentStore(store: Store): TournamentStore {
  store.migrate(TOURNAMENT_TABLES, TOURNAMENT_MIGRATIONS);
  const latest = store.prepare(
    'SELECT file_name AS fileName, tourney_key AS key, tourney, tourney_index AS "index", tourneys FROM tournament_imports ORDER BY id DESC LIMIT 1',
  );
  const insertImport = store.prepare(
    'INSERT INTO tournament_imports (imported_at, file_name, tourney_key, tourney, tourney_index, tourneys) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertReference = store.prepare(
    'INSERT INTO tournament_matches (match_id, tourney_key, turn, table_number, competitor1, competitor2, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const reference = store.prepare(
    'SELECT tourney_key AS tourneyKey, turn, table_number AS "table", competitor1, competitor2 FROM tournament_matches WHERE match_id = ?',
  );
  const matchFor = store
    .prepare(
      'SELECT match_id FROM tournament_matches WHERE tourney_key = ? AND turn = ? AND table_number = ? AND competitor1 = ? AND competitor2 = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
    )
    .pluck();
  return {
    latest() {
      const row = latest.get() as StoredRow | undefined;
      return row ? storedOf(row) : null;
    },
    saveImport(fileName, { tourney, index, tourneys }, at) {
      insertImport.run(
        at,
        fileName,
        tourneyKey(tourney),
        JSON.stringify(tourney),
        index,
        JSON.stringify(tourneys),
      );
    },
    saveReference(matchId, ref, at) {
      insertReference.run(matchId, ref.tourneyKey, ref.turn, ref.table, ref.competitor1, ref.competitor2, at);
    },
    referenceOf(matchId) {
      return (reference.get(matchId) as PairingReference | undefined) ?? null;
    },
    matchFor(ref) {
      const id = matchFor.get(ref.tourneyKey, ref.turn, ref.table, ref.competitor1, ref.competitor2);
      return typeof id === 'string' ? id : null;
    },
  };
}

interface StoredRow {
  readonly fileName: string;
  readonly key: string;
  readonly tourney: string;
  readonly index: number;
  readonly tourneys: string;
}

/** An import as stored; one stored before the file's tourneys were kept lists its own alone. */
function storedOf(row: StoredRow): StoredTourney {
  const tourney = JSON.parse(row.tourney) as Tourney;
  const listed = JSON.parse(row.tourneys) as readonly TourneyChoice[];
  const tourneys =
    listed.length > 0 ? listed : [{ index: row.index, description: tourney.description, date: tourney.date }];
  return { fileName: row.fileName, key: row.key, tourney, index: row.index, tourneys };
}
