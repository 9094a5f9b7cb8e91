import { randomBytes } from 'node:crypto';
import {
  readVenueMessage,
  venueTopics,
  type VenueFeatured,
  type VenueResult,
  type VenueLinkCause,
  type VenueLinkStatus,
} from '../../shared/contract/venue';
import type { TableStore } from '../host/store';
import { collectorRole } from './collector-role';
import { rateLimitedLog } from './rate-limited-log';
import { openMqttLink, type BrokerOptions, type MqttLink } from './mqtt-link';
import { openReceivedResults, type ReceivedResults } from './received-results';
import { createVenueBoard, type BoardChange, type VenueBoard } from './venue-board';

export interface VenueWatcherOptions {
  readonly broker: Omit<BrokerOptions, 'clientId' | 'will'>;
  readonly venue: string;
  /** A stable name for this host's watching session (default: a random one). */
  readonly clientId?: string;
  /** Keeps the received match results (for /venue/results) in this host's database. */
  readonly store?: TableStore;
  /**
   * This host is a results collector: it says so (a retained presence, `offline` its Last Will)
   * and confirms every result it received (results/ack), so the tables keep each result until
   * it has it. Only a user the ACL lets write them (the director) may collect.
   */
  readonly collect?: boolean;
  readonly now?: () => number;
  readonly log?: (line: string) => void;
}

export type WatcherEvent =
  | BoardChange
  | {
      readonly kind: 'link';
      readonly link: VenueLinkStatus['link'];
      readonly message: string | null;
      /** Why the link went down or was refused (MqttLink.cause). */
      readonly cause?: VenueLinkCause | null;
    }
  /** The broker refused what this host asked (the featured table), in words; null: it took the last one. */
  | { readonly kind: 'refused'; readonly message: string | null };

export type FeatureOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

export interface VenueWatcher {
  readonly venue: string;
  readonly board: VenueBoard;
  link(): VenueLinkStatus['link'];
  onEvent(listener: (event: WatcherEvent) => void): () => void;
  /** Publishes the featured table (retained); refused in words when the broker does not allow it. */
  feature(table: number | null): Promise<FeatureOutcome>;
  close(): Promise<void>;
}

/**
 * A host watching the whole venue: it subscribes to every table's state, status and results and
 * to the featured table, checks each message against the contract (a malformed or foreign one is
 * logged and ignored, never shown), and keeps the venue's board for the screens. Its session is
 * persistent (QoS 1), so results sent while it was briefly away still reach it.
 */
export function openVenueWatcher(options: VenueWatcherOptions): VenueWatcher {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.warn(line));
  const logIgnored = rateLimitedLog(log, 'ignored messages');
  const topics = venueTopics(options.venue);
  const received: ReceivedResults | null = options.store ? openReceivedResults(options.store) : null;
  const board = createVenueBoard(received?.all() ?? []);
  const { emit, onEvent, clear } = watcherEvents();
  const clientId =
    options.clientId ?? `${options.broker.username ?? 'carrom'}-watch-${randomBytes(4).toString('hex')}`;
  const statuses = liveStatuses();
  const collector = collectorRole({
    collect: options.collect === true,
    venue: options.venue,
    clientId,
    refused(message) {
      log(`Venue: ${message}`);
      emit({ kind: 'refused', message });
    },
  });
  const link = openMqttLink(
    { ...options.broker, clientId, clean: false, ...(collector.will ? { will: collector.will } : {}) },
    (client) => {
      statuses.connected();
      client.subscribe(topics.all, { qos: 1 }, (error, granted) => {
        const refused = granted?.some((grant) => grant.qos >= 128);
        if (error || refused)
          log(`Venue: this host may not read ${topics.all} (${error?.message ?? 'refused by the broker'}).`);
      });
      collector.connected(link);
    },
  );
  link.onChange((state, message) => {
    if (message !== null) log(`Venue broker: ${message}`);
    emit({ kind: 'link', link: state, message, cause: link.cause() });
  });
  link.onMessage((topic, payload, retained) => {
    const reading = readVenueMessage(options.venue, topic, payload.toString('utf8'));
    if (!reading.ok) return logIgnored(`Venue: ignored a message: ${reading.reason}`);
    if (reading.message.kind === 'status' && statuses.stale(reading.message.table, retained)) return;
    const message = reading.message;
    const change = board.apply(message, now());
    // Confirmed even when already known: the table sent it again because it lacks the confirmation.
    if (message.kind === 'results') setImmediate(() => collector.confirm(link, message.result));
    if (!change) return;
    // Only a match's result is kept: /venue/results lists matches, and a board's result written
    // (and synced) here for each of 40 tables' boards would hold up every state behind it.
    if (change.kind === 'result' && change.result.kind === 'match') keep(received, change.result, now(), log);
    emit(change);
  });
  return {
    venue: options.venue,
    board,
    link: link.status,
    onEvent,
    feature: (table) =>
      featureTable(link, options.venue, table, now(), (message) => {
        if (message !== null) log(`Venue: ${message}`);
        emit({ kind: 'refused', message });
      }),
    async close() {
      clear();
      await collector.close(link);
      await link.close();
    },
  };
}

/** Who hears of a watcher's events (this one's, a lazy one's, a results relay's). */
export function watcherEvents() {
  const listeners = new Set<(event: WatcherEvent) => void>();
  return {
    emit(event: WatcherEvent): void {
      for (const listener of [...listeners]) listener(event);
    },
    onEvent(listener: (event: WatcherEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear: (): void => listeners.clear(),
  };
}

/**
 * Tables whose status came live on this connection: a retained one the broker sends for the
 * subscription may be older (a will from before a broker restart) and must not undo it.
 */
function liveStatuses() {
  const live = new Set<number>();
  return {
    connected: (): void => live.clear(),
    /** A table's status message: true when it is a retained one older than the live one. */
    stale(table: number, retained: boolean): boolean {
      if (retained && live.has(table)) return true;
      if (!retained) live.add(table);
      return false;
    },
  };
}

/** Publishes the featured table; a refusal is said (and reported) in words, never sent again. */
async function featureTable(
  link: MqttLink,
  venue: string,
  table: number | null,
  at: number,
  report: (refusal: string | null) => void,
): Promise<FeatureOutcome> {
  const featured: VenueFeatured = { v: 1, venue, table, at };
  const outcome = await link.publish(venueTopics(venue).featured, JSON.stringify(featured), { retain: true });
  if (outcome.ok) {
    report(null);
    return outcome;
  }
  if (outcome.kind === 'offline')
    return { ok: false, message: 'This host is not connected to the venue’s broker.' };
  const message =
    outcome.kind === 'refused'
      ? `The broker refused the featured table (${outcome.reason}): only the director’s user may set it. It is not sent again.`
      : 'The connection to the broker closed when this host set the featured table, before the broker answered: ' +
        'the broker stopped, restarted or was cut off, or, speaking MQTT 3.1.1 (the embedded hub), it closes the ' +
        'connection on what a user may not write (only the director’s user may set it). It is not sent again; ' +
        'the link reconnects.';
  report(message);
  return { ok: false, message };
}

function keep(
  received: ReceivedResults | null,
  result: VenueResult,
  at: number,
  log: (line: string) => void,
): void {
  try {
    received?.keep(result, at);
  } catch (error) {
    log(
      `Venue: a received result could not be kept: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
