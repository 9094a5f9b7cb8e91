import { readPairingsCsv } from './csv-pairings';
import type { Tourney, TournamentOutcome } from './model';
import { readSolExport } from './sol';

/** One tourney of a file, as the operator picks it: its 1-based place in the file. */
export interface TourneyChoice {
  readonly index: number;
  readonly description: string;
  readonly date: string | null;
}

/** The tourney picked from a file, and every tourney the file holds (one for a CSV). */
export interface PickedTourney {
  readonly tourney: Tourney;
  /** Its 1-based place among the file's tourneys. */
  readonly index: number;
  readonly tourneys: readonly TourneyChoice[];
}

/**
 * A tournament file by its name: `.csv` is a plain list of pairings, anything else a SoL export
 * (a `.sol.gz` already gunzipped by whoever read it). `pick` is the tourney of an export of
 * several, from 1 (the first when left out); a file without it is refused, naming the ones it has.
 */
export function pickTourney(fileName: string, text: string, pick?: number): TournamentOutcome<PickedTourney> {
  const read = /\.csv$/i.test(fileName)
    ? mapOutcome(readPairingsCsv(text, baseName(fileName)), (tourney) => [tourney])
    : readSolExport(text);
  if (!read.ok) return read;
  const tourneys = read.value.map(({ description, date }, i) => ({ index: i + 1, description, date }));
  const index = pick ?? 1;
  const tourney = read.value[index - 1];
  if (!tourney) {
    return {
      ok: false,
      error: {
        code: 'no_such_tourney',
        message: `the file has no tourney ${index}: it holds ${tourneysText(tourneys)}`,
      },
    };
  }
  return { ok: true, value: { tourney, index, tourneys } };
}

/** The first tourney of a tournament file (see pickTourney). */
export function readTournamentText(fileName: string, text: string): TournamentOutcome<Tourney> {
  return mapOutcome(pickTourney(fileName, text), (picked) => picked.tourney);
}

/** "2 tourneys: 1 "Open" (2024-11-16), 2 "Doubles" (2024-11-17)". */
export function tourneysText(tourneys: readonly TourneyChoice[]): string {
  const each = tourneys.map((t) => `${t.index} "${t.description}"${t.date ? ` (${t.date})` : ''}`);
  return `${tourneys.length} ${tourneys.length === 1 ? 'tourney' : 'tourneys'}: ${each.join(', ')}`;
}

function mapOutcome<T, U>(outcome: TournamentOutcome<T>, map: (value: T) => U): TournamentOutcome<U> {
  return outcome.ok ? { ok: true, value: map(outcome.value) } : outcome;
}

export function baseName(path: string): string {
  return path.split(/[\\/]/).at(-1) ?? path;
}
