import type { BenchFigure } from '../figure';

/** What one `bench/run.ts` writes to bench-results.json (the part a comparison reads). */
export interface BenchReport {
  readonly date: string;
  readonly machine?: { readonly loadAverageAtStart?: readonly number[] };
  readonly sections: readonly { readonly section: string; readonly figures: readonly BenchFigure[] }[];
}

/** One figure of both sides over every round. */
export interface ComparedFigure {
  readonly section: string;
  readonly name: string;
  readonly unit: string;
  /** This tree's value in each round (NaN where a round lacked it). */
  readonly current: readonly number[];
  readonly reference: readonly number[];
  /** Median over the rounds; NaN when a side never had the figure. */
  readonly currentMedian: number;
  readonly referenceMedian: number;
  /** currentMedian / referenceMedian (below 1: the current tree has less of it); null when not computable. */
  readonly ratio: number | null;
}

export function medianOf(values: readonly number[]): number {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (finite.length === 0) return Number.NaN;
  const middle = Math.floor(finite.length / 2);
  return finite.length % 2 === 1 ? finite[middle]! : (finite[middle - 1]! + finite[middle]!) / 2;
}

const keyOf = (section: string, name: string): string => `${section}\u0000${name}`;

/** Figures of both sides, matched by section and name, in the order the current tree prints them. */
export function compareReports(
  current: readonly BenchReport[],
  reference: readonly BenchReport[],
): ComparedFigure[] {
  const order: { section: string; name: string; unit: string }[] = [];
  const seen = new Set<string>();
  for (const report of [...current, ...reference])
    for (const section of report.sections)
      for (const figure of section.figures) {
        const key = keyOf(section.section, figure.name);
        if (seen.has(key)) continue;
        seen.add(key);
        order.push({ section: section.section, name: figure.name, unit: figure.unit });
      }
  const valuesOf = (reports: readonly BenchReport[], section: string, name: string): number[] =>
    reports.map((report) => {
      const figure = report.sections
        .find((candidate) => candidate.section === section)
        ?.figures.find((candidate) => candidate.name === name);
      return figure?.value ?? Number.NaN;
    });
  return order.map(({ section, name, unit }) => {
    const currentValues = valuesOf(current, section, name);
    const referenceValues = valuesOf(reference, section, name);
    const currentMedian = medianOf(currentValues);
    const referenceMedian = medianOf(referenceValues);
    const computable =
      Number.isFinite(currentMedian) && Number.isFinite(referenceMedian) && referenceMedian !== 0;
    return {
      section,
      name,
      unit,
      current: currentValues,
      reference: referenceValues,
      currentMedian,
      referenceMedian,
      ratio: computable ? currentMedian / referenceMedian : null,
    };
  });
}

const show = (value: number): string =>
  !Number.isFinite(value)
    ? '—'
    : value >= 1000
      ? Math.round(value).toLocaleString('en-US')
      : value.toFixed(value < 10 ? 3 : 1);

/** The comparison as a table: each figure's median over the rounds on each side, each round's value, and the ratio. */
export function formatComparison(figures: readonly ComparedFigure[]): string {
  const header = ['figure', 'unit', 'current', 'reference', 'current / ref', 'rounds (current | reference)'];
  const rows: string[][] = [];
  let section: string | null = null;
  for (const figure of figures) {
    if (figure.section !== section) {
      section = figure.section;
      rows.push([`[${section}]`, '', '', '', '', '']);
    }
    rows.push([
      figure.name,
      figure.unit,
      show(figure.currentMedian),
      show(figure.referenceMedian),
      figure.ratio === null ? '—' : `${figure.ratio.toFixed(2)} ×`,
      `${figure.current.map(show).join(', ')} | ${figure.reference.map(show).join(', ')}`,
    ]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: readonly string[]): string =>
    r
      .map((c, i) => (i >= 2 && i <= 4 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
