import type { TournamentService } from '../host/services/tournament-service';
import type { MqttClient } from 'mqtt';
import type { StatePush } from '../../shared/contract/contract';
import {
  readVenueMessage,
  venueTopics,
  type VenueLinkCause,
  type VenueLinkStatus,
  type VenueState,
} from '../../shared/contract/venue';
import type { Store } from '../host/store';
import {
  brokerLabel,
  openMqttLink,
  type BrokerOptions,
  type MqttLink,
  type PublishOutcome,
} from './mqtt-link';
import { openOutbox, type Outbox } from './outbox';
import { lackingEntries } from './resend';
import { CUTS_BEFORE_SAYING, openResultSender, type ResultSender } from './result-sender';

/** What the publisher reads of a table's host (the Host has all of it). */
export interface TableSource {
  current(): StatePush;
  subscribe(listener: (push: StatePush) => void): () => void;
  readonly store: Store;
  /** The SoL references of the matches set up from tournament pairings (issue 41). */
  readonly tournament?: Pick<TournamentService, 'referenceOf'>;
}

export interface TablePublisherOptions {
  readonly broker: Omit<BrokerOptions, 'clientId' | 'will'>;
  readonly venue: string;
  readonly table: number;
  /** Default: tableClientId (a host's service gives its own, electron/venue/client-id.ts). */
  readonly clientId?: string;
  readonly now?: () => number;
  /** Where problems are written (default: console.warn). */
  readonly log?: (line: string) => void;
}

export interface TablePublisher {
  status(): VenueLinkStatus;
  /** A refusal of something else this host asked the broker (the featured table), for the console. */
  report(problem: string): void;
  onStatus(listener: (status: VenueLinkStatus) => void): () => void;
  /** Says `offline` (retained) and disconnects. */
  close(): Promise<void>;
}

/** A table's client id without a host's own (after its user's name, as the hub wants it). */
export function tableClientId(user: string | undefined, venue: string, table: number): string {
  return `${user ?? 'carrom'}-${venue}-table-${table}`;
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
  const collectors = followCollectors(
    options,
    outbox,
    now,
    () => results,
    () => status.changed(),
  );
  const status = linkStatus(options, () => link, outbox.pendingCount, collectors.unconfirmed);
  const results = openResultSender({
    outbox,
    topic: topics.table(options.table, 'results'),
    venue: options.venue,
    table: options.table,
    now,
    publish: (topic, payload) => link.publish(topic, payload, {}),
    problem: status.problem,
    changed: status.changed,
    ...(source.tournament ? { reference: source.tournament.referenceOf } : {}),
  });
  // The table's state and status: held (not published again on this link) once the broker
  // answered a refusal; a connection that closed on them is said in words and they go again.
  const presence = refusalGuard(options, status.problem);
  const state = stateSender(options, () => link, presence, now);
  let closed = false;
  const link = openMqttLink(
    {
      ...options.broker,
      clientId: options.clientId ?? tableClientId(options.broker.username, options.venue, options.table),
      will: { topic: statusTopic, payload: Buffer.from('offline'), qos: 1, retain: true },
    },
    (client) => {
      if (closed) return;
      client.subscribe([topics.ack(options.table), topics.resend(options.table), topics.collectors], {
        qos: 1,
      });
      state.connected();
      collectors.connected();
      if (!presence.held()) {
        void link.publish(statusTopic, 'online', { retain: true }).then(presence.outcome);
        state.send(source.current());
      }
      results.resend();
    },
  );
  link.onMessage((topic, payload) => {
    if (!closed) collectors.read(topic, payload);
  });
  link.onChange((_link, problem) =>
    problem === null ? status.changed(_link === 'online') : status.problem(problem),
  );

  const unsubscribe = followCommits(source, results, state.send, () => closed);

  return {
    status: status.current,
    report: (problem) => status.problem(problem),
    onStatus: status.listen,
    async close() {
      closed = true;
      unsubscribe();
      status.clear();
      outbox.flush();
      if (!presence.held()) await link.publish(statusTopic, 'offline', { retain: true });
      await link.close();
    },
  };
}

/**
 * The table's state on the link, retained. What this connection last carried: a push that
 * changes nothing the venue shows (a setting of the host's own) is not sent again; a new
 * connection (`connected`) always gets the state.
 */
function stateSender(
  options: TablePublisherOptions,
  link: () => MqttLink,
  presence: ReturnType<typeof refusalGuard>,
  now: () => number,
): { send(push: StatePush): void; connected(): void } {
  const topic = venueTopics(options.venue).table(options.table, 'state');
  let sent: string | null = null;
  return {
    send(push) {
      const client = link().client();
      if (!client.connected || presence.held()) return;
      const body = stateBody(push);
      if (sent === body) return;
      sent = body;
      const payload = stateMessage(options, push.revision, now(), body);
      void link().publish(topic, payload, { retain: true }).then(presence.outcome);
      sendNow(client);
    },
    connected() {
      sent = null;
    },
  };
}

