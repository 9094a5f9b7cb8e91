import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchConsole } from './console';
import { benchEngine } from './engine';
import { benchTracker } from './tracker';
import { benchUmpire } from './umpire';
import { benchPhones } from './phones';
import { benchFanOut } from './fanout';
import { benchLed } from './led';
import { benchMatchList } from './match-list';
import { benchApi } from './api';
import { benchLedThroughHost } from './led-host';
import { benchMemory } from './memory';
import { benchScreen } from './screen';
import { benchStartup } from './startup';
import { benchTournament } from './tournament';
import { benchVenue } from './venue';
import { benchVenueScale } from './venue-scale';
import { formatFigures, formatTargets, type BenchFigure } from './figure';
import { parseBenchArgs } from './compare/args';
import { runCompare } from './compare/run-compare';

/**
 * `npm run bench`: every performance figure of the product, printed and written as JSON.
 * BENCH_QUICK=1 runs every section with few samples (a smoke run; its figures mean little).
 * BENCH_REDUCED_MOTION=1 opens the screens with "reduce motion" (no score roll on the display).
 * BENCH_ONLY=regex runs only the sections whose title matches it.
 * BENCH_KEY_PAUSE_MS=N pauses N ms before each timed key in the operator → screen sections.
 * `npm run bench -- --compare REF [--rounds N]` runs the chosen sections for this tree and for REF
 * (a commit, built in a temporary worktree, or a folder) alternately and prints their ratios.
 */
const quick = process.env['BENCH_QUICK'] === '1';
const scale = (full: number, small: number): number => (quick ? small : full);

function ensureBuild(): void {
  // The host runs from out/main and serves the screens from out/renderer: build when older than the sources.
  const root = resolve(import.meta.dirname, '..');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the build failed');
}

