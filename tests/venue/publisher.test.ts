import { join } from 'node:path';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUE_USERS } from '../../electron/venue/broker-config';
import { openOutbox } from '../../electron/venue/outbox';
import { readVenueMessage, type VenueState } from '../../shared/contract/venue';
import { CONSOLE, tempDir, waitFor } from '../host/helpers';
import { passwordOf, startAedes, type TestBroker } from './brokers';
import { openSimTable, VENUE, type SimTable } from './tables';
import { submitParsed } from '../support/parsed';

/** A table's publisher on the embedded broker: what it sends, and what it keeps from sending. */
describe('the table publisher', () => {
  const dir = tempDir('venue-publisher-');
  let broker: TestBroker;
  let sim: SimTable;
  let client: mqtt.MqttClient;
  const states: VenueState[] = [];

  beforeAll(async () => {
    broker = await startAedes(dir.path, VENUE, 2);
    client = mqtt.connect(broker.url, {
      username: VENUE_USERS.screen,
      password: passwordOf(VENUE_USERS.screen),
      // The hub takes only client ids after their user's name.
      clientId: `${VENUE_USERS.screen}-publisher-test`,
      reconnectPeriod: 100,
    });
    client.on('message', (topic, payload) => {
      const reading = readVenueMessage(VENUE, topic, payload.toString());
      if (reading.ok && reading.message.kind === 'state') states.push(reading.message.state);
    });
    await new Promise<void>((resolve) =>
      client.once('connect', () =>
        client.subscribe(`carrom/v1/${VENUE}/tables/1/state`, { qos: 1 }, () => resolve()),
      ),
    );
    sim = openSimTable(join(dir.path, 'table'), 1, broker.url);
    await waitFor(() => states.length === 1 || undefined, 'the state on connecting', 5000);
  });

  afterAll(async () => {
    client?.end(true);
    await broker?.stop();
    dir.remove();
  });

  it('sends a state per change of what the venue shows, never one for a setting of the host alone', async () => {
    const pushes: number[] = [];
    const stop = sim.host.subscribe((push) => pushes.push(push.revision));
    const language = submitParsed(sim.host, { type: 'SetConsoleLanguage', language: 'pl' }, CONSOLE);
    expect(language.ok).toBe(true);
    sim.board(1);
    stop();
    // Two commits, two pushes at the host; one state on the broker, the board's, complete and valid.
    expect(pushes).toHaveLength(2);
    await expect.poll(() => states.length, { timeout: 5000 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(states).toHaveLength(2);
    const last = states.at(-1)!;
    expect(last.revision).toBe(pushes[1]);
    expect(last.view).toEqual(sim.host.current().view);
    expect(last.matchId).toBe(sim.host.current().matchId);
  });

  it('sends the state again on every new connection, unchanged or not', async () => {
    const before = states.length;
    await broker.restart();
    await expect.poll(() => states.length, { timeout: 10_000 }).toBeGreaterThan(before);
    expect(states.at(-1)!.view).toEqual(sim.host.current().view);
  });

  it('writes the broker’s acknowledgements to disk with the next results, or when it closes', async () => {
    sim.board(2);
    await expect.poll(() => sim.publisher.status().pendingResults, { timeout: 5000 }).toBe(0);
    await sim.publisher.close();
    // What a host starting on this database finds: nothing left to send.
    expect(openOutbox(sim.host.store).pendingCount()).toBe(0);
    expect(openOutbox(sim.host.store).pending()).toEqual([]);
    sim.host.close();
  });
});