/** Each commit: its state at once, then the results it made (once per revision). */
function followCommits(
  source: TableSource,
  results: ResultSender,
  sendState: (push: StatePush) => void,
  closed: () => boolean,
): () => void {
  let recorded = -1;
  const record = (push: StatePush): void => {
    // Once per revision: the score sheet changes only with a commit.
    if (push.matchId === null || closed() || push.revision === recorded) return;
    recorded = push.revision;
    results.record(push.matchId, source.store.readMatch(push.matchId).state);
  };
  record(source.current());
  return source.subscribe((push) => {
    // The state first; the results' outbox write (its own transaction, with its fsync) after the
    // state has left: it must not hold the screens up. A host that stops in between queues them
    // when it starts (`record` above): the results come from the stored score sheet.
    sendState(push);
    setImmediate(() => record(push));
  });
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

/**
 * The venue's results collectors (their retained presence) and their confirmations of this
 * table's results: where the venue has a collector, a result is done only once one confirmed it,
 * and a collector coming online gets every result not yet confirmed again.
 */
function followCollectors(
  options: TablePublisherOptions,
  outbox: Outbox,
  now: () => number,
  results: () => ResultSender,
  changed: () => void,
) {
  const online = new Map<string, boolean>();
  /**
   * A confirmation sent while this table was away is lost to it (its session is not kept), and a
   * collector that stayed online never announces itself again: so on each connection, the first
   * collector heard online (its retained presence) gets every result not confirmed yet again.
   */
  let resentOnThisConnection = false;
  return {
    connected: (): void => void (resentOnThisConnection = false),
    unconfirmed: (): number | undefined => (online.size > 0 ? outbox.unconfirmedCount() : undefined),
    read(topic: string, payload: Buffer): void {
      const reading = readVenueMessage(options.venue, topic, payload.toString('utf8'));
      if (!reading.ok) return;
      const message = reading.message;
      if (message.kind === 'ack' && message.table === options.table) {
        outbox.confirm(message.ack.matchId, message.ack.sequence, now());
        changed();
      } else if (message.kind === 'resend' && message.table === options.table) {
        results().resendEntries(lackingEntries(outbox.all(), message.resend));
      } else if (message.kind === 'collector') {
        const was = online.get(message.id) === true;
        online.set(message.id, message.status === 'online');
        if (message.status === 'online' && (!was || !resentOnThisConnection)) {
          resentOnThisConnection = true;
          results().resendUnconfirmed();
        }
        changed();
      }
    },
  };
}

/**
 * The state and status publishes' refusals: refused with the broker's reason (a PUBACK reason
 * code, MQTT 5) and they are held, said in words. A connection that closed while one was on its
 * way is no refusal (a frozen, restarted or unreachable broker does that): said in words once it
 * happened CUTS_BEFORE_SAYING times in a row, and sent again on the next connection (the link
 * backs off while connections close at once, so a 3.1.1 broker saying no that way is not hammered).
 */
function refusalGuard(
  options: TablePublisherOptions,
  problem: (message: string, holds: boolean, cause: VenueLinkCause) => void,
) {
  let cuts = 0;
  let held = false;
  const stateTopics = venueTopics(options.venue)
    .table(options.table, 'state')
    .replace(/state$/, '#');
  return {
    held: () => held,
    outcome(outcome: PublishOutcome): void {
      if (held || outcome.ok || outcome.kind === 'offline') {
        if (outcome.ok) cuts = 0;
        return;
      }
      if (outcome.kind === 'cut') {
        cuts += 1;
        if (cuts >= CUTS_BEFORE_SAYING) problem(cutWords(options.table, cuts, stateTopics), false, 'closed');
        return;
      }
      held = true;
      problem(
        `The broker refused table ${options.table}'s state (${outcome.reason}): check that this table's user may write ` +
          `under ${stateTopics}. The table is not published until the venue link is set up again or the host restarts.`,
        true,
        'refused',
      );
    },
  };
}

function cutWords(table: number, cuts: number, topics: string): string {
  return (
    `The connection to the broker closed ${cuts} times in a row while table ${table}'s state was on its way. ` +
    'The broker did not refuse it: it stopped, restarted or was cut off, and the state goes again on the next ' +
    `connection. If this goes on while the broker runs, a broker speaking MQTT 3.1.1 (the embedded hub) may be ` +
    `closing the connection on a topic this table's user may not write: check that it may write under ${topics}.`
  );
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/** The status line's state: the link, the last problem in words, the pending results. */
function linkStatus(
  options: TablePublisherOptions,
  link: () => MqttLink,
  pendingResults: () => number,
  unconfirmedResults: () => number | undefined,
) {
  const log = options.log ?? ((line: string) => console.warn(line));
  const listeners = new Set<(status: VenueLinkStatus) => void>();
  let message: string | null = null;
  let messageCause: VenueLinkCause | null = null;
  /** A refusal that holds something back: said until the publisher closes, over reconnections. */
  let standing: string | null = null;
  const cause = (): VenueLinkCause | undefined => {
    const now = link();
    if (now.status() !== 'online') return now.cause() ?? messageCause ?? undefined;
    return message !== null ? (messageCause ?? undefined) : standing !== null ? 'refused' : undefined;
  };
  const current = (): VenueLinkStatus => ({
    broker: brokerLabel(options.broker.url),
    venue: options.venue,
    table: options.table,
    link: link().status(),
    message: message ?? standing,
    ...optional('cause', cause()),
    pendingResults: pendingResults(),
    ...optional('unconfirmedResults', unconfirmedResults()),
  });
  const changed = (clearProblem = false): void => {
    if (clearProblem) {
      message = null;
      messageCause = null;
    }
    const now = current();
    for (const listener of [...listeners]) listener(now);
  };
  return {
    current,
    changed,
    problem(text: string, holds = false, kind: VenueLinkCause | null = null): void {
      message = text;
      messageCause = kind;
      if (holds) standing = text;
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
