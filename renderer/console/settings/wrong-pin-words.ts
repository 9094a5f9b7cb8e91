import type { WebServerStatus } from '../../../shared/contract/results';
import type { ConsoleTranslate } from '../../../shared/i18n/console';

/**
 * The addresses of a wrong-PIN report as the language lists them, latest first; when the report
 * names only the latest few, the ones left out are counted as the list's last item
 * ("127.0.0.9, 127.0.0.8, and 3 more").
 */
export function wrongPinAddresses(
  report: Pick<NonNullable<WebServerStatus['wrongPins']>, 'addresses' | 'addressCount'>,
  t: ConsoleTranslate,
): string {
  const more = report.addressCount - report.addresses.length;
  return t.list(more > 0 ? [...report.addresses, t('pin.reportMore', { count: more })] : report.addresses);
}
