import type { MqttClient } from 'mqtt';
import type { StatePush } from '../../shared/contract/contract';
import { venueTopics, type VenueLinkStatus, type VenueState } from '../../shared/contract/venue';
import type { Store } from '../host/store';
import { brokerLabel, openMqttLink, type BrokerOptions } from './mqtt-link';
import { openOutbox } from './outbox';
import { openResultSender } from './result-sender';

/** What the publisher reads of a table's host (the Host has all of it). */
export interface TableSource {
  current(): StatePush;
  subscribe(listener: (push: StatePush) => void): () => void;
  readonly store: Store;
}

export interface TablePublisherOptions {
  readonly broker: Omit<BrokerOptions, 'clientId' | 'will'>;
  readonly venue: string;
  readonly table: number;
  readonly now?: () => number;
  /** Where problems are written (default: console.warn). */
  readonly log?: (line: string) => void;
}

export interface TablePublisher {
  status(): VenueLinkStatus;
  onStatus(listener: (status: VenueLinkStatus) => void): () => void;
  /** Says `offline` (retained) and disconnects. */
  close(): Promise<void>;
}

/** The stable client id of a table: a reconnecting table replaces its own old session. */
export function tableClientId(venue: string, table: number): string {
  return `carrom-${venue}-table-${table}`;
}

/**
 * A table's host on the venue's broker: its state retained on every change, `online` on every
 * connection with `offline` as its Last Will, and its results through the outbox (QoS 1, kept in
 * SQLite until acknowledged, sent again after every reconnection). The table never waits for
 * the broker: without one, it keeps scoring and its results wait in the outbox.
 */
export function openTablePublisher(source: TableSource, options: TablePublisherOptions): TablePublisher {
  const now = options.now ?? Date.now;
  const topics = venueTopics(options.venue);
  const statusTopic = topics.table(options.table, 'status');
  const outbox = openOutbox(source.store);
  const status = linkStatus(options, () => link.status(), outbox.pendingCount);
  const results = openResultSender({
    outbox,
    topic: topics.table(options.table, 'results'),
    venue: options.venue,
    table: options.table,
    now,
    problem: status.problem,
    changed: status.changed,
  });
  // What this connection last carried: a push that changes nothing the venue shows (a setting
  // of the host's own) is not sent again; a new connection always gets the state.
  let sent: string | null = null;
  const sendState = (client: MqttClient, push: StatePush): void => {
    if (!client.connected) return;
    const body = stateBody(push);
    if (sent === body) return;
    sent = body;
    const payload = stateMessage(options, push.revision, now(), body);
    client.publish(topics.table(options.table, 'state'), payload, { qos: 1, retain: true });
    sendNow(client);
  };
  const link = openMqttLink(
    {
      ...options.broker,
      clientId: tableClientId(options.venue, options.table),
      will: { topic: statusTopic, payload: Buffer.from('offline'), qos: 1, retain: true },
    },
    (client) => {
      client.publish(statusTopic, 'online', { qos: 1, retain: true });
      sent = null;
      sendState(client, source.current());
      results.resend(client);
    },
  );
  link.onChange((_link, problem) =>
    problem === null ? status.changed(_link === 'online') : status.problem(problem),
  );

  let closed = false;
  let recorded = -1;
  const record = (push: StatePush): void => {
    // Once per revision: the score sheet changes only with a commit.
    if (push.matchId === null || closed || push.revision === recorded) return;
    recorded = push.revision;
    results.record(link.client(), push.matchId, source.store.readMatch(push.matchId).state);
  };
  record(source.current());
  const unsubscribe = source.subscribe((push) => {
    // The state first; the results' outbox write (its own transaction, with its fsync) after the
    // state has left: it must not hold the screens up. A host that stops in between queues them
    // when it starts (`record` above): the results come from the stored score sheet.
    sendState(link.client(), push);
    setImmediate(() => record(push));
  });

  return {
    status: status.current,
    onStatus: status.listen,
    async close() {
      closed = true;
      unsubscribe();
      status.clear();
      outbox.flush();
      const client = link.client();
      if (client.connected) {
        await new Promise<void>((resolve) =>
          client.publish(statusTopic, 'offline', { qos: 1, retain: true }, () => resolve()),
        );
      }
      await link.close();
    },
  };
}

/**
 * mqtt.js corks its socket for each packet and uncorks it in the next tick; a state is published
 * from inside the host's commit, whose turn goes on (the LED frame, the clock, the command's
 * answer): 0.37 ms at the median, 1.5 ms at p90 in the venue bench. The packet is whole in the
 * socket's buffer once `publish` returns, so it leaves now (the later uncork finds nothing to do).
 */
function sendNow(client: MqttClient): void {
  (client.stream as { uncork?: () => void } | undefined)?.uncork?.();
}

/**
 * A `VenueState` as JSON, serialised once per change: the part that says what the venue shows
 * (match, view, display) is made first, so that an unchanged one is seen without sending it.
 */
function stateBody(push: StatePush): string {
  return JSON.stringify({ matchId: push.matchId, view: push.view, display: { ...push.display, logo: null } });
}

function stateMessage(options: TablePublisherOptions, revision: number, at: number, body: string): string {
  const head: Omit<VenueState, 'matchId' | 'view' | 'display'> = {
    v: 1,
    venue: options.venue,
    table: options.table,
    revision,
    publishedAt: at,
  };
  return `${JSON.stringify(head).slice(0, -1)},${body.slice(1)}`;
}

/** The status line's state: the link, the last problem in words, the pending results. */
function linkStatus(
  options: TablePublisherOptions,
  link: () => VenueLinkStatus['link'],
  pendingResults: () => number,
) {
  const log = options.log ?? ((line: string) => console.warn(line));
  const listeners = new Set<(status: VenueLinkStatus) => void>();
  let message: string | null = null;
  const current = (): VenueLinkStatus => ({
    broker: brokerLabel(options.broker.url),
    venue: options.venue,
    table: options.table,
    link: link(),
    message,
    pendingResults: pendingResults(),
  });
  const changed = (clearProblem = false): void => {
    if (clearProblem) message = null;
    const now = current();
    for (const listener of [...listeners]) listener(now);
  };
  return {
    current,
    changed,
    problem(text: string): void {
      message = text;
      log(`Venue broker ${brokerLabel(options.broker.url)}: ${text}`);
      changed();
    },
    listen(listener: (status: VenueLinkStatus) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear: () => listeners.clear(),
  };
}
