import type { StatePush } from '../../../shared/contract/contract';
import type { MatchState } from '../../../shared/engine/index';
import type { Audience, ConsoleView } from '../../../shared/contract/console-view';
import { toConsoleView } from '../../../shared/views/console-view';
import type { Ledger } from './ledger';
import { displayView } from './logo';

/**
 * What every screen gets after each change and on connecting: the whole view, with its revision,
 * and the display settings (the logo as a URL, see `logo.ts`).
 */
export function statePush(ledger: Ledger, now: () => number): StatePush {
  const settings = ledger.settings();
  return {
    revision: settings.revision,
    matchId: ledger.match().matchId,
    view: ledger.view(),
    // The logo as its URL: its bytes are fetched once per logo, not carried by every push.
    display: displayView(settings.display),
    serverTime: now(),
  };
}

/**
 * The push for the operator's console: the same, plus what only the console shows (score sheet,
 * next breaker, every next board's outcome). Worked out once per state, and only when a console
 * asks for it, after the audience's screens have their push. `audience` says how many displays and
 * overlays are connected, so the console shows what the hall sees.
 */
export function consoleStatePush(
  ledger: Ledger,
  now: () => number,
  audience: () => Audience = () => ({ displays: 0, overlays: 0 }),
): () => StatePush {
  let last: { readonly state: MatchState; readonly view: ConsoleView } | null = null;
  return () => {
    const { matchId, state } = ledger.match();
    if (last?.state !== state) {
      // Known from the log as first read: no re-reading of the rows this host has just appended.
      const damagedRecord = matchId === null ? null : ledger.store.badEvent(matchId);
      last = { state, view: { ...toConsoleView(state), damagedRecord } };
    }
    return { ...statePush(ledger, now), console: { ...last.view, audience: audience() } };
  };
}
