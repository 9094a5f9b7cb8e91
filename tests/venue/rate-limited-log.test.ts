import { describe, expect, it } from 'vitest';
import { rateLimitedLog } from '../../electron/venue/rate-limited-log';

describe('the log of ignored messages', () => {
  it('writes at most 10 lines a minute and says how many it left out', () => {
    const lines: string[] = [];
    let clock = 1_000_000;
    const log = rateLimitedLog(
      (line) => lines.push(line),
      'ignored messages',
      10,
      60_000,
      () => clock,
    );
    for (let index = 0; index < 500; index += 1) {
      log(`bad ${index}`);
      clock += 10;
    }
    expect(lines).toEqual(Array.from({ length: 10 }, (_, index) => `bad ${index}`));
    clock += 60_000;
    log('bad later');
    expect(lines.slice(10)).toEqual([
      'Venue: 490 more ignored messages in the last 60 s were not logged.',
      'bad later',
    ]);
    // A quiet window after it: nothing more to say.
    clock += 120_000;
    log('bad again');
    expect(lines.slice(12)).toEqual(['bad again']);
  });
});
