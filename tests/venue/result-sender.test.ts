/*
 * A table's results sender when a collector comes online while a result is on its way to the
 * broker (found by tests/venue/shared-broker.test.ts on a loaded CI machine): that copy may have
 * reached the broker before the collector subscribed, so the collector's arrival must send one
 * more after it, or the result is never confirmed. The broker's answers are held and released by
 * the test (a timing no real broker produces on demand); the outbox is the real one, in SQLite.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openHost, type Host } from '../../electron/host/host';
import type { PublishOutcome } from '../../electron/venue/mqtt-link';
import { openOutbox } from '../../electron/venue/outbox';
import { openResultSender, type ResultSender } from '../../electron/venue/result-sender';
import { tempDir } from '../host/helpers';
import { tableWithOneBoard } from './tables';

interface Flight {
  readonly payload: string;
  land(outcome: PublishOutcome): Promise<void>;
}

describe('the results sender, a collector arriving while a result is on its way', () => {
  const dir = tempDir('result-sender-');
  let host: Host;
  let flights: Flight[];
  let sender: ResultSender;
  let matchId: string;

  beforeEach(() => {
    host = openHost({ dataDir: join(dir.path, `host-${Date.now()}-${Math.random()}`) });
    tableWithOneBoard(host, 1);
    matchId = host.current().matchId!;
    flights = [];
    sender = openResultSender({
      outbox: openOutbox(host.store),
      topic: 'carrom/v1/cup/table/1/results',
      venue: 'cup',
      table: 1,
      now: Date.now,
      publish: (_topic, payload) =>
        new Promise<PublishOutcome>((resolve) => {
          flights.push({
            payload,
            async land(outcome) {
              resolve(outcome);
              // The sender's continuation runs after the answer: let it.
              await new Promise((done) => setImmediate(done));
            },
          });
        }),
      problem: (message) => {
        throw new Error(`unexpected problem: ${message}`);
      },
      changed: () => undefined,
    });
    sender.record(matchId, host.store.readMatch(matchId).state);
  });
  afterEach(() => host.close());
  afterAll(() => dir.remove());

  it('sends the result once more after the copy in flight when a collector comes online', async () => {
    expect(flights).toHaveLength(1);
    sender.resendUnconfirmed();
    // Never two copies of one result in flight at once.
    expect(flights).toHaveLength(1);
    await flights[0]!.land({ ok: true });
    expect(flights).toHaveLength(2);
    expect(flights[1]!.payload).toBe(flights[0]!.payload);
    await flights[1]!.land({ ok: true });
    expect(flights).toHaveLength(2);
  });

  it('the same for a relay’s resend request naming it', async () => {
    const outbox = openOutbox(host.store);
    sender.resendEntries(outbox.all());
    await flights[0]!.land({ ok: true });
    expect(flights).toHaveLength(2);
    expect(JSON.parse(flights[1]!.payload)).toMatchObject({ matchId, sequence: 1 });
  });

  it('a reconnection while it is on its way adds no copy: the broker has not answered yet', async () => {
    sender.resend();
    await flights[0]!.land({ ok: true });
    expect(flights).toHaveLength(1);
  });

  it('a copy that found the broker offline is not followed by another: the next connection sends it', async () => {
    sender.resendUnconfirmed();
    await flights[0]!.land({ ok: false, kind: 'offline', reason: 'not connected' });
    expect(flights).toHaveLength(1);
    sender.resend();
    expect(flights).toHaveLength(2);
  });
});
