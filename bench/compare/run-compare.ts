import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { compareReports, formatComparison, type BenchReport } from './figures';
import { prepareReferenceTree } from './reference-tree';

/**
 * Runs `bench/run.ts` in one tree as a child process (the tree's own bench measuring its own
 * build, with the caller's BENCH_* settings) and returns the report it wrote.
 */
function benchOnce(root: string, what: string): BenchReport {
  const startedAt = Date.now();
  const results = join(root, 'bench-results.json');
  process.stdout.write(
    `\n#### ${what}: ${root} (load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')})\n`,
  );
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (child.status !== 0)
    throw new Error(`the bench of ${what} failed (exit ${child.status ?? child.signal})`);
  if (!existsSync(results)) throw new Error(`the bench of ${what} wrote no bench-results.json`);
  const report = JSON.parse(readFileSync(results, 'utf8')) as BenchReport;
  if (Date.parse(report.date) < startedAt - 1000)
    throw new Error(`the bench of ${what} left an older bench-results.json (${report.date})`);
  return report;
}

/**
 * `npm run bench -- --compare REF`: the chosen sections (BENCH_ONLY) for this tree (A) and REF (B)
 * alternately, A B A B…, each round a fresh process per side, so both see the same machine over
 * the same minutes; then each figure's median over the rounds on each side and their ratio.
 */
export function runCompare(ref: string, rounds: number, repoRoot: string): void {
  if (!process.env['BENCH_ONLY'])
    process.stdout.write(
      'BENCH_ONLY is not set: every section runs, twice per round (about 20 minutes a round)\n',
    );
  const reference = prepareReferenceTree(ref, { repoRoot, log: (line) => process.stdout.write(`${line}\n`) });
  const current: BenchReport[] = [];
  const theirs: BenchReport[] = [];
  const loads: string[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      loads.push(loadavg()[0]!.toFixed(2));
      current.push(benchOnce(repoRoot, `round ${round}/${rounds}, A: this tree`));
      theirs.push(benchOnce(reference.root, `round ${round}/${rounds}, B: ${reference.description}`));
    }
  } finally {
    reference.dispose();
  }
  loads.push(loadavg()[0]!.toFixed(2));
  const figures = compareReports(current, theirs);
  process.stdout.write(
    `\n== Comparison: this tree (A) against ${reference.description} (B), ${rounds} rounds A B alternating; ` +
      `the median over the rounds of each figure; load average ${loads.join(' → ')}\n` +
      `${formatComparison(figures)}\n`,
  );
  const report = {
    date: new Date().toISOString(),
    reference: reference.description,
    rounds,
    only: process.env['BENCH_ONLY'] ?? null,
    loadAverages: loads.map(Number),
    node: process.version,
    figures,
  };
  writeFileSync(join(repoRoot, 'bench-compare.json'), JSON.stringify(report, null, 2) + '\n');
  process.stdout.write('written to bench-compare.json\n');
}
