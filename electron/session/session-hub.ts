import { createHash, timingSafeEqual } from 'node:crypto';
import {
  parseCommand,
  parseQuery,
  refusal,
  serverMessageProblem,
  type ClientRequest,
  type CommandKey,
  type ScreenStatus,
  type CommandResult,
  type QueryResult,
  type Refusal,
  type ScreenRole,
  type ServerMessage,
} from '../../shared/contract';
import {
  roleMayCommand,
  roleMayQuery,
  roleRefusalWords,
  type AccessRole,
} from '../../shared/contract/access-roles';
import { pinRefusalReason } from '../../shared/contract/pin-refusal';
import { deviceName } from './device-name';
import type { PinGuard } from '../web/pin-guard';
import type { SessionDevice, SessionHost, SessionOrigin } from './session-host';

export type { SessionHost, SessionOrigin } from './session-host';

/**
 * A message for a peer; its JSON text, and the UTF-8 bytes a socket sends, are made once per
 * message, however many peers want it.
 */
export interface Outgoing {
  readonly message: ServerMessage;
  text(): string;
  bytes(): Buffer;
}

/** One connected screen, as a transport (IPC, WebSocket) presents it. */
export interface Peer {
  readonly role: ScreenRole;
  /** For the audit trail, e.g. "web 192.168.1.20"; none for the app's own windows. */
  readonly source?: string;
  deliver(outgoing: Outgoing): void;
  /** Ends the connection, telling the screen why (a forgotten device must give the PIN again). */
  close?(reason: string): void;
}

export interface Session {
  readonly origin: SessionOrigin;
  /** `key`: the client's own id of the command (a repeat is answered with the first answer). */
  command(payload: unknown, key?: CommandKey): CommandResult;
  query(payload: unknown): Promise<QueryResult>;
  /** One request of the WebSocket envelope, answered with its acknowledgement. */
  answer(request: ClientRequest): Promise<ServerMessage>;
  /** A display's status (its sound held back or playing): told to the consoles, never answered. */
  report(status: ScreenStatus): void;
  /** Sends the current state to this peer alone (on connecting, or when its page reloads). */
  greet(): void;
  leave(): void;
}

/** A refusal's `delayMs`: how long to hold the answer (a wrong PIN is answered slowly). */
export type Admission =
  | { readonly ok: true; readonly session: Session }
  | { readonly ok: false; readonly reason: string; readonly delayMs: number };

export interface SessionHub {
  /** A screen joins: consoles give the PIN when the hub has a guard. */
  join(peer: Peer, credentials?: Credentials): Admission;
  close(): void;
}

/** What a console gives to join over the network: the PIN, or the start-up token of this computer. */
export interface Credentials {
  readonly address: string;
  readonly pin: string | null;
  readonly token?: string | null;
  /** A remembered device's token (shared/contract/devices.ts). */
  readonly device?: string | null;
  /** An invitation the console made (`?invite=`): one new device joins with it, once, without the PIN. */
  readonly invitation?: string | null;
  /** The browser's User-Agent: the name a newly remembered device is listed under. */
  readonly userAgent?: string;
  /** The page's own id for its browser (not a secret): a new login from it reuses its device. */
  readonly browser?: string | null;
}

export interface SessionHubOptions {
  /** Consoles must pass it to join (the LAN); without it every console is trusted (the app's window). */
  readonly pinGuard?: PinGuard;
  /**
   * The start-up token (`npm run serve` prints it in the console's URL and keeps it in the
   * owner-only data folder): a console that gives it needs no PIN. Only with a `pinGuard`.
   */
  readonly consoleToken?: string;
  readonly log?: (message: string) => void;
}

/** What a reading screen (display, overlay) may ask; it may command nothing. */
const READ_ONLY_QUERIES: ReadonlySet<string> = new Set(['CurrentState']);
/**
 * How long after the audience's push the consoles get theirs: one frame of a 60 Hz screen. Measured
 * (`npm run bench`, fan-out to 20 display sockets): worked out at once, the console's view took the
 * CPU the displays' sockets needed on a loaded 2-core machine (1.37–1.52× the reference server);
 * a frame later, 1.13–1.22×.
 */
export const CONSOLE_PUSH_AFTER_MS = 16;

/**
 * Screens joining or leaving tell each console at most this often: the first change at once, the
 * rest in one push when the interval is over (a hall of displays reconnecting after a Wi-Fi drop
 * would otherwise send every console its full push per display).
 */
export const AUDIENCE_PUSH_EVERY_MS = 250;

