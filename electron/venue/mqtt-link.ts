import { createRequire } from 'node:module';
import type { IClientOptions, MqttClient } from 'mqtt';
import type { VenueLinkCause, VenueLinkStatus } from '../../shared/contract/venue';

/** Where and as whom a host connects to the venue's broker. */
export interface BrokerOptions {
  /** mqtt://host:1883 or ws://host:port/path */
  readonly url: string;
  readonly username?: string;
  readonly password?: string;
  readonly clientId: string;
  /** Seconds; the broker declares the client gone after 1.5 × this without a word. */
  readonly keepaliveSeconds?: number;
  /** The first wait before reconnecting (default RECONNECT_FIRST_MS); it doubles up to reconnectMaxMs. */
  readonly reconnectMs?: number;
  /** The longest wait between reconnections (default RECONNECT_MAX_MS). */
  readonly reconnectMaxMs?: number;
  readonly will?: IClientOptions['will'];
  /** false: a persistent session (the broker keeps QoS 1 messages for it while it is away). */
  readonly clean?: boolean;
  /**
   * How long the broker keeps a persistent session after the client left (MQTT 5; default
   * DEFAULT_SESSION_EXPIRY_SECONDS). MQTT 5's own default is 0: the session would end with the
   * connection, and results sent while this host was away would be lost for it.
   */
  readonly sessionExpirySeconds?: number;
  /** 5 (falling back to 3.1.1 for a broker that does not speak it) or 4: MQTT 3.1.1 only. */
  readonly protocolVersion?: 4 | 5;
  /** mqtts:// and wss://: the broker's CA and this host's own certificate and key (PEM texts). */
  readonly tls?: { readonly ca?: string; readonly cert?: string; readonly key?: string };
}

export const DEFAULT_KEEPALIVE_SECONDS = 10;
export const RECONNECT_FIRST_MS = 500;
export const RECONNECT_MAX_MS = 30_000;

/**
 * The wait before reconnection attempt `attempt` (1, 2, …): doubling from `first` up to `max`,
 * each drawn at random between half of it and all of it (so that 200 tables that lost the same
 * broker do not all come back in the same instant), never below `first`.
 */
export function reconnectDelayMs(
  attempt: number,
  first = RECONNECT_FIRST_MS,
  max = RECONNECT_MAX_MS,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(max, first * 2 ** Math.max(0, attempt - 1));
  return Math.max(first, Math.round(ceiling / 2 + (random() * ceiling) / 2));
}
/** A day: a host away overnight still finds the evening's results when it returns. */
export const DEFAULT_SESSION_EXPIRY_SECONDS = 24 * 3600;
/** MQTT 5's largest session expiry below "never expires" (0xFFFFFFFF). */
export const MAX_SESSION_EXPIRY_SECONDS = 0xfffffffe;

/**
 * The CONNECT options of a client whose session must outlive its connection: `clean: false`,
 * and on MQTT 5 a session expiry (3.1.1 keeps such sessions until the broker drops them).
 */
export function sessionOptions(
  protocolVersion: 4 | 5,
  clean: boolean,
  expirySeconds = DEFAULT_SESSION_EXPIRY_SECONDS,
): Pick<IClientOptions, 'clean' | 'properties'> {
  if (clean || protocolVersion === 4) return { clean };
  return { clean, properties: { sessionExpiryInterval: expirySeconds } };
}

const requireHere = createRequire(import.meta.url);
let mqttPackage: typeof import('mqtt') | null = null;

/**
 * mqtt.js, loaded on the first connection: a host without a venue never pays its load time
 * (about half a second) at start-up.
 */
function mqttConnect(url: string, options: IClientOptions): MqttClient {
  mqttPackage ??= requireHere('mqtt') as typeof import('mqtt');
  return mqttPackage.connect(url, options);
}

/**
 * What became of a QoS 1 publish: acknowledged; refused with the broker's reason (MQTT 5); cut:
 * the connection closed before the acknowledgement (a broker speaking MQTT 3.1.1 says no that
 * way, and so does a network that fails); offline: not sent.
 */
export type PublishOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly kind: 'refused' | 'cut' | 'offline'; readonly reason: string };

