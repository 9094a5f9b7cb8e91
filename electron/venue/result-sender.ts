import type { VenueLinkCause } from '../../shared/contract/venue';
import type { MatchState } from '../../shared/engine/index';
import type { PublishOutcome } from './mqtt-link';
import type { Outbox, OutboxEntry } from './outbox';
import { solScores, type SolReference } from '../../shared/contract/tournament';
import type { MatchReference } from '../host/services/tournament-service';

export interface ResultSenderOptions {
  readonly outbox: Outbox;
  readonly topic: string;
  readonly venue: string;
  readonly table: number;
  readonly now: () => number;
  /** A QoS 1 publish on the link (MqttLink.publish): never sent again by mqtt.js on its own. */
  readonly publish: (topic: string, payload: string) => Promise<PublishOutcome>;
  /** A problem in words (a refused result, a result that could not be queued), and its kind. */
  readonly problem: (message: string, holds?: boolean, cause?: VenueLinkCause) => void;
  /** The number of pending results changed. */
  readonly changed: () => void;
  /** A match's SoL reference when it was set up from a tournament pairing (issue 41), sent with its match results. */
  readonly reference?: (matchId: string) => MatchReference | null;
}

export interface ResultSender {
  /** Queues the match's new results in the outbox and sends them when connected. */
  record(matchId: string, state: MatchState): void;
  /** After a (re)connection: every result the broker has not acknowledged, again (but the held ones). */
  resend(): void;
  /** A results collector came online: every result no collector confirmed yet, again. */
  resendUnconfirmed(): void;
  /** A results relay's request (electron/venue/resend.ts): these results again, confirmed or not. */
  resendEntries(entries: readonly OutboxEntry[]): void;
}

/**
 * A connection closed this many times in a row while the same result (or the table's state) was
 * on its way: said in words. It is no refusal (a frozen or restarted broker closes connections
 * too): the result goes again on the next connection, which the link backs off for.
 */
export const CUTS_BEFORE_SAYING = 2;

/** The result as published: the venue's envelope, the stored body, the SoL reference when it has one. */
function resultMessage(entry: OutboxEntry, options: ResultSenderOptions): string {
  return JSON.stringify({
    v: 1,
    venue: options.venue,
    table: options.table,
    ...entry.body,
    ...solOf(entry, options),
  });
}

/**
 * The results half of a table's publisher: QoS 1, each result acknowledged in the outbox only
 * when the broker's PUBACK came back; one copy in flight at a time. A result the broker refuses
 * (a PUBACK reason code) stays in the outbox but is held (not sent again while this publisher
 * runs), said in words: it goes again when the venue link is set up again or the host restarts.
 */
export function openResultSender(options: ResultSenderOptions): ResultSender {
  const { outbox } = options;
  const inFlight = new Set<string>();
  /**
   * Asked for again (a collector came online, a relay asked) while a copy was on its way: that
   * copy may have reached the broker before the collector subscribed, so one more follows it.
   */
  const again = new Set<string>();
  const failures = failedSends(options);

  async function send(entry: OutboxEntry, afterFlight = false): Promise<void> {
    const key = `${entry.matchId}#${entry.sequence}`;
    if (failures.held(key)) return;
    if (inFlight.has(key)) {
      if (afterFlight) again.add(key);
      return;
    }
    inFlight.add(key);
    const outcome = await options.publish(options.topic, resultMessage(entry, options));
    inFlight.delete(key);
    const sendAgain = again.delete(key);
    if (outcome.ok) {
      failures.through(key);
      outbox.acknowledge(entry.matchId, entry.sequence, options.now());
      options.changed();
      if (sendAgain) void send(entry);
      return;
    }
    failures.failed(entry, key, outcome);
  }

  return {
    record(matchId, state) {
      let entries: readonly OutboxEntry[];
      try {
        entries = outbox.record(matchId, state, options.now());
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return options.problem(`Results could not be queued for the venue: ${reason}`);
      }
      if (entries.length === 0) return;
      options.changed();
      for (const entry of entries) void send(entry);
    },
    resend() {
      for (const entry of outbox.pending()) void send(entry);
    },
    resendUnconfirmed() {
      for (const entry of outbox.unconfirmed()) void send(entry, true);
    },
    resendEntries(entries) {
      for (const entry of entries) void send(entry, true);
    },
  };
}

/**
 * The results that did not go through: a cut counted (said in words after CUTS_BEFORE_SAYING in
 * a row, once until a result goes through: not a line per result in flight), a refused one held.
 */
function failedSends(options: ResultSenderOptions) {
  const cuts = new Map<string, number>();
  const held = new Set<string>();
  let cutsSaid = false;

  function sayCuts(entry: OutboxEntry, count: number): void {
    if (count < CUTS_BEFORE_SAYING || cutsSaid) return;
    cutsSaid = true;
    options.problem(
      `The connection to the broker closed ${count} times in a row while result ${entry.sequence} of match ` +
        `${entry.matchId} was on its way. The broker did not refuse it: it stays in the outbox and goes again on ` +
        'the next connection. If this goes on while the broker runs, a broker speaking MQTT 3.1.1 (the embedded ' +
        `hub) may be closing the connection on a topic this table's user may not write: check ${options.topic}.`,
      false,
      'closed',
    );
  }

  return {
    held: (key: string): boolean => held.has(key),
    /** Acknowledged: its cuts forgotten, and the next cuts said again. */
    through(key: string): void {
      cuts.delete(key);
      cutsSaid = false;
    },
    failed(entry: OutboxEntry, key: string, outcome: Exclude<PublishOutcome, { ok: true }>): void {
      // Offline or cut: the next connection sends every result the broker has not acknowledged.
      if (outcome.kind === 'offline') return;
      const count = (cuts.get(key) ?? 0) + 1;
      cuts.set(key, count);
      if (outcome.kind === 'cut') return sayCuts(entry, count);
      held.add(key);
      options.problem(
        `The broker refused result ${entry.sequence} of match ${entry.matchId} (${outcome.reason}): check that this ` +
          `table's user may write under ${options.topic}. It stays in the outbox and is not sent again until ` +
          'the venue link is set up again or the host restarts.',
        true,
        'refused',
      );
    },
  };
}

/** A match result's SoL reference (issue 41), its points from SoL's competitor 1 / 2 point of view. */
function solOf(entry: OutboxEntry, options: ResultSenderOptions): { readonly sol?: SolReference } {
  const body = entry.body as unknown as { readonly kind?: string } & Parameters<typeof solScores>[0];
  if (body.kind !== 'match' || !options.reference) return {};
  const reference = options.reference(entry.matchId);
  if (!reference) return {};
  const [score1, score2] = solScores(body, reference.phantomScore);
  return { sol: { ...reference, score1, score2 } };
}