/** Only the console commands; display and overlay only read the state. */
export function mayCommand(role: ScreenRole): boolean {
  return role === 'console';
}

/** Development builds check every message against the contract; production trusts the host. */
const CHECK_MESSAGES = process.env['NODE_ENV'] === 'development';

export function outgoing(message: ServerMessage): Outgoing {
  if (CHECK_MESSAGES) reportContractProblem(message);
  let text: string | null = null;
  let bytes: Buffer | null = null;
  const json = (): string => (text ??= JSON.stringify(message));
  return { message, text: json, bytes: () => (bytes ??= Buffer.from(json(), 'utf8')) };
}

function reportContractProblem(message: ServerMessage): void {
  const problem = serverMessageProblem(message);
  if (problem) console.error(`Contract check (NODE_ENV=development): the host is sending ${problem}`);
}

/** The screens joined, and how a message reaches them: one that cannot be sent it is logged, not fatal. */
function peerSet(log: (message: string) => void) {
  const peers = new Set<Peer>();
  const deliver = (peer: Peer, message: Outgoing): void => {
    try {
      peer.deliver(message);
    } catch (error) {
      log(`A ${peer.role} could not be sent a message: ${String(error)}`);
    }
  };
  const toConsoles = (message: ServerMessage): void => {
    const out = outgoing(message);
    for (const peer of peers) if (peer.role === 'console') deliver(peer, out);
  };
  return { peers, deliver, toConsoles };
}

/**
 * Each new state to the screens, the audience's first. The console's push carries its own view
 * too (about a millisecond of work: every board that can be typed next): worked out a display
 * frame after the audience's push, so that on a busy machine the hall's screens take the board
 * first. The acknowledgement of the command leaves at once; the console shows the board when its
 * push comes. Returns how to stop.
 */
function followState(host: SessionHost, room: ReturnType<typeof peerSet>): () => void {
  let consolesDue: ReturnType<typeof setTimeout> | null = null;
  const pushToConsoles = (): void => {
    consolesDue = null;
    let forConsoles: Outgoing | null = null;
    for (const peer of room.peers)
      if (peer.role === 'console')
        room.deliver(peer, (forConsoles ??= outgoing({ type: 'state', push: host.consolePush() })));
  };
  // Before anything else that follows the state (a venue's publisher): the screens come first.
  const stop = host.subscribe(
    (push) => {
      const out = outgoing({ type: 'state', push });
      for (const peer of room.peers) if (peer.role !== 'console') room.deliver(peer, out);
      consolesDue ??= setTimeout(pushToConsoles, CONSOLE_PUSH_AFTER_MS);
    },
    { first: true },
  );
  return () => {
    if (consolesDue) clearTimeout(consolesDue);
    stop();
  };
}

/**
 * The one session handler behind every transport: role checks, the PIN, parsing of commands and
 * queries (here only: the host takes them parsed), their acknowledgement, and the fan-out of state (audience screens first: the operator's
 * console already knows what was entered), LED status and settings (consoles only).
 */
export function createSessionHub(host: SessionHost, options: SessionHubOptions = {}): SessionHub {
  const log = options.log ?? (() => undefined);
  const room = peerSet(log);
  const { peers, toConsoles } = room;
  const audience = coalescedNotice(() => toConsoles({ type: 'state', push: host.consolePush() }));
  const stops = [
    followState(host, room),
    host.onLedStatus((status) => toConsoles({ type: 'led', status })),
    // A display or overlay came or went: consoles show it (ConsoleView.audience), coalesced.
    host.onAudienceChange(audience.changed),
    host.onSettingsChange((settings) => toConsoles({ type: 'settings', settings })),
  ];
  // The console whose command is being carried out: a new PIN it set does not end its own connection.
  const acting: { peer: Peer | null } = { peer: null };
  const deviceOf = followDevices(host, stops, acting);
  return {
    join(peer, credentials) {
      const admitted = admitConsole(host, options, peer, credentials, log);
      if (!admitted.ok) return admitted;
      const issued = admitted.issued;
      if (issued) deviceOf.set(peer, issued.id);
      peers.add(peer);
      // Displays and overlays are counted: the console shows how many show the hall the score.
      const left = peer.role === 'console' ? () => undefined : host.joinAudience(peer.role);
      const session = openSession(
        host,
        peer,
        log,
        () => {
          peers.delete(peer);
          deviceOf.delete(peer);
          left();
        },
        acting,
        roleNow(host, admitted),
      );
      return { ok: true, session: issued === null ? session : withDeviceToken(session, peer, issued.token) };
    },
    close() {
      audience.close();
      for (const stop of stops) stop();
      peers.clear();
    },
  };
}