export interface MqttLink {
  readonly client: () => MqttClient;
  /**
   * A QoS 1 publish that mqtt.js never sends again by itself: a publish the connection lost is
   * taken out of its store at once (else it would go again after every reconnection, and a
   * broker that refuses it by closing the connection would close every one). The caller decides
   * whether to send it again.
   */
  publish(
    topic: string,
    payload: string | Buffer,
    options: { readonly retain?: boolean },
  ): Promise<PublishOutcome>;
  status(): VenueLinkStatus['link'];
  /** Why the link last went down or was refused (null: never, or it came back since and held). */
  cause(): VenueLinkCause | null;
  /** Called with every change of the link, and with the reason in words when it is refused. */
  onChange(listener: (link: VenueLinkStatus['link'], message: string | null) => void): () => void;
  /**
   * Every message of the subscriptions, whichever protocol version the link ended up with;
   * `retained` when the broker sent it from its store for a (new) subscription, not live.
   */
  onMessage(listener: (topic: string, payload: Buffer, retained: boolean) => void): void;
  close(): Promise<void>;
}

/** CONNACK codes (MQTT 3.1.1 and 5) that a retry will not cure. */
const REFUSALS: Readonly<Record<number, string>> = {
  2: 'the broker refused this client id',
  4: 'the broker refused the user name or password',
  5: 'the broker refused this user: the user name or password is wrong, or the user may not connect',
  133: 'the broker refused this client id',
  134: 'the broker refused the user name or password',
  135: 'the broker refused this user: the user name or password is wrong, or the user may not connect',
  138: 'the broker has banned this client',
};

const UNTRUSTED =
  'the broker’s certificate is not signed by the CA this host was given (or none was given): give the CA that signed it';

/** Node's TLS failures (mqtts://, wss://), in the operator's words; Node's own follow in brackets. */
const TLS_FAILURES: Readonly<Record<string, string>> = {
  SELF_SIGNED_CERT_IN_CHAIN: UNTRUSTED,
  DEPTH_ZERO_SELF_SIGNED_CERT: UNTRUSTED,
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: UNTRUSTED,
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: UNTRUSTED,
  UNABLE_TO_GET_ISSUER_CERT: UNTRUSTED,
  CERT_SIGNATURE_FAILURE: UNTRUSTED,
  CERT_HAS_EXPIRED: 'the broker’s certificate has expired',
  CERT_NOT_YET_VALID: 'the broker’s certificate is not valid yet (is this computer’s clock right?)',
  ERR_TLS_CERT_ALTNAME_INVALID:
    'the broker’s certificate is made out to another name than the broker address',
  ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED:
    'the broker asks for this host’s own certificate: give the client certificate and its key',
  ERR_SSL_TLSV1_ALERT_UNKNOWN_CA:
    'the broker does not trust this host’s certificate: it is not signed by a CA the broker knows',
};

/** Node's errors when nothing answers at the broker's address. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ECONNRESET',
]);

/** mqtt.js's errors when a connection is open but the broker says nothing (frozen, overloaded). */
const SILENT = /^(keepalive timeout|connack timeout)$/i;

/** The DISCONNECT reason (MQTT 5) of a broker that gave this client's session to another with its id. */
export const SESSION_TAKEN_OVER = 142;

/**
 * What went wrong with a connection, in words, and which kind of problem it was: a refusal the
 * broker answered (CONNACK reason), a TLS failure, a broker that stopped answering, nothing
 * answering at its address, or Node's message.
 */
function problemOf(error: Error & { code?: unknown }): { words: string; cause: VenueLinkCause | null } {
  if (typeof error.code === 'number') {
    const refusal = REFUSALS[error.code];
    return { words: refusal ?? error.message, cause: refusal ? 'refused' : null };
  }
  if (SILENT.test(error.message.trim())) {
    return {
      words: `the broker stopped answering (${error.message.trim()}): it may be frozen or overloaded; this host reconnects on its own once it answers`,
      cause: 'silent',
    };
  }
  const code = typeof error.code === 'string' ? error.code : '';
  const tls = TLS_FAILURES[code];
  if (tls) return { words: `${tls} (${error.message.trim()})`, cause: null };
  if (UNREACHABLE.has(code)) {
    return {
      words: `nothing answers at the broker's address (${error.message.trim()}): it may be stopped or the network cut; this host keeps trying`,
      cause: 'unreachable',
    };
  }
  return { words: error.message, cause: null };
}

/** A connection that stays up this long starts the reconnections' back-off again from its first wait. */
export const STABLE_CONNECTION_MS = 3000;

