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
