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
    f.ok === undefined ? '' : f.ok ? 'PASS' : 'MISS',
  ]);
  const header = ['figure', 'value', 'unit', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: readonly string[]): string =>
    r.map((c, i) => (i === 1 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * How far a figure is from its target, as a ratio that is ≤ 1 when the target is met: value /
 * limit for "≤ limit" and "< limit", limit / value for "≥ limit" and for a percentage to reach.
 */
export function targetRatio(figure: BenchFigure): number | null {
  // One limit only: a target of several ("median < 2 ms, p99 < 5 ms") has no single ratio.
  const single = figure.target !== undefined && !/, \D/.test(figure.target);
  const match = single ? /([≤<≥>])?\s*([\d,.]+)/.exec(figure.target!) : null;
  if (!match) return null;
  const limit = Number(match[2]!.replace(/,/g, ''));
  if (!Number.isFinite(limit) || limit === 0) return null;
  const atMost = match[1] === '≤' || match[1] === '<';
  return atMost ? figure.value / limit : figure.value === 0 ? Infinity : limit / figure.value;
}

/** Every figure with a target, one line each: its value, its target, the ratio to it, PASS or MISS. */
export function formatTargets(sections: readonly { readonly figures: readonly BenchFigure[] }[]): string {
  const targeted = sections.flatMap((section) => section.figures.filter((f) => f.ok !== undefined));
  const rows = targeted.map((f) => {
    const ratio = targetRatio(f);
    return [
      f.name,
      `${f.value >= 1000 ? Math.round(f.value).toLocaleString('en-US') : f.value.toFixed(f.value < 10 ? 3 : 1)} ${f.unit}`,
      f.target ?? '',
      ratio === null ? '' : `${ratio.toFixed(2)} of target`,
      f.ok ? 'PASS' : 'MISS',
    ];
  });
  const header = ['target figure', 'value', 'target', 'ratio (≤ 1 meets it)', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: readonly string[]): string => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
