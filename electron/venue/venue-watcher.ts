import { randomBytes } from 'node:crypto';
import {
  readVenueMessage,
  venueTopics,
  type VenueFeatured,
  type VenueLinkStatus,
} from '../../shared/contract/venue';
import type { Store } from '../host/store';
import { openMqttLink, type BrokerOptions } from './mqtt-link';
import { openReceivedResults, type ReceivedResults } from './received-results';
import { createVenueBoard, type BoardChange, type VenueBoard } from './venue-board';

export interface VenueWatcherOptions {
  readonly broker: Omit<BrokerOptions, 'clientId' | 'will'>;
  readonly venue: string;
  /** A stable name for this host's watching session (default: a random one). */
  readonly clientId?: string;
  /** Keeps the received match results (for /venue/results) in this host's database. */
  readonly store?: Store;
  readonly now?: () => number;
  readonly log?: (line: string) => void;
}

export type WatcherEvent =
  | BoardChange
  | { readonly kind: 'link'; readonly link: VenueLinkStatus['link']; readonly message: string | null }
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
  const topics = venueTopics(options.venue);
  const received: ReceivedResults | null = options.store ? openReceivedResults(options.store) : null;
  const board = createVenueBoard(received?.all() ?? []);
  const listeners = new Set<(event: WatcherEvent) => void>();
  const emit = (event: WatcherEvent): void => {
    for (const listener of [...listeners]) listener(event);
  };
  const clientId =
    options.clientId ?? `${options.broker.username ?? 'carrom'}-watch-${randomBytes(4).toString('hex')}`;
  // Tables whose status came live on this connection: a retained one the broker sends for the
  // subscription may be older (a will from before a broker restart) and must not undo it.
  const liveStatus = new Set<number>();
  const link = openMqttLink({ ...options.broker, clientId, clean: false }, (client) => {
    liveStatus.clear();
    client.subscribe(topics.all, { qos: 1 }, (error, granted) => {
      const refused = granted?.some((grant) => grant.qos >= 128);
      if (error || refused)
        log(`Venue: this host may not read ${topics.all} (${error?.message ?? 'refused by the broker'}).`);
    });
  });
  link.onChange((state, message) => {
    if (message !== null) log(`Venue broker: ${message}`);
    emit({ kind: 'link', link: state, message });
  });
  link.onMessage((topic, payload, retained) => {
    const reading = readVenueMessage(options.venue, topic, payload.toString('utf8'));
    if (!reading.ok) return log(`Venue: ignored a message: ${reading.reason}`);
    if (reading.message.kind === 'status') {
      if (retained && liveStatus.has(reading.message.table)) return;
      if (!retained) liveStatus.add(reading.message.table);
    }
    const change = board.apply(reading.message, now());
    if (!change) return;
    // Only a match's result is kept: /venue/results lists matches, and a board's result written
    // (and synced) here for each of 40 tables' boards would hold up every state behind it.
    if (change.kind === 'result' && change.result.kind === 'match') keep(change);
    emit(change);
  });
  const keep = (change: Extract<BoardChange, { kind: 'result' }>): void => {
    try {
      received?.keep(change.result, now());
    } catch (error) {
      log(
        `Venue: a received result could not be kept: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };

  return {
    venue: options.venue,
    board,
    link: link.status,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async feature(table) {
      const featured: VenueFeatured = { v: 1, venue: options.venue, table, at: now() };
      const outcome = await link.publish(topics.featured, JSON.stringify(featured), { retain: true });
      if (outcome.ok) {
        emit({ kind: 'refused', message: null });
        return outcome;
      }
      if (outcome.kind === 'offline')
        return { ok: false, message: 'This host is not connected to the venue’s broker.' };
      const message =
        outcome.kind === 'refused'
          ? `The broker refused the featured table (${outcome.reason}): only the director’s user may set it. It is not sent again.`
          : 'The broker closed the connection when this host set the featured table: it refuses it (a broker ' +
            'speaking MQTT 3.1.1 says no that way; only the director’s user may set it) or the network failed. ' +
            'It is not sent again; the link reconnects.';
      log(`Venue: ${message}`);
      emit({ kind: 'refused', message });
      return { ok: false, message };
    },
    async close() {
      listeners.clear();
      await link.close();
    },
  };
}