/**
 * One connection to the broker, MQTT 5 where the broker speaks it and 3.1.1 otherwise (a broker
 * that answers "unacceptable protocol version" gets a 3.1.1 client at once); mqtt.js reconnects
 * after every loss. `onConnect` runs on every (re)connection, so what the broker lost is sent again.
 */
export function openMqttLink(options: BrokerOptions, onConnect: (client: MqttClient) => void): MqttLink {
  const messageListeners: ((topic: string, payload: Buffer, retained: boolean) => void)[] = [];
  const state = linkState();
  const { listeners, now: current, onChange } = state;
  let closed = false;
  const retries = reconnections(options, () => closed);
  const said = linkCause(state, retries);
  // An acknowledged publish proves the broker takes this client: the back-off starts again.
  const tracked = trackedPublishes(
    () => client,
    () => closed,
    retries.proven,
  );
  const takeovers = takeoverWatch();
  let client = start(options.protocolVersion ?? 5);

  function start(protocolVersion: 4 | 5): MqttClient {
    const next = mqttConnect(options.url, connectOptions(options, protocolVersion));
    next.on('message', (topic, payload, packet) => {
      for (const listener of messageListeners) listener(topic, payload, packet.retain);
    });
    next.on('connect', () => {
      // A connection that completes while the link closes: its owner (and its database) is gone.
      if (closed) return;
      retries.connected(next);
      takeovers.connected();
      // Small messages that must arrive now: no waiting to fill a TCP segment (Nagle).
      (next.stream as { setNoDelay?: (noDelay: boolean) => void }).setNoDelay?.(true);
      said.online();
      onConnect(next);
    });
    next.on('error', (error: Error & { code?: unknown }) => {
      const code = typeof error.code === 'number' ? error.code : null;
      if (code === 1 && protocolVersion === 5 && !closed) {
        retries.retire(next);
        next.end(true);
        client = start(4);
        return;
      }
      takeovers.erred();
      said.erred(error);
    });
    readEnds(next, { options, state, said, takeovers, tracked, retries, closed: () => closed });
    return next;
  }

  return {
    client: () => client,
    publish: tracked.publish,
    status: current,
    cause: said.cause,
    onChange,
    onMessage: (listener) => void messageListeners.push(listener),
    close() {
      closed = true;
      retries.stop();
      listeners.clear();
      return new Promise<void>((resolve) => client.end(false, {}, () => resolve()));
    },
  };
}

/** What reading a connection's end needs of its link. */
interface LinkParts {
  readonly options: BrokerOptions;
  readonly state: ReturnType<typeof linkState>;
  readonly said: ReturnType<typeof linkCause>;
  readonly takeovers: ReturnType<typeof takeoverWatch>;
  readonly tracked: ReturnType<typeof trackedPublishes>;
  readonly retries: ReturnType<typeof reconnections>;
  readonly closed: () => boolean;
}

/**
 * How a connection's end is read: a broker that says why it ends it, the link gone offline, and
 * a close (a session taken in turns by another client with the same name, or a loss retried).
 */
function readEnds(next: MqttClient, link: LinkParts): void {
  const { options, state, said, takeovers, tracked, retries, closed } = link;
  next.on('disconnect', (packet: { reasonCode?: number }) => {
    // A broker that says why it ends the connection (shutting down, …) is no silent takeover.
    if (takeovers.said(packet.reasonCode) && !closed())
      said.giveWay(next, sessionTakenWords(options.username));
  });
  next.on('offline', () => state.set(state.now() === 'refused' ? 'refused' : 'offline', null));
  next.on('close', () => {
    const inFlight = tracked.cut(next);
    retries.lost();
    if (said.cut() && takeovers.closed(inFlight) && !closed()) {
      said.giveWay(next, takenInTurnsWords(options.username));
    }
    retries.schedule(next);
  });
}

/** The link's state and who hears of its changes (with the problem in words, if any). */
function linkState() {
  const listeners = new Set<(link: VenueLinkStatus['link'], message: string | null) => void>();
  let link: VenueLinkStatus['link'] = 'connecting';
  return {
    listeners,
    now: () => link,
    onChange(listener: (link: VenueLinkStatus['link'], message: string | null) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: VenueLinkStatus['link'], message: string | null): void {
      if (next === link && message === null) return;
      link = next;
      for (const listener of [...listeners]) listener(next, message);
    },
  };
}

/**
 * Why the link is as it is (`cause`), set with its state: online (no cause), a problem of the
 * connection, a connection cut while online, or the session given way to another host's.
 */
