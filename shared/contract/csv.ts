/*
 * The cells of every CSV export (a table's score sheet, the venue's results): one rule, so a
 * spreadsheet opens them alike. UTF-8 with a byte order mark (Excel reads accents and scripts
 * right), and no cell a spreadsheet would run as a formula.
 */

export const CSV_BOM = '\uFEFF';

export type Cell = string | number | boolean | null;

/**
 * One cell. Numbers and booleans go as they are; a text cell that starts (after any spaces)
 * with `=`, `+`, `-` or `@`, or with a tab or a carriage return, gets a leading `'` so a
 * spreadsheet shows it as text instead of running it (CSV injection); quotes when needed.
 */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[\t\r]|^\s*[=+\-@＝＋－＠]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
