/**
 * The PIN form words the host's answers in the operator's language: each reason the real PIN
 * guard gives (asked, wrong, wait) becomes a sentence of the catalog, in every language; a reason
 * it does not know is shown as the host words it.
 */
import { describe, expect, it } from 'vitest';
import { ADDRESS_FREE_FAILURES, createPinGuard } from '../../electron/web/pin-guard';
import { pinReasonText } from '../../renderer/common/pin-reason';
import { consoleTranslator } from '../../shared/i18n/console';
import { LANGUAGES } from '../../shared/i18n/languages';

/** The guard's three answers, as it gives them. */
function guardReasons(): { asked: string; wrong: string; wait: string } {
  let now = 1_000_000;
  const guard = createPinGuard({ pin: '123456', now: () => now });
  const reason = (given: string | null): string => {
    const check = guard.check('192.168.1.20', given);
    if (check.ok) throw new Error('the guard let a PIN through');
    return check.reason;
  };
  const asked = reason(null);
  const wrong = reason('000000');
  for (let tries = 1; tries < ADDRESS_FREE_FAILURES; tries += 1) reason('000000');
  now += 1_200; // the last wrong answer went out a second late; its address waits 1 s more
  return { asked, wrong, wait: reason('123456') };
}

describe('the host’s PIN answers in the operator’s language', () => {
  const reasons = guardReasons();

  it('knows every answer the PIN guard gives', () => {
    expect(reasons).toEqual({
      asked: 'PIN required',
      wrong: 'wrong PIN',
      wait: 'too many wrong PINs: wait 1 s',
    });
    const en = consoleTranslator('en');
    expect(pinReasonText(reasons.asked, en)).toBe(en('pinHelp'));
    expect(pinReasonText('', en)).toBe(en('pinHelp'));
    expect(pinReasonText(reasons.wrong, en)).toBe(
      'That PIN is wrong: type the PIN shown on the scoreboard computer.',
    );
    expect(pinReasonText(reasons.wait, en)).toBe(
      'Too many wrong PINs were tried: wait 1 s, then type the PIN again.',
    );
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'words each one in %s, none left in English',
    (language) => {
      const t = consoleTranslator(language);
      const en = consoleTranslator('en');
      for (const reason of Object.values(reasons)) {
        const text = pinReasonText(reason, t);
        expect(text).not.toBe(pinReasonText(reason, en));
        expect(text).not.toContain(reason);
        expect(text).not.toMatch(/\{\w+\}/);
      }
      expect(pinReasonText(reasons.wait, t)).toContain('1');
    },
  );

  it('shows a reason it does not know as the host words it', () => {
    expect(pinReasonText('the PIN changed: ask the operator', consoleTranslator('pl'))).toBe(
      'the PIN changed: ask the operator',
    );
  });
});