function linkCause(state: ReturnType<typeof linkState>, retries: ReturnType<typeof reconnections>) {
  let cause: VenueLinkCause | null = null;
  return {
    cause: () => cause,
    online(): void {
      cause = null;
      state.set('online', null);
    },
    erred(error: Error & { code?: unknown }): void {
      const problem = problemOf(error);
      cause = problem.cause ?? cause;
      const refused = problem.cause === 'refused';
      const current = state.now();
      state.set(refused ? 'refused' : current === 'online' ? 'offline' : current, `${problem.words}.`);
    },
    /** A connection closed: true when it was online (now offline, closed as the cause). */
    cut(): boolean {
      if (state.now() !== 'online') return false;
      cause = 'closed';
      state.set('offline', null);
      return true;
    },
    /** Two hosts with one user would take the session in turn: this one gives way and says why. */
    giveWay(owner: MqttClient, words: string): void {
      retries.retire(owner);
      cause = 'sessionTaken';
      state.set('refused', words);
    },
  };
}

/** The console's and the log's words when another client with this host's user took its session. */
export function sessionTakenWords(user: string | undefined): string {
  const who = user === undefined ? 'this host’s user' : `user "${user}"`;
  return (
    `another host (or client) connected to the broker as ${who} and took this host’s place: two hosts ` +
    'with one user would take each other’s session in turn, so this host stopped connecting. Give each ' +
    'host a user of its own (docs/venue.md), then set the venue link up again or restart this host.'
  );
}

/** The words when the broker kept ending this host's connections the way a second client with its user does. */
export function takenInTurnsWords(user: string | undefined): string {
  const who = user === undefined ? 'this host’s user' : `user "${user}"`;
  return (
    `the broker closed this host’s connection ${TAKEOVERS_BEFORE_GIVING_WAY} times in a row soon after accepting ` +
    `it, without a word and with nothing of this host’s on its way: another host (or client) is connected as ${who} ` +
    '(mosquitto as shipped gives each user one connection). Two hosts with one user would take each other’s ' +
    'session in turn, so this host stopped connecting. Give each host a user of its own (docs/venue.md), then ' +
    'set the venue link up again or restart this host.'
  );
}

/** Connections ended this way in a row: another client with this user takes the session (mosquitto says no more). */
export const TAKEOVERS_BEFORE_GIVING_WAY = 3;
/** A connection that lasted less than this before the broker closed it without a word counts as taken over. */
const TAKEOVER_WITHIN_MS = 10_000;

/**
 * mosquitto 2.0 ends the older of two connections with one client id (its user's name, as
 * shipped) by closing it, with no DISCONNECT; the two then take the session in turn. Such a
 * close has no error before it (a frozen or stopped broker has: a keep-alive timeout, a reset,
 * a refused connection), comes soon after the connection was made, and cuts no publish of ours
 * (a 3.1.1 broker saying no by closing does). TAKEOVERS_BEFORE_GIVING_WAY of them in a row,
 * each reconnection going through at once, and the host gives way.
 */
function takeoverWatch() {
  let streak = 0;
  let connectedAt = 0;
  let erred = false;
  return {
    connected(): void {
      connectedAt = Date.now();
      erred = false;
    },
    erred(): void {
      erred = true;
      streak = 0;
    },
    /** The broker sent a DISCONNECT with this reason; true: it gave this client's session to another. */
    said(reasonCode: number | undefined): boolean {
      erred = true;
      streak = 0;
      return reasonCode === SESSION_TAKEN_OVER;
    },
    /** The connection closed; true: it looks taken over once too often. */
    closed(cutPublishes: number): boolean {
      const short = Date.now() - connectedAt < TAKEOVER_WITHIN_MS;
      if (erred || !short) streak = 0;
      else if (cutPublishes === 0) streak += 1;
      return streak >= TAKEOVERS_BEFORE_GIVING_WAY;
    },
  };
}

function connectOptions(options: BrokerOptions, protocolVersion: 4 | 5): IClientOptions {
  return {
    protocolVersion,
    clientId: options.clientId,
    keepalive: options.keepaliveSeconds ?? DEFAULT_KEEPALIVE_SECONDS,
    // Reconnections are this link's own (scheduleRetry): mqtt.js's fixed period would hammer a broker.
    reconnectPeriod: 0,
    connectTimeout: 5000,
    ...sessionOptions(protocolVersion, options.clean ?? true, options.sessionExpirySeconds),
    ...(options.username === undefined ? {} : { username: options.username }),
    ...(options.password === undefined ? {} : { password: options.password }),
    ...(options.will ? { will: options.will } : {}),
    ...(options.tls?.ca ? { ca: options.tls.ca } : {}),
    ...(options.tls?.cert ? { cert: options.tls.cert } : {}),
    ...(options.tls?.key ? { key: options.tls.key } : {}),
  };
}

