import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DATABASE_FILE } from '../host/data-dir';
import { storedResultsCsv } from '../host/services/tournament-service';
import { openStore } from '../host/store';
import { readTournamentFile } from '../host/tournament-file';
import {
  pickTourney,
  turnPairings,
  type PickedTourney,
  type TurnPairings,
} from '../../shared/tournament/index';

const USAGE = `usage: npm run --silent tournament -- pairings FILE [--turn N] [--tourney N]
       npm run --silent tournament -- results DATA_DIR_OR_DATABASE_FILE [--turn N]
  pairings  a SoL export (.sol, .sol.gz) or a CSV of pairings: the turn's pairings as JSON
  results   a host's data folder (or its ${DATABASE_FILE}): the turn's results in SoL's order as CSV
  --turn N     the turn (default: the tourney's current turn)
  --tourney N  the tourney of an export of several, from 1 (default: the first)
`;

/** Exit codes as the `score` command's: 64 a wrong command line, 2 a file or data refused. */
const USAGE_ERROR = 64;
const REFUSED = 2;

/**
 * `npm run --silent tournament -- pairings FILE [--turn N]` and `… results DATA_DIR [--turn N]`:
 * the tournament bridge (issue 41) for scripts and tests. A refusal is one JSON object
 * `{"error": {"code", "message"}}` on stdout naming where, as `score` gives one.
 */
function main(argv: readonly string[]): number {
  let parsed: CommandLine;
  try {
    parsed = readCommandLine(argv);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${USAGE}`);
    return USAGE_ERROR;
  }
  try {
    return parsed.verb === 'pairings' ? pairings(parsed) : results(parsed.path, parsed.turn);
  } catch (e) {
    return refused('invalid_format', (e as Error).message);
  }
}

interface CommandLine {
  readonly verb: string;
  readonly path: string;
  readonly turn: number | undefined;
  readonly tourney: number | undefined;
}

function readCommandLine(argv: readonly string[]): CommandLine {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { turn: { type: 'string' }, tourney: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [verb, path, ...rest] = positionals;
  if ((verb !== 'pairings' && verb !== 'results') || !path || rest.length > 0) {
    throw new Error('give pairings FILE or results DATA_DIR');
  }
  if (values.tourney !== undefined && verb !== 'pairings') {
    throw new Error('--tourney picks a tourney of an export: give it with pairings FILE');
  }
  return {
    verb,
    path,
    turn: numberOption('--turn', 'a turn number', values.turn),
    tourney: numberOption('--tourney', "a tourney's place in the file", values.tourney),
  };
}

function numberOption(name: string, what: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9]\d{0,5}$/.test(value)) throw new Error(`${name} must be ${what} from 1 (got "${value}")`);
  return Number(value);
}

function refused(code: string, message: string): number {
  process.stdout.write(`${JSON.stringify({ error: { code, message } })}\n`);
  return REFUSED;
}

function pairings({ path, turn, tourney }: CommandLine): number {
  const { fileName, text } = readTournamentFile(path);
  const picked = pickTourney(fileName, text, tourney);
  if (!picked.ok) return refused(picked.error.code, `${fileName}: ${picked.error.message}`);
  const listed = turnPairings(picked.value.tourney, turn);
  if (!listed.ok) return refused(listed.error.code, `${fileName}: ${listed.error.message}`);
  process.stdout.write(`${JSON.stringify(pairingsJson(listed.value, picked.value), null, 1)}\n`);
  return 0;
}

/**
 * The documented shape: tourney, date, turn, duration, prealarm and the pairings by table; then
 * which tourney of the file it is and the file's tourneys.
 */
function pairingsJson(turn: TurnPairings, picked: PickedTourney): unknown {
  return {
    tourney: turn.tourney,
    date: turn.date,
    turn: turn.turn,
    duration: turn.duration,
    prealarm: turn.prealarm,
    phantomscore: turn.phantomScore,
    pairings: turn.pairings.map((pairing) => ({
      table: pairing.table,
      competitor1: pairing.competitor1,
      competitor2: pairing.competitor2,
    })),
    tourneyIndex: picked.index,
    tourneys: picked.tourneys,
  };
}

function results(path: string, turn: number | undefined): number {
  if (!existsSync(path)) return refused('not_found', `${path}: there is no such data folder or file`);
  const file = statSync(path).isDirectory() ? join(path, DATABASE_FILE) : path;
  if (!existsSync(file))
    return refused('not_found', `${path}: it holds no ${DATABASE_FILE} (not a host's data folder)`);
  const store = openStore({ file });
  try {
    const answer = storedResultsCsv(store, turn);
    if (!answer.ok) return refused(answer.code, answer.message);
    process.stdout.write((answer.data as { csv: string }).csv);
    return 0;
  } finally {
    store.close();
  }
}

process.exitCode = main(process.argv.slice(2));
