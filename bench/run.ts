import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { benchEngine } from './engine';
import { benchLed } from './led';
import { formatFigures, type BenchFigure } from './figure';

/** `npm run bench`: every performance figure of the product, printed and written as JSON. */
async function main(): Promise<void> {
  const sections: { title: string; run: () => Promise<BenchFigure[]> | BenchFigure[] }[] = [
    { title: 'Engine', run: benchEngine },
    { title: 'LED link (committed board → first byte on a pseudo-terminal)', run: benchLed },
  ];
  const all: { section: string; figures: BenchFigure[] }[] = [];
  for (const section of sections) {
    process.stdout.write(`\n== ${section.title}\n`);
    const figures = await section.run();
    process.stdout.write(formatFigures(figures) + '\n');
    all.push({ section: section.title, figures });
  }
  const report = { date: new Date().toISOString(), cores: cpus().length, node: process.version, sections: all };
  writeFileSync('bench-results.json', JSON.stringify(report, null, 2) + '\n');
  process.stdout.write(`\n${cpus().length} cores; written to bench-results.json\n`);
}

await main();
