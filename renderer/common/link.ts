import type { ScreenVerbs } from '../../shared/contract/bridge';
import { BRIDGE_NAMES, SCREEN_VERB_NAMES } from '../../shared/contract/bridge-globals';
import type { ConnectionStatus, ConsoleClient } from '../lib/client';

export type LinkStatus = ConnectionStatus;

/** What the console needs from its connection to the host (renderer/lib/client.ts). */
export type ConsoleLink = Pick<
  ConsoleClient,
  'onState' | 'onConnection' | 'submit' | 'query' | 'onSettings' | 'onPinRequired' | 'setPin' | 'onLedStatus'
>;

export type { ScreenInfo, ScreenResult, ScreensReport, ScreenVerbs } from '../../shared/contract/bridge';

/** The screen verbs when the console runs inside the desktop app (its preload's bridge), else null. */
export function screenVerbs(): ScreenVerbs | null {
  const bridge = (window as unknown as Record<string, Partial<ScreenVerbs> | undefined>)[
    BRIDGE_NAMES.console
  ];
  if (!bridge || !SCREEN_VERB_NAMES.every((verb) => typeof bridge[verb] === 'function')) return null;
  return bridge as ScreenVerbs;
}
