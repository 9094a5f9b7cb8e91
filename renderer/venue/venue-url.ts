/** /venue/ws on the page's own host (ws: or wss: as the page). */
export function venueSocketUrl(pageUrl: string): string {
  const url = new URL('/venue/ws', pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
