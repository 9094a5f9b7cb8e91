/** Columns and rows for `count` tiles on a `width` × `height` screen, each tile as large as it can be. */
export function gridFor(count: number, width: number, height: number): { cols: number; rows: number } {
  const n = Math.max(1, count);
  let best = { cols: 1, rows: n, size: 0 };
  for (let cols = 1; cols <= n; cols += 1) {
    const rows = Math.ceil(n / cols);
    // A tile reads best at about 16:9: its size is the largest such box that fits.
    const size = Math.min(width / cols / 16, height / rows / 9);
    if (size > best.size) best = { cols, rows, size };
  }
  return { cols: best.cols, rows: best.rows };
}

/**
 * The most tiles one page of the overview shows on a 1920×1080 TV: at 16 the points read from
 * 10 m on an 86-inch TV (tests/venue/overview-layout.test.ts); more tables take more pages.
 */
export const MAX_TILES_PER_PAGE = 16;

/** The tables in pages of at most `perPage`, as even as can be (40 → 14, 13, 13), in order. */
export function pagesOf<T>(items: readonly T[], perPage = MAX_TILES_PER_PAGE): readonly (readonly T[])[] {
  if (items.length === 0) return [[]];
  const count = Math.ceil(items.length / perPage);
  const pages: T[][] = [];
  let start = 0;
  for (let index = 0; index < count; index += 1) {
    const size = Math.ceil((items.length - start) / (count - index));
    pages.push(items.slice(start, start + size));
    start += size;
  }
  return pages;
}
