/**
 * The bench's command line: `npm run bench` alone runs every section of the current tree;
 * `npm run bench -- --compare REF [--rounds N]` runs the chosen sections (BENCH_ONLY) for the
 * current tree and for REF (a commit, or a folder holding another checkout) alternately.
 */
export type BenchArgs =
  { readonly mode: 'run' } | { readonly mode: 'compare'; readonly ref: string; readonly rounds: number };

/** Fewer rounds than this say nothing on a shared machine: one run against one run is noise. */
export const MIN_COMPARE_ROUNDS = 2;
export const DEFAULT_COMPARE_ROUNDS = 2;

const USAGE = 'usage: npm run bench [-- --compare REF [--rounds N]] (REF: a commit or a folder)';

export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  let ref: string | null = null;
  let rounds: number | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    if (flag !== '--compare' && flag !== '--rounds') throw new Error(`unknown argument "${arg}"; ${USAGE}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('--')))
      throw new Error(`${flag} needs a value; ${USAGE}`);
    if (flag === '--compare') {
      if (ref !== null)
        throw new Error(`--compare given twice ("${ref}", "${value}"): one reference at a time`);
      ref = value;
    } else {
      if (rounds !== null) throw new Error('--rounds given twice');
      rounds = parseRounds(value);
    }
  }
  if (ref === null) {
    if (rounds !== null) throw new Error(`--rounds only goes with --compare; ${USAGE}`);
    return { mode: 'run' };
  }
  return { mode: 'compare', ref, rounds: rounds ?? DEFAULT_COMPARE_ROUNDS };
}

function parseRounds(value: string): number {
  if (!/^\d+$/.test(value)) throw new Error(`--rounds must be a whole number, not "${value}"`);
  const rounds = Number(value);
  if (rounds < MIN_COMPARE_ROUNDS)
    throw new Error(
      `--rounds must be at least ${MIN_COMPARE_ROUNDS} (A B A B): one run against one run is noise on a shared machine`,
    );
  return rounds;
}
