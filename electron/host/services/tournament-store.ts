import type { Tourney } from '../../../shared/tournament/index';
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
}

/** The tournament tables: the latest import, and the references of the matches set up from pairings. */
export interface TournamentStore {
  latest(): StoredTourney | null;
  saveImport(fileName: string, tourney: Tourney, at: number): void;
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
    'SELECT file_name AS fileName, tourney_key AS key, tourney FROM tournament_imports ORDER BY id DESC LIMIT 1',
  );
  const insertImport = store.prepare(
    'INSERT INTO tournament_imports (imported_at, file_name, tourney_key, tourney) VALUES (?, ?, ?, ?)',
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
      const row = latest.get() as { fileName: string; key: string; tourney: string } | undefined;
      return row
        ? { fileName: row.fileName, key: row.key, tourney: JSON.parse(row.tourney) as Tourney }
        : null;
    },
    saveImport(fileName, tourney, at) {
      insertImport.run(at, fileName, tourneyKey(tourney), JSON.stringify(tourney));
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
