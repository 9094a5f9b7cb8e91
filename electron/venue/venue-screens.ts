import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { PinGuard } from '../web/pin-guard';
import type { Listening, OwnNames } from '../web/request-guard';
import { isVenueUpgrade, NOT_IN_VENUE, type VenueSockets } from './venue-socket';
import type { VenueService } from './venue-service';

/**
 * The venue screens of a host whose venue link can change while it runs (the console's
 * settings): the web server is attached once, and /venue/ws is answered by the venue service in
 * use at the moment. A new link closes the pages' connections to the old one (they reconnect,
 * and get the new venue whole); without a link /venue/ws answers 503 and the pages keep trying.
 */
export interface VenueScreens {
  /** The web server's `venue` option: serves /venue/ws on `http`. */
  attach(http: Server, listening: () => Listening, names?: OwnNames, pinGuard?: PinGuard): { close(): void };
  /** The service whose venue the screens show from now on (null: none). */
  use(service: VenueService | null): void;
}

interface Attached {
  readonly listening: () => Listening;
  readonly names: OwnNames | undefined;
  readonly pinGuard: PinGuard | undefined;
  sockets: VenueSockets | null;
}

export function createVenueScreens(): VenueScreens {
  const attached = new Set<Attached>();
  let service: VenueService | null = null;
  const socketsOf = (entry: Attached): VenueSockets | null =>
    service ? service.sockets(entry.listening, entry.names, entry.pinGuard) : null;
  return {
    attach(http, listening, names, pinGuard) {
      const entry: Attached = { listening, names, pinGuard, sockets: null };
      entry.sockets = socketsOf(entry);
      attached.add(entry);
      const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
        if (!isVenueUpgrade(request)) return;
        if (entry.sockets) entry.sockets.upgrade(request, socket, head);
        else socket.end(NOT_IN_VENUE);
      };
      http.on('upgrade', upgrade);
      return {
        close() {
          http.off('upgrade', upgrade);
          entry.sockets?.close();
          attached.delete(entry);
        },
      };
    },
    use(next) {
      if (next === service) return;
      service = next;
      for (const entry of attached) {
        entry.sockets?.close();
        entry.sockets = socketsOf(entry);
      }
    },
  };
}
