import { join } from 'node:path';
import { openHost, type Host } from '../../electron/host/host';
import { startWebServer, type RunningServer } from '../../electron/app/web-server';
import { startHub, type RunningHub } from '../../electron/venue/hub';
import { openVenueService, type VenueService } from '../../electron/venue/venue-service';
import { freePort } from './brokers';
import { VENUE } from './tables';

const STATIC = join(import.meta.dirname, '..', '..', 'out', 'renderer');

/** An embedded hub (no passwords) and a host that serves the venue's screens from it. */
export interface ScreenHost {
  readonly hub: RunningHub;
  readonly host: Host;
  readonly venue: VenueService;
  readonly server: RunningServer;
  close(): Promise<void>;
}

/** `staticDir`: where the pages come from (the built app's out/renderer unless given). */
export async function startScreenHost(dataDir: string, staticDir = STATIC): Promise<ScreenHost> {
  const hub = await startHub({
    port: await freePort(),
    wsPort: await freePort(),
    host: '127.0.0.1',
    log: () => undefined,
  });
  const host = openHost({ dataDir });
  const venue = openVenueService(host, {
    broker: { url: hub.url, reconnectMs: 250 },
    venue: VENUE,
    table: null,
    log: () => undefined,
  });
  const server = await startWebServer(host, { port: 0, host: '127.0.0.1', staticDir, venue });
  return {
    hub,
    host,
    venue,
    server,
    async close() {
      await server.close();
      await venue.close();
      host.close();
      await hub.close();
    },
  };
}
