import type { StatePush } from '../../../shared/contract/contract';
import type { Ledger } from './ledger';

/** What every screen gets after each change and on connecting: the whole view, with its revision. */
export function statePush(ledger: Ledger, now: () => number): StatePush {
  const settings = ledger.settings();
  return {
    revision: settings.revision,
    matchId: ledger.match().matchId,
    view: ledger.view(),
    display: settings.display,
    serverTime: now(),
  };
}
