/**
 * Why the host refused a screen's PIN: sent as the WebSocket close reason with
 * CLOSE_CODES.pinRequired. The reason is written in words (a person reading a log or a
 * third-party client understands it) and read back here by the screens, which show it in the
 * operator's language. No schema here: the screens' client imports this file without loading zod.
 */
export type PinRefusal =
  | { readonly kind: 'required' }
  | { readonly kind: 'wrong' }
  /** Too many wrong PINs lately: no try is checked for `seconds` more. */
  | { readonly kind: 'wait'; readonly seconds: number }
  /** The invitation link was used already, has expired, or was never made. */
  | { readonly kind: 'invitation' };

const REQUIRED = 'PIN required';
const WRONG = 'wrong PIN';
const INVITATION = 'invitation used or expired';
const WAIT = /^too many wrong PINs: wait (\d+) s$/;

/** The close reason for a refusal (at most 123 bytes, as WebSocket close reasons must be). */
export function pinRefusalReason(refusal: PinRefusal): string {
  switch (refusal.kind) {
    case 'required':
      return REQUIRED;
    case 'wrong':
      return WRONG;
    case 'wait':
      return `too many wrong PINs: wait ${refusal.seconds} s`;
    case 'invitation':
      return INVITATION;
  }
}

/** The refusal a close reason gives; an empty reason asks for the PIN; null for any other words. */
export function parsePinRefusal(reason: string): PinRefusal | null {
  if (reason === '' || reason === REQUIRED) return { kind: 'required' };
  if (reason === WRONG) return { kind: 'wrong' };
  if (reason === INVITATION) return { kind: 'invitation' };
  const wait = WAIT.exec(reason);
  return wait ? { kind: 'wait', seconds: Number(wait[1]) } : null;
}
