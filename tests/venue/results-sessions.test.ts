import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Host } from '../../electron/host/host';
import { VENUE_USERS } from '../../electron/venue/broker-config';
import type { VenueService } from '../../electron/venue/venue-service';
import { CONSOLE, tempDir, waitFor } from '../host/helpers';
import { startAedes, startMosquitto, type TestBroker } from './brokers';
import { createTableMatch, openCollector, openSimTable, VENUE, type SimTable, openHallHost } from './tables';
import { submitParsed } from '../support/parsed';

/**
 * The results' persistent subscribers (a /venue host's watcher and a results collector) on both
 * protocol versions: MQTT 5 needs a session expiry, or the broker ends the session with the
 * connection (MQTT 5's default expiry is 0) and the results sent while the subscriber was away
 * are lost for it; MQTT 3.1.1 keeps the session of a `clean: false` client. The embedded hub
 * (aedes) speaks 3.1.1 only: the link falls back to it.
 */
const CASES = [
  { broker: 'mosquitto', protocol: 5, start: startMosquitto },
  { broker: 'mosquitto', protocol: 4, start: startMosquitto },
  { broker: 'the embedded hub', protocol: 4, start: startAedes },
] as const;

const TABLE = 2;

describe.each(CASES)('results on $broker, MQTT protocol level $protocol', ({ protocol, start }) => {
  const dir = tempDir('venue-results-');
  const hostDir = join(dir.path, 'hall-host');
  let broker: TestBroker;
  let table: SimTable;
  let hall: { host: Host; service: VenueService } | null = null;
  let collector: Awaited<ReturnType<typeof openCollector>> | null = null;
  // The collector logs in as the director: the /venue host is the screen user, and mosquitto as
  // shipped gives each user one connection (use_username_as_clientid).
  const collectorId = `${VENUE_USERS.director}-test-collector-${protocol}`;

  /** The hall's /venue host (in this process: the same service `npm run serve` runs), as the screen user. */
  const openHall = () => openHallHost(hostDir, broker.url, VENUE_USERS.screen, { protocolVersion: protocol });
  const closeHall = async (): Promise<void> => {
    const open = hall;
    hall = null;
    await open?.service.close();
    open?.host.close();
  };
  const finishedOnHall = (): readonly string[] =>
    hall?.service.watcher.board.finishedMatches().map((match) => match.matchId) ?? [];
  const matchResults = (matchId: string): number =>
    collector?.received.filter((result) => result.kind === 'match' && result.matchId === matchId).length ?? 0;

  /** A new match at the table, ended by a walkover; its id. */
  const playMatch = (): string => {
    createTableMatch(table.host, TABLE);
    expect(submitParsed(table.host, { type: 'RecordToss', winner: 0, choice: 'break' }, CONSOLE).ok).toBe(
      true,
    );
    expect(submitParsed(table.host, { type: 'Forfeit', by: 1, kind: 'walkover' }, CONSOLE).ok).toBe(true);
    expect(table.host.current().view.phase).toBe('matchOver');
    return table.host.current().matchId!;
  };
  const delivered = () =>
    expect.poll(() => table.publisher.status().pendingResults, { timeout: 10_000 }).toBe(0);

  beforeAll(async () => {
    broker = await start(dir.path, VENUE, 4);
    table = openSimTable(join(dir.path, 'table'), TABLE, broker.url);
    collector = await openCollector(broker.url, protocol, collectorId, VENUE_USERS.director);
    hall = openHall();
    await waitFor(() => hall?.service.watcher.link() === 'online' || undefined, 'the hall host online');
  });

  afterAll(async () => {
    collector?.client.end(true);
    await closeHall();
    await table?.close();
    await broker?.stop();
    dir.remove();
  });

  it('a match that finishes while everyone is there reaches /venue/results and the collector once', async () => {
    const matchId = playMatch();
    await expect.poll(finishedOnHall, { timeout: 10_000 }).toContain(matchId);
    await expect.poll(() => matchResults(matchId), { timeout: 10_000 }).toBe(1);
  });

  it('the /venue host and the collector are away while a match finishes: both get it when they return', async () => {
    await closeHall();
    await new Promise<void>((resolve) => collector!.client.end(false, {}, () => resolve()));
    collector = null;
    const matchId = playMatch();
    // The broker has every result of the match before anyone returns.
    await delivered();

    hall = openHall();
    expect(finishedOnHall()).not.toContain(matchId);
    await expect.poll(finishedOnHall, { timeout: 10_000 }).toContain(matchId);
    collector = await openCollector(broker.url, protocol, collectorId, VENUE_USERS.director);
    await expect.poll(() => matchResults(matchId), { timeout: 10_000 }).toBe(1);
    // Every board, game and match result of that match, each once.
    const expected = table.host.store.database
      .prepare('SELECT sequence FROM venue_outbox WHERE match_id = ?')
      .all(matchId).length;
    expect(collector.unique().size).toBeGreaterThan(0);
    await expect
      .poll(() => collector!.received.filter((result) => result.matchId === matchId).length)
      .toBe(expected);
  });
});
