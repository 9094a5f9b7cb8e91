import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeHashedPasswords } from '../../electron/venue/password-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { venueAcl, venueUsers } from '../../electron/venue/broker-config';
import { openTablePublisher, type TablePublisher } from '../../electron/venue/table-publisher';
import { openVenueService, type VenueService } from '../../electron/venue/venue-service';
import { CONSOLE, tempDir } from '../host/helpers';
import { passwordOf, runMosquitto, type TestBroker } from './brokers';
import { createTableMatch, KEEPALIVE_S } from './tables';
import { submitParsed } from '../support/parsed';

const VENUES = ['cup', 'open'] as const;

/**
 * Item 7: users carry the venue (`cup/table-1`), so several halls share one mosquitto with the
 * shipped config and an ACL mosquitto-setup.ts writes for both (`--venue cup,open`): a hall's
 * table writes its own table only, not the same table number of the other hall, and a hall's
 * director collects that hall's results.
 */
describe('two venues on one mosquitto, with users that carry the venue', () => {
  const dir = tempDir('venue-shared-');
  let broker: TestBroker;
  const opened: { host: Host; close(): Promise<void> }[] = [];

  beforeAll(async () => {
    const users = VENUES.flatMap((venue) => venueUsers(venue, 2, true));
    const passwordFile = join(dir.path, 'passwords');
    writeHashedPasswords(
      passwordFile,
      users.map((user) => [user, passwordOf(user)] as const),
    );
    const aclFile = join(dir.path, 'acl');
    writeFileSync(aclFile, VENUES.map((venue) => venueAcl(venue, 2, true)).join('\n'));
    broker = await runMosquitto(dir.path, { passwordFile, aclFile });
  }, 30_000);

  afterAll(async () => {
    for (const each of opened) {
      await each.close();
      each.host.close();
    }
    await broker?.stop();
    dir.remove();
  });

  const broker$ = (user: string) => ({
    url: broker.url,
    username: user,
    password: passwordOf(user),
    keepaliveSeconds: KEEPALIVE_S,
    reconnectMs: 250,
    reconnectMaxMs: 1000,
  });
  const table = (
    name: string,
    user: string,
    venue: string,
    number = 1,
  ): { host: Host; publisher: TablePublisher } => {
    const host = openHost({ dataDir: join(dir.path, name) });
    createTableMatch(host, number);
    host.submit({ type: 'RecordToss', winner: 0, choice: 'break' }, CONSOLE);
    const publisher = openTablePublisher(host, {
      broker: broker$(user),
      venue,
      table: number,
      log: () => undefined,
    });
    opened.push({ host, close: () => publisher.close() });
    return { host, publisher };
  };

  it('cup/table-1 publishes cup’s table 1; with open’s venue its state is refused in words', async () => {
    const own = table('cup-1', 'cup/table-1', 'cup').publisher;
    await expect.poll(() => own.status().link, { timeout: 15_000 }).toBe('online');
    expect(own.status().message).toBeNull();
    const foreign = table('cup-1-as-open', 'cup/table-1', 'open').publisher;
    await expect
      .poll(() => foreign.status().message ?? '', { timeout: 15_000 })
      .toMatch(/refused table 1's state/);
  }, 40_000);

  it('cup/director collects cup’s results: cup’s table has every result confirmed', async () => {
    // A table of its own: cup's table 2.
    const cup = table('cup-2', 'cup/table-2', 'cup', 2);
    await expect.poll(() => cup.publisher.status().link, { timeout: 15_000 }).toBe('online');
    const host = openHost({ dataDir: join(dir.path, 'cup-director') });
    const service: VenueService = openVenueService(host, {
      broker: broker$('cup/director'),
      venue: 'cup',
      table: null,
      log: () => undefined,
    });
    opened.push({ host, close: () => service.close() });
    const board = {
      type: 'RecordBoard',
      entry: { kind: 'sides', winner: 0, pieces: 3, queen: 'loser' },
    } as const;
    expect(submitParsed(cup.host, board, CONSOLE).ok).toBe(true);
    const matchId = cup.host.current().matchId!;
    await expect.poll(() => service.watcher.board.hasResult(matchId, 1), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => cup.publisher.status().unconfirmedResults, { timeout: 15_000 }).toBe(0);
  }, 40_000);
});
