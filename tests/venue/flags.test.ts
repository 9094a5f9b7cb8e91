import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_EXPIRY_SECONDS } from '../../electron/venue/mqtt-link';
import { readVenueFlags } from '../../electron/venue/venue-flags';

const base = { mqtt: 'mqtt://127.0.0.1:1883', venue: 'hall' } as const;

describe('the venue flags of npm run serve', () => {
  it('keeps a session for a day on MQTT 5 unless told otherwise', () => {
    const plan = readVenueFlags(base, {});
    expect(plan.venue?.broker.sessionExpirySeconds).toBe(DEFAULT_SESSION_EXPIRY_SECONDS);
    expect(DEFAULT_SESSION_EXPIRY_SECONDS).toBe(86_400);
    expect(plan.venue?.broker.protocolVersion).toBe(5);
    const told = readVenueFlags({ ...base, 'mqtt-session-expiry': '600', 'mqtt-protocol': '3.1.1' }, {});
    expect(told.venue?.broker.sessionExpirySeconds).toBe(600);
    expect(told.venue?.broker.protocolVersion).toBe(4);
  });

  it('refuses a session expiry or protocol it cannot use, naming the flag', () => {
    for (const bad of ['0', '-5', '1.5', 'soon', '4294967295'])
      expect(() => readVenueFlags({ ...base, 'mqtt-session-expiry': bad }, {})).toThrow(
        /--mqtt-session-expiry/,
      );
    for (const bad of ['3', '4', 'v5', ''])
      expect(() => readVenueFlags({ ...base, 'mqtt-protocol': bad }, {})).toThrow(
        /--mqtt-protocol must be 5 or 3\.1\.1/,
      );
  });
});
