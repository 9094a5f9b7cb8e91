import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Host } from '../../electron/host/host';
import { VENUE_USERS } from '../../electron/venue/broker-config';
import type { VenueService } from '../../electron/venue/venue-service';
import { tempDir } from '../host/helpers';
import { startAedes, startMosquitto, type TestBroker } from './brokers';
import { openCollector, openSimTable, VENUE, type SimTable, openHallHost } from './tables';

/** The outbox's rows made after `since` (rowid), as "match#sequence". */
function rowsAfter(sim: SimTable, since: number): string[] {
  return (
    sim.host.store.database
      .prepare('SELECT match_id, sequence FROM venue_outbox WHERE rowid > ? ORDER BY rowid')
      .all(since) as { match_id: string; sequence: number }[]
  ).map((row) => `${row.match_id}#${row.sequence}`);
}
const lastRow = (sim: SimTable): number =>
  (
    sim.host.store.database.prepare('SELECT COALESCE(MAX(rowid), 0) AS id FROM venue_outbox').get() as {
      id: number;
    }
  ).id;

describe('results survive a broker crash after its acknowledgement', () => {
  describe('mosquitto with the shipped config (persistence on every change)', () => {
    const dir = tempDir('venue-crash-');
    let broker: TestBroker;
    let table: SimTable;
    beforeAll(async () => {
      broker = await startMosquitto(dir.path, VENUE, 4);
      table = openSimTable(join(dir.path, 'table'), 1, broker.url);
    });
    afterAll(async () => {
      await table?.close();
      await broker?.stop();
      dir.remove();
    });

    it('a persistent consumer that was away gets every result mosquitto acknowledged before it was killed', async () => {
      const clientId = `${VENUE_USERS.screen}-crash-collector`;
      const first = await openCollector(broker.url, 5, clientId);
      await new Promise<void>((resolve) => first.client.end(false, {}, () => resolve()));
      const since = lastRow(table);
      for (let board = 0; board < 5; board += 1) table.board(board);
      // Each board's result is queued right after its commit.
      await expect.poll(() => rowsAfter(table, since).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
      await expect.poll(() => table.publisher.status().pendingResults, { timeout: 10_000 }).toBe(0);
      const sent = rowsAfter(table, since);
      await broker.crash();
      const back = await openCollector(broker.url, 5, clientId);
      try {
        await expect
          .poll(() => sent.filter((key) => !back.unique().has(key)), { timeout: 10_000 })
          .toEqual([]);
      } finally {
        back.client.end(true);
      }
    });
  });

  describe('the embedded hub (memory only) with the director’s /venue host confirming results', () => {
    const dir = tempDir('venue-confirm-');
    let broker: TestBroker;
    let table: SimTable;
    let hall: { host: Host; service: VenueService } | null = null;
    const openHall = () =>
      openHallHost(join(dir.path, 'hall'), broker.url, VENUE_USERS.director, { reconnectMaxMs: 1000 });
    const closeHall = async () => {
      const open = hall;
      hall = null;
      await open?.service.close();
      open?.host.close();
    };
    beforeAll(async () => {
      broker = await startAedes(dir.path, VENUE, 4);
      table = openSimTable(join(dir.path, 'table'), 2, broker.url);
      hall = openHall();
    });
    afterAll(async () => {
      await closeHall();
      await table?.close();
      await broker?.stop();
      dir.remove();
    });

    it('a table keeps each result until the collector confirmed it, shows how many are not, and sends them again when the collector is back', async () => {
      table.board(0);
      await expect.poll(() => table.publisher.status().unconfirmedResults, { timeout: 10_000 }).toBe(0);
      await closeHall();

      const since = lastRow(table);
      for (let board = 1; board <= 3; board += 1) table.board(board);
      await expect.poll(() => rowsAfter(table, since).length, { timeout: 10_000 }).toBe(3);
      const sent = rowsAfter(table, since);
      // The hub acknowledged them: they are sent, but not confirmed, and the console says so.
      await expect.poll(() => table.publisher.status().pendingResults, { timeout: 10_000 }).toBe(0);
      expect(table.publisher.status().unconfirmedResults).toBe(3);

      // The hub crashes: the director's queued results go with its memory.
      await broker.crash();
      await expect.poll(() => table.publisher.status().link, { timeout: 10_000 }).toBe('online');
      hall = openHall();
      const board = hall.service.watcher.board;
      await expect
        .poll(
          () =>
            sent.filter(
              (key) =>
                !board.hasResult(
                  ...((key.split('#') as [string, string]).map((part, i) => (i ? Number(part) : part)) as [
                    string,
                    number,
                  ]),
                ),
            ),
          {
            timeout: 10_000,
          },
        )
        .toEqual([]);
      await expect.poll(() => table.publisher.status().unconfirmedResults, { timeout: 10_000 }).toBe(0);
      // On disk too (confirmations are written with the next results, or within 2 s).
      const confirmed = () =>
        (
          table.host.store.database
            .prepare('SELECT COUNT(*) AS count FROM venue_outbox WHERE confirmed_at IS NOT NULL')
            .get() as { count: number }
        ).count;
      await expect.poll(confirmed, { timeout: 10_000 }).toBe(4);
    });
  });
});