/**
 * Screens joining or leaving, told to the consoles (`tell`) at most every AUDIENCE_PUSH_EVERY_MS:
 * the first change at once, the rest in one push when the interval is over.
 */
function coalescedNotice(tell: () => void): { readonly changed: () => void; close(): void } {
  let due: ReturnType<typeof setTimeout> | null = null;
  let toldAt = Number.NEGATIVE_INFINITY;
  const told = (): void => {
    due = null;
    toldAt = performance.now();
    tell();
  };
  return {
    changed() {
      if (due) return;
      const wait = toldAt + AUDIENCE_PUSH_EVERY_MS - performance.now();
      if (wait <= 0) told();
      else due = setTimeout(told, wait);
    },
    close() {
      if (due) clearTimeout(due);
    },
  };
}

/** The remembered device each console came in as: forgetting it ends that connection at once. */
function followDevices(
  host: SessionHost,
  stops: (() => void)[],
  acting: { readonly peer: Peer | null },
): Map<Peer, string> {
  const deviceOf = new Map<Peer, string>();
  stops.push(
    host.devices.onRevoked((ids) => {
      for (const [peer, id] of deviceOf) {
        // Every device forgotten (a new PIN): the console that set it keeps its connection.
        if (ids === null && peer === acting.peer) continue;
        if (ids === null || ids.has(id)) peer.close?.('PIN required');
      }
    }),
  );
  return deviceOf;
}

/**
 * The device token goes just before the greeting, to this console alone, once: a page that shows
 * the state has kept its token, so a tab closed at once still comes back without the PIN.
 */
function withDeviceToken(session: Session, peer: Peer, token: string): Session {
  return {
    ...session,
    greet() {
      peer.deliver(outgoing({ type: 'device', token }));
      session.greet();
    },
  };
}

/**
 * A screen let in, in a role: a console's device (made, found again or rotated: its new token is
 * `issued`), or no device (the app's window, a server open on loopback, a display: `role`).
 */
type ConsoleAdmission = {
  readonly ok: true;
  readonly issued: SessionDevice | null;
  readonly role: AccessRole;
};

/** A device's role is read at each request: the administrator's change applies at once. */
function roleNow(host: SessionHost, admitted: ConsoleAdmission): () => AccessRole {
  const device = admitted.issued;
  return device ? () => host.devices.roleOf(device.id) ?? 'display' : () => admitted.role;
}

/** A PIN never makes an administrator: a browser known as one logs in again as an operator. */
const PIN_ROLE = (known: AccessRole | null): AccessRole =>
  known === null || known === 'administrator' ? 'operator' : known;
const ADMINISTRATOR = (): AccessRole => 'administrator';

/**
 * Whether a screen may join, and in which role: consoles over the network give the start-up
 * token (the administrator), a remembered device's token (its role), an invitation (the role it
 * names) or the PIN (an operator); each is then a remembered device with a fresh token. Displays
 * and overlays only read; a console with no guard to pass is the app's own window (or a server
 * open on loopback): the administrator.
 */
function admitConsole(
  host: SessionHost,
  options: SessionHubOptions,
  peer: Peer,
  credentials: Credentials | undefined,
  log: (line: string) => void,
): ConsoleAdmission | Extract<Admission, { ok: false }> {
  const guard = options.pinGuard;
  if (peer.role !== 'console') return { ok: true, issued: null, role: 'display' };
  if (!guard) return { ok: true, issued: null, role: 'administrator' };
  const address = credentials?.address ?? 'unknown';
  if (sameSecret(credentials?.token, options.consoleToken)) {
    guard.trust(address);
    // Remembered like a PIN login: after a restart (a new start-up token) the tab comes back by itself.
    return { ok: true, issued: rememberDevice(host, credentials, ADMINISTRATOR, log), role: 'administrator' };
  }
  const known = credentials?.device ? host.devices.admit(credentials.device, address) : null;
  if (known) {
    guard.trust(address);
    return { ok: true, issued: known, role: known.role };
  }
  if (credentials?.invitation) {
    // Before the PIN: an invitation lets a new device in whatever a flood of wrong PINs has spent.
    const invited = host.devices.redeem(
      credentials.invitation,
      deviceName(credentials.userAgent),
      address,
      credentials.browser,
    );
    if (invited) {
      guard.trust(address);
      return { ok: true, issued: invited, role: invited.role };
    }
    if (!credentials.pin) return { ok: false, reason: pinRefusalReason({ kind: 'invitation' }), delayMs: 0 };
  }
  const check = guard.check(address, credentials?.pin ?? null);
  if (!check.ok) return check;
  const issued = rememberDevice(host, credentials, PIN_ROLE, log);
  return { ok: true, issued, role: issued?.role ?? 'operator' };
}

