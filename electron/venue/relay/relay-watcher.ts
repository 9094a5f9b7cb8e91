import type { MqttClient } from 'mqtt';
import {
  readVenueMessage,
  venueTopics,
  type VenueMessage,
  type VenueResult,
} from '../../../shared/contract/venue';
import { collectorRole, type CollectorRole } from '../collector-role';
import { openMqttLink, type BrokerOptions, type MqttLink } from '../mqtt-link';
import { rateLimitedLog } from '../rate-limited-log';
import { createVenueBoard, type VenueBoard } from '../venue-board';
import { watcherEvents, type VenueWatcher, type WatcherEvent } from '../venue-watcher';
import type { RelayStore } from './relay-store';
import { resendAsker, type ResendAsker } from './resend-asker';

export interface RelayWatcherOptions {
  readonly broker: Omit<BrokerOptions, 'clientId' | 'will' | 'clean'>;
  readonly venue: string;
  readonly clientId: string;
  readonly store: RelayStore;
  /** How often every known table is asked for what the relay lacks (default RESEND_EVERY_MS). */
  readonly resendEveryMs?: number;
  readonly now?: () => number;
  readonly log?: (line: string) => void;
}

/** A minute: a result a cut bridge lost with nothing after it reaches the relay within it. */
export const RESEND_EVERY_MS = 60_000;

export interface RelayWatcher extends VenueWatcher {
  /** Results kept in the relay's database since it started (copies not counted). */
  kept(): number;
}

/**
 * The results relay's link to a broker (docs/venue.md, "Live results on the internet"): it
 * watches the venue as a hall's /venue host does, keeps every result in its own database before
 * it confirms it (results/ack, as a collector), and asks tables for what it lacks (results/resend
 * with the sequences it holds): each table the first time it is heard of on a connection, a table
 * whose results show a gap, and every table every `resendEveryMs`. It takes no commands: its
 * `feature` always refuses.
 */
export function openRelayWatcher(options: RelayWatcherOptions): RelayWatcher {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.warn(line));
  const logIgnored = rateLimitedLog(log, 'ignored messages');
  const topics = venueTopics(options.venue);
  const { store, venue } = options;
  const board = createVenueBoard(store.all(venue));
  const { emit, onEvent, clear } = watcherEvents();
  let kept = 0;
  const refused = (message: string): void => {
    log(`Results relay: ${message}`);
    emit({ kind: 'refused', message });
  };
  const collector = collectorRole({ collect: true, venue, clientId: options.clientId, refused });
  const asker = resendAsker(venue, store, () => link, refused);
  const link = relayLink(options, { collector, asker, topics: topics.all, log, emit });

  const keeper = resultKeeper(store, now, log, (results, fresh) => {
    kept += fresh.length;
    // Confirmed once on disk, copies too: a table sends a copy because it lacks the confirmation.
    for (const result of results) collector.confirm(link, result);
    for (const result of fresh) {
      const change = board.apply({ kind: 'results', table: result.table, result }, now());
      if (change) emit(change);
    }
    asker.kept(fresh.map((result) => result.table));
  });
  link.onMessage((topic, payload) => {
    const reading = readVenueMessage(venue, topic, payload.toString('utf8'));
    if (!reading.ok) return logIgnored(`Results relay: ignored a message: ${reading.reason}`);
    heard(reading.message, { asker, keeper, board, now, emit });
  });

  const sweep = setInterval(() => {
    if (link.status() === 'online') for (const table of board.tables()) asker.ask(table.table);
  }, options.resendEveryMs ?? RESEND_EVERY_MS);
  sweep.unref();

  return {
    venue,
    board,
    link: link.status,
    kept: () => kept,
    onEvent,
    feature: () => Promise.resolve({ ok: false, message: 'This is a results relay: it takes no commands.' }),
    async close() {
      clearInterval(sweep);
      asker.close();
      clear();
      keeper.flush();
      await collector.close(link);
      await link.close();
    },
  };
}

interface RelayLinkParts {
  readonly collector: CollectorRole;
  readonly asker: ResendAsker;
  readonly topics: string;
  readonly log: (line: string) => void;
  readonly emit: (event: WatcherEvent) => void;
}

/** The relay's own session on the broker (kept over reconnections): on each connection it asks, subscribes and collects. */
function relayLink(
  options: RelayWatcherOptions,
  { collector, asker, topics, log, emit }: RelayLinkParts,
): MqttLink {
  const link: MqttLink = openMqttLink(
    {
      ...options.broker,
      clientId: options.clientId,
      clean: false,
      ...(collector.will ? { will: collector.will } : {}),
    },
    (client) => {
      asker.connected();
      subscribeAll(client, topics, log);
      collector.connected(link);
    },
  );
  link.onChange((state, message) => {
    if (message !== null) log(`Results relay broker: ${message}`);
    emit({ kind: 'link', link: state, message });
  });
  return link;
}

interface HeardParts {
  readonly asker: ResendAsker;
  readonly keeper: { add(result: VenueResult): void };
  readonly board: VenueBoard;
  readonly now: () => number;
  readonly emit: (event: WatcherEvent) => void;
}

/** A venue message read: its table is heard of (and asked for what it lacks), a result kept, the rest shown on the board. */
function heard(message: VenueMessage, { asker, keeper, board, now, emit }: HeardParts): void {
  if (message.kind === 'state' || message.kind === 'status' || message.kind === 'results')
    asker.heard(message.table);
  if (message.kind === 'results') return keeper.add(message.result);
  const change = board.apply(message, now());
  if (change) emit(change);
}

/**
 * The results received in one turn of the event loop, kept in one transaction (one sync to
 * disk), then handed on; a batch that could not be kept is not confirmed (the tables keep it).
 */
function resultKeeper(
  store: RelayStore,
  now: () => number,
  log: (line: string) => void,
  done: (results: readonly VenueResult[], fresh: readonly VenueResult[]) => void,
) {
  const batch: VenueResult[] = [];
  const flush = (): void => {
    if (batch.length === 0) return;
    const results = batch.splice(0);
    let fresh: readonly VenueResult[];
    try {
      fresh = store.keep(results, now());
    } catch (error) {
      return log(
        `Results relay: results could not be kept: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    done(results, fresh);
  };
  return {
    add(result: VenueResult): void {
      if (batch.length === 0) setImmediate(flush);
      batch.push(result);
    },
    flush,
  };
}

function subscribeAll(client: MqttClient, all: string, log: (line: string) => void): void {
  client.subscribe(all, { qos: 1 }, (error, granted) => {
    if (error || granted?.some((grant) => grant.qos >= 128))
      log(`Results relay: this user may not read ${all} (${error?.message ?? 'refused by the broker'}).`);
  });
}
