import { venueTopics, type VenueResend } from '../../../shared/contract/venue';
import type { MqttLink } from '../mqtt-link';
import { inRanges } from '../resend';
import type { RelayStore } from './relay-store';

/** Requests to the same table closer than this are made one (a burst of retained messages). */
const ASK_GATHER_MS = 250;

export interface ResendAsker {
  /** Asks table N for what the relay lacks (gathered with other asks for ASK_GATHER_MS). */
  ask(table: number): void;
  /** A table heard of: asked once per connection. */
  heard(table: number): void;
  /** A new connection: every table is asked again when it is heard of. */
  connected(): void;
  /** After these tables' results were kept: a table whose results show a gap is asked. */
  kept(tables: Iterable<number>): void;
  close(): void;
}

/**
 * The relay's requests for missing results (results/resend): each lists, per match of the
 * table, the sequences the relay holds, and the table sends again what is not among them. A
 * refusal by the broker ends the asking, said in words, never a loop.
 */
export function resendAsker(
  venue: string,
  store: RelayStore,
  link: () => MqttLink,
  refused: (message: string) => void,
): ResendAsker {
  const topics = venueTopics(venue);
  const asked = new Set<number>();
  const toAsk = new Set<number>();
  let asking = true;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const request = async (table: number): Promise<void> => {
    const message: VenueResend = { v: 1, venue, table, have: store.held(venue, table) };
    const outcome = await link().publish(topics.resend(table), JSON.stringify(message), {});
    // Only the broker's answer is a refusal: a request a closed connection lost is asked again on the next one.
    if (outcome.ok || outcome.kind !== 'refused' || !asking) return;
    asking = false;
    refused(
      `The broker refused this relay's request for missing results (${outcome.reason}): its user may not ` +
        `write ${topics.resend(table)}. The relay no longer asks; it keeps what the tables send.`,
    );
  };
  const ask = (table: number): void => {
    if (!asking) return;
    toAsk.add(table);
    timer ??= setTimeout(() => {
      timer = null;
      for (const each of [...toAsk]) void request(each);
      toAsk.clear();
    }, ASK_GATHER_MS);
  };
  const hasGap = (table: number): boolean =>
    store.held(venue, table).some(({ sequences }) => sequences.length !== 1 || !inRanges(sequences, 1));
  return {
    ask,
    heard(table) {
      if (asked.has(table)) return;
      asked.add(table);
      ask(table);
    },
    connected: () => asked.clear(),
    kept(tables) {
      for (const table of new Set(tables)) if (hasGap(table)) ask(table);
    },
    close() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
