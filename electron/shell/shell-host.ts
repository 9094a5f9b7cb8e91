import type { Origin } from '../../shared/contract';
import type { Host } from '../host/host';

/** What the shell uses of the host (electron/host/host.ts); tests hand in a fake. */
export type ShellHost = Pick<
  Host,
  | 'submit'
  | 'query'
  | 'current'
  | 'consolePush'
  | 'subscribe'
  | 'settings'
  | 'onSettingsChange'
  | 'onLedStatus'
  | 'joinAudience'
  | 'onAudienceChange'
  | 'displaySound'
  | 'pin'
  | 'devices'
  | 'apiKeys'
  | 'setWebServerStatus'
  | 'close'
>;

/** The console window is the operator: it may change state. */
export const consoleOrigin: Origin = { role: 'console', readOnly: false };
