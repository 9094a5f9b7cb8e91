import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { VENUE_USERS } from '../../electron/venue/broker-config';
import { startHub, type RunningHub } from '../../electron/venue/hub';
import { openTablePublisher } from '../../electron/venue/table-publisher';
import { openVenueService, type VenueService } from '../../electron/venue/venue-service';
import { tempDir } from '../host/helpers';
import { freePort, passwordOf, startMosquitto, writeVenueFiles, type TestBroker } from './brokers';
import { KEEPALIVE_S, tableWithOneBoard, VENUE } from './tables';

/**
 * A publish the broker refuses is never sent into a loop: the embedded hub (MQTT 3.1.1) says no
 * by closing the connection, mosquitto (MQTT 5) with "not authorized". The host says which
 * action was refused and why, on its console and in its log, and its link stays up.
 */
describe('a refused publish', () => {
  const dir = tempDir('venue-refused-');
  const closers: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    dir.remove();
  });

  let hubs = 0;
  /** The hub with the venue's passwords and ACL; its log lines kept. */
  async function hubWithAcl(): Promise<{ hub: RunningHub; log: string[] }> {
    const where = join(dir.path, `hub-${(hubs += 1)}`);
    mkdirSync(where);
    const files = writeVenueFiles(where, VENUE, 4);
    const log: string[] = [];
    const hub = await startHub({
      port: await freePort(),
      wsPort: await freePort(),
      host: '127.0.0.1',
      ...files,
      log: (line) => void log.push(line),
    });
    closers.push(() => hub.close());
    return { hub, log };
  }

  /** A /venue host (no table) connecting as the read-only screen user. */
  function screenHost(url: string, name: string): { host: Host; service: VenueService; log: string[] } {
    const host = openHost({ dataDir: join(dir.path, name) });
    const log: string[] = [];
    const service = openVenueService(host, {
      broker: {
        url,
        username: VENUE_USERS.screen,
        password: passwordOf(VENUE_USERS.screen),
        keepaliveSeconds: KEEPALIVE_S,
        reconnectMs: 250,
      },
      venue: VENUE,
      table: null,
      log: (line) => void log.push(line),
    });
    closers.push(async () => {
      await service.close();
      host.close();
    });
    return { host, service, log };
  }

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('the featured table from a host without the director’s user, on the hub: refused once, in words, the link back up', async () => {
    const { hub, log: hubLog } = await hubWithAcl();
    const hall = screenHost(hub.url, 'hall-hub');
    await expect.poll(() => hall.service.watcher.link(), { timeout: 10_000 }).toBe('online');
    const outcome = await hall.service.watcher.feature(3);
    expect(outcome.ok).toBe(false);
    const said =
      /connection to the broker closed when this host set the featured table, before the broker answered.*only the director’s user may set it/;
    expect(!outcome.ok && outcome.message).toMatch(said);
    expect(hall.log.join('\n')).toMatch(said);
    await expect.poll(() => hall.service.watcher.link(), { timeout: 10_000 }).toBe('online');
    expect(hall.host.settings().venue?.message).toMatch(said);
    // Reconnections do not send it again: the hub refused it once, and after two seconds still once.
    await pause(2000);
    const refusals = () => hubLog.filter((line) => line.includes('may not write carrom/v1/hall/featured'));
    expect(refusals()).toHaveLength(1);
    expect(hall.service.watcher.link()).toBe('online');
    expect(hall.service.watcher.board.featured()).toBeNull();
  });

  it('the featured table on mosquitto (MQTT 5): refused with the broker’s reason, and the connection never drops', async () => {
    // mosquitto drops to its own user: its files in the top folder, which the tests give it.
    const broker: TestBroker = await startMosquitto(dir.path, VENUE, 4);
    closers.push(() => broker.stop());
    const hall = screenHost(broker.url, 'hall-mosquitto');
    await expect.poll(() => hall.service.watcher.link(), { timeout: 10_000 }).toBe('online');
    const links: string[] = [];
    hall.service.watcher.onEvent((event) => {
      if (event.kind === 'link') links.push(event.link);
    });
    const outcome = await hall.service.watcher.feature(3);
    const said = /refused the featured table \(.*not authori[sz]ed.*\): only the director’s user may set it/i;
    expect(!outcome.ok && outcome.message).toMatch(said);
    expect(hall.host.settings().venue?.message).toMatch(said);
    expect(hall.log.join('\n')).toMatch(said);
    await pause(1000);
    expect(links).toEqual([]);
    expect(hall.service.watcher.link()).toBe('online');
  });

  it('a table whose user may not write its topics (hub, MQTT 3.1.1): the closed connections are said as such, never as a refusal, and tried less and less often', async () => {
    const { hub, log: hubLog } = await hubWithAcl();
    const host = openHost({ dataDir: join(dir.path, 'table-4') });
    closers.push(() => host.close());
    tableWithOneBoard(host, 4);
    const lines: string[] = [];
    // Table 3's user publishing as table 4: the ACL lets it write only under tables/3.
    const publisher = openTablePublisher(host, {
      broker: {
        url: hub.url,
        username: VENUE_USERS.table(3),
        password: passwordOf(VENUE_USERS.table(3)),
        keepaliveSeconds: KEEPALIVE_S,
        reconnectMs: 250,
      },
      venue: VENUE,
      table: 4,
      log: (line) => void lines.push(line),
    });
    closers.push(() => publisher.close());
    const refusals = () =>
      hubLog.filter((line) => / may not write carrom\/v1\/hall\/tables\/4\//.test(line)).length;
    await expect
      .poll(() => lines.join('\n'), { timeout: 10_000 })
      .toMatch(
        /closed 2 times in a row while table 4's state was on its way\. The broker did not refuse it.*MQTT 3\.1\.1.*check that it may write under carrom\/v1\/hall\/tables\/4\/#/,
      );
    expect(lines.join('\n')).not.toMatch(/refused/);
    // The link backs off while every connection closes at once: 0.25, 0.5, 1, 2, 4 s … not twice a
    // second. Each connection writes tables/4/status twice, which the hub refuses: its `online`,
    // then its Last Will when the hub closes it.
    const connections = () =>
      hubLog.filter((line) => line.includes('may not write carrom/v1/hall/tables/4/status')).length;
    const from = connections();
    await pause(4000);
    expect((connections() - from) / 2).toBeLessThanOrEqual(4);
    expect(refusals()).toBeGreaterThan(0);
    expect(publisher.status().message ?? '').not.toMatch(/refused/);
    // Not held: still in the outbox, and sent again on every connection.
    expect(publisher.status().pendingResults).toBeGreaterThan(0);
  });
});
