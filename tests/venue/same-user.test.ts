import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { VENUE_USERS } from '../../electron/venue/broker-config';
import { openVenueService, type VenueService } from '../../electron/venue/venue-service';
import { tempDir } from '../host/helpers';
import { passwordOf, startMosquitto, type TestBroker } from './brokers';
import { KEEPALIVE_S, VENUE } from './tables';

/**
 * Issue 39, item 6: two hall hosts given the same director user. mosquitto, as shipped, takes a
 * user's name for its client id, so each connection of one ended the other's (30 times in 15 s).
 * Now the host whose session was taken over gives way and says so, on its console and in its log.
 */
describe('two hall hosts with one user (mosquitto)', () => {
  const dir = tempDir('venue-same-user-');
  const closers: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    dir.remove();
  });

  interface HallHost {
    readonly host: Host;
    readonly service: VenueService;
    readonly log: string[];
    /** Every link state its console was shown. */
    readonly links: string[];
  }

  function hallHost(url: string, name: string): HallHost {
    const host = openHost({ dataDir: join(dir.path, name) });
    const log: string[] = [];
    const links: string[] = [];
    host.onSettingsChange((settings) => {
      if (settings.venue && settings.venue.link !== links.at(-1)) links.push(settings.venue.link);
    });
    const service = openVenueService(host, {
      broker: {
        url,
        username: VENUE_USERS.director,
        password: passwordOf(VENUE_USERS.director),
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
    return { host, service, log, links };
  }

  it('the host whose session the other took gives way, says why in words, and they stop taking turns', async () => {
    // mosquitto drops to its own user: its files in the top folder, which the tests give it.
    const broker: TestBroker = await startMosquitto(dir.path, VENUE, 2);
    closers.push(() => broker.stop());
    const first = hallHost(broker.url, 'hall-1');
    await expect.poll(() => first.host.settings().venue?.link, { timeout: 10_000 }).toBe('online');
    const second = hallHost(broker.url, 'hall-2');
    await expect.poll(() => second.host.settings().venue?.link, { timeout: 10_000 }).toBe('online');

    // mosquitto 2.0 closes the older connection without a word (no DISCONNECT "session taken over").
    const said =
      /closed this host’s connection 3 times in a row soon after accepting it.*another host \(or client\) is connected as user "director".*this host stopped connecting/;
    await expect.poll(() => first.host.settings().venue?.link, { timeout: 10_000 }).toBe('refused');
    const status = first.host.settings().venue;
    expect(status?.cause).toBe('sessionTaken');
    expect(status?.message).toMatch(said);
    expect(status?.message).toMatch(/Give each host a user of its own/);
    expect(first.log.join('\n')).toMatch(said);

    // They took the session in turn at most three times each before the first gave way.
    expect(first.links.filter((link) => link === 'online').length).toBeLessThanOrEqual(3);
    expect(second.links.filter((link) => link === 'online').length).toBeLessThanOrEqual(3);
    // Five seconds on, the second host still has the session and the first has not taken it back.
    const shown = [first.links.length, second.links.length];
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect([first.links.length, second.links.length]).toEqual(shown);
    expect(second.host.settings().venue?.link).toBe('online');
    expect(first.host.settings().venue?.link).toBe('refused');
    expect(second.log.join('\n')).not.toMatch(said);
  });
});
