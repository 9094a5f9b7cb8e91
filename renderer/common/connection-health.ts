/** A short drop (host restart, Wi-Fi blip) is not worth alarming the hall about. */
export const RECONNECT_MARK_AFTER_MS = 2000;
/** After this long without the host, the score on screen may be wrong: dim it. */
export const STALE_AFTER_MS = 10000;

export interface ConnectionHealth {
  readonly showReconnectMark: boolean;
  readonly stale: boolean;
}

/**
 * `lostSince` is when the screen last stopped being sure it shows the current state (page
 * start, or the connection dropping); it is cleared only when fresh state arrives, so a
 * socket that reopens but has not yet delivered state still counts as lost.
 */
export function connectionHealth(lostSince: number | null, now: number): ConnectionHealth {
  if (lostSince === null) return { showReconnectMark: false, stale: false };
  const lostFor = now - lostSince;
  return {
    showReconnectMark: lostFor >= RECONNECT_MARK_AFTER_MS,
    stale: lostFor >= STALE_AFTER_MS,
  };
}
