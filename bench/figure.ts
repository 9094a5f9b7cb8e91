export interface BenchFigure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly target?: string;
  readonly ok?: boolean;
  readonly note?: string;
}

export function formatFigures(figures: readonly BenchFigure[]): string {
  const rows = figures.map((f) => [
    f.name,
    f.value >= 1000 ? Math.round(f.value).toLocaleString('en-US') : f.value.toFixed(f.value < 10 ? 3 : 1),
    f.unit,
    f.target ?? '',
    f.ok === undefined ? '' : f.ok ? 'ok' : 'MISSED',
  ]);
  const header = ['figure', 'value', 'unit', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: readonly string[]): string =>
    r.map((c, i) => (i === 1 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
