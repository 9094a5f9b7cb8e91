import { readPairingsCsv } from './csv-pairings';
import type { Tourney, TournamentOutcome } from './model';
import { readSolExport } from './sol';

/**
 * A tournament file by its name: `.csv` is a plain list of pairings, anything else a SoL export
 * (a `.sol.gz` already gunzipped by whoever read it). An export of several tourneys gives its first.
 */
export function readTournamentText(fileName: string, text: string): TournamentOutcome<Tourney> {
  if (/\.csv$/i.test(fileName)) return readPairingsCsv(text, baseName(fileName));
  const read = readSolExport(text);
  return read.ok ? { ok: true, value: read.value[0]! } : read;
}

export function baseName(path: string): string {
  return path.split(/[\\/]/).at(-1) ?? path;
}
