/**
 * The tournament bridge's own tables (issue 41), migrated through the store's per-owner
 * migrations like the venue's: the imported tournaments (the checked model as JSON, the latest is
 * the current one) and each match's SoL reference (tourney, turn, table, competitors). Append
 * new steps at the end; never edit a released one.
 */
export const TOURNAMENT_TABLES = 'tournament';

export const TOURNAMENT_MIGRATIONS: readonly string[] = [
  // 1 (2026-12-06): imports and the SoL reference of each match set up from a pairing.
  `
  CREATE TABLE tournament_imports (
    id INTEGER PRIMARY KEY,
    imported_at INTEGER NOT NULL,
    file_name TEXT NOT NULL,
    tourney_key TEXT NOT NULL,
    tourney TEXT NOT NULL
  ) STRICT;

  CREATE TABLE tournament_matches (
    match_id TEXT PRIMARY KEY REFERENCES matches (id),
    tourney_key TEXT NOT NULL,
    turn INTEGER NOT NULL,
    table_number INTEGER NOT NULL,
    competitor1 INTEGER NOT NULL,
    competitor2 INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX tournament_matches_by_pairing ON tournament_matches (tourney_key, turn, table_number, created_at);
  `,
  // 2 (2026-12-07): which tourney of a file of several was imported, and the file's tourneys.
  `
  ALTER TABLE tournament_imports ADD COLUMN tourney_index INTEGER NOT NULL DEFAULT 1;
  ALTER TABLE tournament_imports ADD COLUMN tourneys TEXT NOT NULL DEFAULT '[]';
  `,
];
