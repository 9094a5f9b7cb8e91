import type { ConsoleTranslate } from '../../shared/i18n/console';

/**
 * Why the host asks for the PIN, in the operator's language: its known answers
 * (electron/session/pin-guard.ts) are translated; any other reason is shown as the host words it.
 */
export function pinReasonText(reason: string, t: ConsoleTranslate): string {
  if (reason === '' || reason === 'PIN required') return t('pinHelp');
  if (reason === 'wrong PIN') return t('pin.wrong');
  const wait = /^too many wrong PINs: wait (\d+) s$/.exec(reason);
  if (wait) return t('pin.wait', { seconds: Number(wait[1]) });
  return reason;
}
