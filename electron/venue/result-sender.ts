import type { MqttClient } from 'mqtt';
import type { MatchState } from '../../shared/engine/index';
import type { Outbox, OutboxEntry } from './outbox';

export interface ResultSenderOptions {
  readonly outbox: Outbox;
  readonly topic: string;
  readonly venue: string;
  readonly table: number;
  readonly now: () => number;
  /** A problem in words (a refused result, a result that could not be queued). */
  readonly problem: (message: string) => void;
  /** The number of pending results changed. */
  readonly changed: () => void;
}

export interface ResultSender {
  /** Queues the match's new results in the outbox and sends them when connected. */
  record(client: MqttClient, matchId: string, state: MatchState): void;
  /** After a (re)connection: every result the broker has not acknowledged, again. */
  resend(client: MqttClient): void;
}

/**
 * The results half of a table's publisher: QoS 1, each result acknowledged in the outbox only
 * when the broker's PUBACK came back; one copy in flight per connection.
 */
export function openResultSender(options: ResultSenderOptions): ResultSender {
  const { outbox } = options;
  const inFlight = new Set<string>();

  function send(client: MqttClient, entry: OutboxEntry): void {
    const key = `${entry.matchId}#${entry.sequence}`;
    if (!client.connected || inFlight.has(key)) return;
    inFlight.add(key);
    const result = { v: 1, venue: options.venue, table: options.table, ...entry.body };
    client.publish(options.topic, JSON.stringify(result), { qos: 1 }, (error) => {
      inFlight.delete(key);
      if (!error) {
        outbox.acknowledge(entry.matchId, entry.sequence, options.now());
        return options.changed();
      }
      // Without a reason code the connection went: the result goes again on the next one.
      if ((error as Error & { code?: unknown }).code === undefined) return;
      options.problem(
        `The broker refused result ${entry.sequence} of match ${entry.matchId} (${error.message}): ` +
          `check that this table's user may write under ${options.topic}. It stays in the outbox.`,
      );
    });
  }

  return {
    record(client, matchId, state) {
      let entries: readonly OutboxEntry[];
      try {
        entries = outbox.record(matchId, state, options.now());
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return options.problem(`Results could not be queued for the venue: ${reason}`);
      }
      if (entries.length === 0) return;
      options.changed();
      for (const entry of entries) send(client, entry);
    },
    resend(client) {
      inFlight.clear();
      for (const entry of outbox.pending()) send(client, entry);
    },
  };
}
