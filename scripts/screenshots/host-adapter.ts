/*
 * The one place the screenshot tool touches the host's insides: how a host, its web server and a
 * venue hub are started, as the e2e tests start them (tests/support/built-screens.ts,
 * tests/venue/screen-host.ts). Everything else in the tool goes through the pages and the
 * WebSocket contract, so when these files move, only the imports below change.
 */
import { openHost } from '../../electron/host/host';
import { startWebServer } from '../../electron/app/web-server';
import { VENUE_USERS } from '../../electron/venue/broker-config';
import { startHub } from '../../electron/venue/hub';
import { openTablePublisher } from '../../electron/venue/table-publisher';
import { openVenueService } from '../../electron/venue/venue-service';

export interface StartedHost {
  /** Base URL of its web server, e.g. http://127.0.0.1:5170 */
  readonly url: string;
  close(): Promise<void>;
}

export interface HostStart {
  readonly dataDir: string;
  /** The built pages (out/renderer). */
  readonly staticDir: string;
  /** The host's clock: the tool freezes it so stored times are the same on every run. */
  readonly now: () => number;
  /** A venue's screen host: it watches this venue on the hub at `hubUrl`. */
  readonly venue?: { readonly hubUrl: string; readonly name: string };
  /** A table of a venue: it publishes its match to the hub at `hubUrl`. */
  readonly table?: { readonly hubUrl: string; readonly venue: string; readonly number: number };
}

/** A real host on `dataDir` and its web server on a free loopback port. */
export async function startHost(start: HostStart): Promise<StartedHost> {
  const host = openHost({ dataDir: start.dataDir, now: start.now });
  const venue = start.venue
    ? openVenueService(host, {
        broker: { url: start.venue.hubUrl, reconnectMs: 250 },
        venue: start.venue.name,
        table: null,
        log: () => undefined,
      })
    : undefined;
  const publisher = start.table
    ? openTablePublisher(host, {
        broker: {
          url: start.table.hubUrl,
          username: VENUE_USERS.table(start.table.number),
          reconnectMs: 250,
        },
        venue: start.table.venue,
        table: start.table.number,
        now: start.now,
        log: () => undefined,
      })
    : undefined;
  const server = await startWebServer(host, {
    port: 0,
    host: '127.0.0.1',
    pin: host.pin(),
    staticDir: start.staticDir,
    ...(venue ? { venue } : {}),
  });
  return {
    url: server.url,
    async close() {
      await server.close();
      await venue?.close();
      await publisher?.close();
      host.close();
    },
  };
}

/** An embedded MQTT hub (no passwords) on free loopback ports. */
export async function startVenueHub(): Promise<{ readonly url: string; close(): Promise<void> }> {
  const hub = await startHub({ port: 0, wsPort: 0, host: '127.0.0.1', log: () => undefined });
  return { url: hub.url, close: () => hub.close() };
}
