import type { StationTranslate } from '../../shared/i18n/console';
import { parsePinRefusal } from '../../shared/contract/pin-refusal';

/**
 * Why the host asks for the PIN, in the operator's language: the refusals of the contract
 * (shared/contract/pin-refusal.ts) are translated; any other reason is shown as the host words it.
 */
export function pinReasonText(reason: string, t: StationTranslate): string {
  const refusal = parsePinRefusal(reason);
  switch (refusal?.kind) {
    case 'required':
      return t('pinHelp');
    case 'wrong':
      return t('pin.wrong');
    case 'wait':
      return t('pin.wait', { seconds: refusal.seconds });
    case 'invitation':
      return t('invite.used');
    case undefined:
      return reason;
  }
}