/**
 * The link's own reconnections, backing off (reconnectDelayMs) from each lost or failed
 * connection; the back-off starts again only once a connection held STABLE_CONNECTION_MS or the
 * broker acknowledged a publish on it, so a broker that closes every connection at once (a 3.1.1
 * broker refusing a publish that way) is tried less and less often, not twice a second.
 */
function reconnections(options: BrokerOptions, closed: () => boolean) {
  let attempts = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let stable: ReturnType<typeof setTimeout> | null = null;
  /** Clients given up for another (the 3.1.1 fallback) or that gave way: their close schedules nothing. */
  const retired = new WeakSet<MqttClient>();
  const unstable = (): void => {
    if (stable) clearTimeout(stable);
    stable = null;
  };
  return {
    schedule(owner: MqttClient): void {
      if (closed() || retry || retired.has(owner)) return;
      attempts += 1;
      const wait = reconnectDelayMs(attempts, options.reconnectMs, options.reconnectMaxMs);
      retry = setTimeout(() => {
        retry = null;
        if (!closed() && !retired.has(owner)) owner.reconnect();
      }, wait);
    },
    retire: (owner: MqttClient) => void retired.add(owner),
    connected(owner: MqttClient): void {
      unstable();
      stable = setTimeout(() => {
        stable = null;
        if (!retired.has(owner)) attempts = 0;
      }, STABLE_CONNECTION_MS);
      stable.unref?.();
    },
    lost: unstable,
    proven(): void {
      unstable();
      attempts = 0;
    },
    stop: () => {
      if (retry) clearTimeout(retry);
      unstable();
    },
  };
}

/**
 * QoS 1 publishes whose fate their caller learns (PublishOutcome): when a connection closes,
 * those in flight on it are taken out of mqtt.js's store (their callbacks say "Message removed",
 * resolved as cut), so mqtt.js does not send them again after the reconnection.
 */
function trackedPublishes(current: () => MqttClient, closed: () => boolean, acknowledged: () => void) {
  /** The message ids of our publishes in flight, per client. */
  const inFlight = new Map<MqttClient, Set<number>>();
  /** Takes the publishes in flight on `owner` out of mqtt.js's store; how many there were. */
  const cut = (owner: MqttClient): number => {
    const ids = inFlight.get(owner);
    if (!ids) return 0;
    inFlight.delete(owner);
    // Calls each publish's callback with "Message removed": resolved as cut below.
    for (const id of ids) owner.removeOutgoingMessage(id);
    return ids.size;
  };

  function publish(
    topic: string,
    payload: string | Buffer,
    publishOptions: { readonly retain?: boolean },
  ): Promise<PublishOutcome> {
    const owner = current();
    if (!owner.connected || closed()) {
      return Promise.resolve({ ok: false, kind: 'offline', reason: 'not connected to the broker' });
    }
    return new Promise((resolve) => {
      let id: number | undefined;
      const done = (error?: Error & { code?: unknown }): void => {
        if (id !== undefined) inFlight.get(owner)?.delete(id);
        if (!error) {
          acknowledged();
          return resolve({ ok: true });
        }
        const refused = typeof error.code === 'number';
        resolve({ ok: false, kind: refused ? 'refused' : 'cut', reason: error.message });
      };
      owner.publish(topic, payload, { qos: 1, retain: publishOptions.retain ?? false }, done);
      const outgoing = (owner as unknown as { outgoing: Record<number, { cb: unknown }> }).outgoing;
      for (const [key, entry] of Object.entries(outgoing)) if (entry.cb === done) id = Number(key);
      if (id === undefined) return;
      const ids = inFlight.get(owner) ?? new Set<number>();
      ids.add(id);
      inFlight.set(owner, ids);
    });
  }

  return { publish, cut };
}

/** The broker's address without a password, for the console and the logs. */
export function brokerLabel(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.username = '';
    return parsed.toString().replace(/\/$/, '');
  } catch (_error) {
    return url;
  }
}