/** A device (and its token) for a console let in; none when the database cannot take it. */
function rememberDevice(
  host: SessionHost,
  credentials: Credentials | undefined,
  roleFor: (known: AccessRole | null) => AccessRole,
  log: (line: string) => void,
): SessionDevice | null {
  try {
    return host.devices.remember(
      deviceName(credentials?.userAgent),
      credentials?.address ?? 'unknown',
      roleFor,
      credentials?.browser ?? null,
    );
  } catch (error) {
    log(`The device could not be remembered: ${String(error)}`);
    return null;
  }
}

function sameSecret(given: string | null | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** A host that threw on a command or query: logged, and answered as a refusal in words. */
function hostFailure(log: (message: string) => void, what: 'command' | 'query', error: unknown): Refusal {
  log(`The host failed on a ${what}: ${String(error)}`);
  const detail = error instanceof Error ? error.message : String(error);
  return refusal(
    'internal',
    `The scoreboard could not carry out the ${what} (${detail}); nothing was recorded.`,
  );
}

/**
 * A command as the session's screen and role may give it, or a refusal: checked here, where every
 * transport's commands pass, so a refusal never reaches the host.
 */
function allowedCommand(
  origin: SessionOrigin,
  role: () => AccessRole,
  payload: unknown,
): ReturnType<typeof parseCommand> {
  if (origin.readOnly) {
    return refusal(
      'read_only',
      'This screen only shows the scoreboard: commands are entered on the console.',
    );
  }
  const parsed = parseCommand(payload);
  if (!parsed.ok) return parsed;
  const now = role();
  if (!roleMayCommand(now, parsed.value.type))
    return refusal('not_allowed', roleRefusalWords(now, parsed.value.type));
  return parsed;
}

/** A query as the session's screen and role may ask it, or a refusal. */
function allowedQuery(
  origin: SessionOrigin,
  role: () => AccessRole,
  payload: unknown,
): ReturnType<typeof parseQuery> {
  const parsed = parseQuery(payload);
  if (!parsed.ok) return parsed;
  if (origin.readOnly && !READ_ONLY_QUERIES.has(parsed.value.type)) {
    return refusal('read_only', 'This screen can only ask for the current state.');
  }
  const now = role();
  if (!roleMayQuery(now, parsed.value.type))
    return refusal('not_allowed', roleRefusalWords(now, parsed.value.type));
  return parsed;
}

function openSession(
  host: SessionHost,
  peer: Peer,
  log: (message: string) => void,
  leave: () => void,
  acting: { peer: Peer | null } = { peer: null },
  role: () => AccessRole = () => (mayCommand(peer.role) ? 'administrator' : 'display'),
): Session {
  const origin: SessionOrigin = {
    role: peer.role,
    readOnly: !mayCommand(peer.role),
    ...(peer.source === undefined ? {} : { source: peer.source }),
  };
  const failure = (what: 'command' | 'query', error: unknown): Refusal => hostFailure(log, what, error);
  const command = (payload: unknown, key?: CommandKey): CommandResult => {
    const parsed = allowedCommand(origin, role, payload);
    if (!parsed.ok) return parsed;
    try {
      acting.peer = peer;
      try {
        return key ? host.submit(parsed.value, origin, key) : host.submit(parsed.value, origin);
      } finally {
        acting.peer = null;
      }
    } catch (error) {
      return failure('command', error);
    }
  };
  const query = async (payload: unknown): Promise<QueryResult> => {
    const parsed = allowedQuery(origin, role, payload);
    if (!parsed.ok) return parsed;
    try {
      return await host.query(parsed.value, origin);
    } catch (error) {
      return failure('query', error);
    }
  };
  return {
    origin,
    command,
    query,
    async answer(request) {
      const result =
        request.type === 'command' ? command(request.command, request.key) : await query(request.query);
      return { type: 'result', id: request.id, result };
    },
    report(status) {
      if (peer.role === 'display') host.displaySound(peer, status.sound);
    },
    greet: () =>
      peer.deliver(
        outgoing({ type: 'state', push: peer.role === 'console' ? host.consolePush() : host.current() }),
      ),
    // A display that leaves takes its held-back sound with it.
    leave: () => {
      host.displaySound(peer, null);
      leave();
    },
  };
}