async function main(): Promise<void> {
  const started = performance.now();
  ensureBuild();
  const loadAtStart = loadavg();
  const sections: { title: string; run: () => Promise<BenchFigure[]> | BenchFigure[] }[] = [
    { title: 'Start-up', run: () => benchStartup(scale(3, 1), scale(5, 2)) },
    { title: 'Engine', run: benchEngine },
    {
      title: 'Board tracker (stored matches tracked stroke by stroke)',
      run: () => benchTracker(scale(200, 20)),
    },
    {
      title: 'LED link (committed board → first byte on a pseudo-terminal)',
      run: () => benchLed(scale(600, 50)),
    },
    { title: 'Operator → LED through the headless host', run: () => benchLedThroughHost(scale(300, 30)) },
    {
      title: "Console: the page's own main-thread CPU per board typed",
      run: () => benchConsole(scale(40, 8), scale(3, 1)),
    },
    {
      title: "Console's Matches tab (board → list shown, 0 and 2,000 stored matches)",
      run: () => benchMatchList(scale(60, 10), scale(2000, 200), scale(3, 1)),
    },
    {
      title: 'Control API (board → /api/v1/events change, → polled vmix.json, against the display page)',
      run: () => benchApi(scale(60, 10)),
    },
    {
      title: 'Operator → screen (console key press → display page, headless host process)',
      run: () =>
        benchScreen({
          boards: scale(150, 20),
          watchers: 1,
          batches: scale(3, 1),
          label: '1 display:',
          hostFloor: true,
          inProcessReference: true,
          // Issue 42: ahead of NodeCG's fastest path while committing every board (1.2× at the median).
          ratioTarget: { median: 1.2, p99: 1.5 },
        }),
    },
    {
      title: 'Umpire → screen (stroke tapped on /umpire → display page, headless host process)',
      run: () => benchUmpire(scale(150, 20), scale(3, 1)),
    },
    {
      title:
        'Phones on a weak Wi-Fi (first load of /umpire and /timekeeper at 1.6 Mbit/s, 150 ms, CPU ×4; a tap)',
      run: () => benchPhones(scale(6, 2), scale(40, 8)),
    },
    {
      title: 'Operator → screen with a busy neighbour (one core kept busy by another process)',
      run: () =>
        benchScreen({
          boards: scale(120, 10),
          watchers: 1,
          batches: scale(2, 1),
          label: 'busy neighbour:',
          ratioTarget: 2,
          busyNeighbour: true,
        }),
    },
    {
      title: 'Fan-out, host side (one board → 20 bare display sockets, no browser)',
      run: () => benchFanOut(scale(300, 20), 20, scale(3, 1)),
    },
    {
      title: 'Fan-out (20 display pages connected; no target: in a venue each display is its own device)',
      run: () =>
        benchScreen({ boards: scale(100, 6), watchers: 20, batches: scale(2, 1), label: '20 displays:' }),
    },
    {
      title: 'Venue (board → /venue through mosquitto; 40 tables × 1 board/s)',
      run: () => benchVenue(scale(200, 20), scale(20, 5)),
    },
    {
      title: 'Venue at scale (200 tables × 1 board / 5 s, a results relay and its /venue)',
      run: () =>
        benchVenueScale({
          // BENCH_VENUE_TABLES=N measures another size (the issue's is 200).
          tables: Number(process.env['BENCH_VENUE_TABLES'] ?? scale(200, 20)),
          firstStage: scale(20, 5),
          periodMs: 5000,
          loadSeconds: scale(30, 8),
          boards: scale(60, 8),
        }),
    },
    {
      title: 'Tournament bridge (a SoL export imported, its current turn listed)',
      run: () => benchTournament(scale(5, 1)),
    },
    { title: 'Memory (a long tournament day)', run: () => benchMemory(scale(2000, 100), scale(6, 3)) },
  ];
  const all: { section: string; seconds: number; figures: BenchFigure[] }[] = [];
  // BENCH_ONLY=regex runs only the sections whose title matches (e.g. to measure one part again).
  const only = process.env['BENCH_ONLY'] ? new RegExp(process.env['BENCH_ONLY'], 'i') : null;
  for (const section of sections.filter((candidate) => only?.test(candidate.title) ?? true)) {
    process.stdout.write(`\n== ${section.title}\n`);
    const sectionStart = performance.now();
    const figures = await section.run();
    const seconds = Math.round((performance.now() - sectionStart) / 100) / 10;
    process.stdout.write(formatFigures(figures) + `\n(${seconds} s)\n`);
    all.push({ section: section.title, seconds, figures });
  }
  const missed = all.flatMap((section) => section.figures.filter((figure) => figure.ok === false));
  const machine = {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    loadAverageAtStart: loadAtStart.map((value) => Math.round(value * 100) / 100),
    loadAverageAtEnd: loadavg().map((value) => Math.round(value * 100) / 100),
  };
  const report = {
    date: new Date().toISOString(),
    quick,
    reducedMotion: process.env['BENCH_REDUCED_MOTION'] === '1',
    cores: machine.cores,
    machine,
    node: process.version,
    seconds: Math.round((performance.now() - started) / 1000),
    missed: missed.map((figure) => figure.name),
    sections: all,
  };
  writeFileSync('bench-results.json', JSON.stringify(report, null, 2) + '\n');
  process.stdout.write(`\n== Targets\n${formatTargets(all)}\n`);
  process.stdout.write(
    `\n${machine.cores} cores (${machine.cpu}); load average ${machine.loadAverageAtStart.join(' ')} at start, ` +
      `${machine.loadAverageAtEnd.join(' ')} at end; ${report.seconds} s; ` +
      `${missed.length === 0 ? 'every target met' : `${missed.length} target(s) MISSED`}; written to bench-results.json\n`,
  );
}

/** Bad arguments and a REF that cannot be prepared are said in words, without a stack trace. */
async function start(): Promise<void> {
  let args: ReturnType<typeof parseBenchArgs>;
  try {
    args = parseBenchArgs(process.argv.slice(2));
    if (args.mode === 'compare') return runCompare(args.ref, args.rounds, resolve(import.meta.dirname, '..'));
  } catch (error) {
    process.stderr.write(`npm run bench: ${(error as Error).message}\n`);
    process.exitCode = 1;
    return;
  }
  await main();
}

await start();
