/**
 * The PIN refusals as they cross the WebSocket (close reason with CLOSE_CODES.pinRequired): each
 * one is read back as itself, fits a close frame, and words the screens do not know stay words.
 */
import { describe, expect, it } from 'vitest';
import { parsePinRefusal, pinRefusalReason, type PinRefusal } from '../../shared/contract/pin-refusal';

const REFUSALS: readonly PinRefusal[] = [
  { kind: 'required' },
  { kind: 'wrong' },
  { kind: 'wait', seconds: 1 },
  { kind: 'wait', seconds: 60 },
];

describe('PIN refusals on the wire', () => {
  it('reads every refusal back as itself, in words a person understands', () => {
    for (const refusal of REFUSALS) {
      const reason = pinRefusalReason(refusal);
      expect(parsePinRefusal(reason)).toEqual(refusal);
      expect(new TextEncoder().encode(reason).length).toBeLessThanOrEqual(123);
    }
    expect(pinRefusalReason({ kind: 'wait', seconds: 8 })).toBe('too many wrong PINs: wait 8 s');
  });

  it('takes an empty reason as a request for the PIN, and no other words as a refusal', () => {
    expect(parsePinRefusal('')).toEqual({ kind: 'required' });
    for (const other of ['wrong pin', 'too many wrong PINs: wait s', 'host shutting down', 'wrong PIN '])
      expect(parsePinRefusal(other)).toBeNull();
  });
});
