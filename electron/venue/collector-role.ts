import type { IClientOptions } from 'mqtt';
import { venueTopics, type VenueAck, type VenueResult } from '../../shared/contract/venue';
import type { MqttLink, PublishOutcome } from './mqtt-link';

export interface CollectorRoleOptions {
  /** Whether this host collects the results (its user may confirm them: the director). */
  readonly collect: boolean;
  readonly venue: string;
  readonly clientId: string;
  /** The broker refused (a PUBACK reason) a confirmation or the presence, in words: this host stops collecting. */
  readonly refused: (message: string) => void;
}

/**
 * A results collector's part of a watcher (docs/venue.md): a retained presence (`online` on
 * every connection, `offline` as the Last Will and when it closes) and a confirmation (results/ack)
 * of every result it received. A refusal ends the role, said in words, never a loop.
 */
export interface CollectorRole {
  /** The Last Will for the watcher's link (undefined: not a collector). */
  readonly will: IClientOptions['will'] | undefined;
  connected(link: MqttLink): void;
  confirm(link: MqttLink, result: VenueResult): void;
  close(link: MqttLink): Promise<void>;
}

export function collectorRole(options: CollectorRoleOptions): CollectorRole {
  const topics = venueTopics(options.venue);
  const presence = topics.collector(options.clientId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64));
  let collecting = options.collect;
  const outcome = (result: PublishOutcome): void => {
    // Only the broker's answer is a refusal. A confirmation that a closed connection lost (a frozen
    // or restarted broker) is sent again: the table sends the result again when this collector is
    // back online, and every result is confirmed, new or a copy.
    if (result.ok || result.kind !== 'refused' || !collecting) return;
    collecting = false;
    options.refused(
      `The broker refused this host's results confirmations (${result.reason}): only the director's user may ` +
        'confirm results. This host no longer confirms them; the tables keep theirs until a collector does.',
    );
  };
  return {
    will: collecting ? { topic: presence, payload: Buffer.from('offline'), qos: 1, retain: true } : undefined,
    connected(link) {
      if (collecting) void link.publish(presence, 'online', { retain: true }).then(outcome);
    },
    confirm(link, result) {
      if (!collecting) return;
      const ack: VenueAck = {
        v: 1,
        venue: options.venue,
        table: result.table,
        matchId: result.matchId,
        sequence: result.sequence,
      };
      void link.publish(topics.ack(result.table), JSON.stringify(ack), {}).then(outcome);
    },
    async close(link) {
      if (collecting) await link.publish(presence, 'offline', { retain: true });
    },
  };
}
