import type { Server } from 'node:http';
import type { VenueLinkCause, VenueLinkStatus, VenueTable } from '../../shared/contract/venue';
import type { Host } from '../host/host';
import type { PinGuard } from '../web/pin-guard';
import type { Listening, OwnNames } from '../web/request-guard';
import { isDirector, VENUE_USERS } from './broker-config';
import { hostClientIds } from './client-id';
import { brokerLabel, type BrokerOptions } from './mqtt-link';
import { openTablePublisher, type TablePublisher } from './table-publisher';
import { attachVenueSockets, createVenueSockets, type VenueSockets } from './venue-socket';
import { lazyWatcher } from './lazy-watcher';
import { openVenueWatcher, type FeatureOutcome, type VenueWatcher } from './venue-watcher';

export interface VenueOptions {
  readonly broker: Omit<BrokerOptions, 'clientId' | 'will'>;
  readonly venue: string;
  /** The table this host scores; null for a host that only shows the venue (the hub, a hall TV's host). */
  readonly table: number | null;
  readonly log?: (line: string) => void;
  /** Watch the whole venue from the start (`--watch`), not only once a venue screen asks. */
  readonly watch?: boolean;
  /** Set by `npm run serve` flags: the console says so (they win over its settings). */
  readonly fromFlags?: boolean;
}

/** A host in a venue: it publishes its table (when it has one) and watches every table. */
export interface VenueService {
  readonly watcher: VenueWatcher;
  readonly publisher: TablePublisher | null;
  /** The venue's tables as this host's watcher knows them (it starts watching), and this host's table. */
  tables(): { readonly table: number | null; readonly tables: readonly VenueTable[] };
  /** Publishes the featured table (the broker lets only the director), as the overview's request. */
  feature(table: number | null): Promise<FeatureOutcome>;
  /** Serves /venue/ws on the host's web server (the PIN through the server's own guard, when given). */
  attach(http: Server, listening: () => Listening, names?: OwnNames, pinGuard?: PinGuard): { close(): void };
  /** /venue/ws for a web server whose upgrades are routed elsewhere (electron/venue/venue-screens.ts). */
  sockets(listening: () => Listening, names?: OwnNames, pinGuard?: PinGuard): VenueSockets;
  close(): Promise<void>;
}

export function openVenueService(host: Host, options: VenueOptions): VenueService {
  const log = options.log ?? ((line: string) => console.warn(line));
  const watcherBroker = watcherLogin(options);
  const ids = hostClientIds(host.dataDir, options.broker.username, watcherBroker.username);
  const publisher =
    options.table === null
      ? null
      : openTablePublisher(host, {
          broker: options.broker,
          venue: options.venue,
          table: options.table,
          clientId: ids.publisher,
          log,
        });
  // The director's host collects the results (the ACL lets only the director confirm them).
  const collect = isDirector(options.broker.username);
  const watcher = lazyWatcher(options.venue, () =>
    openVenueWatcher({
      broker: watcherBroker,
      venue: options.venue,
      clientId: ids.watcher,
      collect,
      store: host.store,
      log,
    }),
  );
  // A table's host watches the whole venue only once a venue screen asks (lazy-watcher.ts) or --watch.
  if (options.table === null || collect || options.watch === true) watcher.open();
  const sockets: { close(): void }[] = [];
  const stopReporting = reportToConsole(host, options, publisher, watcher);
  return {
    watcher,
    publisher,
    tables: () => ({ table: options.table, tables: watcher.board.tables() }),
    feature: (table) => watcher.feature(table),
    attach(http, listening, names, pinGuard) {
      const attached = attachVenueSockets(http, {
        watcher,
        pin: host.pin,
        listening,
        ...(names ? { names } : {}),
        ...(pinGuard ? { pinGuard } : {}),
      });
      sockets.push(attached);
      return attached;
    },
    sockets(listening, names, pinGuard) {
      const created = createVenueSockets({
        watcher,
        pin: host.pin,
        listening,
        ...(names ? { names } : {}),
        ...(pinGuard ? { pinGuard } : {}),
      });
      sockets.push(created);
      return created;
    },
    async close() {
      stopReporting();
      for (const socket of sockets.splice(0)) socket.close();
      await Promise.all([publisher?.close(), watcher.close()]);
      host.setVenueStatus(null);
    },
  };
}

/**
 * A table host's watcher logs in as its table's watcher user (`table-4-watch`, the same password):
 * mosquitto takes a user's name for its client id (`use_username_as_clientid`, docs/venue.md), so
 * the host's two connections need two users. A host without a table watches as its own user.
 */
function watcherLogin(options: VenueOptions): VenueOptions['broker'] {
  const user = options.broker.username;
  if (options.table === null || user === undefined || isDirector(user)) return options.broker;
  return { ...options.broker, username: VENUE_USERS.watch(user) };
}

/**
 * The console's status line: the publisher's link (a table's host) or the watcher's (a host
 * that only shows the venue); sent when the link or its problem changes, and when the count of
 * waiting results changes while the broker is away.
 */
function reportToConsole(
  host: Host,
  options: VenueOptions,
  publisher: TablePublisher | null,
  watcher: VenueWatcher,
): () => void {
  let shown: VenueLinkStatus | null = null;
  const report = (status: VenueLinkStatus): void => {
    const same =
      shown !== null &&
      shown.link === status.link &&
      shown.message === status.message &&
      shown.cause === status.cause &&
      shown.unconfirmedResults === status.unconfirmedResults &&
      (status.link === 'online'
        ? (shown.pendingResults === 0) === (status.pendingResults === 0)
        : shown.pendingResults === status.pendingResults);
    if (same) return;
    shown = status;
    host.setVenueStatus(options.fromFlags ? { ...status, fromFlags: true } : status);
  };
  if (publisher) {
    report(publisher.status());
    const stopStatus = publisher.onStatus(report);
    const stopRefusals = watcher.onEvent((event) => {
      if (event.kind === 'refused' && event.message !== null) publisher.report(event.message);
    });
    return () => {
      stopStatus();
      stopRefusals();
    };
  }
  let message: string | null = null;
  let cause: VenueLinkCause | null = null;
  // The last director action's refusal: said over the reconnection a 3.1.1 broker's refusal causes.
  let refusal: string | null = null;
  const watching = (): VenueLinkStatus => {
    const link = watcher.link();
    const shownCause = link === 'online' ? (message === null && refusal === null ? null : cause) : cause;
    return {
      broker: brokerLabel(options.broker.url),
      venue: options.venue,
      table: null,
      link,
      message: message ?? refusal,
      ...(shownCause === null ? {} : { cause: shownCause }),
      pendingResults: 0,
    };
  };
  report(watching());
  return watcher.onEvent((event) => {
    if (event.kind === 'refused') refusal = event.message;
    else if (event.kind !== 'link') return;
    else {
      if (event.message !== null || event.link === 'online') message = event.message;
      cause = event.link === 'online' ? null : (event.cause ?? cause);
    }
    report(watching());
  });
}
