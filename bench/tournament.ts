import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openHost } from '../electron/host/host';
import { bigSolExport } from '../tests/tournament/big-sol-export';
import type { BenchFigure } from './figure';

const CONSOLE = { role: 'console', readOnly: false } as const;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * The tournament bridge (issue 41): a SoL export of 500 competitors and 10 turns (about 2,500
 * matches) imported into a host on a real SQLite file (YAML 1.1 parse, checks, one commit), then
 * the current turn's 250 tables listed with their results (the Tournament screen's query).
 */
export async function benchTournament(samples: number): Promise<BenchFigure[]> {
  const text = bigSolExport(500, 10);
  const imports: number[] = [];
  const listings: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const dir = mkdtempSync(join(tmpdir(), 'carrom-bench-tournament-'));
    const host = openHost({ dataDir: dir });
    try {
      const started = performance.now();
      const imported = host.submit({ type: 'ImportTournament', fileName: 'grand-swiss.sol', text }, CONSOLE);
      const done = performance.now();
      if (!imported.ok) throw new Error(imported.message);
      const listed = await host.query({ type: 'Tournament' }, CONSOLE);
      const shown = performance.now();
      if (!listed.ok) throw new Error(listed.message);
      imports.push(done - started);
      listings.push(shown - done);
    } finally {
      host.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const importMs = median(imports);
  const listMs = median(listings);
  return [
    {
      name: `import a SoL export: 500 competitors, 10 turns (${Math.round(text.length / 1024)} KB), median of ${samples}`,
      value: importMs,
      unit: 'ms',
      target: '≤ 3000',
      ok: importMs <= 3000,
    },
    {
      name: 'list its current turn (250 tables with their results), median',
      value: listMs,
      unit: 'ms',
      target: '≤ 200',
      ok: listMs <= 200,
    },
  ];
}
