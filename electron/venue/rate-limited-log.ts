/**
 * A log that writes at most `perWindow` lines a window: a flood of foreign or malformed
 * messages (a misconfigured client publishing every few milliseconds) must not fill the
 * terminal and the disk. The lines left out are counted and said with the next window's first.
 */
export function rateLimitedLog(
  log: (line: string) => void,
  what: string,
  perWindow = 10,
  windowMs = 60_000,
  now: () => number = Date.now,
): (line: string) => void {
  let windowStart = Number.NEGATIVE_INFINITY;
  let written = 0;
  let left = 0;
  return (line) => {
    const at = now();
    if (at - windowStart >= windowMs) {
      if (left > 0)
        log(`Venue: ${left} more ${what} in the last ${Math.round(windowMs / 1000)} s were not logged.`);
      windowStart = at;
      written = 0;
      left = 0;
    }
    if (written < perWindow) {
      written += 1;
      log(line);
    } else {
      left += 1;
    }
  };
}
