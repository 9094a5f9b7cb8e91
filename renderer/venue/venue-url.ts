/** /venue/ws on the page's own host (ws: or wss: as the page). */
export function venueSocketUrl(pageUrl: string): string {
  const url = new URL('/venue/ws', pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** Seconds each page of the overview stays when the tables take more than one (?rotate=S). */
export const DEFAULT_ROTATE_SECONDS = 12;

/**
 * The overview's choices in its address: `?tables=1-12,15` shows only those tables (a TV per
 * part of the hall), `?rotate=S` the seconds per page (2 to 600), `?page=N` holds page N,
 * `?page=all` puts every table on one page.
 * Anything that cannot be read is left out (the overview shows every table, rotating).
 */
export interface OverviewChoice {
  readonly tables: ((table: number) => boolean) | null;
  readonly rotateSeconds: number;
  /** 0-based; null: rotate. */
  readonly page: number | null;
  /** `?page=all`: every table on one page, however small (a very large screen, the bench). */
  readonly onePage: boolean;
}

export function overviewChoice(search: string): OverviewChoice {
  const params = new URLSearchParams(search);
  const rotate = Number(params.get('rotate'));
  const page = Number(params.get('page'));
  return {
    tables: tableFilter(params.get('tables')),
    rotateSeconds: Number.isInteger(rotate) && rotate >= 2 && rotate <= 600 ? rotate : DEFAULT_ROTATE_SECONDS,
    page: Number.isInteger(page) && page >= 1 && page <= 999 ? page - 1 : null,
    onePage: params.get('page') === 'all',
  };
}

function tableFilter(text: string | null): ((table: number) => boolean) | null {
  if (!text) return null;
  const ranges: (readonly [number, number])[] = [];
  for (const part of text.split(',')) {
    const match = /^\s*(\d{1,3})\s*(?:-\s*(\d{1,3})\s*)?$/.exec(part);
    if (!match) return null;
    const from = Number(match[1]);
    const to = Number(match[2] ?? match[1]);
    ranges.push([Math.min(from, to), Math.max(from, to)]);
  }
  return (table) => ranges.some(([from, to]) => table >= from && table <= to);
}
